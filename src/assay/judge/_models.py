"""Data shapes of the judge: signatures, test cases, compare modes, verdicts and results."""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from assay.judge._types import TypeSyntaxError, parse_type

__all__ = [
    "CheckerCompare",
    "CompareSpec",
    "ErrorInfo",
    "ExactCompare",
    "FloatCompare",
    "InplaceCompare",
    "JudgeResult",
    "Param",
    "Signature",
    "TestCase",
    "TestResult",
    "UnorderedCompare",
    "Verdict",
]

_IDENT = r"^[A-Za-z_][A-Za-z0-9_]*$"


def _check_type(value: str) -> str:
    try:
        parse_type(value)
    except TypeSyntaxError as exc:
        raise ValueError(str(exc)) from None
    return value


class Param(BaseModel):
    """One parameter of the method under test."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(pattern=_IDENT)
    type: str

    @field_validator("type")
    @classmethod
    def _valid_type(cls, value: str) -> str:
        return _check_type(value)


class Signature(BaseModel):
    """The method a solution must define on ``class Solution``; ``returns`` is "None" for in-place."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    method: str = Field(pattern=_IDENT)
    params: list[Param]
    returns: str

    @field_validator("returns")
    @classmethod
    def _valid_returns(cls, value: str) -> str:
        return _check_type(value)


class TestCase(BaseModel):
    """Named argument values in (JSON notation), the expected JSON value out."""

    __test__ = False  # not a pytest class
    model_config = ConfigDict(extra="forbid", frozen=True)

    input: dict[str, Any]
    expected: Any = None


class ExactCompare(BaseModel):
    """Equal JSON values; bool never equals a number; 2 equals 2.0."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    mode: Literal["exact"] = "exact"


class UnorderedCompare(BaseModel):
    """The same multiset of items at the top level (``nested``: inner lists are unordered too)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    mode: Literal["unordered"] = "unordered"
    nested: bool = False


class FloatCompare(BaseModel):
    """Numbers within ``rel_tol`` or ``abs_tol`` of each other (recursively); NaN never equals."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    mode: Literal["float"] = "float"
    rel_tol: float = Field(default=1e-6, ge=0)
    abs_tol: float = Field(default=1e-9, ge=0)


class InplaceCompare(BaseModel):
    """The argument ``arg`` after the call, for "modify nums in place" problems."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    mode: Literal["inplace"] = "inplace"
    arg: str = Field(pattern=_IDENT)


class CheckerCompare(BaseModel):
    """A question-supplied ``def check(args, result) -> bool``, run in the sandbox."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    mode: Literal["checker"] = "checker"
    code: str = Field(min_length=1)


CompareSpec = Annotated[
    ExactCompare | UnorderedCompare | FloatCompare | InplaceCompare | CheckerCompare,
    Field(discriminator="mode"),
]


class Verdict(StrEnum):
    """Per-test and overall verdicts."""

    AC = "AC"  # accepted
    WA = "WA"  # wrong answer
    TLE = "TLE"  # time limit exceeded
    MLE = "MLE"  # memory limit exceeded
    OLE = "OLE"  # output limit exceeded
    RE = "RE"  # runtime error
    CE = "CE"  # compile (syntax) error
    IE = "IE"  # internal error: never the solution's fault, never a pass
    SKIPPED = "SKIPPED"  # not run (after the first failure, or once the process was gone)


class ErrorInfo(BaseModel):
    """Where and how the user's code failed (``line`` is in the submitted code)."""

    type: str
    message: str
    line: int | None = None
    column: int | None = None


class TestResult(BaseModel):
    """One test's outcome. ``received`` is the returned value in JSON notation, when there is one."""

    __test__ = False
    index: int
    hidden: bool = False
    verdict: Verdict
    input: dict[str, Any]
    expected: Any = None
    received: Any = None
    error: ErrorInfo | None = None
    cpu_ms: float | None = None
    wall_ms: float | None = Field(
        default=None,
        description="The test's time as the supervisor saw it (from the previous result message to this "
        "one): what the time limit is checked against.",
    )
    message: str | None = None


class JudgeResult(BaseModel):
    """All tests of one submission, run in one sandboxed child."""

    verdict: Verdict
    tests: list[TestResult]
    passed: int
    failed: int
    compile_error: ErrorInfo | None = None
    stdout: str = ""
    stderr: str = ""
    wall_ms: float = 0.0
    isolation: list[str] = Field(default_factory=list)
    message: str | None = Field(default=None, description="Why nothing ran, when nothing could.")

    @property
    def accepted(self) -> bool:
        """Every test passed."""
        return self.verdict is Verdict.AC
