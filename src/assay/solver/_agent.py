"""One question, several models: ask, validate, run the code, repair once, vote, reconcile.

Each model's reply is validated against :class:`ModelOutput` by the gateway (which asks once more
to reformat an invalid reply). Its fetch requests are carried out from the allow-list, its code runs
in the sandbox, and a failure (traceback, no answer, a value of the wrong form) is shown to it in
one repair round. No round is started that cannot finish before the question's deadline.
"""

from __future__ import annotations

import asyncio
import re
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from pydantic import BaseModel, Field

from assay.errors import AssayError
from assay.llm import GenerationOptions, Message, Structured
from assay.solver._fetch import Fetcher
from assay.solver._files import preview_file
from assay.solver._idioms import format_examples
from assay.solver._models import Candidate, Decision, ExecResult, ModelOutput, PageSnapshot
from assay.solver._prompts import reconcile_prompt, repair_message, solve_messages
from assay.solver._runner import CodeRunner
from assay.solver._vote import answer_problem, coerce, decide, decide_reconciled, normalise
from assay.solver._workspace import Workspace

__all__ = ["QuestionJob", "Reconciled", "StructuredGateway", "solve_question", "tidy_code"]

T = TypeVar("T")

# Below this many seconds before the deadline no model round is started: it could not finish.
MIN_ROUND_S = 4.0
REPAIR_TEMPERATURE = 0.4
REPAIR_SEED = 7


class StructuredGateway(Protocol):
    """The one gateway call the solver needs (:class:`assay.llm.Gateway` has it)."""

    async def structured(
        self,
        messages: str | list[Message],
        output_type: type[T],
        *,
        model: str | None = None,
        options: GenerationOptions | None = None,
        use_cache: bool = True,
    ) -> Structured[T]: ...


class Reconciled(BaseModel):
    """What a model returns in the reconciliation round (docs/solve.md, "Consensus")."""

    final_answer: Any = Field(default=None, description="The final normalised answer.")
    confidence: float = Field(default=0.5, ge=0.0, le=1.0, description="How sure, 0 to 1.")
    explanation: str = Field(default="", max_length=600)
    corrected_code: str | None = Field(
        default=None, max_length=6000, description="Fixed code setting answer, if any."
    )


@dataclass
class QuestionJob:
    """Everything the models' rounds for one question share."""

    page: PageSnapshot
    context: str
    kind: str | None
    workspace: Workspace
    fetcher: Fetcher
    runner: CodeRunner
    gateway: StructuredGateway
    deadline: float
    feedback: list[str] = field(default_factory=list)
    max_tokens: int = 700
    model_timeout_s: float = 90.0
    code_timeout_s: float = 20.0
    use_cache: bool = True
    round_estimate_s: dict[str, float] = field(default_factory=dict)
    idioms: dict[str, list[str]] = field(default_factory=dict)
    hint: str = ""

    def remaining(self) -> float:
        return self.deadline - time.monotonic()

    def can_start(self, model: str) -> bool:
        """Whether a model round is expected to finish before the deadline."""
        return self.remaining() > max(MIN_ROUND_S, self.round_estimate_s.get(model, 0.0))

    def options(self, *, repair: bool = False) -> GenerationOptions:
        budget = max(1.0, min(self.model_timeout_s, self.remaining() - 1.0))
        # At temperature 0 the 0.5B answered every repair round with its first program, byte for
        # byte (4 of 4 in a full chain): a little temperature, with a fixed seed so that runs
        # repeat, lets the repair round produce something else.
        return GenerationOptions(
            temperature=REPAIR_TEMPERATURE if repair else 0,
            seed=REPAIR_SEED if repair else None,
            max_tokens=self.max_tokens,
            timeout_s=budget,
            deadline_s=budget,
            max_retries=1,
        )


async def _ask(
    job: QuestionJob, model: str, messages: list[Message], output_type: type[T], *, repair: bool = False
) -> T:
    started = time.monotonic()
    try:
        got = await job.gateway.structured(
            messages, output_type, model=model, options=job.options(repair=repair), use_cache=job.use_cache
        )
    finally:
        took = time.monotonic() - started
        job.round_estimate_s[model] = max(job.round_estimate_s.get(model, 0.0) * 0.5, took)
    return got.value


_FENCE = re.compile(r"^```[\w+-]*\s*\n(.*?)\n?```\s*$", re.DOTALL)


def tidy_code(code: str | None) -> str | None:
    """What small models get wrong around the program, put right; ``None`` when it is not a program.

    A fenced block is unwrapped; a one-word "program" (``python``, or the answer itself) is no
    program; an ``import`` line that does not compile (``import pypdf and PIL (pillow)``) is dropped,
    since what it meant to import is named again where it is used, or the traceback says so.
    """
    if code is None:
        return None
    text = code.strip()
    fenced = _FENCE.match(text)
    if fenced:
        text = fenced.group(1).strip()
    if not text or ("\n" not in text and not re.search(r"[=(\[]|^\s*(import|from|print)\b", text)):
        return None
    lines = text.splitlines()
    kept = []
    for line in lines:
        if re.match(r"\s*(import|from)\s", line):
            try:
                compile(line.strip(), "<line>", "exec")
            except SyntaxError:
                continue
        kept.append(line)
    return "\n".join(kept)


async def _run_code(job: QuestionJob, code: str) -> ExecResult:
    wall = min(job.code_timeout_s, max(1.0, job.remaining() - 1.0))
    files = job.workspace.file_payload()
    return await asyncio.to_thread(job.runner.run, code, files, wall_s=wall)


async def _evaluate(
    job: QuestionJob, model: str, output: ModelOutput, fetched: list[str] | None = None
) -> tuple[Candidate, str | None]:
    """Fetch, run and check one model output: the candidate and what is wrong with it (if anything).

    ``fetched`` collects the previews of what was fetched (or why not), for the repair round: the
    program was written before the model could see those files.
    """
    for request in output.fetch[:4]:
        for info in await job.fetcher.fulfil(request, job.page.url):
            if info.name:
                data = (job.workspace.files_dir / info.name).read_bytes()
                info.preview = preview_file(info.name, data, info.content_type)
            if fetched is not None:
                fetched.append(info.preview if info.name else f"{info.url}: not fetched ({info.error})")
    execution: ExecResult | None = None
    problem: str | None = None
    answer: Any = None
    source = "none"
    code = tidy_code(output.code)
    if code:
        if (output.language or "python").strip().lower() not in ("python", "py", "python3"):
            execution = ExecResult(status="not_python", error=f"language {output.language!r} cannot be run")
            problem = "only Python code is run"
        else:
            execution = await _run_code(job, code)
            if execution.status == "ok":
                answer, source = coerce(execution.answer, job.kind, job.hint), "code"
            else:
                problem = f"the program failed ({execution.status})"
    if answer is None and output.answer is not None:
        answer, source = coerce(output.answer, job.kind, job.hint), "claimed"
        if normalise(answer) in {normalise(e) for e in format_examples(job.hint)}:
            # The page's example of the form ("like #a1b2c3") is never the answer: the 0.5B
            # claimed it whenever its colour program failed.
            answer, source = None, "none"
            example = "the claimed answer is the page's example of the format, not the answer"
            problem = f"{problem}; {example}" if problem else example
    # A failed program with a claimed answer keeps the claim as its fallback, but is still repaired.
    problem = problem or answer_problem(answer, job.kind)
    if problem is None and execution is None and any(f.name for f in job.page.files):
        # A claim about data files nobody read is a guess: ask for the program (the claim stays the
        # fallback if the repair round produces nothing better).
        problem = "the answer was not computed: write a program that reads the files and sets `answer`"
    cand = Candidate(
        model=model,
        answer=answer if answer_problem(answer, None) is None else None,
        source=source,
        output=output,
        execution=execution,
    )
    cand.normalised = normalise(cand.answer)
    return cand, problem


async def solve_with(job: QuestionJob, model: str) -> Candidate:
    """One model's answer: first round, then one repair round when something is wrong and time allows."""
    started = time.monotonic()
    messages = solve_messages(job.context, job.feedback)
    try:
        output = await _ask(job, model, messages, ModelOutput)
    except (AssayError, ValueError) as exc:
        return Candidate(
            model=model, error=f"{type(exc).__name__}: {exc}"[:500], seconds=time.monotonic() - started
        )
    fetched: list[str] = []
    cand, problem = await _evaluate(job, model, output, fetched)
    if problem is not None and job.can_start(model):
        files = sorted(p.name for p in job.workspace.files_dir.iterdir() if p.is_file())
        repair = repair_message(
            output, cand.execution, problem, files=files, idioms=job.idioms, fetched=fetched
        )
        follow = [*messages, *repair]
        try:
            fixed_output = await _ask(job, model, follow, ModelOutput, repair=True)
            fixed, fixed_problem = await _evaluate(job, model, fixed_output)
            if fixed.normalised is not None and (fixed_problem is None or cand.normalised is None):
                fixed.repaired = True
                fixed.source = f"repaired-{fixed.source}"
                cand = fixed
            elif fixed_problem is not None:
                cand.error = f"still wrong after the repair round: {fixed_problem}"
        except (AssayError, ValueError) as exc:
            cand.error = f"repair round failed: {type(exc).__name__}: {exc}"[:500]
    elif problem is not None:
        cand.error = f"{problem} (no time left for a repair round)"
    cand.seconds = time.monotonic() - started
    return cand


async def _reconcile_one(job: QuestionJob, model: str, prompt: str) -> Candidate:
    started = time.monotonic()
    try:
        got = await _ask(job, model, [Message(role="user", content=prompt)], Reconciled)
    except (AssayError, ValueError) as exc:
        return Candidate(model=model, error=f"{type(exc).__name__}: {exc}"[:500], source="reconciled")
    answer: Any = coerce(got.final_answer, job.kind, job.hint)
    execution = None
    if got.corrected_code and job.remaining() > MIN_ROUND_S:
        execution = await _run_code(job, got.corrected_code)
        if (
            execution.status == "ok"
            and answer_problem(coerce(execution.answer, job.kind, job.hint), job.kind) is None
        ):
            answer = coerce(execution.answer, job.kind, job.hint)
    if answer_problem(answer, None) is not None:
        answer = None
    return Candidate(
        model=model,
        answer=answer,
        normalised=normalise(answer),
        source="reconciled",
        confidence=got.confidence,
        execution=execution,
        seconds=time.monotonic() - started,
    )


async def solve_question(
    job: QuestionJob,
    models: list[str],
    primary: str | None,
    on_candidate: Callable[[Candidate], Awaitable[None]] | None = None,
) -> tuple[list[Candidate], Decision]:
    """Ask every model in parallel, vote, and reconcile a disagreement while time allows."""
    startable = [m for m in models if job.can_start(m)]
    skipped = [
        Candidate(model=m, error="not started: the round could not finish before the deadline")
        for m in models
        if m not in startable
    ]

    async def one(model: str) -> Candidate:
        cand = await solve_with(job, model)
        if on_candidate is not None:
            await on_candidate(cand)
        return cand

    candidates = [*await asyncio.gather(*(one(m) for m in startable)), *skipped]
    decision, disagree = decide(candidates, primary)
    if not disagree:
        return candidates, decision
    voters = [c.model for c in candidates if c.normalised is not None or c.output is not None]
    voters = [m for m in voters if job.can_start(m)]
    if len(voters) < 2:
        decision.reasons.append("no time left for the reconciliation round")
        return candidates, decision
    prompt = reconcile_prompt(job.context, candidates, decision.counts)
    finals = list(await asyncio.gather(*(_reconcile_one(job, m, prompt) for m in voters)))
    return candidates, decide_reconciled(decision, finals, primary)
