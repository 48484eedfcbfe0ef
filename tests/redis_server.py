"""A throwaway ``redis-server`` for the tests (Debian's package; scripts/bootstrap.sh installs it).

:func:`start` runs it on a free port of 127.0.0.1 with nothing persisted (``--save '' --appendonly
no``) in a fresh temporary directory; :meth:`RedisServer.stop` kills it and deletes the directory;
:meth:`RedisServer.restart` stops and starts it again on the same port (data lost, as after a crash
of a server that persists nothing).

Fixtures: import them into your area's conftest (``from tests.redis_server import redis_server,
redis_url``): ``redis_server`` is one server per session, killed at the end; ``redis_url`` is its
URL with the database flushed before the test.
"""

from __future__ import annotations

import atexit
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from tests.servers import free_port

INSTALL_HINT = "apt-get install redis-server (scripts/bootstrap.sh installs it)"


class Unavailable(Exception):
    """redis-server is not installed."""


@dataclass
class RedisServer:
    """A running server; ``url`` is its ``redis://`` URL (database 0)."""

    binary: str
    base: Path
    port: int
    process: subprocess.Popen[bytes] | None = field(default=None, repr=False)

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def _launch(self) -> None:
        log = open(self.base / "server.log", "ab")  # the server writes it while it runs
        self.process = subprocess.Popen(
            [
                self.binary,
                "--port",
                str(self.port),
                "--bind",
                "127.0.0.1",
                "--save",
                "",
                "--appendonly",
                "no",
                "--dir",
                str(self.base),
                "--protected-mode",
                "yes",
            ],
            stdout=log,
            stderr=subprocess.STDOUT,
            cwd=self.base,
        )
        log.close()
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"redis-server exited: {(self.base / 'server.log').read_text()[-2000:]}")
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.5) as sock:
                    sock.sendall(b"PING\r\n")
                    if sock.recv(16).startswith(b"+PONG"):
                        return
            except OSError:
                pass
            time.sleep(0.05)
        raise RuntimeError("redis-server did not answer within 20 s")

    def kill(self) -> None:
        """Kill the server (SIGKILL: a crash); safe to call twice."""
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=10)
        self.process = None

    def restart(self) -> None:
        """Kill it and start it again on the same port (empty: nothing is persisted)."""
        self.kill()
        self._launch()

    def stop(self) -> None:
        """Kill the server and delete its directory."""
        self.kill()
        shutil.rmtree(self.base, ignore_errors=True)


def start() -> RedisServer:
    """Start a server; the caller must :meth:`~RedisServer.stop` it.

    Raises:
        Unavailable: no ``redis-server`` on PATH.
    """
    binary = shutil.which("redis-server")
    if binary is None:
        raise Unavailable(f"redis-server is not installed: {INSTALL_HINT}")
    base = Path(tempfile.mkdtemp(prefix="assay-redis-"))
    for _attempt in range(3):  # another process may take the free port first
        server = RedisServer(binary=binary, base=base, port=free_port())
        try:
            server._launch()
            return server
        except RuntimeError:
            server.kill()
    shutil.rmtree(base, ignore_errors=True)
    raise RuntimeError("redis-server did not start three times")


@pytest.fixture(scope="session")
def redis_server() -> Iterator[RedisServer]:
    """A throwaway redis-server for the session, killed at the end (skipped when not installed)."""
    pytest.importorskip("redis", reason="the redis package is in the [dev], [redis] and [scale] extras")
    try:
        server = start()
    except Unavailable as exc:
        pytest.skip(str(exc))
    atexit.register(server.stop)
    try:
        yield server
    finally:
        server.stop()
        atexit.unregister(server.stop)


@pytest.fixture
def redis_url(redis_server: RedisServer) -> str:
    """The server's URL, its data flushed first (a test may have restarted it: it is started if down)."""
    import redis

    if redis_server.process is None or redis_server.process.poll() is not None:
        redis_server.restart()
    client = redis.Redis.from_url(redis_server.url)
    try:
        client.flushall()
    finally:
        client.close()
    return redis_server.url
