"""An ASGI app under a real uvicorn on 127.0.0.1 for the length of a block: how every test that
needs one over a real socket starts it.

The port is one the OS picks, on a socket bound here and handed to uvicorn, so tests run at once by
several engineers never race for a port between choosing it and listening on it.
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from typing import Any

import uvicorn

__all__ = ["serve", "serve_for_url"]


@contextmanager
def serve_for_url(
    make: Callable[[str], Any], *, start_timeout_s: float = 60, stop_timeout_s: float = 30, **config: Any
) -> Iterator[str]:
    """Serve the ASGI app ``make(base_url)`` (for an app that must know where it is served) on a
    free port of 127.0.0.1; yields the base URL, ``http://127.0.0.1:PORT``.

    The block starts once uvicorn is listening and the app's lifespan start-up (when it has one) is
    done; the server is told to stop and its thread joined when the block ends, also on an error.
    ``config`` are more ``uvicorn.Config`` options (``lifespan="on"``, ``ws="websockets-sansio"``).
    """
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    url = f"http://127.0.0.1:{sock.getsockname()[1]}"
    server = uvicorn.Server(uvicorn.Config(make(url), **{"log_level": "warning", **config}))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    try:
        deadline = time.monotonic() + start_timeout_s
        while not server.started:
            if not thread.is_alive():
                raise RuntimeError(f"uvicorn stopped before it served {url} (its log is above)")
            if time.monotonic() > deadline:
                raise RuntimeError(f"uvicorn did not serve {url} within {start_timeout_s} s")
            time.sleep(0.02)
        yield url
    finally:
        server.should_exit = True
        thread.join(timeout=stop_timeout_s)
        sock.close()


def serve(app: Any, **options: Any) -> AbstractContextManager[str]:
    """Serve the ASGI app ``app`` on a free port of 127.0.0.1 for the block; yields the base URL.
    ``options`` as for :func:`serve_for_url`."""
    return serve_for_url(lambda _url: app, **options)
