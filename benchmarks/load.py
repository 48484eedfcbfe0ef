"""Load and faults against a real scaled-out stack, beside one in-process server, in one run.

The script starts everything itself on 127.0.0.1 (free ports): a throwaway PostgreSQL (the tests'
``tests/databases.py``), a ``redis-server`` (``tests/redis_server.py``), then

1. **in process**: one ``assay serve`` without a queue; ``--clients`` concurrent clients send
   ``--submissions`` distinct submissions to ``POST /api/submissions/evaluate`` (graded in the
   request); throughput and p50/p99 of the request;
2. **queued**: ``assay serve`` with ``ASSAY_QUEUE_URL`` and two ``assay worker`` processes; the same
   submissions to ``POST /api/submissions`` (202), each with its own ``Idempotency-Key`` so a
   client that lost an answer retries without doubling; throughput (first submit to last grade)
   and p50/p99 from acceptance to grade (the jobs' own times in the database). With ``--faults``
   (default) a worker is SIGKILLed at a quarter of the submissions (and started again), Redis is
   restarted at a half (every queued message lost) and PostgreSQL at three quarters;
3. **queue full**: the workers stopped, ``--max-depth`` + 20 submissions at once: the overflow must
   get 503/429 with ``Retry-After``, none a time-out; then the workers drain the queue.

The last line says whether every accepted submission ended with exactly one evaluation.

    nice .venv/bin/python benchmarks/load.py --submissions 60 --clients 8     # while developing
    nice .venv/bin/python benchmarks/load.py                                  # 1,000 from 50 clients
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import sys
import tempfile
import time
import uuid
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT))

import httpx  # noqa: E402
from sqlalchemy import create_engine, text  # noqa: E402
from tests import databases, redis_server  # noqa: E402
from tests.queue.stack import Proc, stack_env, start_server, start_worker  # noqa: E402
from tests.queue.support import SLOW_TWO_SUM, reference  # noqa: E402


def solutions(count: int) -> list[tuple[str, str]]:
    """``count`` distinct submissions (a numbered comment defeats the stored-grade reuse)."""
    kinds = [("1", reference("1")), ("3", reference("3")), ("20", reference("20")), ("1", SLOW_TWO_SUM)]
    return [(kinds[n % len(kinds)][0], f"{kinds[n % len(kinds)][1]}\n# load {n}\n") for n in range(count)]


@dataclass
class Tally:
    accepted: set[str] = field(default_factory=set)
    latencies: list[float] = field(default_factory=list)
    statuses: Counter[int] = field(default_factory=Counter)
    busy_without_retry_after: int = 0
    transport_errors: int = 0
    timeouts: int = 0
    given_up: int = 0


async def _send(
    client: httpx.AsyncClient, path: str, body: dict[str, Any], key: str, tally: Tally, patience: float
) -> None:
    started = time.perf_counter()
    deadline = time.monotonic() + patience
    while time.monotonic() < deadline:
        try:
            response = await client.post(path, json=body, headers={"Idempotency-Key": key})
        except httpx.TimeoutException:
            tally.timeouts += 1
            continue
        except httpx.TransportError:
            tally.transport_errors += 1  # the server restarting a connection, Redis or PG down: retry
            await asyncio.sleep(0.5)
            continue
        tally.statuses[response.status_code] += 1
        if response.status_code in (200, 202):
            tally.accepted.add(key)
            tally.latencies.append(time.perf_counter() - started)
            return
        if response.status_code in (429, 503):
            wait = response.headers.get("retry-after")
            if wait is None:
                tally.busy_without_retry_after += 1
            await asyncio.sleep(min(float(wait or 1), 5))
            continue
        print(f"  unexpected {response.status_code}: {response.text[:200]}")
        return
    tally.given_up += 1


async def drive(
    url: str, path: str, work: list[tuple[str, str]], clients: int, run: str, faults: Any = None
) -> tuple[Tally, float]:
    """Send ``work`` from ``clients`` concurrent clients; the tally and the wall time."""
    tally = Tally()
    queue: asyncio.Queue[tuple[int, tuple[str, str]]] = asyncio.Queue()
    for item in enumerate(work):
        queue.put_nowait(item)
    sent = 0

    async def client_loop(client: httpx.AsyncClient) -> None:
        nonlocal sent
        while not queue.empty():
            n, (question_id, solution) = queue.get_nowait()
            body = {"questionId": question_id, "solution": solution}
            await _send(client, path, body, f"{run}-{n}", tally, patience=300)
            sent += 1
            if faults is not None:
                await faults(sent)

    started = time.perf_counter()
    limits = httpx.Limits(max_connections=clients, max_keepalive_connections=clients)
    async with httpx.AsyncClient(base_url=url, timeout=120, limits=limits) as client:
        await asyncio.gather(*(client_loop(client) for _ in range(clients)))
    return tally, time.perf_counter() - started


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))] if ordered else float("nan")


def job_rows(database_url: str, run: str) -> list[tuple[str, str, int, float]]:
    """(submission id, status, evaluations, seconds from acceptance to last change) of a run's jobs."""
    engine = create_engine(database_url)
    try:
        with engine.connect() as conn:
            rows = conn.execute(
                text(
                    "select j.submission_id, j.status, count(e.id), j.created_at, j.updated_at "
                    "from queue_jobs j left join evaluations e on e.id = j.evaluation_id "
                    "where j.submission_id like :run group by j.id"
                ),
                {"run": f"{run}-%"},
            ).all()
    finally:
        engine.dispose()
    return [(r[0], r[1], int(r[2]), (r[4] - r[3]).total_seconds()) for r in rows]


def wait_final(
    database_url: str, run: str, expected: int, timeout: float, tick: Any = None
) -> list[tuple[str, str, int, float]]:
    deadline = time.monotonic() + timeout
    while True:
        if tick is not None:
            tick()
        try:
            rows = job_rows(database_url, run)
        except Exception as exc:  # PostgreSQL just restarted
            print(f"  (database not answering yet: {type(exc).__name__})")
            time.sleep(1)
            continue
        final = sum(1 for r in rows if r[1] in ("done", "failed", "dead"))
        if (final >= expected and len(rows) >= expected) or time.monotonic() > deadline:
            return rows
        time.sleep(1)


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--submissions", type=int, default=1000)
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--concurrency", type=int, default=2, help="grading threads per worker")
    parser.add_argument("--max-depth", type=int, default=100, help="queue bound for the queue-full phase")
    parser.add_argument("--no-faults", dest="faults", action="store_false")
    parser.add_argument(
        "--in-process-only", action="store_true", help="only the in-process baseline (phase 1)"
    )
    parser.add_argument(
        "--keep", action="store_true", help="keep the stack's folder (server and worker logs) at the end"
    )
    args = parser.parse_args()

    base = Path(tempfile.mkdtemp(prefix="assay-load-"))
    pg = databases.start()
    redis = redis_server.start()
    procs: list[Proc] = []
    ok = True
    try:
        work = solutions(args.submissions)
        print(f"{args.submissions} submissions from {args.clients} clients; stack under {base}")

        # 1. in process -------------------------------------------------------------------
        env0 = stack_env(base / "inproc", ASSAY_DATABASE_URL=pg.url(pg.create_database()))
        # (the in-process server commits asynchronously on the test server: if anything, that favours it)
        server0 = start_server(base / "inproc", env0)
        procs.append(server0)
        tally0, wall0 = asyncio.run(
            drive(server0.url or "", "/api/submissions/evaluate", work, args.clients, "inproc")
        )
        server0.stop()
        rate0 = len(tally0.accepted) / wall0
        print(
            f"in process : {len(tally0.accepted)}/{len(work)} graded in {wall0:.1f} s = {rate0:.1f}/s; "
            f"p50 {pct(tally0.latencies, 0.5):.2f} s, p99 {pct(tally0.latencies, 0.99):.2f} s; "
            f"statuses {dict(tally0.statuses)}"
        )
        ok &= len(tally0.accepted) == len(work)
        if args.in_process_only:
            print(f"{'OK' if ok else 'FAILED'}: {len(tally0.accepted)} of {len(work)} graded in process")
            return 0 if ok else 1

        # 2. queued, with faults ---------------------------------------------------------------
        db_name = pg.create_database()
        db_url = pg.url(db_name)
        with pg._connect() as conn:
            # The test server runs with synchronous_commit=off (speed, nothing to keep); a crash of
            # such a server forgets its last commits by design. A deployment commits synchronously.
            conn.execute(f'ALTER DATABASE "{db_name}" SET synchronous_commit = on')
        env = stack_env(
            base / "queue",
            ASSAY_DATABASE_URL=db_url,
            ASSAY_QUEUE_URL=redis.url,
            ASSAY_QUEUE_MAX_DEPTH=str(max(args.submissions * 2, 10)),
            ASSAY_QUEUE_VISIBILITY_TIMEOUT_S="15",
            ASSAY_WORKER_SWEEP_S="3",
            ASSAY_WORKER_CONCURRENCY=str(args.concurrency),
        )
        server = start_server(base / "queue", env)
        workers = [start_worker(base / "queue", env, f"worker{n}", args.concurrency) for n in (1, 2)]
        procs += [server, *workers]
        done_faults: list[str] = []
        n = args.submissions
        restarts: list[str] = []
        killed: set[str] = set()  # killed on purpose and started again by the fault itself

        def supervise() -> None:
            """Start again a worker that exited, as systemd's Restart=always would (docs/deploy.md)."""
            for k, proc in enumerate(workers):
                if not proc.alive() and proc.name not in restarts and proc.name not in killed:
                    restarts.append(proc.name)
                    print(
                        f"  supervisor: {proc.name} exited (rc {proc.process.returncode}); starting it again"
                    )
                    workers[k] = start_worker(base / "queue", env, f"{proc.name}r", args.concurrency)
                    procs.append(workers[k])

        async def faults(sent: int) -> None:
            if any(not w.alive() for w in workers):
                await asyncio.to_thread(supervise)
            if not args.faults:
                return
            if sent >= n // 4 and "worker" not in done_faults:
                done_faults.append("worker")
                killed.add(workers[0].name)
                workers[0].kill()
                print(f"  fault at {sent}: worker1 SIGKILLed")
                workers[0] = await asyncio.to_thread(
                    start_worker, base / "queue", env, "worker1b", args.concurrency
                )
                procs.append(workers[0])
            elif sent >= n // 2 and "redis" not in done_faults:
                done_faults.append("redis")
                await asyncio.to_thread(redis.restart)
                print(f"  fault at {sent}: redis-server restarted (queued messages lost)")
            elif sent >= 3 * n // 4 and "postgres" not in done_faults:
                done_faults.append("postgres")
                restarted = await asyncio.to_thread(
                    pg.pg_ctl,
                    "restart",
                    "-m",
                    "immediate",
                    "-w",
                    "-t",
                    "60",
                    "-l",
                    str(pg.base / "server.log"),
                )
                print(f"  fault at {sent}: PostgreSQL restarted (rc {restarted.returncode})")

        run = "q" + uuid.uuid4().hex[:8]
        started = time.time()
        tally, wall_submit = asyncio.run(
            drive(server.url or "", "/api/submissions", work, args.clients, run, faults)
        )
        rows = wait_final(db_url, run, len(tally.accepted), timeout=max(180, n * 2), tick=supervise)
        wall = time.time() - started
        graded = [r for r in rows if r[1] == "done"]
        latencies = [r[3] for r in graded]
        rate = len(graded) / wall
        print(
            f"queued     : {len(tally.accepted)} accepted in {wall_submit:.1f} s, {len(graded)} graded after "
            f"{wall:.1f} s = {rate:.1f}/s; acceptance->grade p50 {pct(latencies, 0.5):.2f} s, "
            f"p99 {pct(latencies, 0.99):.2f} s; submit p50 {pct(tally.latencies, 0.5):.3f} s; "
            f"statuses {dict(tally.statuses)}; transport errors {tally.transport_errors}; "
            f"faults {done_faults or 'none'}; restarted by the supervisor: {restarts or 'none'}"
        )
        print(f"ratio      : queued / in process throughput = {rate / rate0:.2f}x (2 workers, same machine)")
        by_key = {r[0]: r for r in rows}
        lost = sorted(tally.accepted - by_key.keys())
        unfinished = [r for r in rows if r[1] not in ("done", "failed", "dead")]
        doubled = [r for r in rows if r[2] > 1]
        failed = [r for r in rows if r[1] in ("failed", "dead")]
        ok &= (
            not lost and not unfinished and not doubled and not failed and len(graded) == len(tally.accepted)
        )

        # 3. queue full -----------------------------------------------------------------------
        for proc in workers:
            proc.stop()
        server.stop()
        env_full = {**env, "ASSAY_QUEUE_MAX_DEPTH": str(args.max_depth)}
        full_server = start_server(base / "queue", env_full, name="serve-full")
        procs.append(full_server)
        burst = solutions(args.max_depth + 20)
        full_run = "f" + uuid.uuid4().hex[:8]

        async def burst_once() -> Tally:
            tally = Tally()
            async with httpx.AsyncClient(base_url=full_server.url or "", timeout=30) as client:

                async def one(i: int, item: tuple[str, str]) -> None:
                    try:
                        response = await client.post(
                            "/api/submissions",
                            json={"questionId": item[0], "solution": item[1]},
                            headers={"Idempotency-Key": f"{full_run}-{i}"},
                        )
                    except httpx.TimeoutException:
                        tally.timeouts += 1
                        return
                    tally.statuses[response.status_code] += 1
                    if response.status_code in (200, 202):
                        tally.accepted.add(f"{full_run}-{i}")
                    elif response.status_code in (429, 503) and "retry-after" not in response.headers:
                        tally.busy_without_retry_after += 1

                sem = asyncio.Semaphore(args.clients)

                async def limited(i: int, item: tuple[str, str]) -> None:
                    async with sem:
                        await one(i, item)

                await asyncio.gather(*(limited(i, item) for i, item in enumerate(burst)))
            return tally

        import redis as redis_client

        leftover = redis_client.Redis.from_url(redis.url).llen("assay")
        print(f"  messages left in the queue before the burst: {leftover}")
        full = asyncio.run(burst_once())
        refused = full.statuses[503] + full.statuses[429]
        print(
            f"queue full : {len(burst)} at once against a bound of {args.max_depth}: "
            f"{len(full.accepted)} accepted, {refused} refused with Retry-After "
            f"({full.busy_without_retry_after} without), {full.timeouts} time-outs"
        )
        ok &= refused > 0 and full.busy_without_retry_after == 0 and full.timeouts == 0
        drain = [start_worker(base / "queue", env_full, f"drain{k}", args.concurrency) for k in (1, 2)]
        procs += drain
        full_rows = wait_final(db_url, full_run, len(full.accepted), timeout=max(180, args.max_depth * 2))
        full_doubled = [r for r in full_rows if r[2] > 1]
        full_done = [r for r in full_rows if r[1] == "done"]
        ok &= len(full_done) == len(full.accepted) and not full_doubled

        accepted = len(tally.accepted) + len(full.accepted)
        evaluated = len(graded) + len(full_done)
        verdict = "OK" if ok else "FAILED"
        print(
            f"{verdict}: {accepted} submissions accepted, {evaluated} evaluated exactly once; "
            f"lost {len(lost)}, unfinished {len(unfinished)}, doubled {len(doubled) + len(full_doubled)}, "
            f"failed {len(failed)}"
        )
        return 0 if ok else 1
    finally:
        for proc in procs:
            proc.stop()
        redis.stop()
        pg.stop()
        if args.keep or not ok:
            print(f"logs kept under {base}")
        else:
            with contextlib.suppress(OSError):
                import shutil

                shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
