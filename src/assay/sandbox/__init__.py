"""Run untrusted Python with limits and return a structured result.

Public API::

    with Sandbox() as sandbox:
        result = sandbox.run(SandboxJob(entry="pkg.mod:func", payload={...}, limits=Limits(wall_s=2)))

The entry function runs in a forked, isolated child as ``func(payload, emit)``; each ``emit(obj)``
sends one JSON message on a dedicated channel that user output cannot be confused with.
"""

from assay.sandbox._models import Limits, RunStatus, SandboxJob, SandboxResult
from assay.sandbox._runner import Sandbox, SandboxError

__all__ = ["Limits", "RunStatus", "Sandbox", "SandboxError", "SandboxJob", "SandboxResult"]
