"""Data shapes of the question bank: the full :class:`Question` and the views safe to show users.

A question file (``L-{id}.json``) holds exactly the fields of :class:`Question`; anything else is
rejected (``extra="forbid"``) so that a typo in a field name is an error, not a silently ignored key.
The signature, test-case and compare shapes belong to the judge (:mod:`assay.judge`), which runs them.
"""

from __future__ import annotations

import ast
import hashlib
import itertools
import json
import re
from enum import StrEnum
from functools import cached_property
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from assay.judge import (
    CheckerCompare,
    CompareSpec,
    ExactCompare,
    InplaceCompare,
    Signature,
    TestCase,
)

__all__ = [
    "QUESTION_ID_PATTERN",
    "ComplexityRequirements",
    "Difficulty",
    "PublicQuestion",
    "Question",
    "QuestionSummary",
    "Scaling",
]

QUESTION_ID_PATTERN = r"^[A-Za-z0-9_-]{1,64}$"

# "O(n)", "O(n log n)", "O(min(m,n))", "O(1)": a big-O expression; the fitting code parses it leniently.
_BIG_O = re.compile(r"^O\(.+\)$")

QuestionId = Annotated[str, Field(pattern=QUESTION_ID_PATTERN, description='Stable id, e.g. "3".')]


class Difficulty(StrEnum):
    """How hard a question is."""

    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"


class ComplexityRequirements(BaseModel):
    """The big-O bounds a full-marks solution must meet, e.g. ``{"time": "O(n)", "space": "O(1)"}``."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    time: str = Field(description='Required time complexity, e.g. "O(n)".')
    space: str = Field(description='Required extra-space complexity, e.g. "O(1)" or "O(min(m,n))".')

    @field_validator("time", "space")
    @classmethod
    def _big_o(cls, value: str) -> str:
        value = value.strip()
        if not _BIG_O.match(value):
            raise ValueError(f'expected big-O notation such as "O(n)" or "O(n log n)", got {value!r}')
        return value


class Scaling(BaseModel):
    """How to build inputs of growing size to measure a solution's complexity."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    generator: str = Field(
        description=(
            "Python source defining `def generate(n, rng): return {param: value}`; values use the JSON "
            "notation of test inputs (ListNode/TreeNode as LeetCode arrays, empty ones as []). It should "
            "produce the worst case for the required complexity."
        )
    )
    sizes: list[Annotated[int, Field(gt=0)]] | None = Field(
        default=None,
        description="Input sizes to measure at, strictly increasing; omitted: chosen adaptively.",
    )

    @field_validator("generator")
    @classmethod
    def _defines_generate(cls, source: str) -> str:
        tree = _parse_python(source, "generator")
        if not any(
            isinstance(node, ast.FunctionDef) and node.name == "generate" and len(node.args.args) == 2
            for node in tree.body
        ):
            raise ValueError("must define a top-level `def generate(n, rng)` with exactly two parameters")
        return source

    @field_validator("sizes")
    @classmethod
    def _increasing(cls, sizes: list[int] | None) -> list[int] | None:
        if sizes is not None:
            if len(sizes) < 3:
                raise ValueError("give at least 3 sizes so that a growth rate can be fitted")
            if any(b <= a for a, b in itertools.pairwise(sizes)):
                raise ValueError("sizes must be strictly increasing")
        return sizes


class QuestionSummary(BaseModel):
    """One line of a question listing."""

    model_config = ConfigDict(frozen=True)

    id: str
    title: str
    difficulty: Difficulty
    concepts: list[str]


class PublicQuestion(BaseModel):
    """Everything a user may see about a question: never the hidden tests or the reference solution."""

    model_config = ConfigDict(frozen=True)

    id: str
    title: str
    difficulty: Difficulty
    description: str
    constraints: list[str]
    signature: Signature
    test_cases: list[TestCase]
    compare_mode: str = Field(
        description="How answers are compared: exact, unordered, float, inplace, checker."
    )
    complexity_requirements: ComplexityRequirements
    requirements: list[str]
    concepts: list[str]
    hidden_test_count: int = Field(description="How many hidden tests a submission also runs against.")


class Question(BaseModel):
    """One question of the bank, as stored in ``L-{id}.json``. Exactly these fields, nothing else."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: QuestionId
    title: str = Field(min_length=1, max_length=200)
    difficulty: Difficulty
    description: str = Field(min_length=1, description="Markdown.")
    constraints: list[str] = Field(default_factory=list)
    signature: Signature
    test_cases: list[TestCase] = Field(min_length=1, description="Shown to users.")
    hidden_test_cases: list[TestCase] = Field(default_factory=list, description="Never shown.")
    compare: CompareSpec = Field(default_factory=ExactCompare)
    complexity_requirements: ComplexityRequirements
    requirements: list[str] = Field(default_factory=list)
    concepts: list[str] = Field(default_factory=list)
    scaling: Scaling | None = None
    reference_solution: str = Field(description="Python source of a correct `class Solution`; never shown.")

    @field_validator("reference_solution")
    @classmethod
    def _parses(cls, source: str) -> str:
        _parse_python(source, "reference_solution")
        return source

    @model_validator(mode="after")
    def _consistent(self) -> Question:
        params = [p.name for p in self.signature.params]
        if len(set(params)) != len(params):
            raise ValueError(f"signature.params: duplicate parameter names in {params}")
        expected = set(params)
        for field, cases in (("test_cases", self.test_cases), ("hidden_test_cases", self.hidden_test_cases)):
            for index, case in enumerate(cases):
                got = set(case.input)
                if got != expected:
                    missing, extra = sorted(expected - got), sorted(got - expected)
                    raise ValueError(
                        f"{field}[{index}].input must name exactly the signature's parameters "
                        f"{sorted(expected)}; missing {missing}, unexpected {extra}"
                    )
        compare = self.compare
        if isinstance(compare, InplaceCompare):
            if compare.arg not in expected:
                raise ValueError(f"compare.arg {compare.arg!r} is not a parameter of the signature {params}")
            if self.signature.returns != "None":
                raise ValueError('compare mode "inplace" needs signature.returns "None"')
        elif self.signature.returns == "None":
            raise ValueError('signature.returns "None" (an in-place method) needs compare mode "inplace"')
        if isinstance(compare, CheckerCompare):
            tree = _parse_python(compare.code, "compare.code")
            if not any(isinstance(n, ast.FunctionDef) and n.name == "check" for n in tree.body):
                raise ValueError("compare.code must define `def check(args, result) -> bool`")
        if not _defines_method(self.reference_solution, self.signature.method):
            raise ValueError(
                f"reference_solution must define `class Solution` with a method {self.signature.method!r}"
            )
        return self

    @cached_property
    def content_hash(self) -> str:
        """SHA-256 (hex) of the canonical JSON of the whole question: changes whenever any field does.

        Evaluations are stored against it so that a result is only reused for the same question version.
        """
        canonical = json.dumps(
            self.model_dump(mode="json"), sort_keys=True, separators=(",", ":"), ensure_ascii=False
        )
        return hashlib.sha256(canonical.encode("utf-8")).hexdigest()

    @property
    def all_test_cases(self) -> list[TestCase]:
        """Visible tests followed by hidden ones (hidden from index ``len(test_cases)``)."""
        return [*self.test_cases, *self.hidden_test_cases]

    def summary(self) -> QuestionSummary:
        """The listing view."""
        return QuestionSummary(
            id=self.id, title=self.title, difficulty=self.difficulty, concepts=list(self.concepts)
        )

    def public(self) -> PublicQuestion:
        """The view safe to show a user (no hidden tests, no reference solution, no generator)."""
        return PublicQuestion(
            id=self.id,
            title=self.title,
            difficulty=self.difficulty,
            description=self.description,
            constraints=list(self.constraints),
            signature=self.signature,
            test_cases=list(self.test_cases),
            compare_mode=self.compare.mode,
            complexity_requirements=self.complexity_requirements,
            requirements=list(self.requirements),
            concepts=list(self.concepts),
            hidden_test_count=len(self.hidden_test_cases),
        )


def _parse_python(source: str, field: str) -> ast.Module:
    try:
        return ast.parse(source)
    except SyntaxError as exc:
        raise ValueError(f"{field} is not valid Python: {exc.msg} (line {exc.lineno})") from None


def _defines_method(source: str, method: str) -> bool:
    for node in ast.parse(source).body:
        if isinstance(node, ast.ClassDef) and node.name == "Solution":
            return any(
                isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef) and item.name == method
                for item in node.body
            )
    return False
