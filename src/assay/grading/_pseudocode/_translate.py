"""Model translation fallback: when the normaliser cannot make pseudocode compile, a model may.

The model is asked to translate FAITHFULLY (bugs included: the tests must judge the user's logic,
not the model's), as a ``class Solution`` with the question's signature. If its code does not
compile, the syntax error is sent back, up to ``feedback_rounds`` times. The answer is then passed
through :func:`normalise`, which wraps a bare function and checks it compiles.

A prompt is no proof of faithfulness: the compiled answer is compared with the pseudocode
(:func:`fidelity_drifts`: values, loop bounds, comparisons, ±1 offsets, checks for empty inputs).
A difference is named back to the model, up to ``fidelity_rounds`` times; a translation that still
changes the learner's logic is refused (``UNFAITHFUL_TRANSLATION``) rather than graded, since its grade
would be one the learner did not earn, in either direction.

Compiling is no proof that it runs either: the model's Python gets the static checks the normaliser's
own output gets (:func:`unrunnable`: a name nothing sets, a call to a procedure nobody defines, a
reading no input can run, no method of the question's). A translation that fails them gets the same
feedback round, then is refused (``UNRUNNABLE_TRANSLATION``): a reply of ``sorry`` wrapped into a
method must never be graded (docs/pseudocode.md, "Model translation").
"""

from __future__ import annotations

import ast
import logging
import re
from typing import Any, Protocol

from assay.errors import ExternalServiceError
from assay.grading._pseudocode._failing_readings import readings_no_program_runs
from assay.grading._pseudocode._fidelity_guards import without_added_guard
from assay.grading._pseudocode._model_counting import read_counting_from_one
from assay.grading._pseudocode._model_slips import repair_model_slips
from assay.grading._pseudocode._models import SyntaxIssue, Translation
from assay.grading._pseudocode._normalise import compile_issue, has_solution_class, normalise
from assay.grading._pseudocode._translate_fidelity import Drift, fidelity_drifts
from assay.grading._pseudocode._typed_header import typed_header
from assay.grading._pseudocode._unbound_names import free_names, read_before_set
from assay.judge import Signature
from assay.llm import GenerationOptions

__all__ = [
    "CompletionLike",
    "GatewayLike",
    "build_messages",
    "extract_python",
    "translate",
    "unrunnable",
]

logger = logging.getLogger(__name__)

_FENCE = re.compile(r"```[ \t]*([\w+-]*)[^\n]*\n(.*?)(?:```|\Z)", re.DOTALL)
_THINK = re.compile(r"<(think|thinking|reasoning)>.*?</\1>", re.DOTALL | re.IGNORECASE)

SYSTEM_PROMPT = """\
You translate a student's pseudocode into Python 3, FAITHFULLY, line by line.
The translation is run against tests to grade the STUDENT's algorithm, so it must behave exactly as
the pseudocode does, mistakes included.
Rules:
- Do not fix the logic. Keep every bug exactly as written: a loop bound that stops one short or runs one
  too far, a missing check for an empty input, a wrong comparison, a wrong return value, an
  inefficiency. Do not add checks, cases or returns that the pseudocode does not have.
- Keep the same algorithm, loops, data structures and variable names.
- Pseudocode conventions: `to` in a for loop is inclusive (`for i <- 1 to n` is `range(1, n + 1)`);
  `downto` counts down inclusively; `<-`, `:=` and `←` assign; a single `=` inside a condition
  compares.
- Textbook pseudocode indexes arrays from 1 (`for i <- 1 to A.length` reading `A[i]`): read such an
  index as Python's `A[i - 1]`. Every other bound and index stays exactly as written.
- A procedure header such as `TWO-SUM(A, t)` names the method and its parameters in order: map them
  by position onto the required signature.
- Output a single ```python fenced block holding `class Solution` with exactly the required method
  signature, and nothing else (no tests, no prints, no explanation)."""


class CompletionLike(Protocol):
    """The part of a model answer this module reads."""

    @property
    def text(self) -> str: ...


class GatewayLike(Protocol):
    """The part of ``assay.llm.Gateway`` this module uses."""

    @property
    def configured(self) -> bool: ...

    async def complete(
        self, messages: Any, *, options: GenerationOptions | None = None
    ) -> CompletionLike: ...


def _signature_line(signature: Signature) -> str:
    params = "".join(f", {p.name}: {p.type}" for p in signature.params)
    return f"def {signature.method}(self{params}) -> {signature.returns}:"


def build_messages(text: str, signature: Signature, attempt_hint: str | None = None) -> list[dict[str, str]]:
    """The first request: system rules plus the signature and the pseudocode."""
    user = (
        f"Required method (inside `class Solution`):\n    {_signature_line(signature)}\n\n"
        f"Pseudocode to translate faithfully:\n<<<\n{text}\n>>>"
    )
    if attempt_hint:
        user += f"\n\nNote: {attempt_hint}"
    return [{"role": "system", "content": SYSTEM_PROMPT}, {"role": "user", "content": user}]


def extract_python(reply: str) -> str:
    """The code in a model's reply: the first ``python`` fence, else any fence, else the reply."""
    cleaned = _THINK.sub("", reply.replace("\r\n", "\n"))
    fences = _FENCE.findall(cleaned)
    for tag, body in fences:
        if tag.lower() in ("python", "py", "python3"):
            return str(body).strip("\n") + "\n"
    if fences:
        return str(fences[0][1]).strip("\n") + "\n"
    return cleaned.strip("\n") + "\n"


def _check(code: str, signature: Signature) -> tuple[str, SyntaxIssue | None, list[str]]:
    """Wrap/verify the model's code; returns (python, issue, notes)."""
    issue = compile_issue(code)
    slips: list[str] = []
    if issue is not None:
        repaired, slips = repair_model_slips(code)
        if not slips or compile_issue(repaired) is not None:
            return _read_as_pseudocode(code, issue, signature)
        code = repaired
    if has_solution_class(code):
        # a class without the question's method compiles: :func:`unrunnable` names it to the model
        typed = typed_header(code, signature)
        hints = [] if typed == code else ["the method's type hints were taken from the question's signature"]
        return typed, None, [*slips, *hints]
    wrapped = normalise(code, signature)
    notes = [*slips, "the model's code had no class Solution; it was wrapped", *wrapped.notes]
    return wrapped.python, wrapped.error, notes


def _read_as_pseudocode(
    code: str, issue: SyntaxIssue, signature: Signature
) -> tuple[str, SyntaxIssue | None, list[str]]:
    """A model's code that does not compile, read by the deterministic normaliser when it can.

    A small model copies the learner's notation into its Python: ``l++``, ``r--``, ``start = 0, best
    = 1``, or the pseudocode itself in place of code (the embedded 0.5B on round 10 of the corpus,
    the same reply to each syntax-error feedback at temperature 0). Those are pseudocode, and the
    normaliser reads them by the conventions it reads a learner's text with (docs/pseudocode.md,
    "Model translation"); the fidelity and run checks then judge the result as any other
    translation. What the normaliser cannot read keeps the compile error, sent back to the model.
    """
    read = normalise(code, signature)
    if not read.ok:
        return code, issue, []
    note = f"the model's code did not compile ({issue.describe()}); it was read as pseudocode"
    return read.python, None, [note, *read.notes]


def unrunnable(python: str, signature: Signature) -> list[str]:
    """Why compiled Python cannot be run as the learner's program, whatever the input; empty when none.

    The checks the normaliser's output gets (``_no_blame``): a name read that nothing binds (``sorry``
    wrapped as a method body), a name read before every line that sets it, a reading no input can run,
    and ``class Solution`` without the question's method.
    """
    try:
        tree = ast.parse(python)
    except (SyntaxError, ValueError):
        return []
    reasons: list[str] = []
    has_method = any(
        isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef) and item.name == signature.method
        for node in tree.body
        if isinstance(node, ast.ClassDef) and node.name == "Solution"
        for item in node.body
    )
    if not has_method:
        reasons.append(f"`class Solution` does not define the method `{signature.method}`")
    for name, line, called, _bare in free_names(tree):
        what = (
            f"calls `{name}(...)`, which nothing defines" if called else f"reads `{name}`, which nothing sets"
        )
        reasons.append(f"line {line} {what}")
    for line, hint in [*readings_no_program_runs(tree), *read_before_set(tree)]:
        reasons.append(f"line {line}: {hint}")
    return reasons


async def translate(
    text: str,
    signature: Signature,
    *,
    gateway: GatewayLike,
    feedback_rounds: int = 2,
    fidelity_rounds: int = 1,
    max_tokens: int = 2048,
    model_name: str | None = None,
    timeout_s: float | None = None,
) -> Translation:
    """Ask a model to translate pseudocode into Python, with syntax-error feedback.

    Args:
        text: the submission as typed.
        signature: the question's method.
        gateway: the LLM gateway (``configured`` and ``async complete``).
        feedback_rounds: how many times a non-compiling answer is sent back with its error.
        fidelity_rounds: how many times an answer that changed the pseudocode's logic is sent back
            with the differences named.
        max_tokens: the answer's token budget.
        model_name: recorded in the result (default: the gateway's ``model_id`` when it has one).
        timeout_s: the deadline of each model call (default: the gateway's).

    Returns:
        A :class:`Translation`; ``ok`` is false with a code and a sentence when no model is
        configured, the model service failed, the code never compiled (``SYNTAX_ERROR``), it kept
        failing the static checks of :func:`unrunnable` (``UNRUNNABLE_TRANSLATION``) or it kept
        changing the pseudocode's logic (``UNFAITHFUL_TRANSLATION``). Never raises for those.
    """
    model = model_name or getattr(gateway, "model_id", None)
    if not gateway.configured:
        return Translation(
            ok=False,
            model=model,
            error="no model is configured to translate the pseudocode",
            error_code="LLM_NOT_CONFIGURED",
        )
    messages: list[dict[str, str]] = build_messages(text, signature)
    options = GenerationOptions(temperature=0, max_tokens=max_tokens, timeout_s=timeout_s)
    python = ""
    issue: SyntaxIssue | None = None
    notes: list[str] = []
    drifts: list[Drift] = []
    failing: list[str] = []
    attempts = syntax_rounds = fidelity_used = 0
    while True:
        attempts += 1
        try:
            completion = await gateway.complete(messages, options=options)
        except ExternalServiceError as exc:
            logger.warning(
                "pseudocode translation: model call failed (%s: %s); grading continues without it",
                exc.code,
                exc.message,
            )
            return Translation(
                ok=False,
                python=python,
                attempts=attempts,
                model=model,
                error=f"the model could not be reached: {exc.message}",
                error_code=exc.code,
                retryable=exc.retryable,
                retry_after_s=_retry_after(exc),
                syntax_error=issue,
                notes=notes,
            )
        reply = completion.text
        code = extract_python(reply)
        python, issue, notes = _check(code, signature)
        if issue is None:
            python, counted = read_counting_from_one(text, python, signature)
            notes = [*notes, *counted]
            failing = unrunnable(python, signature)
            drifts = [] if failing else fidelity_drifts(text, python)
            if not drifts and not failing:
                return Translation(ok=True, python=python, attempts=attempts, model=model, notes=notes)
            unguarded = _drop_added_guard(text, python, signature) if drifts else None
            if unguarded is not None:
                python, dropped = unguarded
                return Translation(
                    ok=True, python=python, attempts=attempts, model=model, notes=[*notes, dropped]
                )
            logger.info(
                "pseudocode translation: attempt %d %s: %s",
                attempts,
                "cannot run" if failing else "changed the learner's logic",
                "; ".join(failing or [d.message for d in drifts]),
            )
            if fidelity_used >= fidelity_rounds:
                break
            fidelity_used += 1
            follow_up = _unrunnable_feedback(failing) if failing else _fidelity_feedback(drifts)
        else:
            drifts, failing = [], []
            if syntax_rounds >= feedback_rounds:
                break
            syntax_rounds += 1
            follow_up = _feedback(issue)
        messages = [
            *messages,
            {"role": "assistant", "content": reply},
            {"role": "user", "content": follow_up},
        ]
    if failing:
        return Translation(
            ok=False,
            python=python,
            attempts=attempts,
            model=model,
            error="the model's translation cannot run as the pseudocode's program, so it was not graded: "
            + "; ".join(failing),
            error_code="UNRUNNABLE_TRANSLATION",
            notes=[*notes, *(f"cannot run: {reason}" for reason in failing)],
        )
    if drifts:
        return Translation(
            ok=False,
            python=python,
            attempts=attempts,
            model=model,
            error="the model's translation changed the pseudocode's logic, so it was not graded: "
            + "; ".join(d.message for d in drifts),
            error_code="UNFAITHFUL_TRANSLATION",
            notes=[*notes, *(f"not faithful: {d.message}" for d in drifts)],
        )
    assert issue is not None
    return Translation(
        ok=False,
        python=python,
        attempts=attempts,
        model=model,
        error=f"the model's translation does not compile: {issue.describe()}",
        error_code="SYNTAX_ERROR",
        syntax_error=issue,
        notes=notes,
    )


def _fidelity_feedback(drifts: list[Drift]) -> str:
    listed = "\n".join(f"- {d.message}" for d in drifts)
    return (
        "That translation does not do what the pseudocode does:\n"
        f"{listed}\n"
        "The tests must judge the student's pseudocode exactly as written, even where it looks wrong. "
        "Translate it again, keeping every value, loop bound, comparison and +1/-1 exactly as the "
        "pseudocode has them, adding no check it does not have; answer with the full class in one "
        "```python block."
    )


def _unrunnable_feedback(failing: list[str]) -> str:
    listed = "\n".join(f"- {reason}" for reason in failing)
    return (
        "That code cannot run as the pseudocode's program:\n"
        f"{listed}\n"
        "Translate the pseudocode again: every name it reads must be a parameter, a variable the code "
        "sets before reading it, or a helper the code defines; keep the logic exactly as written and "
        "answer with the full class in one ```python block."
    )


def _retry_after(exc: ExternalServiceError) -> float | None:
    wait = getattr(exc, "retry_after", None)
    return float(wait) if isinstance(wait, int | float) and wait > 0 else None


def _feedback(issue: SyntaxIssue) -> str:
    text = f"\nThe offending line: {issue.text.strip()}" if issue.text else ""
    return (
        f"That code does not compile: {issue.message} at line {issue.line}, column {issue.col}.{text}\n"
        "Fix only the syntax (still do not fix the logic) and answer with the full class in one "
        "```python block."
    )


def _drop_added_guard(text: str, python: str, signature: Signature) -> tuple[str, str] | None:
    """The translation without an empty-input guard the model added, when that was its only drift
    (docs/pseudocode.md, "Model translation"), and the note that says so; else ``None``."""
    dropped = without_added_guard(text, python)
    if dropped is None:
        return None
    candidate, test = dropped
    if (
        compile_issue(candidate) is not None
        or unrunnable(candidate, signature)
        or fidelity_drifts(text, candidate)
    ):
        return None
    note = (
        f"the model's translation added a check your pseudocode does not have (`if {test}: return …`); "
        "it was taken out, so your steps run as you wrote them"
    )
    return candidate, note
