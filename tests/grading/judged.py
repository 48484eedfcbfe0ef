"""Builders of the judge's real result types for the grading unit tests (short, positional)."""

from __future__ import annotations

from typing import Any

from assay.judge import ComplexityFit, ComplexityReport, ErrorInfo, JudgeResult, TestResult, Verdict

__all__ = ["Fit", "Judged", "Report", "Result", "error"]


def error(type: str, message: str, line: int | None = None, column: int | None = None) -> ErrorInfo:
    return ErrorInfo(type=type, message=message, line=line, column=column)


def Result(
    index: int,
    hidden: bool,
    verdict: str,
    input: dict[str, Any] | None = None,
    expected: Any = None,
    received: Any = None,
    error: ErrorInfo | None = None,
) -> TestResult:
    return TestResult(
        index=index,
        hidden=hidden,
        verdict=Verdict(verdict),
        input=input or {},
        expected=expected,
        received=received,
        error=error,
    )


def Judged(
    verdict: str, tests: list[TestResult], passed: int, failed: int, compile_error: ErrorInfo | None = None
) -> JudgeResult:
    return JudgeResult(
        verdict=Verdict(verdict), tests=tests, passed=passed, failed=failed, compile_error=compile_error
    )


def Fit(cls: str, confidence: float = 0.95) -> ComplexityFit:
    return ComplexityFit(cls=cls, confidence=confidence)


def Report(time: ComplexityFit | None, space: ComplexityFit | None = None) -> ComplexityReport:
    return ComplexityReport(time=time, space=space)
