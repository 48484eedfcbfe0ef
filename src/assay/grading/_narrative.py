"""The model's narrative (pipeline step 6): what it is asked, and whether what it wrote may be shown.

A model writes words around facts that were measured by running the code. A small model can echo the
question's description, state a verdict the tests refute (a failure on a passing answer, success on a
failing one), name a complexity other than the one measured (in big-O or in words: "linear",
"constant space"), describe code that is not there (a hash map in code that has none, a recursion in
a loop, "the window is at most one character" where nothing bounds it), or say nothing in particular.
:func:`check_narrative` reads the narrative against the measured facts, the code and the question's
text; when it fails, the deterministic feedback is shown instead and ``feedback.narrativeFallback``
says why (docs/grading.md, "Reading the feedback").
"""

from __future__ import annotations

import json
import keyword
import re
from collections.abc import Iterable
from typing import Any

from pydantic import BaseModel, Field

from assay.grading._copied import copied_share, words
from assay.grading._models import FeedbackDraft, ReviewReport, Rubric
from assay.grading._schemas import NarrativeFallback
from assay.grading._scoring import complexity_rank, is_accepted
from assay.judge import JudgeResult, TestResult
from assay.questions import Question

__all__ = [
    "FALLBACK_NOTICES",
    "NARRATIVE_SYSTEM",
    "Narrative",
    "NarrativeFallback",
    "check_narrative",
    "narrative_messages",
]


#: The notice shown with each kind of fallback (the response's ``feedback.notices``).
FALLBACK_NOTICES: dict[str, str] = {
    "restates_question": "The model's narrative restated the question instead of reviewing the code",
    "contradicts_verdict": "The model's narrative contradicted the test results",
    "contradicts_complexity": "The model's narrative named a complexity other than the one measured",
    "contradicts_code": "The model's narrative described something the code does not do",
    "not_specific": "The model's narrative said nothing specific about this code",
}


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
    claims = [summary, *narrative.strengths]  # what the model says the code is or does
    if narrative.claims_correct != all_passed or (_claims_pass(summary) and not all_passed):
        return "contradicts_verdict"
    if all_passed and any(_claims_failure(c) for c in claims):
        return "contradicts_verdict"
    text = " ".join([summary, *narrative.improvements, *narrative.strengths])
    complexities = list(complexities)
    if _other_complexity(text, complexities) or _other_complexity_inwords(claims, complexities):
        return "contradicts_complexity"
    if _code_contradiction(" ".join([*claims, narrative.approach_name]), source) is not None:
        return "contradicts_code"
    if not _specific(summary, source, f"{question_title}\n{question_description}"):
        return "not_specific"
    return None


def _restates(summary: str, title: str, description: str) -> bool:
    said = words(summary)
    if not said:
        return False
    if title.strip() and summary.lower().startswith(title.strip().lower() + ":"):
        return True
    if copied_share(summary, description) > 0.5:  # more than half of it is the question's own wording
        return True
    content = [w for w in said if len(w) > 3 and w not in _STOP]
    if len(content) < 5:
        return False
    known = set(words(description)) | set(words(title))
    return sum(1 for w in content if w in known) / len(content) >= 0.8


def _claims(text: str, claim: re.Pattern[str], unless: re.Pattern[str]) -> bool:
    """Whether a sentence of ``text`` makes ``claim`` with nothing in it that ``unless`` finds (a
    denial, a hypothetical) to take it back."""
    return any(claim.search(sentence) and not unless.search(sentence) for sentence in _SENTENCE.split(text))


def _claims_pass(summary: str) -> bool:
    """Whether a sentence states that the code passes (on an answer that fails a test)."""
    return _claims(summary, _PASS_CLAIM, _NEGATION)


def _measured_ranks(complexities: Iterable[str | None]) -> set[float]:
    return {rank for rank in (complexity_rank(c) for c in complexities if c) if rank is not None}


def _other_complexity(text: str, complexities: Iterable[str | None]) -> bool:
    allowed = _measured_ranks(complexities)
    for mention in _BIG_O.findall(text):
        rank = complexity_rank(f"O({mention})")
        if rank is not None and rank not in allowed:
            return True
    return False


# --- claims about the outcome --------------------------------------------------------------------

_FAILURE_CLAIM = re.compile(
    r"\b(?:fails?|failed|failing)\b|\bdoes(?:\s+not|n't)\s+(?:pass|work|handle|return\s+the\s+correct)\b|"
    r"\b(?:is|are)\s+(?:incorrect|wrong|buggy)\b|\bincorrect(?:ly)?\b|\bwrong\s+(?:answer|result|output)s?\b|"
    r"\bcrash(?:es|ed)?\b|\braises\s+an?\s+\w*(?:error|exception)\b|\btimes?\s+out\b|\btime\s+limit\b|\bhas\s+a\s+bug\b|"
    r"\b(?:an?\s+)?(?:off-by-one|index\s*error|infinite\s+loop)\b",
    re.IGNORECASE,
)
# "never fails", "no test fails", "without errors": a failure word denied is a success claim; a
# hypothetical ("could fail on huge inputs", "if the list were empty it would crash") claims nothing.
_DENIED_OR_HYPOTHETICAL = re.compile(
    r"\b(?:no|none|never|not|without|zero|0)\b|n't\b|\b(?:could|might|may|would|can|if|unless|otherwise|"
    r"avoid|avoids|prevent|prevents|instead)\b",
    re.IGNORECASE,
)


def _claims_failure(text: str) -> bool:
    """Whether a sentence states that the code fails (on an answer whose tests all pass)."""
    return _claims(text, _FAILURE_CLAIM, _DENIED_OR_HYPOTHETICAL)


# --- complexity in words ------------------------------------------------------------------------

_COMPLEXITY_WORDS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\bconstant(?:\s+extra)?\s+(?:time|space|memory)\b", re.I), "O(1)"),
    (re.compile(r"\blogarithmic\s+(?:time|space)\b", re.I), "O(log n)"),
    (re.compile(r"\blinear(?:ithmic)?\s+(?:time|space|memory)\b", re.I), "O(n)"),
    (re.compile(r"\bquadratic\s+(?:time|space)?\b", re.I), "O(n^2)"),
    (re.compile(r"\bcubic\s+(?:time|space)?\b", re.I), "O(n^3)"),
    (re.compile(r"\bexponential\s+(?:time|space)?\b", re.I), "O(2^n)"),
)


def _other_complexity_inwords(claims: list[str], complexities: Iterable[str | None]) -> bool:
    """A class named in words ("runs in linear time", "constant space") that was not measured."""
    allowed = _measured_ranks(complexities)
    if not allowed:
        return False
    for claim in claims:
        for pattern, big_o in _COMPLEXITY_WORDS:
            match = pattern.search(claim)
            if not match or "linearithmic" in match.group(0).lower():
                continue
            rank = complexity_rank(big_o)
            if rank is not None and rank not in allowed:
                return True
    return False


# --- claims about the code ----------------------------------------------------------------------


def _technique(name: str, claim: str, trace: str) -> tuple[str, re.Pattern[str], re.Pattern[str]]:
    return name, re.compile(claim, re.I), re.compile(trace, re.I)


# What a narrative may say the code uses, and the traces of it in the code (Python or pseudocode, as
# the learner wrote it), both read without regard to case. A claim with no trace describes some
# other solution.
_TECHNIQUES: tuple[tuple[str, re.Pattern[str], re.Pattern[str]], ...] = (
    _technique(
        "a hash map",
        r"\bhash\s*-?\s*(?:map|table)s?\b|\bhashmap\b|\bdictionar(?:y|ies)\b|\bdict\b",
        r"\{\s*\}|\bdict\b|defaultdict|Counter|\bmap\b|\bhash|dictionar|\btable\b|\.get\(|\.items\(|"
        r"\.keys\(|\.values\(|\bcounts?\b|\{[^{}\n]*:[^{}\n]*\}",
    ),
    _technique(
        "a set",
        r"\b(?:a|the|hash)\s+set\b|\bhashset\b|\bset\s+of\b|\bsets\s+of\b",
        r"\bset\b|HashSet|\bSet\b|\bseen\b|\bvisited\b|\.add\(|\{[^{}:\n]+\}",
    ),
    _technique("a stack", r"\bstacks?\b", r"\bstack|\bpush|\.pop\(\s*\)|\bpop\b"),
    _technique(
        "a queue",
        r"\b(?:queue|deque)s?\b|\bbreadth[- ]first\b|\bBFS\b",
        r"\bqueue|\bdeque|popleft|enqueue|dequeue|\.shift\(|\.pop\(\s*0\s*\)",
    ),
    _technique("a heap", r"\bheaps?\b|\bpriority\s+queue\b", r"\bheap|priority"),
    _technique(
        "binary search",
        r"\bbinary\s+search\b",
        r"\bmid|\bmiddle|/\s*2\b|//\s*2\b|>>\s*1|\bbisect|\bhalf|\bdiv\s+2\b",
    ),
    _technique("sorting", r"\bsorts\b|\bsorting\b|\bsorted\s+first\b|\bfirst\s+sorts?\b", r"\bsort"),
    _technique(
        "dynamic programming",
        r"\bdynamic\s+programming\b|\bmemoi[sz](?:ation|ed|es)?\b|\bDP\s+(?:table|array)\b",
        r"\bdp\b|\bmemo|\bcache|\btable\b|lru_cache|\[\s*0\s*\]\s*\*|\bprev|\bbest\b|\bcur",
    ),
)
_RECURSION_CLAIM = re.compile(r"\brecurs(?:ion|ive|ively|es)\b|\bdepth[- ]first\b|\bDFS\b|\bbacktrack", re.I)
_SIZE_CLAIM = re.compile(
    r"\b(?:at\s+most|never\s+more\s+than|no\s+more\s+than|never\s+exceeds?|only\s+ever|always|exactly|"
    r"only|just|a\s+single)\s+(?:of\s+)?(one|two|three|1|2|3|a\s+single)\s+"
    r"(?:characters?|chars?|letters?|elements?|items?|entries|entry|nodes?|values?|numbers?)\b|"
    r"\b(?:size|length|width)\s+(?:of\s+(?:the\s+)?\w+\s+)?(?:is\s+)?(?:always\s+|never\s+more\s+than\s+|"
    r"at\s+most\s+|only\s+|exactly\s+)(one|two|three|1|2|3)\b",
    re.IGNORECASE,
)
_SIZE_SUBJECT = re.compile(
    r"\b(?:window|substring|subarray|sub-array|segment|range|size|length|width|stack|queue|set|map|dictionary)\b",
    re.IGNORECASE,
)
_SMALL = {"one": 1, "two": 2, "three": 3, "a single": 1, "1": 1, "2": 2, "3": 3}
_MODAL = re.compile(r"\b(?:could|should|would|might|consider|instead|try|if\s+you)\b", re.I)


def _code_contradiction(claims: str, source: str) -> str | None:
    """What the narrative says the code has or does that the code does not: a data structure or a
    technique with no trace in it, or a size bounded by a small number that nothing in it bounds."""
    stated = " ".join(s for s in _SENTENCE.split(claims) if not _MODAL.search(s))
    code = _strip_comments(source)
    for name, claim, trace in _TECHNIQUES:
        if claim.search(stated) and not trace.search(code):
            return f"it names {name}, which the code does not use"
    if _RECURSION_CLAIM.search(stated) and not _recursive(code) and not re.search(r"\bstack\b", code, re.I):
        return "it calls the code recursive, and nothing calls itself"
    sized = " ".join(s for s in _SENTENCE.split(stated) if _SIZE_SUBJECT.search(s))
    for match in _SIZE_CLAIM.finditer(sized):
        bound = _SMALL.get((match.group(1) or match.group(2) or "").lower().strip())
        if bound is not None and not _bounded_by(code, bound):
            return f"it says a size is {bound}, and nothing in the code bounds a size by {bound}"
    return None


def _strip_comments(source: str) -> str:
    return re.sub(r"#[^\n]*|//[^\n]*|/\*.*?\*/", " ", source, flags=re.DOTALL)


def _recursive(code: str) -> bool:
    """A function (or pseudocode procedure) that calls its own name in its body."""
    headers = re.finditer(
        r"^\s*(?:def|function|procedure|func|algorithm)?\s*([A-Za-z_][\w-]*)\s*\([^)\n]*\)\s*(?::|\{|->|$)",
        code,
        re.MULTILINE,
    )
    for header in headers:
        name = header.group(1)
        if name.lower() in ("if", "while", "for", "return", "print", "len", "range", "max", "min"):
            continue
        body = code[header.end() :]
        if re.search(rf"(?<![\w-]){re.escape(name)}\s*\(", body):
            return True
    return False


def _bounded_by(code: str, bound: int) -> bool:
    """Whether the code compares something with ``bound`` (``len(w) > 1``, ``if k <= 2``, "at most 1")."""
    number = rf"(?<![\w.]){bound}(?![\w.])"
    return bool(
        re.search(rf"(?:[<>]=?|==|!=|≤|≥|≠)\s*{number}|{number}\s*(?:[<>]=?|==|!=|≤|≥|≠)", code)
        or re.search(rf"\b(?:at\s+most|more\s+than|less\s+than|at\s+least|exceeds?)\s+{number}", code, re.I)
    )


def _specific(summary: str, source: str, question_text: str) -> bool:
    """Whether the summary says something about this code: a measured fact (a number, a big-O class,
    a test outcome) or a name from the code that the question does not already use."""
    said = words(summary)
    if len(said) < 6:
        return False
    if re.search(r"\d|\bO\s*\(", summary):
        return True
    asked = set(words(question_text))
    identifiers = {
        name.lower()
        for name in re.findall(r"[A-Za-z_][A-Za-z0-9_]{2,}", source)
        if not keyword.iskeyword(name) and name.lower() not in _STOP and name != "self"
    } - asked
    return any(w in _FACT_WORDS or w in identifiers for w in said)


def _verdict(test: TestResult) -> str:
    return str(test.verdict)


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."
