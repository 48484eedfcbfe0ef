"""Static implementation review (pipeline step 5): AST checks with line numbers, strengths, approach.

Everything here is deterministic and runs in well under 5 ms on a typical answer: one parse, one
annotating traversal (enclosing function, loop depth, nesting depth of every node), then small checks
over the collected nodes. The checks look for what a human reviewer of an interview answer would
point at: naming, dead code, swallowed errors, non-idiomatic constructs, complexity smells (``in`` on
a list inside a loop, string building with ``+=``, exponential recursion) and missing type hints.

:func:`review` composes the steps, each in its own module and all reading the one context:
``_review_context`` (the parse annotated once), ``_review_checks`` (the checks, in the
``_review_checks_style``, ``_review_checks_logic`` and ``_review_checks_idiom`` modules),
``_review_strengths``, ``_review_techniques`` and ``_review_approach``.
"""

from __future__ import annotations

import ast
import re
import textwrap
from collections.abc import Sequence

from assay.grading._models import Approach, Finding, FindingCategory, ReviewReport, Severity
from assay.grading._review_approach import approach_of, missing_concepts, recognisable_concepts
from assay.grading._review_checks import CHECKS
from assay.grading._review_context import build_context, dedupe_findings
from assay.grading._review_strengths import strengths_of
from assay.judge import Signature

__all__ = [
    "detect_approach",
    "for_submission",
    "missing_concepts",
    "recognisable_concepts",
    "review",
    "unparsable",
]


def review(source: str, signature: Signature, *, tree: ast.Module | None = None) -> ReviewReport:
    """Review ``source`` statically.

    Args:
        source: Python source of the submission (after any normalisation).
        signature: the method the question expects; its parameter names are exempt from naming rules.
        tree: ``source`` (dedented) already parsed, so that the grading pipeline parses a text once.

    Returns:
        Findings sorted by line, the strengths seen, and the recognised approach. A source that does
        not parse gives ``parsed=False`` and a single finding saying where.
    """
    source = textwrap.dedent(source)
    try:
        ctx = build_context(source, tree if tree is not None else ast.parse(source), signature)
    except (SyntaxError, ValueError, RecursionError) as exc:
        return unparsable(exc)
    findings: list[Finding] = []
    for check in CHECKS:
        findings.extend(check(ctx))
    findings = dedupe_findings(findings)
    return ReviewReport(
        parsed=True, findings=findings, strengths=strengths_of(ctx, findings), approach=approach_of(ctx)
    )


def unparsable(exc: SyntaxError | ValueError | RecursionError) -> ReviewReport:
    """The review of code that does not parse (or nests too deeply to analyse): one finding, where."""
    line = exc.lineno if isinstance(exc, SyntaxError) else None
    message = exc.msg if isinstance(exc, SyntaxError) else "the code is too deeply nested to analyse"
    finding = Finding(
        rule="syntax-error",
        category=FindingCategory.STRUCTURE,
        severity=Severity.MAJOR,
        line=line,
        message=f"The code does not parse: {message}.",
        suggestion="Fix the syntax so the solution can run.",
    )
    return ReviewReport(parsed=False, findings=[finding], approach=Approach(name="unknown"))


# Findings about a whole method, reported on its `def` line: kept (without a line) for pseudocode
# whose method header the normaliser wrote.
_WHOLE_METHOD_RULES = frozenset(
    {"long-function", "deep-nesting", "missing-comment", "recursion-without-memo", "empty-method"}
)


# The normaliser writes the signature and its type hints from the question: nothing to say about them.
_SIGNATURE_RULES = frozenset({"missing-type-hints", "type-hint-mismatch"})


_LINE_IN_MESSAGE = re.compile(r"\bline (\d+)\b")


def for_submission(report: ReviewReport, line_map: Sequence[int]) -> ReviewReport:
    """A review of the normaliser's Python, told in the lines of the pseudocode the user wrote.

    Args:
        report: the review of the Python that ran.
        line_map: the normaliser's map from each produced line to the submission line it came from
            (0: a line the normaliser added).

    Returns:
        The same review with every line number translated. Findings on lines the normaliser added
        are dropped, except those about the whole method (kept without a line); findings and the
        strength about type hints are dropped, since the normaliser supplied the hints.
    """

    def user_line(line: int | None) -> int | None:
        if line is None or not 0 < line <= len(line_map):
            return None
        return line_map[line - 1] or None

    findings = []
    for finding in report.findings:
        if finding.rule in _SIGNATURE_RULES:
            continue
        line = user_line(finding.line)
        if finding.line is not None and line is None and finding.rule not in _WHOLE_METHOD_RULES:
            continue

        def rewrite(match: re.Match[str]) -> str:
            mapped = user_line(int(match.group(1)))
            return f"line {mapped}" if mapped else "above"

        message = _LINE_IN_MESSAGE.sub(rewrite, finding.message).replace("on above", "above")
        findings.append(finding.model_copy(update={"line": line, "message": message}))
    strengths = [s for s in report.strengths if s.rule != "type-hints"]
    return report.model_copy(update={"findings": dedupe_findings(findings), "strengths": strengths})


def detect_approach(source: str) -> Approach:
    """Recognise the algorithmic approach of ``source`` (``"unknown"`` when it does not parse)."""
    source = textwrap.dedent(source)
    try:
        tree = ast.parse(source)
        ctx = build_context(source, tree, None)
    except (SyntaxError, ValueError, RecursionError):
        return Approach(name="unknown")
    return approach_of(ctx)
