"""The sandbox entries of the judge: they run INSIDE the isolated child (pre-imported by the zygote).

``run_tests`` compiles the submission, runs ``Solution().<method>`` on every test input with its own
time limit, and emits one message per test as soon as it finishes, so that if the child is killed
mid-way the earlier results survive. Only *inputs* enter the child; results are encoded to strict
JSON here and compared outside. ``run_checker`` runs a question's ``check(args, result)``.

The per-test timer here is a courtesy (it stops honest code at its limit and lets the next test
run); the binding limit is the supervisor's: it times the arrival of each message and kills the
job when one is late, since the submission shares this interpreter and can disarm any timer here.

Standard library only (plus ``_types``, which is standard library only): nothing may be imported
lazily after the fork, and pydantic would double the cost of each fork.

Messages (one JSON object per ``emit``)::

    {"kind": "compile_error", "error": {...}}            the code does not parse
    {"kind": "load_error", "error": {...}, "status": "error" | "memory"}
                                                         it raised at import, or has no Solution.method
    {"kind": "loaded"}                                   the code is loaded: the tests start now
    {"kind": "test", "i": 0, "status": "ok", "value": ..., "cpu_ms": 0.4}
    {"kind": "test", "i": 1, "status": "tle" | "error" | "memory" | "bad_output" | "bad_input", ...}
    {"kind": "done"}
"""

from __future__ import annotations

import contextlib
import signal
import sys
import time
import typing
from collections.abc import Callable
from types import TracebackType
from typing import Any

from assay.judge._types import (
    DecodeError,
    EncodeError,
    ListNode,
    TreeNode,
    TypeSpec,
    TypeSyntaxError,
    decode,
    encode,
    parse_type,
)

__all__ = ["FILENAME", "run_checker", "run_tests", "solution_namespace"]

FILENAME = "<solution>"
RECURSION_LIMIT = 20_000
#: Traceback entries walked to find the user's line: a deep recursion (the submission may raise the
#: recursion limit) leaves a million of them, and formatting them all would outlast the time limit.
MAX_TRACEBACK_WALK = 100_000

Emit = Callable[[Any], None]


class _TimeLimit(BaseException):
    """Raised by the per-test timer; a BaseException so that ``except Exception`` cannot swallow it."""


def _on_alarm(signum: int, frame: Any) -> None:
    raise _TimeLimit


def solution_namespace() -> dict[str, Any]:
    """The globals a submission runs in: typing names and the LeetCode node classes."""
    names = {
        "List": typing.List,  # noqa: UP006 - the names submissions use
        "Dict": typing.Dict,  # noqa: UP006
        "Tuple": typing.Tuple,  # noqa: UP006
        "Set": typing.Set,  # noqa: UP006
        "Optional": typing.Optional,
        "Union": typing.Union,
        "Any": typing.Any,
        "Deque": typing.Deque,  # noqa: UP006
        "ListNode": ListNode,
        "TreeNode": TreeNode,
    }
    return {"__name__": "solution", "__builtins__": __builtins__, **names}


def _user_line(tb: TracebackType | None) -> int | None:
    """The innermost line of the submission in a traceback, walking at most MAX_TRACEBACK_WALK entries.

    Only the link pointers are followed (no source lines are looked up); past the cap the innermost
    user line seen so far is kept, which for a runaway recursion is the recursive call anyway.
    """
    line = None
    for _ in range(MAX_TRACEBACK_WALK):
        if tb is None:
            break
        if tb.tb_frame.f_code.co_filename == FILENAME:
            line = tb.tb_lineno
        tb = tb.tb_next
    return line


def _error_info(exc: BaseException) -> dict[str, Any]:
    try:
        message = str(exc)
    except BaseException:  # a user exception whose __str__ raises
        message = "(its message could not be read)"
    if isinstance(exc, SystemExit):
        message = f"the solution called exit({exc.code!r})"
    return {
        "type": type(exc).__name__,
        "message": message[:500],
        "line": _user_line(exc.__traceback__),
        "column": None,
    }


def _flush() -> None:
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()


def _load(payload: dict[str, Any], emit: Emit) -> Callable[..., Any] | None:
    """Compile and execute the submission; the bound-method factory, or None after emitting why."""
    try:
        code = compile(payload["code"], FILENAME, "exec", dont_inherit=True)
    except SyntaxError as exc:
        emit(
            {
                "kind": "compile_error",
                "error": {
                    "type": type(exc).__name__,
                    "message": exc.msg or str(exc),
                    "line": exc.lineno,
                    "column": exc.offset,
                },
            }
        )
        return None
    except (ValueError, OverflowError, MemoryError, RecursionError) as exc:
        emit({"kind": "compile_error", "error": {"type": type(exc).__name__, "message": str(exc)[:500]}})
        return None
    namespace = solution_namespace()
    try:
        exec(code, namespace)
    except BaseException as exc:  # SystemExit and KeyboardInterrupt at import are the solution's fault too
        status = "memory" if isinstance(exc, MemoryError) else "error"
        emit({"kind": "load_error", "status": status, "error": _error_info(exc)})
        return None
    cls = namespace.get("Solution")
    method = payload["method"]
    if not isinstance(cls, type):
        emit(
            {
                "kind": "load_error",
                "error": {"type": "NameError", "message": "the code defines no class Solution", "line": None},
            }
        )
        return None
    if not callable(getattr(cls, method, None)):
        emit(
            {
                "kind": "load_error",
                "error": {
                    "type": "AttributeError",
                    "message": f"class Solution has no method {method}()",
                    "line": None,
                },
            }
        )
        return None

    def bound() -> Callable[..., Any]:
        return typing.cast(Callable[..., Any], getattr(cls(), method))

    return bound


def run_tests(payload: Any, emit: Emit) -> None:
    """Sandbox entry: run every test of one submission.

    Payload: ``code``, ``method``, ``params`` (list of ``[name, type]``), ``returns``, ``inputs``
    (one dict of JSON arguments per test), ``time_limit_s``, ``inplace`` (a parameter name or null),
    ``stop_on_error`` (stop after the first test that raises or times out), ``stop_on_tle`` (stop
    after the first test that times out).
    """
    sys.setrecursionlimit(RECURSION_LIMIT)
    try:
        specs = [(str(name), parse_type(str(kind))) for name, kind in payload["params"]]
        returns: TypeSpec = parse_type(str(payload["returns"]))
    except TypeSyntaxError as exc:
        emit({"kind": "bad_payload", "message": str(exc)})
        return
    factory = _load(payload, emit)
    if factory is None:
        _flush()
        return
    _flush()
    emit({"kind": "loaded"})
    limit = float(payload["time_limit_s"])
    inplace = payload.get("inplace")
    for i, raw in enumerate(payload["inputs"]):
        message = _run_one(i, raw, specs, returns, factory, limit, inplace)
        _flush()
        emit(message)
        if payload.get("stop_on_error") and message["status"] != "ok":
            break
        if payload.get("stop_on_tle") and message["status"] == "tle":
            break
    emit({"kind": "done"})


def _run_one(
    i: int,
    raw: dict[str, Any],
    specs: list[tuple[str, TypeSpec]],
    returns: TypeSpec,
    factory: Callable[[], Callable[..., Any]],
    limit: float,
    inplace: str | None,
) -> dict[str, Any]:
    try:
        args = [decode(raw[name], spec) for name, spec in specs]
    except (DecodeError, KeyError) as exc:
        return {"kind": "test", "i": i, "status": "bad_input", "message": f"test input does not fit: {exc}"}
    started = time.process_time()
    status, detail, result = "ok", None, None
    try:
        signal.signal(signal.SIGALRM, _on_alarm)
        signal.setitimer(signal.ITIMER_REAL, limit)
        try:
            result = factory()(*args)
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
    except _TimeLimit:
        status, detail = "tle", {"type": "TimeLimitExceeded", "message": f"over {limit:g} s", "line": None}
    except MemoryError as exc:
        status, detail = "memory", _error_info(exc)
    except BaseException as exc:  # the solution's own exceptions, SystemExit included
        status, detail = "error", _error_info(exc)
    cpu_ms = round(1000 * (time.process_time() - started), 3)
    if status != "ok":
        return {"kind": "test", "i": i, "status": status, "error": detail, "cpu_ms": cpu_ms}
    try:
        if inplace is not None:
            index = [name for name, _ in specs].index(inplace)
            value = encode(args[index], specs[index][1])
        else:
            value = encode(result, returns)
    except EncodeError as exc:
        return {"kind": "test", "i": i, "status": "bad_output", "message": str(exc), "cpu_ms": cpu_ms}
    except RecursionError:
        message = "the returned value is nested too deeply to encode"
        return {"kind": "test", "i": i, "status": "bad_output", "message": message, "cpu_ms": cpu_ms}
    return {"kind": "test", "i": i, "status": "ok", "value": value, "cpu_ms": cpu_ms}


def run_checker(payload: Any, emit: Emit) -> None:
    """Sandbox entry: the question's ``check(args, result) -> bool`` on each ``{args, result}`` case."""
    namespace = solution_namespace()
    try:
        exec(compile(payload["code"], "<checker>", "exec"), namespace)
        check = namespace["check"]
    except BaseException as exc:
        emit({"kind": "checker_error", "message": f"{type(exc).__name__}: {exc}"[:500]})
        return
    for i, case in enumerate(payload["cases"]):
        try:
            outcome = check(case["args"], case["result"])
        except BaseException as exc:
            emit({"kind": "check", "i": i, "ok": False, "error": f"{type(exc).__name__}: {exc}"[:500]})
            continue
        if type(outcome) is not bool:
            emit({"kind": "check", "i": i, "ok": False, "error": f"check returned {type(outcome).__name__}"})
            continue
        emit({"kind": "check", "i": i, "ok": outcome})
    emit({"kind": "done"})
