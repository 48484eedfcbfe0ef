"""Pipeline step "make it executable" (docs/grading.md, "The pipeline"): a submission → :class:`Prepared`.

Python is run as written, even with a syntax error (the judge reports it with its line and column);
everything else goes to the deterministic pseudocode normaliser. Where the normaliser fails or is
unsure (docs/grading.md, "When the translation is unsure"), a model translates when one is
configured; otherwise the answer is ``PSEUDOCODE_NOT_UNDERSTOOD`` naming the lines: a failure of our
translation is never graded as the learner's.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace

from assay.errors import ExternalServiceError, InvalidInputError
from assay.grading._algorithm_shape import has_algorithmic_structure, question_pasted
from assay.grading._meters import Clock, Metered
from assay.grading._pseudocode import (
    Normalised,
    SyntaxIssueCode,
    UnrecognisedLine,
    fill_lines,
    normalise,
    not_understood,
    pseudocode_in_python_form,
    static_doubts,
    syntax_doubts,
    translate,
)
from assay.grading._steps import Parsed, Prepared
from assay.grading._validation import (
    defines_other_classes,
    expected_signature_line,
    reads_parsed_as_python,
    validate_parsed,
)
from assay.judge import Signature
from assay.questions import Question

__all__ = ["Translator", "prepare"]

log = logging.getLogger(__name__)

#: Reads a submission as the normaliser does (:func:`~assay.grading._pseudocode.normalise`), off the
#: caller's thread or process.
Read = Callable[[str, Signature], Awaitable[Normalised]]

_NUL_NOTICE = "NUL characters in the submission were ignored."


@dataclass(frozen=True, slots=True)
class Translator:
    """The model translation of pseudocode our normaliser was unsure of (or the 422 without one).

    Attributes:
        gateway: the grade's metered gateway.
        feedback_rounds: syntax-error rounds (``ASSAY_TRANSLATE_FEEDBACK_ROUNDS``).
        timeout_s: deadline of each model call (``ASSAY_TRANSLATE_TIMEOUT_S``).
        fill_lines: ask for the doubtful lines alone first (``ASSAY_TRANSLATE_FILL_LINES``).
    """

    gateway: Metered
    feedback_rounds: int
    timeout_s: float
    fill_lines: bool = True

    async def translate_or_refuse(
        self,
        text: str,
        question: Question,
        doubts: list[UnrecognisedLine],
        clock: Clock,
        normalised: Normalised | None = None,
    ) -> Prepared:
        """The model's translation, prepared; never a grade of code we could not translate.

        With the normaliser's Python at hand, the model is first asked for the doubtful lines only
        (docs/pseudocode.md, "Line fill-in"), unless ``fill_lines`` is off; the whole-program
        translation runs when that is refused or skipped.

        Raises:
            PseudocodeNotUnderstoodError: no model, or it failed for good (the lines, how to write them).
            ExternalServiceError: the model may answer in a moment (503, retryable).
        """
        expected = expected_signature_line(question.signature)
        if not self.gateway.configured:
            raise not_understood(doubts, question.signature, expected=expected)
        if self.fill_lines and normalised is not None and normalised.changed:
            with clock.step("translate"):
                filled = await fill_lines(
                    text,
                    normalised,
                    doubts,
                    question.signature,
                    gateway=self.gateway,
                    timeout_s=self.timeout_s,
                )
            if filled.ok:
                shown = ", ".join(str(n) for n in filled.lines)
                return Prepared(
                    kind="translated_lines",
                    code=Parsed.of(filled.python),
                    notices=(
                        f"A model translated line(s) {shown}, which our pseudocode translation did not "
                        "understand; every other line is our own translation (see translatedSolution). "
                        "The tests ran on that program.",
                        *normalised.notes,
                    ),
                )
            log.info(
                "question %s: line fill-in refused (%s); asking for the whole program",
                question.id,
                filled.reason,
            )
        with clock.step("translate"):
            translation = await translate(
                text,
                question.signature,
                gateway=self.gateway,
                feedback_rounds=self.feedback_rounds,
                model_name=self.gateway.model_id,
                timeout_s=self.timeout_s,
            )
        if translation.ok:
            return Prepared(
                kind="translated",
                code=Parsed.of(translation.python),
                notices=(
                    "A model translated this pseudocode to Python (see translatedSolution); "
                    "the tests ran on that translation.",
                    *translation.notes,
                ),
            )
        if translation.retryable:
            # Only the model could make this submission run, and it may answer in a moment: "retry
            # shortly" (SYSTEM_ERROR 503) is the honest answer, not a grade.
            details = {"retryAfterS": translation.retry_after_s} if translation.retry_after_s else {}
            raise ExternalServiceError(
                f"the model needed to translate this pseudocode did not answer: {translation.error}",
                code=translation.error_code or "LLM_UNAVAILABLE",
                retryable=True,
                hint="retry shortly; the pseudocode needs the model to run",
                details=details,
            )
        log.info(
            "question %s: pseudocode not understood and the model translation failed (%s: %s)",
            question.id,
            translation.error_code,
            translation.error,
        )
        raise not_understood(
            doubts,
            question.signature,
            expected=expected,
            model_code=translation.error_code or "LLM_ERROR",
            model_error=translation.error,
        )


async def prepare(
    text: str, question: Question, translator: Translator, clock: Clock, read: Read | None = None
) -> Prepared:
    """Make the submission executable.

    ``read`` runs the normaliser (the service's reads in a worker process with a deadline:
    docs/grading.md, "Reading pseudocode"); by default it runs here, in the caller's thread.

    Raises:
        InvalidInputError: ``INVALID_SOLUTION``: Python classes but no ``class Solution``, comments
            only, no algorithmic structure at all (a JSON file, a shopping list), or the question
            pasted back with no steps besides.
        PseudocodeNotUnderstoodError: our translation could not make it run and no model could
            either (``PSEUDOCODE_NOT_UNDERSTOOD``, the lines and how to write them).
        ExternalServiceError: the model needed for it may answer in a moment (503, retryable).
    """
    if "\x00" in text:
        # A NUL character (a paste artefact) can be neither Python nor pseudocode, and Python's
        # compiler refuses the whole text for it; dropping it moves no line.
        prepared = await prepare(text.replace("\x00", ""), question, translator, clock, read)
        return replace(prepared, notices=(*prepared.notices, _NUL_NOTICE))
    parsed = Parsed.of(text)
    # `class Solution` / `def twoSum(self, nums):` / `nums.length`: it parses, but it is pseudocode
    # (docs/pseudocode.md, "Limits": Python-like pseudocode that parses)
    python_like = pseudocode_in_python_form(text, question.signature)
    if reads_parsed_as_python(parsed) and not python_like:
        # Python, even with a syntax error: the judge reports that as a compile error with its line
        # and column. Neither the normaliser nor a model may quietly repair the student's syntax.
        return Prepared(kind="python", code=parsed)
    if defines_other_classes(parsed) and not python_like:
        # Python with classes, none of them `Solution`: a wrong structure, not pseudocode to wrap.
        validate_parsed(parsed, question.signature)
    if question_pasted(text, _question_text(question)):
        raise _question_pasted(question)
    with clock.step("normalise"):
        normalised = await read(text, question.signature) if read else normalise(text, question.signature)
    if normalised.ok:
        code = parsed if normalised.python == text else Parsed.of(normalised.python)
        if normalised.changed and not has_algorithmic_structure(
            text, normalised.python, normalised.line_map, tree=code.tree
        ):
            if not has_algorithmic_structure(text):
                raise _not_a_solution(question)
            # The text has steps and our Python kept none of them: the translation failed, not the
            # learner (docs/pseudocode.md, "When it fails").
            doubts = static_doubts(text, normalised, question.signature) or _untranslated(
                text, normalised.line_map
            )
            return await translator.translate_or_refuse(text, question, doubts, clock, normalised)
        if not normalised.changed:
            return Prepared(kind="python", code=code)
        doubts = static_doubts(text, normalised, question.signature)
        if not doubts:
            return Prepared(
                kind="pseudocode",
                code=code,
                notices=tuple(normalised.notes),
                line_map=tuple(normalised.line_map),
            )
        # It compiles, but a line was not understood or a name is read that nothing binds: running
        # it would grade our translation, not the learner's algorithm.
        return await translator.translate_or_refuse(text, question, doubts, clock, normalised)
    issue = normalised.error
    if issue is not None and not normalised.rules_applied and issue.code is SyntaxIssueCode.ONLY_COMMENTS:
        expected = expected_signature_line(question.signature)
        raise InvalidInputError(
            "The solution holds no code, only comments: expected a `class Solution:` with "
            f"`{expected}` (Python or pseudocode).",
            code="INVALID_SOLUTION",
            details={"expectedSignature": expected},
        )
    if not has_algorithmic_structure(text):
        raise _not_a_solution(question)
    return await translator.translate_or_refuse(
        text, question, syntax_doubts(text, normalised), clock, normalised
    )


def _untranslated(text: str, line_map: list[int] | tuple[int, ...]) -> list[UnrecognisedLine]:
    """The submission's non-blank lines that no line of the translation came from."""
    kept = set(line_map)
    return [
        UnrecognisedLine(
            line=n,
            text=line.strip(),
            hint=(
                "our translation kept nothing of this step: write it as one short step, e.g. "
                "`set best to 0`, `for each x in nums`, `return best` (docs/pseudocode.md)"
            ),
        )
        for n, line in enumerate(text.replace("\r\n", "\n").split("\n"), 1)
        if line.strip() and n not in kept
    ]


def _question_text(question: Question) -> str:
    return "\n".join([question.title, question.description, *question.constraints, *question.requirements])


def _question_pasted(question: Question) -> InvalidInputError:
    return _no_steps(
        question,
        "The submission is the question's own text, with no steps of yours: write your algorithm as "
        "Python (a `class Solution:` with `{expected}`) or as pseudocode steps (loops, conditions, "
        "assignments, a return value), e.g. `for each c in s` ... `return best`.",
        "Keep the question out of the answer (or quote it above your steps), then resubmit.",
    )


def _not_a_solution(question: Question) -> InvalidInputError:
    return _no_steps(
        question,
        "The submission reads as neither code nor pseudocode: expected a `class Solution:` with "
        "`{expected}` in Python, or pseudocode steps for it (loops, conditions, assignments, a return "
        "value), e.g. `for each c in s` ... `return best`.",
        "Write the algorithm as Python or as pseudocode (see docs/pseudocode.md), then resubmit.",
    )


def _no_steps(question: Question, message: str, hint: str) -> InvalidInputError:
    """``INVALID_SOLUTION`` for a text with no steps; ``{expected}`` in ``message`` is the def line."""
    expected = expected_signature_line(question.signature)
    return InvalidInputError(
        message.format(expected=expected),
        code="INVALID_SOLUTION",
        hint=hint,
        details={"expectedSignature": expected},
    )
