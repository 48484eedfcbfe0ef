"""Data shapes of the sandbox: limits in, a structured result out."""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field


class Limits(BaseModel):
    """Resource limits for one job. CPU and wall time in seconds, sizes in MiB or bytes."""

    model_config = ConfigDict(frozen=True)

    wall_s: float = Field(default=10.0, gt=0, description="Wall-clock limit; the process group is SIGKILLed.")
    cpu_s: float | None = Field(default=None, gt=0, description="CPU limit; defaults to wall_s.")
    memory_mb: int = Field(default=512, gt=0, description="Address-space limit (RLIMIT_AS).")
    output_bytes: int = Field(default=1 << 20, gt=0, description="Cap on each of stdout and stderr.")
    file_size_mb: int = Field(default=16, ge=0, description="Largest file the job may write (RLIMIT_FSIZE).")
    open_files: int = Field(default=64, gt=3, description="RLIMIT_NOFILE.")
    processes: int = Field(default=16, gt=0, description="RLIMIT_NPROC for the job's uid.")
    progress_s: float | None = Field(
        default=None,
        gt=0,
        description="Longest gap allowed between two result messages, measured by the supervisor; "
        "past it the job is killed (status timeout). None: no progress deadline.",
    )
    first_progress_s: float | None = Field(
        default=None,
        gt=0,
        description="Longest wait for the first result message, from the hand-off of the job; "
        "default: progress_s.",
    )


class RunStatus(StrEnum):
    """How a sandboxed job ended, as seen by the supervisor."""

    OK = "ok"  # exited with status 0
    EXITED = "exited"  # exited with a non-zero status
    TIMEOUT = "timeout"  # wall-clock limit reached, killed
    CPU_LIMIT = "cpu_limit"  # SIGXCPU / CPU limit reached
    MEMORY = "memory"  # address-space limit hit (MemoryError or killed while allocating)
    OUTPUT_LIMIT = "output_limit"  # stdout/stderr/file size limit exceeded
    KILLED = "killed"  # died of another signal
    INTERNAL = "internal"  # the sandbox itself failed or the result channel was corrupt


class SandboxJob(BaseModel):
    """One unit of work: call ``entry(payload, emit)`` inside an isolated child.

    ``entry`` is ``"package.module:function"``. The function receives the JSON ``payload`` and an
    ``emit(obj)`` callable that writes one JSON message to the dedicated result channel.
    """

    entry: str = Field(pattern=r"^[A-Za-z_][\w.]*:[A-Za-z_]\w*$")
    payload: Any = None
    limits: Limits = Field(default_factory=Limits)
    stdin: bytes = b""


class SandboxResult(BaseModel):
    """Everything the supervisor observed about one job."""

    status: RunStatus
    exit_code: int | None = None
    signal: int | None = None
    wall_s: float = 0.0
    cpu_s: float = 0.0
    max_rss_mb: float = 0.0
    stdout: str = ""
    stderr: str = ""
    stdout_truncated: bool = False
    stderr_truncated: bool = False
    messages: list[Any] = Field(default_factory=list)
    message_times: list[float] = Field(
        default_factory=list,
        description="When each message arrived, in seconds from the hand-off of the job, as seen by the "
        "supervisor: the job cannot make a message arrive before it was written.",
    )
    output_limit_s: float | None = Field(
        default=None, description="When stdout or stderr went past its cap (seconds from the hand-off)."
    )
    protocol_error: str | None = Field(
        default=None, description="Set when the result channel held something unparseable."
    )
    isolation: list[str] = Field(default_factory=list, description="Isolation layers that were active.")
    detail: str | None = None


class LayerStatus(BaseModel):
    """One isolation layer on this machine: active or not, and why."""

    name: str
    active: bool
    detail: str = ""


class IsolationReport(BaseModel):
    """What :func:`isolation_report` found: the layers a job gets here."""

    mode: str = Field(description="The ASSAY_SANDBOX_ISOLATION setting: auto, full or minimal.")
    layers: list[LayerStatus]
    uid: int | None = Field(default=None, description="The unprivileged uid a job runs as, when dropped.")
    preload_errors: dict[str, str] = Field(default_factory=dict)

    @property
    def active(self) -> list[str]:
        """Names of the active layers."""
        return [layer.name for layer in self.layers if layer.active]

    @property
    def degraded(self) -> bool:
        """True when some layer is missing."""
        return any(not layer.active for layer in self.layers)
