"""Settings of the sandbox (``ASSAY_SANDBOX_*``), read when first asked for, never at import time."""

from __future__ import annotations

import importlib.util
import os
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

# Directories every job sees as empty: temporary areas, home directories, mounted volumes.
DEFAULT_HIDDEN_PATHS = ("/tmp", "/var/tmp", "/dev/shm", "/run", "/root", "/home", "/mnt", "/media", "/srv")


def bundled_answer_paths() -> list[str]:
    """Where this installation keeps hidden test cases and reference solutions.

    The bundled question bank (``assay/questions/bank``) and, in a source checkout, the checkout's
    ``.git`` (its objects hold every bank file ever committed). Found through the location of the
    ``assay`` package, without importing ``assay.questions``: the sandbox is a core package and
    must not depend on a job-level one.
    """
    spec = importlib.util.find_spec("assay")
    paths: list[str] = []
    for location in (spec.submodule_search_locations or []) if spec is not None else []:
        package = Path(location).resolve()
        paths.append(str(package / "questions" / "bank"))
        for root in (package.parent, package.parent.parent):  # src/assay or a flat layout
            if (root / ".git").exists():
                paths.append(str(root / ".git"))
    return paths


def source_paths(sys_path: list[str]) -> list[str]:
    """The ``assay`` source tree: every ``assay`` package directory and the checkout around it.

    For ``hide_source`` pools (docs/security.md, "Hiding the source"): the package in use, any other
    ``assay`` directory on ``sys_path`` (a stale copy in site-packages), and the root of a source
    checkout (the folder with ``.git`` or ``pyproject.toml`` around ``src/assay`` or ``assay``) with
    its tests, docs and fixtures. A virtualenv inside that checkout is bound back with the other
    interpreter directories.
    """
    spec = importlib.util.find_spec("assay")
    packages = [Path(p) for p in (spec.submodule_search_locations or [])] if spec is not None else []
    packages += [Path(p) / "assay" for p in sys_path if p and (Path(p) / "assay" / "__init__.py").is_file()]
    paths: list[str] = []
    for package in (p.resolve() for p in packages):
        paths.append(str(package))
        for root in (package.parent, package.parent.parent):  # a flat layout or src/assay
            if root != root.parent and ((root / ".git").exists() or (root / "pyproject.toml").is_file()):
                paths.append(str(root))
    return list(dict.fromkeys(paths))


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
        description="Extra paths hidden from jobs, separated by ':' (added to /tmp, /root, /home, the "
        "bundled question bank and ASSAY_QUESTIONS_DIR).",
    )
    questions_dir: Path | None = Field(
        default=None,
        description="ASSAY_QUESTIONS_DIR, the question bank's own setting, read here only to hide it "
        "from jobs (it holds hidden tests and reference solutions).",
    )
    sandbox_hide_source: bool = Field(
        default=False,
        description="Hide the assay package and its source checkout from jobs (the zygote imports what "
        "they run beforehand); for pools that run code that must not read the service's own source, "
        "such as the quiz solver's model programs.",
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
        """Default and configured hidden paths: the defaults, where answers live, and the extras."""
        answers = bundled_answer_paths()
        if self.questions_dir is not None:
            answers.append(str(Path(self.questions_dir).expanduser().resolve()))
        extra = [p.strip() for p in self.sandbox_hidden_paths.split(":") if p.strip()]
        return list(dict.fromkeys([*DEFAULT_HIDDEN_PATHS, *answers, *extra]))

    def preload_modules(self) -> list[str]:
        """Configured extra modules to pre-import."""
        return [m.strip() for m in self.sandbox_preload.split(",") if m.strip()]


@lru_cache(maxsize=1)
def get_sandbox_settings() -> SandboxSettings:
    """The sandbox settings of this process, read once."""
    return SandboxSettings()
