"""Settings of the sandbox (``ASSAY_SANDBOX_*``), read when first asked for, never at import time."""

from __future__ import annotations

import os
from functools import lru_cache
from typing import Literal

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

# Directories every job sees as empty: temporary areas, home directories, mounted volumes.
DEFAULT_HIDDEN_PATHS = ("/tmp", "/var/tmp", "/dev/shm", "/run", "/root", "/home", "/mnt", "/media", "/srv")


class SandboxSettings(BaseSettings):
    """How the sandbox runs jobs on this machine."""

    model_config = SettingsConfigDict(env_prefix="ASSAY_", env_file=".env", extra="ignore")

    sandbox_workers: int | None = Field(
        default=None, ge=1, description="Jobs run at once (one zygote each); default: number of cores."
    )
    sandbox_recycle_after: int = Field(default=500, ge=1, description="Jobs per zygote before a fresh one.")
    sandbox_isolation: Literal["auto", "full", "minimal"] = Field(
        default="auto",
        description="auto: every layer this machine allows (warns about the others); full: refuse to run "
        "without every layer; minimal: fork + rlimits only (for tests and laptops).",
    )
    sandbox_uid_base: int = Field(
        default=62000, ge=1000, description="First of the unprivileged uids, one per concurrent job."
    )
    sandbox_hidden_paths: str = Field(
        default="",
        description="Extra paths hidden from jobs, separated by ':' (added to /tmp, /root, /home, ...).",
    )
    sandbox_preload: str = Field(default="", description="Extra modules the zygote imports, comma-separated.")
    sandbox_queue_size: int = Field(
        default=256, ge=0, description="Callers that may wait for a free worker before SandboxBusy."
    )
    sandbox_queue_timeout_s: float = Field(
        default=30.0, gt=0, description="How long a caller waits for a free worker before SandboxBusy."
    )

    def workers(self) -> int:
        """Number of concurrent jobs."""
        return self.sandbox_workers or os.cpu_count() or 1

    def hidden_paths(self) -> list[str]:
        """Default and configured hidden paths."""
        extra = [p for p in self.sandbox_hidden_paths.split(":") if p.strip()]
        return list(dict.fromkeys([*DEFAULT_HIDDEN_PATHS, *extra]))

    def preload_modules(self) -> list[str]:
        """Configured extra modules to pre-import."""
        return [m.strip() for m in self.sandbox_preload.split(",") if m.strip()]


@lru_cache(maxsize=1)
def get_sandbox_settings() -> SandboxSettings:
    """The sandbox settings of this process, read once."""
    return SandboxSettings()
