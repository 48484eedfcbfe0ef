"""Databases for the tests: a throwaway PostgreSQL server from Debian's binaries on 127.0.0.1.

:func:`start` runs ``initdb`` into a fresh temporary directory and ``pg_ctl start`` on a free port
(unix sockets in that directory too; ``fsync=off``: nothing here must survive a crash; time zone
America/New_York, not UTC); :meth:`PostgresServer.stop` stops it (``-m immediate``) and deletes the
directory. PostgreSQL refuses to run as root, so as root both run as the ``postgres`` system user
that Debian's package creates.
"""

from __future__ import annotations

import contextlib
import os
import pwd
import re
import shutil
import signal
import subprocess
import tempfile
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import event
from sqlalchemy.pool import Pool

from tests.servers import free_port

if TYPE_CHECKING:
    import psycopg

INSTALL_HINT = "apt-get install postgresql (scripts/bootstrap.sh installs it)"
SUPERUSER = "assay"


class Unavailable(Exception):
    """PostgreSQL cannot be started on this machine; the message says why and what to install."""


def find_bindir() -> Path | None:
    """The ``bin`` directory of the newest PostgreSQL under ``/usr/lib/postgresql`` with initdb and pg_ctl."""
    found: list[tuple[tuple[int, ...], Path]] = []
    for initdb in Path("/usr/lib/postgresql").glob("*/bin/initdb"):
        bindir = initdb.parent
        version = bindir.parent.name
        if (bindir / "pg_ctl").exists() and re.fullmatch(r"\d+(\.\d+)*", version):
            found.append((tuple(int(part) for part in version.split(".")), bindir))
    return max(found)[1] if found else None


@dataclass
class PostgresServer:
    """A running server; ``url(db)`` is a ``postgresql+psycopg://`` URL of one of its databases."""

    bindir: Path
    base: Path
    port: int
    prefix: list[str]
    env: dict[str, str]
    running: bool = False

    @property
    def data(self) -> Path:
        return self.base / "data"

    def url(self, database: str) -> str:
        return f"postgresql+psycopg://{SUPERUSER}@127.0.0.1:{self.port}/{database}"

    def _connect(self) -> psycopg.Connection[Any]:
        import psycopg

        return psycopg.connect(
            host="127.0.0.1", port=self.port, user=SUPERUSER, dbname="postgres", autocommit=True
        )

    def create_database(self) -> str:
        """A new empty database; its name."""
        name = "t_" + uuid.uuid4().hex[:16]
        with self._connect() as conn:
            conn.execute(f'CREATE DATABASE "{name}" TEMPLATE template0')  # faster than template1
        return name

    def drop_database(self, name: str) -> None:
        with self._connect() as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    def pg_ctl(self, *args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [*self.prefix, str(self.bindir / "pg_ctl"), "-D", str(self.data), *args],
            capture_output=True,
            text=True,
            cwd=self.base,
            env=self.env,
            timeout=timeout,
        )

    def stop(self) -> None:
        """Stop the server at once (``-m immediate``) and delete its directory; safe to call twice."""
        if self.running:
            self.running = False
            try:
                stopped = self.pg_ctl("stop", "-m", "immediate", "-w", "-t", "30").returncode == 0
            except (OSError, subprocess.TimeoutExpired):
                stopped = False
            if not stopped:
                self._kill_postmaster()
        shutil.rmtree(self.base, ignore_errors=True)

    def _kill_postmaster(self) -> None:
        """Last resort when pg_ctl could not stop it: SIGKILL the postmaster this fixture started."""
        with contextlib.suppress(OSError, ValueError, IndexError):
            pid = int((self.data / "postmaster.pid").read_text().splitlines()[0])
            os.kill(pid, signal.SIGKILL)


def _as_postgres_user() -> tuple[list[str], int, int]:
    """The command prefix that runs a program as the ``postgres`` user (we are root), its uid and gid."""
    try:
        user = pwd.getpwnam("postgres")
    except KeyError:
        raise Unavailable(
            "PostgreSQL refuses to run as root and there is no 'postgres' system user to run it as "
            f"(Debian's postgresql package creates it): {INSTALL_HINT}"
        ) from None
    if setpriv := shutil.which("setpriv"):
        prefix = [setpriv, f"--reuid={user.pw_uid}", f"--regid={user.pw_gid}", "--init-groups", "--"]
    elif runuser := shutil.which("runuser"):
        prefix = [runuser, "-u", "postgres", "--"]
    else:
        raise Unavailable("running as root, and neither setpriv nor runuser (util-linux) is installed")
    return prefix, user.pw_uid, user.pw_gid


def start() -> PostgresServer:
    """Initialise and start a server; the caller must :meth:`~PostgresServer.stop` it.

    Raises:
        Unavailable: no server binaries, or root without a ``postgres`` user (the tests skip).
        RuntimeError: the binaries are there but the server did not initialise or start (a failure).
    """
    bindir = find_bindir()
    if bindir is None:
        raise Unavailable(f"no PostgreSQL server binaries under /usr/lib/postgresql/*/bin: {INSTALL_HINT}")
    prefix: list[str] = []
    owner: tuple[int, int] | None = None
    if os.geteuid() == 0:
        prefix, uid, gid = _as_postgres_user()
        owner = (uid, gid)
    # /tmp (not a root-only TMPDIR) so that the postgres user can reach it; short for the socket path.
    base = Path(tempfile.mkdtemp(prefix="assay-pg-", dir="/tmp" if owner else None))
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(base), "LC_ALL": "C", "TZ": "UTC"}
    server = PostgresServer(bindir=bindir, base=base, port=0, prefix=prefix, env=env)
    try:
        (base / "sock").mkdir()
        if owner:
            for path in (base, base / "sock"):
                os.chown(path, *owner)
        initdb_args = ["-D", str(server.data), "-U", SUPERUSER, "--auth=trust", "-E", "UTF8", "--no-locale"]
        initdb = subprocess.run(
            [*prefix, str(bindir / "initdb"), *initdb_args, "--no-sync"],
            capture_output=True,
            text=True,
            cwd=base,
            env=env,
            timeout=120,
        )
        if initdb.returncode != 0:
            raise RuntimeError(f"initdb failed ({initdb.returncode}): {initdb.stdout}{initdb.stderr}")
        options = (
            f"-c listen_addresses=127.0.0.1 -k {base / 'sock'} -c fsync=off -c synchronous_commit=off "
            "-c full_page_writes=off -c max_connections=60"
            # Like many servers, not in UTC: times must come back right whatever the session's zone.
            " -c timezone=America/New_York"
        )
        for _attempt in range(3):  # another process may take the free port before the server binds it
            server.port = free_port()
            server.running = True  # from here on stop() must try pg_ctl stop
            started = server.pg_ctl(
                "start", "-w", "-t", "60", "-l", str(base / "server.log"), "-o", f"{options} -p {server.port}"
            )
            if started.returncode == 0:
                return server
            server.pg_ctl("stop", "-m", "immediate", "-w", "-t", "30")  # in case it came up after all
            log = (base / "server.log").read_text(errors="replace") if (base / "server.log").exists() else ""
            if "could not bind" not in log and "could not create listen socket" not in log:
                raise RuntimeError(f"pg_ctl start failed: {started.stdout}{started.stderr}\n{log[-2000:]}")
        raise RuntimeError("pg_ctl start failed three times: no free port on 127.0.0.1")
    except BaseException:
        server.stop()
        raise


@contextlib.contextmanager
def connections_closed_afterwards() -> Iterator[None]:
    """Close every database connection that SQLAlchemy opens inside the block, when it ends.

    Engines the code under test creates are not disposed by the tests; this way no connection
    outlives its (dropped) database or is left for the garbage collector to close.
    """
    opened: list[Any] = []

    def track(dbapi_connection: Any, _record: Any) -> None:
        opened.append(dbapi_connection)

    event.listen(Pool, "connect", track)
    try:
        yield
    finally:
        event.remove(Pool, "connect", track)
        for connection in opened:
            with contextlib.suppress(Exception):
                connection.close()
