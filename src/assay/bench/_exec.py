"""Sandbox entry that runs a model-written program as a script (pre-imported by the zygote).

The program runs as ``__main__`` with its own globals; its stdout is what the benchmark compares.
A syntax error is reported on the result channel before anything runs.
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable
from typing import Any

__all__ = ["run_script"]

_FILENAME = "<solution>"


def run_script(payload: Any, emit: Callable[[Any], None]) -> None:
    """Compile and run ``payload["source"]``; emit ``compile_error`` or ``done``/``error``."""
    source = str(payload["source"])
    try:
        code = compile(source, _FILENAME, "exec")
    except (SyntaxError, ValueError) as exc:
        line = getattr(exc, "lineno", None)
        emit({"event": "compile_error", "message": f"{type(exc).__name__}: {exc}", "line": line})
        return
    namespace: dict[str, Any] = {"__name__": "__main__", "__builtins__": __builtins__}
    try:
        exec(code, namespace)
    except SystemExit as exc:
        sys.stdout.flush()
        emit(
            {
                "event": "done",
                "exit": exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1),
            }
        )
        return
    except BaseException as exc:
        sys.stdout.flush()
        frames = [f for f in traceback.extract_tb(exc.__traceback__) if f.filename == _FILENAME]
        emit(
            {
                "event": "error",
                "type": type(exc).__name__,
                "message": str(exc)[:500],
                "line": frames[-1].lineno if frames else None,
            }
        )
        return
    sys.stdout.flush()
    emit({"event": "done", "exit": 0})
