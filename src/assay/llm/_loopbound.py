"""Objects bound to one asyncio event loop (SDK clients, semaphores), kept per loop.

The sync wrappers run each call in a fresh loop; an ``httpx.AsyncClient`` or a semaphore created in
one loop must not be used from another, so each loop gets its own and loses it when it is closed.
"""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import Callable
from typing import Generic, TypeVar

__all__ = ["PerLoop"]

V = TypeVar("V")


class PerLoop(Generic[V]):
    """A lazily created value per running event loop."""

    def __init__(self, factory: Callable[[], V]) -> None:
        self._factory = factory
        self._values: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, V] = weakref.WeakKeyDictionary()

    def get(self) -> V:
        """The value for the running loop, created on first use."""
        loop = asyncio.get_running_loop()
        value = self._values.get(loop)
        if value is None:
            value = self._factory()
            self._values[loop] = value
        return value

    def pop(self) -> V | None:
        """Forget (and return) the running loop's value, if any."""
        return self._values.pop(asyncio.get_running_loop(), None)
