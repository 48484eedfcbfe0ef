"""Run untrusted Python with limits and return a structured result.

Public API::

    with Sandbox() as sandbox:
        result = sandbox.run(SandboxJob(entry="pkg.mod:func", payload={...}, limits=Limits(wall_s=2)))

The entry function runs in a child forked from a warm, clean "zygote" interpreter and isolated by
namespaces, rlimits, an unprivileged uid and seccomp, as ``func(payload, emit)``; each ``emit(obj)``
sends one JSON message on a dedicated channel that user output cannot be confused with.
:func:`get_sandbox` gives the process-wide pool; :func:`isolation_report` says which layers this
machine allows (``assay doctor`` prints it). See docs/security.md.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from assay.sandbox._errors import SandboxBusy, SandboxError
    from assay.sandbox._models import (
        IsolationReport,
        LayerStatus,
        Limits,
        RunStatus,
        SandboxJob,
        SandboxResult,
    )
    from assay.sandbox._runner import Sandbox, get_sandbox, isolation_report
    from assay.sandbox._settings import SandboxSettings, get_sandbox_settings

__all__ = [
    "IsolationReport",
    "LayerStatus",
    "Limits",
    "RunStatus",
    "Sandbox",
    "SandboxBusy",
    "SandboxError",
    "SandboxJob",
    "SandboxResult",
    "SandboxSettings",
    "get_sandbox",
    "get_sandbox_settings",
    "isolation_report",
]

# Resolved on first access rather than imported here: every job forks the zygote, which imports this
# package, and keeping pydantic out of the zygote halves its memory and the cost of each fork.
_HOMES = {
    "SandboxBusy": "_errors",
    "SandboxError": "_errors",
    "IsolationReport": "_models",
    "LayerStatus": "_models",
    "Limits": "_models",
    "RunStatus": "_models",
    "SandboxJob": "_models",
    "SandboxResult": "_models",
    "Sandbox": "_runner",
    "get_sandbox": "_runner",
    "isolation_report": "_runner",
    "SandboxSettings": "_settings",
    "get_sandbox_settings": "_settings",
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'assay.sandbox' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(f"assay.sandbox.{home}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *__all__])
