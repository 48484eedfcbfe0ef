"""Entry points run inside the sandbox by the tests.

Imported by the zygote before any isolation applies, so this module may live anywhere (even under a
``/tmp`` that jobs cannot see).
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from typing import Any


def echo(payload: Any, emit: Callable[[Any], None]) -> None:
    print("user print")
    emit({"a": payload["a"] + 1})


def run_source(payload: Any, emit: Callable[[Any], None]) -> None:
    """Execute ``payload["source"]`` (hostile programs) with ``emit`` and ``payload`` in scope."""
    exec(compile(payload["source"], "<hostile>", "exec"), {"emit": emit, "payload": payload})


def identity(payload: Any, emit: Callable[[Any], None]) -> None:
    """Report who and where the job is: uid, cwd, environment names."""
    emit({"uid": os.getuid(), "gid": os.getgid(), "cwd": os.getcwd(), "env": sorted(os.environ)})


def sleep(payload: Any, emit: Callable[[Any], None]) -> None:
    time.sleep(float(payload))
    emit("slept")


def read_stdin(payload: Any, emit: Callable[[Any], None]) -> None:
    import sys

    emit(sys.stdin.read())
