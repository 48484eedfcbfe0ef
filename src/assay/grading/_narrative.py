"""The model's narrative (pipeline step 6): what it is asked, and whether what it wrote may be shown.

A model writes words around facts that were measured by running the code. A small model can echo the
question's description, state a verdict the tests refute, name a complexity other than the one
measured, or say nothing in particular. :func:`check_narrative` reads the narrative against the
measured facts and the question's text; when it fails, the deterministic feedback is shown instead and
``feedback.narrativeFallback`` says why (docs/grading.md, "Reading the feedback").
"""

from __future__ import annotations

import json
import keyword
import re
from collections.abc import Iterable
from typing import Any

from pydantic import BaseModel, Field

from assay.grading._models import FeedbackDraft, ReviewReport, Rubric
from assay.grading._schemas import NarrativeFallback
from assay.grading._scoring import complexity_rank, is_accepted
from assay.judge import JudgeResult, TestResult
from assay.questions import Question

__all__ = [
    "NARRATIVE_SYSTEM",
    "Narrative",
    "NarrativeFallback",
    "check_narrative",
    "narrative_messages",
]


class Narrative(BaseModel):
    """What the model may add: words, never the verdict or the score."""

    summary: str = Field(max_length=1200, description="Two or three sentences for the student.")
    approach_name: str = Field(max_length=120, description='e.g. "sliding window with hash set"')
    improvements: list[str] = Field(default_factory=list, max_length=6)
    strengths: list[str] = Field(default_factory=list, max_length=6)
    time_complexity: str | None = Field(
        default=None, description="Your own reading of the time complexity, big-O notation."
    )
    claims_correct: bool = Field(description="Whether you believe the solution is correct.")


NARRATIVE_SYSTEM = """\
You are a kind, precise reviewer on a coding-practice platform. A student's solution has ALREADY been
graded by running it: the test results and the measured complexity below are FACTS. Never contradict
them, never re-grade, never invent test results. Your job is the words: a short summary for the
student about THEIR code (what it does well or where it goes wrong, the measured complexity), the name
of the approach, concrete improvement suggestions (reference lines where you can) and strengths worth
keeping. Do not restate the question: the student knows it. Do not reveal or guess hidden test inputs.
Answer in JSON only."""


def narrative_messages(
    question: Question,
    source: str,
    draft: FeedbackDraft,
    rubric: Rubric,
    judged: JudgeResult | None,
    static: ReviewReport,
) -> list[dict[str, str]]:
    """The request: the measured facts first, the student's code, the question by title only (a
    description in the prompt is what a small model copies back)."""
    tests = list(judged.tests) if judged is not None else []
    facts: dict[str, Any] = {
        "tests": (
            {"passed": judged.passed, "failed": judged.failed, "total": len(judged.tests)}
            if judged is not None
            else "not run: the submission could not be executed"
        ),
        "all_tests_pass": judged is not None and bool(tests) and judged.failed == 0,
        "first_failing_visible_tests": [
            {"input": t.input, "expected": t.expected, "received": t.received, "verdict": _verdict(t)}
            for t in tests
            if not is_accepted(t.verdict) and not t.hidden
        ][:2],
        "failing_hidden_tests": sum(1 for t in tests if not is_accepted(t.verdict) and t.hidden),
        "measured_time_complexity": draft.time,
        "measured_space_complexity": draft.space,
        "required_complexity": question.complexity_requirements.model_dump(),
        "meets_complexity_requirement": draft.meets_requirements,
        "score": {
            "total": rubric.total,
            "correctness": rubric.correctness,
            "complexity": rubric.complexity,
            "implementation": rubric.implementation,
        },
        "static_findings": [
            f"line {f.line}: {f.message}" if f.line else f.message for f in static.findings[:8]
        ],
        "approach_recognised": draft.approach_name,
    }
    user = (
        f"Measured facts (authoritative):\n{json.dumps(facts, indent=1, default=str)}\n\n"
        f"Question: {question.title}\n"
        f"Requirements: {json.dumps(question.requirements)}\n\n"
        f"Student solution:\n```\n{_clip(source, 6000)}\n```\n\n"
        "Return JSON with: summary (2-3 sentences about this code, consistent with the facts; do not "
        "restate the question), approach_name, improvements (at most 5), strengths (at most 5), "
        "time_complexity (your own big-O reading), claims_correct (true only if you believe the code is "
        "correct)."
    )
    return [{"role": "system", "content": NARRATIVE_SYSTEM}, {"role": "user", "content": user}]


# --- the check ---------------------------------------------------------------------------------------

_WORD = re.compile(r"[A-Za-z][A-Za-z']*")
_BIG_O = re.compile(r"\bO\s*\(((?:[^()]|\([^()]*\))*)\)")
_STOP = frozenset(
    re.findall(
        r"\S+",
        """a an the and or but if then else of to in on at by for with from into is are was were be
        been it its this that these those as not no your you we our their there here which
        who what when where how all any each every one two so than too very can will would
        should could may might must do does did has have had also just only such""",
    )
)
# Words that tie a sentence to what running the code measured: its tests and its complexity. Names
# of algorithms and data structures are not among them: "binary search is an efficient algorithm for
# sorted arrays" is true of every binary search and says nothing about this one.
_FACT_WORDS = frozenset(
    re.findall(
        r"\S+",
        """test tests pass passes passed passing fail fails failed failing correct correctly
        incorrect wrong error crash crashes complexity linear quadratic logarithmic constant
        exponential timeout""",
    )
)
_PASS_CLAIM = re.compile(
    r"\b(?:all|every)\s+(?:of\s+the\s+)?(?:\w+\s+)?tests?\s+(?:pass|passed|succeed)|"
    r"\bpass(?:es|ed)?\s+(?:all|every)\b|\b(?:is|are)\s+(?:fully\s+)?correct\b|\bcorrectly\s+solves\b|"
    r"\bworks\s+correctly\b",
    re.IGNORECASE,
)
_NEGATION = re.compile(r"\b(?:not|never|no|fails?|failing|incorrect|wrong)\b|n't\b", re.IGNORECASE)
_SENTENCE = re.compile(r"(?<=[.!?])\s+")
_SHINGLE = 6


def check_narrative(
    narrative: Narrative,
    *,
    question_title: str,
    question_description: str,
    all_passed: bool,
    complexities: Iterable[str | None],
    source: str,
) -> NarrativeFallback | None:
    """Why the narrative may not be shown, or ``None`` when it may.

    Args:
        narrative: what the model wrote.
        question_title: the question's title.
        question_description: the question's text: a summary that repeats it says nothing about the code.
        all_passed: every test passed (the measured verdict).
        complexities: the measured time and space classes and the required ones: any other big-O class
            the narrative names contradicts a measurement.
        source: the code that was graded (its identifiers make a sentence specific).
    """
    summary = narrative.summary.strip()
    if _restates(summary, question_title, question_description):
        return "restates_question"
    if narrative.claims_correct != all_passed or (_claims_pass(summary) and not all_passed):
        return "contradicts_verdict"
    text = " ".join([summary, *narrative.improvements, *narrative.strengths])
    if _other_complexity(text, complexities):
        return "contradicts_complexity"
    if not _specific(summary, source, f"{question_title}\n{question_description}"):
        return "not_specific"
    return None


def _words(text: str) -> list[str]:
    return [w.lower().strip("'") for w in _WORD.findall(text)]


def _restates(summary: str, title: str, description: str) -> bool:
    words = _words(summary)
    if not words:
        return False
    if title.strip() and summary.lower().startswith(title.strip().lower() + ":"):
        return True
    told = _words(description)
    shingles = {tuple(told[i : i + _SHINGLE]) for i in range(len(told) - _SHINGLE + 1)}
    copied: set[int] = set()
    for i in range(len(words) - _SHINGLE + 1):
        if tuple(words[i : i + _SHINGLE]) in shingles:
            copied.update(range(i, i + _SHINGLE))
    if len(copied) * 2 > len(words):  # more than half of it is the question's own wording
        return True
    content = [w for w in words if len(w) > 3 and w not in _STOP]
    if len(content) < 5:
        return False
    known = set(told) | set(_words(title))
    return sum(1 for w in content if w in known) / len(content) >= 0.8


def _claims_pass(summary: str) -> bool:
    return any(
        _PASS_CLAIM.search(sentence) and not _NEGATION.search(sentence)
        for sentence in _SENTENCE.split(summary)
    )


def _other_complexity(text: str, complexities: Iterable[str | None]) -> bool:
    allowed = {rank for rank in (complexity_rank(c) for c in complexities if c) if rank is not None}
    for mention in _BIG_O.findall(text):
        rank = complexity_rank(f"O({mention})")
        if rank is not None and rank not in allowed:
            return True
    return False


def _specific(summary: str, source: str, question_text: str) -> bool:
    """Whether the summary says something about this code: a measured fact (a number, a big-O class,
    a test outcome) or a name from the code that the question does not already use."""
    words = _words(summary)
    if len(words) < 6:
        return False
    if re.search(r"\d|\bO\s*\(", summary):
        return True
    asked = set(_words(question_text))
    identifiers = {
        name.lower()
        for name in re.findall(r"[A-Za-z_][A-Za-z0-9_]{2,}", source)
        if not keyword.iskeyword(name) and name.lower() not in _STOP and name != "self"
    } - asked
    return any(w in _FACT_WORDS or w in identifiers for w in words)


def _verdict(test: TestResult) -> str:
    return str(test.verdict)


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."
