"""One process, many grading threads: make ``ast.parse`` safe to call from several threads at once.

CPython (3.11 and 3.12 here) keeps the recursion depth of the AST constructor in per-interpreter
state, not per thread. When two threads parse at once and the interpreter switches between them
inside the constructor (a garbage collection running a finaliser is enough), one of them fails with
``SystemError: AST constructor recursion depth mismatch`` (python/cpython#106905 and its
follow-ups). `assay serve` grades submissions on the event loop and in threads (the complexity
measurement), and `assay worker` runs several grading threads, so under load one grade in about a
thousand failed with a 500 (docs/performance.md, "Scale out"); the test suite's threaded corpus
fixtures met it too. Every parse goes through one re-entrant lock instead: a parse takes
microseconds to a few milliseconds, so nothing waits long. A grading service installs it when it
is built (never at import), so every process that grades is covered, whichever door it came in by.
"""

from __future__ import annotations

import ast
import functools
import threading
from typing import Any

__all__ = ["serialize_ast_parse"]

_lock = threading.RLock()
_MARK = "__assay_serialized__"


def serialize_ast_parse() -> None:
    """Route every later ``ast.parse`` of this process through one lock (idempotent).

    Called when a process starts something that parses in several threads (a grading service,
    `assay serve`, `assay worker`), never at import.
    """
    with _lock:
        if getattr(ast.parse, _MARK, False):
            return
        original = ast.parse

        @functools.wraps(original)
        def parse(*args: Any, **kwargs: Any) -> Any:
            with _lock:
                return original(*args, **kwargs)

        setattr(parse, _MARK, True)
        ast.parse = parse
