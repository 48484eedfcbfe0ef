"""Data shapes of the pseudocode step: what the normaliser and the model translation return.

The question's signature is the judge's own ``assay.judge.Signature``.
"""

from __future__ import annotations

from enum import StrEnum

from pydantic import BaseModel, Field

__all__ = [
    "Normalised",
    "SyntaxIssue",
    "SyntaxIssueCode",
    "Translation",
    "UnrecognisedLine",
]


class SyntaxIssueCode(StrEnum):
    """What kind of issue a :class:`SyntaxIssue` is: the pipeline decides on this, never on the message."""

    SYNTAX_ERROR = "syntax_error"  # Python's compiler refused the produced code
    EMPTY = "empty"  # nothing to read
    ONLY_COMMENTS = "only_comments"  # the submission holds comments and nothing else
    NORMALISER_FAILED = "normaliser_failed"  # a defect in a rule of ours
    READ_TIMEOUT = (
        "read_timeout"  # the reading was stopped at its deadline (docs/grading.md, "Reading pseudocode")
    )
    NO_METHOD = "no_method"  # the code compiles but does not define the expected method


class SyntaxIssue(BaseModel):
    """Why the produced Python does not compile.

    Attributes:
        code: what kind of issue it is (decisions read this).
        message: Python's message, e.g. ``invalid syntax`` (for people).
        line: 1-based line in the produced Python.
        col: 1-based column in the produced Python.
        source_line: the line of the user's text it came from, when known.
        text: the offending produced line.
    """

    code: SyntaxIssueCode = SyntaxIssueCode.SYNTAX_ERROR
    message: str
    line: int | None = None
    col: int | None = None
    source_line: int | None = None
    text: str | None = None

    def describe(self) -> str:
        """One readable sentence: what is wrong and where."""
        where = f"line {self.line}" if self.line else "somewhere"
        if self.col:
            where += f", column {self.col}"
        origin = f" (from line {self.source_line} of the submission)" if self.source_line else ""
        return f"{self.message} at {where}{origin}"


class UnrecognisedLine(BaseModel):
    """A line of the submission the normaliser passed through without understanding it.

    Such a line must never be run as if the learner wrote broken code: the pipeline asks a model to
    translate instead, or tells the learner which line was not understood and how to write it.

    Attributes:
        line: 1-based line of the submission.
        text: the line as the learner wrote it.
        hint: how to write it so the normaliser understands it (docs/pseudocode.md).
    """

    line: int
    text: str
    hint: str


class Normalised(BaseModel):
    """What the deterministic normaliser made of a submission.

    Attributes:
        python: the executable Python (the input itself when it already was a ``class Solution``).
        ok: whether ``python`` compiles.
        changed: whether ``python`` differs from the input.
        rules_applied: the rewrite rules that fired, in first-use order (see docs/pseudocode.md).
        notes: guesses a reader should know about (e.g. "ignored stray top-level statements").
        error: the syntax error when ``ok`` is false.
        line_map: for each produced line, the 1-based submission line it came from (0: synthesised).
        unrecognised: submission lines passed through without being understood (empty when every
            line was translated by a rule).
    """

    python: str
    ok: bool = True
    changed: bool = False
    rules_applied: list[str] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list)
    error: SyntaxIssue | None = None
    line_map: list[int] = Field(default_factory=list)
    unrecognised: list[UnrecognisedLine] = Field(default_factory=list)


class Translation(BaseModel):
    """What the model translation fallback produced.

    Attributes:
        ok: whether ``python`` compiles and defines the expected method.
        python: the translated code (the last attempt, even when it failed to compile).
        attempts: model calls made (1 + syntax-feedback rounds).
        model: the model that answered, ``provider:model``.
        error: why it failed, in one sentence, when ``ok`` is false.
        error_code: a stable code for failures (``LLM_NOT_CONFIGURED``, ``SYNTAX_ERROR``, or the
            gateway error's code such as ``LLM_TIMEOUT``).
        retryable: whether the same call may succeed later (service failures only).
        retry_after_s: how long the provider asked us to wait (a rate limit), when it said.
        syntax_error: the last compile error when the model's code never compiled.
        notes: what the wrapper did to the model's answer (e.g. added ``class Solution``).
    """

    ok: bool
    python: str = ""
    attempts: int = 0
    model: str | None = None
    error: str | None = None
    error_code: str | None = None
    retryable: bool = False
    retry_after_s: float | None = None
    syntax_error: SyntaxIssue | None = None
    notes: list[str] = Field(default_factory=list)
