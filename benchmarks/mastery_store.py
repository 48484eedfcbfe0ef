"""Mastery updates under contention: our atomic update against a naive read-then-write, side by side.

``--threads`` threads apply ``--updates`` updates in total to ONE learner and concept, on each store:

* SQL on a SQLite file (and on PostgreSQL with ``--postgres``: a throwaway server from the tests'
  fixtures module), ours: compare-and-set on the update counter, retried; naive: read the row, write
  the new value and counter back unconditionally;
* Redis (a throwaway ``redis-server``), ours: WATCH/MULTI/EXEC, retried; naive: GET then SET.

Prints the updates per second, how many updates were lost (applied minus counted) and the ratio of
the two ways' throughput. The naive way is faster only because it loses updates.

    .venv/bin/python benchmarks/mastery_store.py [--updates 400] [--threads 16] [--postgres]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT))

from sqlalchemy import update  # noqa: E402

from assay.learning import Ewma, RedisMasteryStore, SqlMasteryStore, mastery_key  # noqa: E402
from assay.learning._redis import redis_client  # noqa: E402
from assay.storage import LearnerMasteryRow, open_learning_repository  # noqa: E402

SCORES = [round((i * 37 % 101) / 100, 2) for i in range(101)]


def timed(work: Callable[[int], object], updates: int, threads: int) -> float:
    started = time.perf_counter()
    with ThreadPoolExecutor(max_workers=threads) as pool:
        list(pool.map(work, range(updates)))
    return time.perf_counter() - started


def sql_case(url: str, updates: int, threads: int) -> tuple[float, int, float, int]:
    repository = open_learning_repository(url)
    ours = SqlMasteryStore(repository, Ewma(), on_events=lambda: None)
    ours_s = timed(lambda i: ours.apply("ours", "c", SCORES[i % 101]), updates, threads)
    ours_count = repository.mastery("ours", "c").updates  # type: ignore[union-attr]
    ours.apply("naive", "c", 0.5)  # the row exists; the naive way only updates it

    def naive(i: int) -> None:
        stored = repository.mastery("naive", "c")
        assert stored is not None
        with repository.engine.begin() as conn:
            conn.execute(
                update(LearnerMasteryRow)
                .where(LearnerMasteryRow.learner_id == "naive", LearnerMasteryRow.concept_id == "c")
                .values(mastery=0.4 * stored.mastery + 0.6 * SCORES[i % 101], updates=stored.updates + 1)
            )

    naive_s = timed(naive, updates, threads)
    naive_count = repository.mastery("naive", "c").updates - 1  # type: ignore[union-attr]
    repository.engine.dispose()
    return ours_s, updates - ours_count, naive_s, updates - naive_count


def redis_case(url: str, updates: int, threads: int) -> tuple[float, int, float, int]:
    client = redis_client(url)
    ours = RedisMasteryStore(client, Ewma())
    ours_s = timed(lambda i: ours.apply("ours", "c", SCORES[i % 101]), updates, threads)
    ours_count = json.loads(client.get(mastery_key("ours", "c") + ":state"))["updates"]  # type: ignore[arg-type]
    client.set("naive:count", 0)
    client.set(mastery_key("naive", "c"), "0")

    def naive(i: int) -> None:
        current = float(client.get(mastery_key("naive", "c")))  # type: ignore[arg-type]
        count = int(client.get("naive:count"))  # type: ignore[arg-type]
        client.set(mastery_key("naive", "c"), repr(0.4 * current + 0.6 * SCORES[i % 101]))
        client.set("naive:count", count + 1)

    naive_s = timed(naive, updates, threads)
    naive_count = int(client.get("naive:count"))  # type: ignore[arg-type]
    client.close()
    return ours_s, updates - ours_count, naive_s, updates - naive_count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--updates", type=int, default=400)
    parser.add_argument("--threads", type=int, default=16)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--postgres", action="store_true", help="also on a throwaway PostgreSQL server")
    args = parser.parse_args()
    from tests import databases, redis_server

    cases: list[tuple[str, Callable[[], tuple[float, int, float, int]]]] = []
    tmp = Path(tempfile.mkdtemp(prefix="assay-mastery-bench-"))
    counter = iter(range(1000))
    cases.append(
        (
            "SQL (SQLite)",
            lambda: sql_case(f"sqlite:///{tmp / f'b{next(counter)}.sqlite3'}", args.updates, args.threads),
        )
    )
    servers: list[object] = []
    pg = None
    if args.postgres:
        pg = databases.start()
        servers.append(pg)
        cases.append(
            ("SQL (PostgreSQL)", lambda: sql_case(pg.url(pg.create_database()), args.updates, args.threads))
        )
    rs = redis_server.start()
    cases.append(("Redis", lambda: redis_case(rs.url, args.updates, args.threads)))
    print(
        f"{args.updates} updates of one learner and concept from {args.threads} threads, "
        f"median of {args.repeat}\n"
    )
    print("| store | ours updates/s | ours lost | naive updates/s | naive lost | ours / naive time |")
    print("|---|---|---|---|---|---|")
    try:
        for name, run in cases:
            runs = [run() for _ in range(args.repeat)]
            ours_s = statistics.median(r[0] for r in runs)
            naive_s = statistics.median(r[2] for r in runs)
            ours_lost = max(r[1] for r in runs)
            naive_lost = statistics.median(r[3] for r in runs)
            print(
                f"| {name} | {args.updates / ours_s:.0f} | {ours_lost} | {args.updates / naive_s:.0f} "
                f"| {naive_lost:.0f} of {args.updates} | {ours_s / naive_s:.2f}x |"
            )
    finally:
        rs.stop()
        if pg is not None:
            pg.stop()


if __name__ == "__main__":
    main()
