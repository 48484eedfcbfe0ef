"""Sandbox entry that runs a model-written program as a script (pre-imported by the zygote).

The program is written to ``solution.py`` in the job's workspace (its working directory, a private
tmpfs) and run the way ``python solution.py`` would run it: as ``__main__``, with ``__file__`` set,
``sys.argv == [path]`` and the workspace first on ``sys.path``. Its stdout is what the benchmark
compares. A syntax error is reported on the result channel before anything runs; ``sys.exit(0)``
and ``os._exit(0)`` end it normally, as they would end a script.
"""

from __future__ import annotations

import builtins
import contextlib
import os
import sys
import traceback
import types
from collections.abc import Callable
from typing import Any

__all__ = ["SCRIPT_NAME", "run_script"]

SCRIPT_NAME = "solution.py"


def _write_script(source: str) -> str | None:
    """Write the program into the working directory; ``None`` when that is not possible."""
    path = os.path.join(os.getcwd(), SCRIPT_NAME)
    try:
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(source)
    except OSError:
        return None
    return path


def _exit_status(code: object) -> int:
    if code is None:
        return 0
    if isinstance(code, int):
        return code
    print(code, file=sys.stderr)  # sys.exit("message") prints the message and exits with 1
    return 1


def run_script(payload: Any, emit: Callable[[Any], None]) -> None:
    """Compile and run ``payload["source"]``; emit ``compile_error`` or ``done``/``error``."""
    source = str(payload["source"])
    path = _write_script(source)
    filename = path or SCRIPT_NAME
    try:
        code = compile(source, filename, "exec")
    except (SyntaxError, ValueError) as exc:
        line = getattr(exc, "lineno", None)
        emit({"event": "compile_error", "message": f"{type(exc).__name__}: {exc}", "line": line})
        return
    sys.argv = [filename]
    if path is not None:
        sys.path.insert(0, os.path.dirname(path))
    # What runpy.run_path does for a file, without compiling it twice: a fresh __main__ module
    # (so pickle, dataclasses and `import __main__` find the program's own names).
    main = types.ModuleType("__main__")
    main.__file__ = filename
    main.__builtins__ = builtins  # type: ignore[attr-defined]
    sys.modules["__main__"] = main
    try:
        exec(code, main.__dict__)
    except SystemExit as exc:
        sys.stdout.flush()
        emit({"event": "done", "exit": _exit_status(exc.code)})
        return
    except BaseException as exc:
        sys.stdout.flush()
        tb, first, line = exc.__traceback__, None, None
        while tb is not None:  # the program's own frames, not the harness's
            if tb.tb_frame.f_code.co_filename == filename:
                first = first or tb
                line = tb.tb_lineno
            tb = tb.tb_next
        with contextlib.suppress(BaseException):  # as python would print it; never fails the verdict
            traceback.print_exception(type(exc), exc, first, file=sys.stderr)
            sys.stderr.flush()
        emit({"event": "error", "type": type(exc).__name__, "message": str(exc)[:500], "line": line})
        return
    sys.stdout.flush()
    emit({"event": "done", "exit": 0})
