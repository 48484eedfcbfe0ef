"""Code answers scored by running them (docs/learning.md, "Code answers").

When an answer is code or pseudocode for a bank question, the grading pipeline runs it (tests,
hidden tests, measured complexity) and its 0..100 score becomes the 0..1 score; the error type is
derived from the verdicts, never from a model's opinion.
"""

from __future__ import annotations

import ast
import re
import textwrap
from collections.abc import Callable
from typing import Any, Protocol

from assay.errors import AssayError
from assay.learning._decision import CORRECT_AT
from assay.learning._models import CodeSignature, ErrorType, GradeOutcome, Scoring

__all__ = [
    "CodeGrader",
    "GradingServiceGrader",
    "choose_bank_question",
    "fit_to_signature",
    "looks_like_code",
    "scoring_from_grade",
    "small_syntax_fix",
]


class CodeGrader(Protocol):
    """Runs a code answer against a bank question. Jobs do not import each other, so the front
    doors hand the learning service one built on ``assay.grading`` (:class:`GradingServiceGrader`)."""

    async def grade(self, question_id: str, code: str) -> GradeOutcome:
        """The verdicts of running ``code`` against the question's tests."""
        ...

    def signature(self, question_id: str) -> CodeSignature | None:
        """The typed method the question asks for, or None for an unknown question."""
        ...


class GradingServiceGrader:
    """A :class:`CodeGrader` over the grading service's public API (``evaluate``, ``load_question``).

    Args:
        service: a grading service.
        factory: or a function that builds one when the first code answer arrives (starting the
            sandbox costs time that text answers should not pay).
    """

    def __init__(self, service: Any = None, *, factory: Callable[[], Any] | None = None) -> None:
        if (service is None) == (factory is None):
            raise TypeError("give a grading service or a factory, not both")
        self._built: Any = service
        self._factory = factory

    @property
    def service(self) -> Any:
        """The grading service (built on first use when a factory was given)."""
        if self._built is None and self._factory is not None:
            self._built = self._factory()
        return self._built

    async def grade(self, question_id: str, code: str) -> GradeOutcome:
        result = await self.service.evaluate(question_id, code)
        tests = result.test_results
        return GradeOutcome(
            question_id=str(result.question_id),
            evaluation_id=str(result.evaluation_id),
            score=int(result.score),
            passed=int(tests.passed),
            failed=int(tests.failed),
            total=int(tests.total),
            not_run=int(tests.not_run),
            compile_error=tests.compile_error,
            meets_complexity=bool(result.feedback.complexity.meets_requirements),
            required_time=str(result.measured_complexity.required_time),
        )

    def signature(self, question_id: str) -> CodeSignature | None:
        try:
            signature = self.service.load_question(question_id).signature
        except AssayError:  # an unknown id: the answer is scored as text
            return None
        return CodeSignature(
            method=str(signature.method),
            params=[(str(p.name), str(p.type)) for p in signature.params],
            returns=str(signature.returns),
        )


_CODE_LINE = re.compile(
    r"^\s*(def |class |for .+:|while .+:|if .+:|return\b|function\b|procedure\b|end\b|"
    r"[a-zA-Z_][\w\[\]\.]*\s*(=|\+=|-=|<-|←)\s*\S)",
    re.IGNORECASE,
)


def looks_like_code(text: str) -> bool:
    """Whether an answer is code or pseudocode: a Solution class or function definition, or
    several lines of which at least half look like statements."""
    if re.search(r"^\s*(class\s+Solution\b|def\s+\w+\s*\()", text, re.MULTILINE):
        return True
    lines = [line for line in text.splitlines() if line.strip()]
    if len(lines) < 3:
        return False
    return sum(bool(_CODE_LINE.match(line)) for line in lines) * 2 >= len(lines)


def choose_bank_question(text: str, candidates: list[str], method_names: dict[str, str]) -> str | None:
    """Which of the concept's bank questions the code answers: the one whose method it defines,
    else the first."""
    for question_id in candidates:
        name = method_names.get(question_id)
        if name and re.search(rf"\b{re.escape(name)}\s*\(", text):
            return question_id
    return candidates[0] if candidates else None


def _annotated(func: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    args = [*func.args.posonlyargs, *func.args.args][1:]
    return func.returns is not None and all(a.annotation is not None for a in args)


def fit_to_signature(code: str, signature: CodeSignature) -> str:
    """A learner's working code in the shape the grader runs: a ``class Solution`` with the
    question's typed method. A learner answering a concept question writes ``def two_sum(nums,
    target):`` with no class and no type hints; the grader's contract needs both. When the code
    parses and is not already in that shape, it is kept as written and a typed ``Solution`` method
    that calls it is added. Code that does not parse is returned unchanged (the grader reports it).
    """
    source = textwrap.dedent(code)
    try:
        tree = ast.parse(source)
    except SyntaxError:
        # Still wrap a plain function, so the grader reports the syntax error where the learner
        # made it instead of refusing the shape.
        headers = re.findall(r"^def\s+(\w+)\s*\(", source, re.MULTILINE)
        if "class Solution" in source or not headers:
            return code
        name = signature.method if signature.method in headers else headers[0]
        return _wrapped(source, signature, name)
    want = len(signature.params)
    classes = [n for n in tree.body if isinstance(n, ast.ClassDef)]
    functions = [n for n in tree.body if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)]
    solution = next((c for c in classes if c.name == "Solution"), None)
    call: str | None = None
    if solution is not None:
        methods = [n for n in solution.body if isinstance(n, ast.FunctionDef)]
        method = next((m for m in methods if m.name == signature.method), None)
        method = method or next((m for m in methods if len(m.args.args) - 1 == want), None)
        if method is None or (method.name == signature.method and _annotated(method)):
            return code
        source = re.sub(r"^class\s+Solution\b", "class _LearnerSolution", source, count=1, flags=re.MULTILINE)
        call = f"_LearnerSolution().{method.name}"
    else:
        function = next((f for f in functions if f.name == signature.method), None)
        function = function or next((f for f in functions if len(f.args.args) == want), None)
        if function is None:
            return code
        call = function.name
    return _wrapped(source, signature, call)


def _wrapped(source: str, signature: CodeSignature, call: str) -> str:
    names = ", ".join(name for name, _ in signature.params)
    # Appended after the learner's code, so the line numbers of any error are the learner's own.
    return (
        f"{source.rstrip()}\n\n\nfrom typing import *\n\n\nclass Solution:\n"
        f"    {signature.header()}\n        return {call}({names})\n"
    )


def small_syntax_fix(source: str) -> bool:
    """Whether one small edit on the failing line (a missing colon or closing bracket, a stray
    character, a typo'd keyword) makes the code compile: a slip, not a misunderstanding."""
    source = textwrap.dedent(source)
    try:
        ast.parse(source)
        return True
    except SyntaxError as exc:
        line_no = exc.lineno or 0
    lines = source.splitlines()
    if not 1 <= line_no <= len(lines):
        return False
    line = lines[line_no - 1]
    candidates = [line.rstrip() + ":", line + ")", line + "]", line.rstrip(":;"), line.rstrip() + "):"]
    for wrong, right in (
        ("retrun", "return"),
        ("esle", "else"),
        ("fi ", "if "),
        ("whiel", "while"),
        ("dfe", "def"),
    ):
        candidates.append(line.replace(wrong, right))
    for fixed in candidates:
        trial = [*lines[: line_no - 1], fixed, *lines[line_no:]]
        try:
            ast.parse("\n".join(trial))
            return True
        except SyntaxError:
            continue
    return False


def scoring_from_grade(result: GradeOutcome, submitted: str) -> Scoring:
    """The learning score and error type from a grading result's verdicts.

    - does not compile: CARELESS when one small edit fixes it, else INCOMPLETE;
    - every test passes but the complexity misses the requirement: PROCEDURAL (right answer, wrong method);
    - a test ran out of time: PROCEDURAL;
    - most tests pass: INCOMPLETE (cases it does not handle); most fail: PROCEDURAL.
    """
    tests = result
    score = max(0.0, min(1.0, result.score / 100.0))
    details: list[str] = []
    meets = result.meets_complexity
    if score >= CORRECT_AT and tests.failed == 0 and not tests.not_run and not tests.compile_error and meets:
        kind = ErrorType.CORRECT
    elif tests.compile_error:
        small = small_syntax_fix(submitted)
        kind = ErrorType.CARELESS if small else ErrorType.INCOMPLETE
        details.append(f"The code does not compile: {tests.compile_error}.")
    elif tests.total and tests.failed == 0 and not meets:
        kind = ErrorType.PROCEDURAL
        details.append(f"Every test passes, but the method is slower than required ({result.required_time}).")
    elif tests.not_run:
        kind = ErrorType.PROCEDURAL
        details.append("Some tests ran out of time: the method is too slow.")
    elif tests.total and tests.passed * 2 >= tests.total:
        kind = ErrorType.INCOMPLETE
        details.append(f"{tests.failed} of {tests.total} tests fail: some cases are not handled.")
    else:
        kind = ErrorType.PROCEDURAL
        details.append(f"{tests.failed} of {tests.total} tests fail: the method does not solve the problem.")
    if kind is not ErrorType.CORRECT and score >= CORRECT_AT:
        score = 0.79  # a failing test, a compile error or a too slow method is never "correct"
    key = {
        ErrorType.CARELESS: "careless_details",
        ErrorType.PROCEDURAL: "procedural_details",
        ErrorType.INCOMPLETE: "incomplete_details",
    }.get(kind, "details")
    return Scoring(
        score=round(score, 4),
        scored_by="grading",
        error_type=kind,
        signals={
            key: details,
            "evaluation_id": result.evaluation_id,
            "question_id": result.question_id,
            "tests_passed": tests.passed,
            "tests_total": tests.total,
        },
        notes=[f"scored by running the code against bank question {result.question_id}"],
    )
