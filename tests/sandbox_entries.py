"""Entry points run inside the sandbox by the tests."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def echo(payload: Any, emit: Callable[[Any], None]) -> None:
    print("user print")
    emit({"a": payload["a"] + 1})
