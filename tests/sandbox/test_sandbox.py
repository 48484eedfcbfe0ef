"""The sandbox's contract: channels, workspace, stdin, errors, the pool, degraded mode, the report."""

from __future__ import annotations

import asyncio
import logging
import os
import threading
import time

import pytest
from typer.testing import CliRunner

from assay.cli import build_app
from assay.sandbox import (
    Limits,
    RunStatus,
    Sandbox,
    SandboxBusy,
    SandboxError,
    SandboxJob,
    SandboxSettings,
    isolation_report,
)
from assay.sandbox._layers import ALL_LAYERS, MINIMAL_LAYERS, pids_of_uid
from tests.sandbox.conftest import SECRET_VALUE, needs_root, run_source

SLEEP = "tests.sandbox_entries:sleep"


def test_job_runs_as_an_unprivileged_uid_in_a_fresh_workspace(sandbox: Sandbox) -> None:
    first = run_source(sandbox, "import os\nopen('left.txt', 'w').write('x')\nemit(sorted(os.listdir('.')))")
    second = sandbox.run(SandboxJob(entry="tests.sandbox_entries:identity"))
    assert first.messages == [["left.txt"]]
    assert second.status is RunStatus.OK
    ident = second.messages[0]
    if os.geteuid() == 0:
        assert ident["uid"] in sandbox.slot_uids and ident["uid"] == ident["gid"]
    assert ident["env"] == ["HOME", "LANG", "PATH", "TMPDIR"]
    again = run_source(sandbox, "import os\nemit(os.listdir('.'))")
    assert again.messages == [[]]  # nothing of the previous jobs' workspaces
    assert second.isolation == list(ALL_LAYERS)


def test_stdout_stderr_and_messages_are_apart(sandbox: Sandbox) -> None:
    source = "import sys\nprint('out')\nprint('err', file=sys.stderr)\nemit({'k': [1, 2.5, None, 'é']})"
    result = run_source(sandbox, source)
    assert (result.stdout, result.stderr) == ("out\n", "err\n")
    assert result.messages == [{"k": [1, 2.5, None, "é"]}]
    assert result.cpu_s > 0 and result.max_rss_mb > 1 and 0 < result.wall_s < 2


def test_stdin_reaches_the_job(sandbox: Sandbox) -> None:
    data = b"line\n" * 40000  # larger than a pipe buffer
    result = sandbox.run(SandboxJob(entry="tests.sandbox_entries:read_stdin", stdin=data))
    assert result.status is RunStatus.OK
    assert result.messages == [data.decode()]


def test_lazy_stdlib_import_works_behind_the_hidden_filesystem(sandbox: Sandbox) -> None:
    result = run_source(sandbox, "import wave, csv, sqlite3\nemit(wave.__name__)")
    assert result.status is RunStatus.OK, result.stderr
    assert result.messages == ["wave"]


def test_unknown_entry_is_internal_and_the_worker_survives(sandbox: Sandbox) -> None:
    result = sandbox.run(SandboxJob(entry="tests.no_such_module:main"))
    assert result.status is RunStatus.INTERNAL
    assert result.detail and "no_such_module" in result.detail
    assert sandbox.run(SandboxJob(entry="tests.sandbox_entries:echo", payload={"a": 0})).messages == [
        {"a": 1}
    ]


def test_file_size_limit(sandbox: Sandbox) -> None:
    source = "open('big', 'wb').write(b'x' * (4 << 20))"
    result = run_source(sandbox, source, file_size_mb=1)
    assert result.status is RunStatus.OUTPUT_LIMIT
    assert result.signal is not None


def test_pool_runs_jobs_in_parallel_and_arun_works(sandbox: Sandbox) -> None:
    results = []
    started = time.monotonic()
    threads = [
        threading.Thread(target=lambda: results.append(sandbox.run(SandboxJob(entry=SLEEP, payload=0.4))))
        for _ in range(2)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert time.monotonic() - started < 0.75  # two workers: side by side, not one after the other
    assert [r.messages for r in results] == [["slept"], ["slept"]]

    async def both() -> list[RunStatus]:
        done = await asyncio.gather(*(sandbox.arun(SandboxJob(entry=SLEEP, payload=0.01)) for _ in range(3)))
        return [r.status for r in done]

    assert asyncio.run(both()) == [RunStatus.OK] * 3


def test_backpressure_raises_sandbox_busy() -> None:
    settings = SandboxSettings(sandbox_isolation="minimal")
    with Sandbox(max_workers=1, settings=settings, queue_size=0, queue_timeout_s=0.2) as pool:
        pool.warm()
        holder = threading.Thread(target=pool.run, args=(SandboxJob(entry=SLEEP, payload=0.6),))
        holder.start()
        time.sleep(0.15)
        with pytest.raises(SandboxBusy) as info:
            pool.run(SandboxJob(entry=SLEEP, payload=0))
        assert "queue is full" in info.value.message
        holder.join()
    with Sandbox(max_workers=1, settings=settings, queue_size=4, queue_timeout_s=0.2) as pool:
        holder = threading.Thread(target=pool.run, args=(SandboxJob(entry=SLEEP, payload=0.8),))
        holder.start()
        time.sleep(0.3)
        with pytest.raises(SandboxBusy, match="no sandbox worker became free"):
            pool.run(SandboxJob(entry=SLEEP, payload=0))
        holder.join()


def test_recycle_and_close_kill_everything() -> None:
    settings = SandboxSettings(sandbox_isolation="minimal", sandbox_recycle_after=2)
    pool = Sandbox(max_workers=1, settings=settings)
    pids = set()
    for _ in range(5):
        assert pool.run(SandboxJob(entry=SLEEP, payload=0)).status is RunStatus.OK
        pids.update(pool.zygote_pids)
    assert len(pids) == 3  # a fresh zygote every two jobs
    results = []
    runner = threading.Thread(target=lambda: results.append(pool.run(SandboxJob(entry=SLEEP, payload=30))))
    runner.start()
    time.sleep(0.3)
    zygote = pool.zygote_pids[0]
    started = time.monotonic()
    pool.close()
    runner.join(timeout=10)
    assert time.monotonic() - started < 3
    assert results and results[0].status is RunStatus.INTERNAL
    assert not os.path.exists(f"/proc/{zygote}") or "zombie" in open(f"/proc/{zygote}/status").read()
    with pytest.raises(SandboxError, match="closed"):
        pool.run(SandboxJob(entry=SLEEP, payload=0))


def test_minimal_mode_warns_and_still_contains_the_basics(caplog: pytest.LogCaptureFixture) -> None:
    os.environ["ASSAY_TEST_SECRET"] = SECRET_VALUE
    try:
        with caplog.at_level(logging.WARNING, logger="assay.sandbox"):
            pool = Sandbox(max_workers=1, settings=SandboxSettings(sandbox_isolation="minimal"))
            with pool:
                ident = pool.run(SandboxJob(entry="tests.sandbox_entries:identity"))
                timeout = pool.run(SandboxJob(entry=SLEEP, payload=30, limits=Limits(wall_s=0.3)))
                orphan = run_source(
                    pool,
                    "import os, time\nif os.fork() == 0:\n    os.setsid()\n    time.sleep(60)\nemit(1)",
                )
                workspace = ident.messages[0]["cwd"]
    finally:
        del os.environ["ASSAY_TEST_SECRET"]
    assert ident.status is RunStatus.OK and ident.isolation == list(MINIMAL_LAYERS)
    assert "ASSAY_TEST_SECRET" not in ident.messages[0]["env"]
    assert not os.path.exists(workspace)  # the per-job directory is removed afterwards
    assert timeout.status is RunStatus.TIMEOUT
    assert orphan.status is RunStatus.OK and orphan.wall_s < 2
    warning = next(r.getMessage() for r in caplog.records if "REDUCED isolation" in r.getMessage())
    for layer in ("net_namespace", "mount_namespace", "uid_drop", "seccomp"):
        assert layer in warning


@needs_root()
def test_full_mode_refuses_when_a_layer_is_missing() -> None:
    # A uid beyond 32 bits cannot be set: the probe reports the uid drop as missing.
    settings = SandboxSettings(sandbox_isolation="full", sandbox_uid_base=1 << 32)
    with Sandbox(max_workers=1, settings=settings) as pool, pytest.raises(SandboxError) as info:
        pool.run(SandboxJob(entry=SLEEP, payload=0))
    assert info.value.code == "SANDBOX_ISOLATION_UNAVAILABLE"
    assert "uid_drop" in info.value.message


def test_isolation_report_and_doctor() -> None:
    report = isolation_report(SandboxSettings(sandbox_isolation="minimal"))
    assert report.active == list(MINIMAL_LAYERS)
    assert report.degraded
    assert all(layer.detail for layer in report.layers)
    result = CliRunner().invoke(build_app(), ["doctor"])
    assert result.exit_code == 0, result.output
    for layer in ALL_LAYERS:
        assert layer in result.output


@needs_root()
def test_no_leftover_processes_after_the_suite(sandbox: Sandbox) -> None:
    run_source(sandbox, "import os, time\nif os.fork() == 0:\n    time.sleep(60)\nemit(1)")
    assert pids_of_uid(sandbox.slot_uids) == []


def test_default_pool_is_shared_and_lazy() -> None:
    from assay.sandbox import get_sandbox

    first = get_sandbox()
    try:
        assert get_sandbox() is first
        assert first.zygote_pids == []  # nothing started until a job needs it
    finally:
        first.close()
    assert get_sandbox() is not first  # a closed default is replaced
    get_sandbox().close()


def test_unserialisable_payload_is_a_clear_error(sandbox: Sandbox) -> None:
    with pytest.raises(SandboxError, match="JSON-serialisable"):
        sandbox.run(SandboxJob(entry="tests.sandbox_entries:echo", payload={"a": object()}))
    assert (
        sandbox.run(SandboxJob(entry="tests.sandbox_entries:echo", payload={"a": 0})).status is RunStatus.OK
    )


def test_public_names_are_sorted_and_resolve() -> None:
    import assay.sandbox as api

    assert api.__all__ == sorted(api.__all__)
    for name in api.__all__:
        assert getattr(api, name) is not None


def test_late_kill_request_never_confuses_the_next_job(sandbox: Sandbox) -> None:
    # Over the cap and already gone: the supervisor's kill request may reach the zygote after the
    # job ended; the next job must still get its own result.
    for i in range(15):
        over = run_source(sandbox, "import os\nos.write(1, b'x' * 2000)\nos._exit(0)", output_bytes=1000)
        assert over.status is RunStatus.OUTPUT_LIMIT, over
        result = sandbox.run(SandboxJob(entry="tests.sandbox_entries:echo", payload={"a": i}))
        assert result.status is RunStatus.OK and result.messages == [{"a": i + 1}], result
