"""Sandbox entry that runs one model's program for a quiz question (imported by the zygote).

Standard library only at import time. The task's files arrive in the payload and are written into
the job's private working directory first; the program then runs as ``__main__`` and its answer is
the variable ``answer`` (docs/solve.md, "Model output contract"), converted to JSON here: numpy
scalars and arrays, pandas objects, sets, tuples and bytes are turned into plain values.
"""

from __future__ import annotations

import base64
import builtins
import math
import os
import sys
import traceback
import types
from collections.abc import Callable
from typing import Any

__all__ = ["run_program"]

SCRIPT_NAME = "solution.py"
_MAX_ANSWER_CHARS = 1_500_000


def _plain(value: Any, depth: int = 0) -> Any:
    """``value`` as JSON-ready data (numpy, pandas, sets, bytes made plain)."""
    if depth > 50:
        raise ValueError("the answer is nested too deeply")
    if value is None or isinstance(value, bool | str):
        return value
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else str(value)
    if isinstance(value, bytes | bytearray):
        try:
            return bytes(value).decode("utf-8")
        except UnicodeDecodeError:
            return base64.b64encode(bytes(value)).decode()
    if isinstance(value, dict):
        return {str(_plain(k, depth + 1)): _plain(v, depth + 1) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        items = sorted(value, key=repr) if isinstance(value, set | frozenset) else value
        return [_plain(v, depth + 1) for v in items]
    kind = type(value).__module__.split(".")[0]
    if kind == "pandas" and hasattr(value, "to_dict") and hasattr(value, "columns"):
        return _plain(value.to_dict(orient="records"), depth + 1)
    if hasattr(value, "tolist"):  # numpy arrays and scalars, pandas Series and Index
        return _plain(value.tolist(), depth + 1)
    if hasattr(value, "item"):
        return _plain(value.item(), depth + 1)
    if type(value).__name__ == "Decimal":
        return float(value)
    return str(value)


def _write_files(files: dict[str, str]) -> None:
    for name, data in files.items():
        if "/" in name or name.startswith("."):
            continue
        with open(name, "wb") as fh:
            fh.write(base64.b64decode(data))


def run_program(payload: Any, emit: Callable[[Any], None]) -> None:
    """Write the files, run ``payload["code"]``, emit ``{"event": "done" | "error", ...}``."""
    _write_files(dict(payload.get("files") or {}))
    source = str(payload["code"])
    path = os.path.join(os.getcwd(), SCRIPT_NAME)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(source)
    try:
        code = compile(source, path, "exec")
    except (SyntaxError, ValueError) as exc:
        emit({"event": "error", "type": type(exc).__name__, "message": str(exc), "traceback": f"{exc}"})
        return
    sys.argv = [path]
    sys.path.insert(0, os.getcwd())
    main = types.ModuleType("__main__")
    main.__file__ = path
    main.__builtins__ = builtins  # type: ignore[attr-defined]
    sys.modules["__main__"] = main
    try:
        exec(code, main.__dict__)
    except SystemExit:
        pass
    except BaseException as exc:
        sys.stdout.flush()
        lines = traceback.format_exception(type(exc), exc, exc.__traceback__)
        text = "".join(line for line in lines if "assay/solver/_exec.py" not in line)
        emit(
            {
                "event": "error",
                "type": type(exc).__name__,
                "message": str(exc)[:500],
                "traceback": text[-3000:],
            }
        )
        return
    sys.stdout.flush()
    if "answer" not in main.__dict__:
        emit({"event": "done", "has_answer": False})
        return
    try:
        value = _plain(main.__dict__["answer"])
    except Exception as exc:
        emit({"event": "error", "type": type(exc).__name__, "message": f"answer is not serialisable: {exc}"})
        return
    import json

    text = json.dumps(value)
    if len(text) > _MAX_ANSWER_CHARS:
        emit(
            {"event": "error", "type": "ValueError", "message": f"answer too large ({len(text)} characters)"}
        )
        return
    emit(
        {"event": "done", "has_answer": True, "answer": value, "type": type(main.__dict__["answer"]).__name__}
    )
