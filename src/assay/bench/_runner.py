"""Run the benchmark: every prompt × model × round × question (docs/bench.md, "What happens to one trial").

Work is cut into *chains*: one prompt × model × round walks its questions in order, because with the
learning history each question's context holds the earlier results. Chains run concurrently up to
``concurrency``; without history every trial is its own chain. Chains are ordered by model so a local
server (Ollama) does not keep swapping models in and out of memory.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from assay.bench._compare import outputs_match
from assay.bench._config import BenchConfig, BenchQuestion
from assay.bench._exec import SCRIPT_NAME
from assay.bench._extract import extract_code
from assay.bench._history import History, HistoryEntry
from assay.bench._models import ApiErrorKind, Trial, TrialKey, TrialStatus
from assay.errors import AssayError, ConfigError, ExternalServiceError
from assay.llm import (
    CassetteMissError,
    LLMAuthError,
    LLMHTTPError,
    LLMRateLimited,
    LLMTimeout,
    LLMUnavailable,
)
from assay.sandbox import Limits, RunStatus, Sandbox, SandboxJob, SandboxResult

__all__ = [
    "BenchOptions",
    "BenchRun",
    "ModelClient",
    "ModelUnavailableError",
    "Probe",
    "api_error_kind",
    "execute_code",
    "first_prompts",
    "run_benchmark",
]

log = logging.getLogger("assay.bench")

ENTRY = "assay.bench._exec:run_script"


@dataclass(frozen=True)
class Probe:
    """A request a run is about to make, for a client's check before the run starts."""

    prompt: str
    round: int
    text: str


class ModelClient(Protocol):
    """What the runner needs from the LLM gateway: one completion per prompt, and a start-up check."""

    async def __call__(self, model: str, prompt: str, round: int) -> Any:
        """Return a gateway ``Completion`` (text, usage, latency_s, cost_usd, cached, model_digest)."""

    async def check(self, model: str, probes: Sequence[Probe]) -> str:
        """Make sure ``model`` can answer (the connection test of docs/bench.md); return a short note.

        ``probes`` are the first request of every template and round (they have no history, so a
        replay client can tell whether its cassette answers them).

        Raises:
            AssayError: the model cannot be used; the message says why and the hint what to do.
        """


@dataclass(frozen=True)
class BenchOptions:
    """Everything that shapes a run (command-line options over the config's settings)."""

    prompts: dict[str, str]
    models: list[str]
    rounds: int = 1
    history: bool = True
    concurrency: int = 1
    timeout_s: float = 10.0
    numeric_tolerance: float | None = None
    history_language: str = "zh"
    history_max_chars: int = 400
    seed: int = 0
    max_consecutive_unavailable: int = 3

    def fingerprint(self, config_hash: str, extra: str = "") -> str:
        """Identifies runs that may resume one another."""
        payload = json.dumps(
            [config_hash, self.prompts, self.models, self.rounds, self.history, self.seed, extra],
            ensure_ascii=False,
            sort_keys=True,
        )
        return hashlib.sha256(payload.encode()).hexdigest()[:32]


@dataclass
class BenchRun:
    """Trials of a run, those resumed from disk included."""

    trials: list[Trial] = field(default_factory=list)
    resumed: int = 0
    elapsed_s: float = 0.0


@dataclass(frozen=True)
class Executed:
    """What running one program gave."""

    status: TrialStatus
    stdout: str
    stderr: str
    error: str | None
    time_s: float


def _classify(result: SandboxResult, expected: str, tolerance: float | None, limit_s: float) -> Executed:
    events = [m for m in result.messages if isinstance(m, dict)]
    compile_error = next((m for m in events if m.get("event") == "compile_error"), None)
    runtime = next((m for m in events if m.get("event") == "error"), None)
    stdout, stderr = result.stdout, result.stderr
    if compile_error:
        return Executed(
            TrialStatus.SYNTAX_ERROR, stdout, stderr, str(compile_error.get("message")), result.wall_s
        )
    if result.status in (RunStatus.TIMEOUT, RunStatus.CPU_LIMIT):
        return Executed(
            # the limit, not the measured time: this text enters the history, which must be
            # the same when a cassette is replayed
            TrialStatus.TIMEOUT,
            stdout,
            stderr,
            f"killed at the {limit_s:g}s limit ({result.status.value})",
            result.wall_s,
        )
    if runtime:
        line = runtime.get("line")
        where = f" (line {line})" if line else ""
        message = f"{runtime.get('type')}: {runtime.get('message')}{where}"
        return Executed(TrialStatus.RUNTIME_ERROR, stdout, stderr, message, result.wall_s)
    if result.status is RunStatus.EXITED and result.exit_code:
        return Executed(
            TrialStatus.RUNTIME_ERROR, stdout, stderr, f"exit status {result.exit_code}", result.wall_s
        )
    if result.status is not RunStatus.OK:
        detail = result.protocol_error or result.detail or result.status.value
        return Executed(TrialStatus.RUNTIME_ERROR, stdout, stderr, f"sandbox: {detail}", result.wall_s)
    # Status 0 without a "done" message: the program ended the process itself (os._exit(0)), which
    # is a normal end for a script.
    done = next((m for m in events if m.get("event") == "done"), {"exit": 0})
    if done.get("exit"):
        return Executed(
            TrialStatus.RUNTIME_ERROR, stdout, stderr, f"exit status {done['exit']}", result.wall_s
        )
    ok = outputs_match(stdout, expected, numeric_tolerance=tolerance)
    return Executed(
        TrialStatus.CORRECT if ok else TrialStatus.WRONG_ANSWER, stdout, stderr, None, result.wall_s
    )


def _compile_problem(code: str) -> str | None:
    try:
        compile(code, SCRIPT_NAME, "exec")
    except (SyntaxError, ValueError) as exc:
        return f"{type(exc).__name__}: {exc}"
    return None


async def execute_code(
    sandbox: Sandbox, code: str, expected: str, *, timeout_s: float, tolerance: float | None
) -> Executed:
    """Check the code compiles, run it in the sandbox as a script, compare its output."""
    problem = await asyncio.to_thread(_compile_problem, code)  # CPU work stays off the event loop
    if problem is not None:
        return Executed(TrialStatus.SYNTAX_ERROR, "", "", problem, 0.0)
    job = SandboxJob(
        entry=ENTRY,
        payload={"source": code},
        limits=Limits(wall_s=timeout_s, cpu_s=timeout_s, memory_mb=512, output_bytes=256 * 1024),
    )
    result = await asyncio.to_thread(sandbox.run, job)
    return _classify(result, expected, tolerance, timeout_s)


@dataclass(frozen=True)
class _Chain:
    prompt: str
    model: str
    round: int
    questions: tuple[int, ...]


def _chains(options: BenchOptions, n_questions: int) -> list[_Chain]:
    chains: list[_Chain] = []
    everything = tuple(range(1, n_questions + 1))
    for model in options.models:  # model-major: one model stays loaded while its chains run
        for r in range(1, options.rounds + 1):
            for prompt in options.prompts:
                if options.history:
                    chains.append(_Chain(prompt, model, r, everything))
                else:
                    chains += [_Chain(prompt, model, r, (q,)) for q in everything]
    return chains


def api_error_kind(exc: AssayError) -> ApiErrorKind:
    """Sort a failed model call into the error kinds of docs/bench.md (the ``api_error`` kinds)."""
    kinds: list[tuple[type[AssayError], ApiErrorKind]] = [
        (CassetteMissError, ApiErrorKind.CASSETTE_MISS),
        (LLMTimeout, ApiErrorKind.TIMEOUT),
        (LLMUnavailable, ApiErrorKind.CONNECTION_FAILED),
        (LLMRateLimited, ApiErrorKind.RATE_LIMITED),
        (LLMAuthError, ApiErrorKind.AUTH_FAILED),
        (LLMHTTPError, ApiErrorKind.HTTP_ERROR),
        (ConfigError, ApiErrorKind.NOT_CONFIGURED),
    ]
    return next((kind for cls, kind in kinds if isinstance(exc, cls)), ApiErrorKind.OTHER)


class ModelUnavailableError(ExternalServiceError):
    """The run stopped: the model could not be reached several times in a row."""

    default_code = "BENCH_MODEL_UNAVAILABLE"


def first_prompts(config: BenchConfig, options: BenchOptions) -> list[Probe]:
    """The first request of every template and round: what a client checks before the run."""
    history = History(
        language=options.history_language, max_chars=options.history_max_chars, enabled=options.history
    )
    first = config.questions[0].question
    return [
        Probe(prompt=name, round=r, text=history.render(template, first))
        for r in range(1, options.rounds + 1)
        for name, template in options.prompts.items()
    ]


async def run_benchmark(
    config: BenchConfig,
    options: BenchOptions,
    *,
    client: ModelClient,
    sandbox: Sandbox,
    done: Sequence[Trial] = (),
    on_trial: Callable[[Trial], None] | None = None,
    on_start: Callable[[TrialKey], None] | None = None,
) -> BenchRun:
    """Run every trial not already in ``done``; call ``on_start``/``on_trial`` around each one.

    Model failures become ``api_error`` trials (counted apart, never scored; a resumed run asks
    again for them); they do not stop the run, unless the model is unreachable
    ``options.max_consecutive_unavailable`` times in a row. With history on, an api_error leaves the
    history unchanged: there is no answer to learn from.

    Raises:
        ModelUnavailableError: the model could not be reached several times in a row; the trials
            finished so far have been handed to ``on_trial``, so a later run resumes from them.
    """
    start = time.monotonic()
    kept = [t for t in done if t.status is not TrialStatus.API_ERROR]  # failed calls are asked again
    recorded = {t.key(): t for t in kept}
    run = BenchRun(trials=list(kept), resumed=len(kept))
    semaphore = asyncio.Semaphore(options.concurrency)
    questions = config.questions
    unavailable_in_a_row = 0

    async def one_trial(chain: _Chain, q: int, history: History) -> Trial:
        nonlocal unavailable_in_a_row
        question: BenchQuestion = questions[q - 1]
        template = options.prompts[chain.prompt]
        prompt_text = history.render(template, question.question)
        base: dict[str, Any] = {
            "prompt": chain.prompt,
            "model": chain.model,
            "round": chain.round,
            "question": q,
            "question_text": question.question,
            "expected": question.answer,
            "template": template,
            "prompt_text": prompt_text,
        }
        try:
            completion = await client(chain.model, prompt_text, chain.round)
        except AssayError as exc:
            kind = api_error_kind(exc)
            unavailable_in_a_row = unavailable_in_a_row + 1 if kind.model_unavailable else 0
            log.warning(
                "model %s failed on %s question %d round %d (%s): %s; recorded as api_error "
                "(not scored), the run goes on and a resumed run will ask again",
                chain.model,
                chain.prompt,
                q,
                chain.round,
                kind.value,
                exc.message,
            )
            return Trial(
                **base, status=TrialStatus.API_ERROR, error=f"{exc.code}: {exc.message}", error_kind=kind
            )
        unavailable_in_a_row = 0
        code = await asyncio.to_thread(extract_code, completion.text)  # bounded, but CPU: off the loop
        meta: dict[str, Any] = {
            "response": completion.text,
            "code": code,
            "llm_latency_s": completion.latency_s,
            "prompt_tokens": completion.usage.prompt_tokens,
            "completion_tokens": completion.usage.completion_tokens,
            "cost_usd": completion.cost_usd or 0.0,
            "cached": completion.cached,
            "model_digest": completion.model_digest,
        }
        if not code.strip():
            return Trial(
                **base, **meta, status=TrialStatus.SYNTAX_ERROR, error="no code found in the response"
            )
        executed = await execute_code(
            sandbox, code, question.answer, timeout_s=options.timeout_s, tolerance=options.numeric_tolerance
        )
        return Trial(
            **base,
            **meta,
            status=executed.status,
            actual=executed.stdout.strip(),
            stderr=executed.stderr[-2000:],
            error=executed.error,
            exec_time_s=executed.time_s,
        )

    async def run_chain(chain: _Chain) -> None:
        history = History(
            language=options.history_language, max_chars=options.history_max_chars, enabled=options.history
        )
        async with semaphore:
            for q in chain.questions:
                key = TrialKey(prompt=chain.prompt, model=chain.model, round=chain.round, question=q)
                trial = recorded.get(key)
                if trial is None:
                    if on_start:
                        on_start(key)
                    trial = await one_trial(chain, q, history)
                    run.trials.append(trial)
                    if on_trial:
                        on_trial(trial)
                    if unavailable_in_a_row >= options.max_consecutive_unavailable:
                        raise ModelUnavailableError(
                            f"stopped after {unavailable_in_a_row} model calls in a row could not reach "
                            f"{chain.model} ({trial.error})",
                            hint="start the model (or fix its address or key), then run the same "
                            "command again: the run resumes where it stopped and asks again for the "
                            "failed calls",
                        )
                if trial.status is not TrialStatus.API_ERROR:
                    history.add(
                        HistoryEntry(
                            question=trial.question_text,
                            answer=trial.code or trial.response,
                            expected=trial.expected,
                            actual=trial.actual or (trial.error or ""),
                            passed=trial.status is TrialStatus.CORRECT,
                        )
                    )

    try:
        async with asyncio.TaskGroup() as group:  # one chain failing for good cancels the others
            for chain in _chains(options, len(questions)):
                group.create_task(run_chain(chain))
    except BaseExceptionGroup as failed:  # one readable error, not a group: the first chain's
        first = failed.exceptions[0]
        raise first.with_traceback(first.__traceback__) from None
    run.elapsed_s = time.monotonic() - start
    return run
