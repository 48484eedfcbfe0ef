"""Deterministic feedback (pipeline step 6 without a model), shaped like the response's ``feedback``
(docs/grading.md, "Reading the feedback").

Built only from measured facts (test verdicts, measured complexity) and the static review, so it
can never contradict them. It reads like a reviewer's note: one or two sentences naming the
approach, the measured complexity against the requirement and the first failing case, then
specific improvements with line numbers and the strengths worth keeping.

Hidden tests stay hidden: their inputs, expected values, outputs and error messages (which can
quote the input) are never put into feedback; only that they failed and how.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

from assay.grading._models import ComplexityRequirement, FeedbackDraft, Finding, ReviewReport, Severity
from assay.grading._review import missing_concepts, recognisable_concepts
from assay.grading._scoring import complexity_rank, is_accepted, is_skipped, meets
from assay.judge import ComplexityReport, JudgeResult, TestResult

__all__ = ["build_feedback"]

_MAX_VALUE_CHARS = 60
_VERDICT_PHRASES = {
    "WA": "returns a wrong answer",
    "TLE": "runs out of time",
    "MLE": "runs out of memory",
    "OLE": "prints too much output",
    "RE": "crashes",
    "IE": "could not be judged",
    "SKIPPED": "was not run",
}
_SEVERITY_ORDER = {Severity.MAJOR: 0, Severity.MINOR: 1, Severity.INFO: 2}


def build_feedback(
    *,
    review: ReviewReport,
    judge: JudgeResult | None,
    complexity: ComplexityReport | None,
    requirement: ComplexityRequirement,
    concepts: Sequence[str] = (),
    param_types: Sequence[str] = (),
    line_map: Sequence[int] | None = None,
    max_improvements: int = 6,
    max_strengths: int = 5,
) -> FeedbackDraft:
    """Write the feedback for a graded submission without a model.

    Args:
        review: the static review (approach, findings, strengths).
        judge: the judge's result; ``None`` when nothing could be executed.
        complexity: the measured complexity; ``None`` when not measured.
        requirement: the question's complexity requirements.
        concepts: the question's concepts, used for hints and missing-concept notes.
        param_types: the types of the method's parameters (``str``, ``List[int]``...): the edge cases
            suggested for failing hidden tests are the ones of these types.
        line_map: for pseudocode, the normaliser's map from a line of the Python that ran to the line
            of the submission (0: a line the normaliser added), so that runtime errors name the
            user's line. The review's findings must already be mapped.
        max_improvements: at most this many improvement items.
        max_strengths: at most this many strengths.

    Returns:
        Summary, approach, measured complexity against the requirement, improvements, strengths.
    """
    facts = _Facts.collect(judge, complexity, requirement)
    facts.edge_cases = _edge_cases(param_types)
    facts.line_map = list(line_map) if line_map is not None else None
    improvements = _improvements(facts, review, concepts)[:max_improvements]
    strengths = _strengths(facts, review)[:max_strengths]
    return FeedbackDraft(
        summary=_summary(facts, review, concepts),
        approach_name=review.approach.name,
        is_optimal=facts.is_optimal,
        time=facts.time,
        space=facts.space,
        meets_requirements=facts.meets_requirements,
        improvements=improvements,
        strengths=strengths,
    )


class _Facts:
    """What was measured, in the terms the sentences need."""

    def __init__(self) -> None:
        self.executed = False
        self.total = 0
        self.passed = 0
        self.failures: list[TestResult] = []  # tests that ran and failed
        self.not_run = 0  # tests skipped once the run stopped (a time-out, the time budget)
        self.compile_error: str | None = None
        self.compile_line: int | None = None
        self.compile_column: int | None = None
        self.edge_cases = _GENERIC_EDGE_CASES
        self.line_map: list[int] | None = None
        self.time: str | None = None
        self.space: str | None = None
        self.time_ok: bool | None = None
        self.space_ok: bool | None = None
        self.requirement = ComplexityRequirement()

    @classmethod
    def collect(
        cls,
        judge: JudgeResult | None,
        complexity: ComplexityReport | None,
        requirement: ComplexityRequirement,
    ) -> _Facts:
        facts = cls()
        facts.requirement = requirement
        if judge is not None:
            facts.total = max(len(judge.tests), judge.passed + judge.failed)
            facts.passed = (
                sum(1 for t in judge.tests if is_accepted(t.verdict)) if judge.tests else judge.passed
            )
            facts.failures = sorted(
                (t for t in judge.tests if not is_accepted(t.verdict) and not is_skipped(t.verdict)),
                key=lambda t: (t.hidden, t.index),
            )
            facts.not_run = sum(1 for t in judge.tests if is_skipped(t.verdict))
            facts.executed = bool(judge.tests) or judge.compile_error is not None
            if judge.compile_error is not None:
                err = judge.compile_error
                facts.compile_error = f"{err.type}: {err.message}".rstrip(": ")
                facts.compile_line = err.line
                facts.compile_column = err.column
        if complexity is not None:
            if complexity.time is not None and complexity_rank(complexity.time.cls) is not None:
                facts.time = complexity.time.cls
            if complexity.space is not None and complexity_rank(complexity.space.cls) is not None:
                facts.space = complexity.space.cls
        facts.time_ok = meets(facts.time, requirement.time)
        facts.space_ok = meets(facts.space, requirement.space)
        return facts

    @property
    def all_passed(self) -> bool:
        return self.total > 0 and self.passed >= self.total and self.compile_error is None

    @property
    def compile_where(self) -> str:
        """``line 6, column 35`` (empty when Python did not say)."""
        if not self.compile_line:
            return ""
        column = f", column {self.compile_column}" if self.compile_column else ""
        return f"line {self.compile_line}{column}"

    def user_line(self, line: int | None) -> int | None:
        """A line of the code that ran, as a line of the submission (``None``: the normaliser's own)."""
        if line is None or self.line_map is None:
            return line
        if not 0 < line <= len(self.line_map):
            return None
        return self.line_map[line - 1] or None

    @property
    def meets_requirements(self) -> bool:
        return self.time_ok is True and self.space_ok is not False

    @property
    def is_optimal(self) -> bool:
        return self.meets_requirements


# --- summary ---------------------------------------------------------------------------------------


def _article(phrase: str) -> str:
    return f"an {phrase}" if phrase[:1].lower() in "aeiou" else f"a {phrase}"


def _summary(facts: _Facts, review: ReviewReport, concepts: Sequence[str]) -> str:
    approach = review.approach.name
    req = facts.requirement
    if facts.compile_error is not None:
        where = f" at {facts.compile_where}" if facts.compile_where else ""
        return (
            f"The code does not compile ({facts.compile_error}{where}), so no test could run. "
            "Fix that line and resubmit; the tests will then show how the logic does."
        )
    if not facts.executed:
        reads = (
            f"it reads as {_article(approach)}"
            if review.parsed and approach != "unknown"
            else "its approach could not be recognised without running it"
        )
        return (
            f"This submission could not be run, so it was reviewed statically: {reads}. "
            "A reviewer will confirm the grade."
        )
    if facts.all_passed:
        tests = f"all {facts.total} tests pass (hidden ones included)"
        if facts.time is None:
            return f"Correct {approach} solution: {tests}. Its time complexity could not be measured."
        if facts.time_ok is False:
            hint = _complexity_hint(facts, review, ())
            return (
                f"Correct {approach} solution: {tests}, but the measured time is {facts.time} "
                f"where {req.time} is required. {hint}"
            )
        first = (
            f"Correct {approach} solution: {tests} and the measured time {facts.time} "
            f"meets the {req.time} requirement"
        )
        if facts.space_ok is False:
            return (
                f"{first}, though memory grows as {facts.space} where {req.space} is allowed. {_space_hint()}"
            )
        polish = _polish(review)
        return f"{first}. {polish}"
    failing = facts.failures[0] if facts.failures else None
    count = f"{facts.passed} of {facts.total} tests pass"
    second = _failing_second_sentence(facts)
    if failing is None:
        return f"{count}. {second}"
    if failing.hidden:
        kinds = sorted({_verdict(t) for t in facts.failures})
        what = ", ".join(_VERDICT_PHRASES.get(k, k) for k in kinds)
        return (
            f"The {approach} idea handles every visible test, but {count}: hidden tests fail ({what}). "
            f"Think about edge cases such as {facts.edge_cases}. "
            f"{second}"
        ).rstrip()
    return f"{count}: the {approach} solution {_describe_failure(failing, facts)}. {second}".rstrip()


def _failing_second_sentence(facts: _Facts) -> str:
    req = facts.requirement
    if facts.time is None:
        return "Fix that case first."
    if facts.time_ok:
        return (
            f"Fix that case first; the measured time {facts.time} already meets the {req.time} requirement."
        )
    return f"Fix that case first; the approach is also slower than required ({facts.time} vs {req.time})."


def _polish(review: ReviewReport) -> str:
    worth = [f for f in review.findings if f.severity is not Severity.INFO]
    if not worth:
        return "Clean, well-organised work."
    first = min(worth, key=lambda f: (_SEVERITY_ORDER[f.severity], f.line or 0))
    where = f" (line {first.line})" if first.line else ""
    return f"One thing to polish{where}: {first.message}"


def _verdict(test: TestResult) -> str:
    return str(test.verdict)


def _value(value: Any) -> str:
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= _MAX_VALUE_CHARS else text[: _MAX_VALUE_CHARS - 1] + "…"


def _args(test: TestResult) -> str:
    data = test.input
    if isinstance(data, dict):
        return ", ".join(f"{name} = {_value(v)}" for name, v in data.items()) or "no arguments"
    return _value(data)


def _describe_failure(test: TestResult, facts: _Facts) -> str:
    """A phrase like 'crashes with IndexError (line 7: ...) on input s = ""' for a VISIBLE test."""
    verdict = _verdict(test)
    on = f"on input {_args(test)}"
    if verdict == "WA":
        return f"returns {_value(test.received)} instead of {_value(test.expected)} {on}"
    if verdict == "RE" and test.error is not None:
        line = facts.user_line(test.error.line)
        where = f" at line {line}" if line else ""
        message = f": {test.error.message}" if test.error.message else ""
        return f"crashes with {test.error.type}{message}{where} {on}"
    return f"{_VERDICT_PHRASES.get(verdict, 'fails')} {on}"


# --- improvements ----------------------------------------------------------------------------------


def _improvements(facts: _Facts, review: ReviewReport, concepts: Sequence[str]) -> list[str]:
    items: list[str] = []
    if facts.compile_error is not None:
        where = f"Line {facts.compile_line}: " if facts.compile_line else ""
        column = f" (column {facts.compile_column})" if facts.compile_column else ""
        items.append(f"{where}{facts.compile_error}{column}. Fix the syntax so the tests can run.")
        # Every test "fails" with the same compile error and the review only saw that the code does
        # not parse: nothing else to say until it compiles.
        return items
    visible = [t for t in facts.failures if not t.hidden]
    hidden = [t for t in facts.failures if t.hidden]
    if visible:
        first = visible[0]
        items.append(f"Test {first.index + 1} {_describe_failure(first, facts)}.{_failure_advice(first)}")
        if len(visible) > 1:
            items.append(f"{len(visible) - 1} more visible test(s) fail; rerun them after fixing the first.")
    if facts.not_run:
        items.append(
            f"{facts.not_run} more test(s) were not run: the run stopped at the first test that ran out "
            "of time. Make that one finish and they will run."
        )
    if hidden:
        kinds = sorted({_verdict(t) for t in hidden})
        what = ", ".join(_VERDICT_PHRASES.get(k, k) for k in kinds)
        items.append(
            f"{len(hidden)} hidden test(s) fail ({what}); their inputs are not shown. Check the constraints' "
            f"edge cases: {facts.edge_cases}."
        )
    req = facts.requirement
    if facts.time_ok is False:
        items.append(
            f"Time complexity: measured {facts.time}, required {req.time}. "
            + _complexity_hint(facts, review, concepts)
        )
    if facts.space_ok is False:
        items.append(f"Space complexity: measured {facts.space}, allowed {req.space}. {_space_hint()}")
    missing = missing_concepts(concepts, review.approach) if review.parsed else []
    if missing:
        items.append(
            f"The question is about {_join(missing)}; the solution does not seem to use "
            + ("it." if len(missing) == 1 else "any of them.")
        )
    items.extend(_finding_items(review.findings))
    return items


def _failure_advice(test: TestResult) -> str:
    verdict = _verdict(test)
    if verdict == "RE":
        return " Guard that case before indexing or dividing."
    if verdict == "TLE":
        return " The loop may never finish, or the approach is too slow for this size."
    if verdict == "WA":
        return " Trace the code by hand on this input."
    return ""


def _finding_items(findings: Sequence[Finding]) -> list[str]:
    """One item per rule, most severe first, with the other lines it applies to."""
    by_rule: dict[str, list[Finding]] = {}
    for finding in findings:
        by_rule.setdefault(finding.rule, []).append(finding)
    groups = sorted(by_rule.values(), key=lambda g: (_SEVERITY_ORDER[g[0].severity], g[0].line or 0))
    items = []
    for group in groups:
        first = group[0]
        where = f"Line {first.line}: " if first.line else ""
        others = [str(f.line) for f in group[1:] if f.line]
        also = f" (also line{'s' if len(others) > 1 else ''} {', '.join(others)})" if others else ""
        items.append(f"{where}{first.message}{also} {first.suggestion}")
    return items


def _complexity_hint(facts: _Facts, review: ReviewReport, concepts: Sequence[str]) -> str:
    rules = {f.rule for f in review.findings}
    techniques = set(review.approach.techniques)
    want = complexity_rank(facts.requirement.time)
    if "recursion-without-memo" in rules:
        hint = "Memoise the recursive calls (or fill a table bottom-up) so each subproblem is solved once."
    elif "list-membership-in-loop" in rules:
        hint = "`in` on a list scans it each time; a set makes each membership check O(1)."
    elif want is not None and want <= 1:
        hint = "Halve the search range each step (binary search) instead of scanning."
    elif "brute force (nested loops)" in techniques:
        hint = (
            "Replace the inner loop with a hash set/map lookup or a sliding window, "
            "so each element is handled a constant number of times."
        )
    elif want is not None and want <= 3 and "sorting" not in techniques:
        hint = "Sorting once or keeping a heap usually removes the repeated scans."
    else:
        hint = "Look for repeated work inside loops that a better data structure could avoid."
    known = list(recognisable_concepts(concepts))
    if known:
        hint += f" The question points at {_join(known)}."
    return hint


_GENERIC_EDGE_CASES = "empty input, a single element, duplicates and the largest sizes"
_OPTIONAL = re.compile(r"^Optional\[(.*)\]$")


def _edge_cases(param_types: Sequence[str]) -> str:
    """The edge cases worth checking for parameters of these types, as one phrase."""
    cases: list[str] = []
    for raw in param_types:
        kind = raw.replace(" ", "")
        kind = _OPTIONAL.sub(r"\1", kind)
        lowered = kind.lower()
        if lowered == "str":
            cases += ["an empty string", "a single character", "repeated characters", "spaces and symbols"]
        elif lowered.startswith("list[list["):
            cases += ["an empty grid", "a single row or column"]
        elif lowered.startswith("list[str]"):
            cases += ["an empty list", "empty strings", "duplicates"]
        elif lowered.startswith(("list[", "tuple[")):
            cases += ["an empty list", "a single element", "duplicates"]
            if lowered in ("list[int]", "list[float]"):
                cases += ["negative numbers and zeros"]
        elif lowered in ("int", "float"):
            cases += ["zero", "negative numbers" if lowered == "int" else "negative and tiny values"]
        elif lowered == "listnode":
            cases += ["an empty list (None)", "a single node", "two nodes"]
        elif lowered == "treenode":
            cases += ["an empty tree (None)", "a single node", "a skewed tree (every node on one side)"]
        elif lowered.startswith("dict["):
            cases += ["an empty dictionary"]
    if not cases:
        return _GENERIC_EDGE_CASES
    unique = list(dict.fromkeys(cases))[:5]
    return _join([*unique, "the largest inputs the constraints allow"])


def _join(words: Sequence[str]) -> str:
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


def _space_hint() -> str:
    return "Reuse a few variables (or the input) instead of building containers that grow with the input."


# --- strengths -------------------------------------------------------------------------------------


def _strengths(facts: _Facts, review: ReviewReport) -> list[str]:
    items: list[str] = []
    if facts.all_passed:
        items.append(f"Passes all {facts.total} tests, including the hidden ones.")
    if not facts.all_passed:
        # Fast and small is no merit in code that gives wrong answers (`return 0` is O(1)).
        items.extend(s.message for s in review.strengths)
        return items
    if facts.time_ok:
        items.append(f"Meets the {facts.requirement.time} time requirement (measured {facts.time}).")
    if facts.space_ok and facts.requirement.space:
        items.append(f"Stays within {facts.requirement.space} extra space (measured {facts.space}).")
    items.extend(s.message for s in review.strengths)
    return items
