"""Real HTTP servers on 127.0.0.1 for the length of a block: how the tests start one.

:func:`serve` runs an ASGI app under uvicorn; :func:`serve_handler` runs a standard-library request
handler (the scripted model servers). The port is one the OS picks on a socket bound here before the
server takes it, so tests run at once by several engineers never race for a port between choosing it
and listening on it.

:func:`free_port` is for a server we do not start in this process (``assay serve``, PostgreSQL,
redis-server, moto_server) and for a port where nothing listens: the OS picks it and the socket is
closed at once, so another program could take it before that server does.
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

__all__ = ["free_port", "serve", "serve_for_url", "serve_handler"]


def free_port() -> int:
    """A TCP port of 127.0.0.1 that nothing listened on a moment ago (its socket is closed again)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


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
    # Imported here: tests/databases.py (loaded by the root conftest on every run) imports this module
    # for free_port, and needs no uvicorn.
    import uvicorn

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


@contextmanager
def serve_handler(handler: type[BaseHTTPRequestHandler]) -> Iterator[str]:
    """Serve ``handler`` on a free port of 127.0.0.1, a thread per request, for the block; yields the
    base URL, ``http://127.0.0.1:PORT``. At the end the server stops taking requests and is closed
    (a request still being answered is not waited for: let it end first, e.g. by releasing what it
    holds, in a ``finally`` inside the block)."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)
