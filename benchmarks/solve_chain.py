"""Quiz solver: share of the local quiz chain solved and seconds per question, one model vs consensus.

Each configuration solves a fresh chain of the local quiz server (real HTTP, Chromium, the sandbox)
through the solver service, as `assay solve serve` would:

- ``local:qwen2.5-coder-0.5b`` and ``local:qwen2.5-coder-1.5b`` alone, and both in consensus (when
  installed; runs hold ``/tmp/assay-model.lock``);
- ``replay:CASSETTE``: the answers recorded by ``--record`` (no model runs: the solver's own time);
- ``scripted``: a scripted OpenAI-compatible model that knows five of the task kinds (a ceiling for
  those, and the machinery's cost per question).

The table prints, per configuration, the questions solved, the share, the median seconds per question
and the ratio of consensus to one model.

A wrong answer at difficulty 3-5 ends a chain (the server reveals the next URL only for a correct
one); ``--past-gates`` then starts a fresh chain at the next task, so all 13 questions are measured
(the unsolved one counts as not solved, with the seconds it took).

Run: ``.venv/bin/python benchmarks/solve_chain.py [--questions 13] [--past-gates]
[--configs scripted local:qwen2.5-coder-0.5b ...] [--task NAME] [--per-question [--details]]
[--record run.jsonl] [--json rows.json] [--time-limit 180] [--quiz-port 8765]``
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import fcntl
import json
import socket
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import httpx
import uvicorn
from tests.solver.solver_harness import Brain, able, gateway_for, model_server

from assay.llm import Gateway
from assay.solver import SolverService, SolverSettings, Trigger
from assay.solver.quizserver import TASK_NAMES, QuizSettings, create_quiz_app

EMAIL = "bench@example.com"
SECRET = "bench-secret"
MODEL_LOCK = "/tmp/assay-model.lock"


@contextlib.contextmanager
def quiz_server(port: int, time_limit: float) -> Iterator[str]:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", port))
    app = create_quiz_app(QuizSettings(time_limit_s=time_limit))
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="off"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{sock.getsockname()[1]}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)
        sock.close()


@contextlib.contextmanager
def model_lock(models: list[str]) -> Iterator[None]:
    if not any(m.startswith("local:") for m in models):
        yield
        return
    with open(MODEL_LOCK, "a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


async def _one_chain(service: SolverService, base: str, task: str, remaining: int) -> tuple[Any, float]:
    async with httpx.AsyncClient() as client:
        start = (await client.get(f"{base}/quiz/_start", params={"email": EMAIL, "task": task})).json()["url"]
    service.settings.max_questions = remaining
    began = time.monotonic()
    record = service.trigger(Trigger(email=EMAIL, secret=SECRET, url=start))
    return await service.wait(record.id), time.monotonic() - began


async def solve_chain(
    base: str,
    models: list[str],
    gateway: Any,
    args: argparse.Namespace,
    workdir: Path,
) -> dict[str, Any]:
    """Solve the chain from ``args.task``; with ``--past-gates`` an unsolved question at difficulty
    3-5 (which hides the next URL) is counted as not solved and a fresh chain starts at the next task,
    so every question of the chain is measured."""
    questions = args.questions
    settings = SolverSettings(
        _env_file=None,
        email=EMAIL,
        secret=SECRET,
        task_basedir=workdir,
        models=",".join(models),
        max_questions=questions,
        question_time_s=args.time_limit,
    )
    service = SolverService(settings, gateway=gateway, models=models, use_cache=False)
    first = TASK_NAMES.index(args.task) if args.task else 0
    records = []
    wall = 0.0
    await service.start()
    try:
        position = first
        while position < len(TASK_NAMES) and position - first < questions:
            record, took = await _one_chain(
                service, base, TASK_NAMES[position], questions - (position - first)
            )
            wall += took
            records.append(record)
            position += max(1, len(record.questions))
            if not args.past_gates:
                break
    finally:
        await service.close()
    asked = [q for r in records for q in r.questions]
    per_question = [q.seconds for q in asked]
    # A placeholder (sent at difficulty 1-2 when no model answered, to get the next URL) that
    # happens to be right is the server's "correct", not the models' work: counted apart.
    lucky = [bool(q.correct) and (q.decision is None or q.decision.method == "none") for q in asked]
    solved = sum(1 for q, luck in zip(asked, lucky, strict=True) if q.correct and not luck)
    return {
        "models": models,
        "asked": len(asked),
        "solved": solved,
        "share": solved / questions,
        "median_s": statistics.median(per_question) if per_question else 0.0,
        "wall_s": wall,
        "seconds": per_question,
        "methods": [q.decision.method if q.decision else None for q in asked],
        "correct": [bool(q.correct) for q in asked],
        "placeholder_correct": sum(lucky),
        "stopped": "; ".join(r.stopped_because or "" for r in records),
        "records": [r.model_dump(mode="json") for r in records],
    }


def describe_candidates(question: dict[str, Any]) -> str:
    """What each model wrote for one question and what running it gave (for --details)."""
    out = []
    for cand in question["candidates"]:
        output = cand.get("output") or {}
        execution = cand.get("execution") or {}
        out.append(
            f"      - {cand['model']} [{cand['source']}] answer={json.dumps(cand['answer'])[:80]}"
            + (f" error={cand['error'][:160]!r}" if cand.get("error") else "")
        )
        if output.get("code"):
            out.extend("          | " + line for line in output["code"].splitlines()[:25])
        elif output:
            out.append(f"          claimed {json.dumps(output.get('answer'))[:80]}")
        if execution:
            tail = (execution.get("error") or "").strip().splitlines()[-1:] or [""]
            out.append(f"          ran: {execution['status']} {tail[0][:200]}")
    for attempt in question["attempts"]:
        out.append(
            f"      > submitted {json.dumps(attempt['answer'])[:60]}: {attempt['reason'] or 'correct'}"
        )
    return "\n".join(out)


def run_config(config: str, args: argparse.Namespace, base: str, workdir: Path) -> dict[str, Any]:
    models = [m.strip() for m in config.split(",") if m.strip()]
    if config == "scripted":
        with model_server(Brain(rules=[lambda model, prompt: able(prompt)])) as llm:
            scripted = gateway_for(llm)
            if args.record:
                scripted = Gateway(settings=scripted.settings, cache=False, record_to=Path(args.record))
            return asyncio.run(solve_chain(base, ["openai:m1"], scripted, args, workdir))
    gateway = Gateway(models[0], cache=False, record_to=Path(args.record) if args.record else None)
    return asyncio.run(solve_chain(base, models, gateway, args, workdir))


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--configs", nargs="+", default=["scripted"], help="model lists, comma-separated")
    parser.add_argument("--questions", type=int, default=13)
    parser.add_argument("--time-limit", type=float, default=180.0)
    parser.add_argument(
        "--quiz-port", type=int, default=0, help="fixed for --record/replay runs (prompts name it)"
    )
    parser.add_argument("--task", choices=TASK_NAMES, help="start the chain at this task")
    parser.add_argument(
        "--past-gates",
        action="store_true",
        help="after an unsolved difficulty 3-5 question, start again at the next task (measures all)",
    )
    parser.add_argument("--per-question", action="store_true", help="print each question's outcome")
    parser.add_argument(
        "--details",
        action="store_true",
        help="with --per-question: each model's code, its run and the server's replies",
    )
    parser.add_argument("--record", help="record every model answer to this cassette")
    parser.add_argument("--json", help="write the rows (with every task record: candidates, code, runs)")
    args = parser.parse_args()
    rows = []
    every = [m for config in args.configs for m in config.split(",")]
    # One hold of the machine-wide model lock for the whole run: configurations are compared on
    # the same, uncontended cores.
    with (
        model_lock(every),
        quiz_server(args.quiz_port, args.time_limit) as base,
        tempfile.TemporaryDirectory() as tmp,
    ):
        for config in args.configs:
            row = run_config(config, args, base, Path(tmp))
            row["config"] = config
            rows.append(row)
            print(
                f"{config:<55} solved {row['solved']:>2}/{args.questions} ({row['share']:.0%})  "
                f"median {row['median_s']:6.1f} s/question  wall {row['wall_s']:6.0f} s  "
                f"{''.join('✓' if c else '✗' for c in row['correct'])}  "
                f"(+{row['placeholder_correct']} right by placeholder)  [{row['stopped']}]",
                flush=True,
            )
            if args.per_question:
                for rec in row["records"]:
                    for q in rec["questions"]:
                        task = q["url"].split("?")[0].rsplit("/", 1)[-1]
                        last = q["attempts"][-1]["answer"] if q["attempts"] else None
                        method = (q["decision"] or {}).get("method")
                        print(
                            f"    {task:<14} d{q['difficulty']}  {'✓' if q['correct'] else '✗'}  "
                            f"{q['seconds']:6.1f} s  {method}  {json.dumps(last)[:60]}",
                            flush=True,
                        )
                        if args.details:
                            print(describe_candidates(q), flush=True)
            if args.json:
                Path(args.json).write_text(json.dumps(rows, indent=2))
    singles = [r for r in rows if len(r["models"]) == 1 and r["config"] != "scripted"]
    for row in rows:
        if len(row["models"]) > 1 and singles:
            best = max(s["share"] for s in singles)
            ratio = row["share"] / best if best else float("inf")
            print(
                f"consensus {row['config']}: {row['share']:.0%} vs best single {best:.0%} (ratio {ratio:.2f})"
            )


if __name__ == "__main__":
    main()
