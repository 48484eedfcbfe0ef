"""What a submission does well, as a reviewer would say it: hash lookups, memoisation, clear names,
guard clauses, idioms, compactness, type hints, comments.
"""

from __future__ import annotations

import ast

from assay.grading._models import Finding, Severity, Strength
from assay.grading._review_context import (
    BLOCKS,
    COMPREHENSIONS,
    ReviewContext,
    call_name,
    is_memoised,
    methods_of,
    own_nodes,
    self_calls,
    signature_names,
    stored_names,
)
from assay.grading._review_techniques import techniques_of

__all__ = ["strengths_of"]

_IDIOMATIC_CALLS = {
    "enumerate": "`enumerate`",
    "zip": "`zip`",
    "Counter": "`Counter`",
    "defaultdict": "`defaultdict`",
    "deque": "`deque`",
    "heappush": "`heapq`",
    "heapify": "`heapq`",
    "bisect_left": "`bisect`",
    "bisect_right": "`bisect`",
}


def strengths_of(ctx: ReviewContext, findings: list[Finding]) -> list[Strength]:
    strengths: list[Strength] = []
    rules = {f.rule for f in findings}
    main = ctx.main
    technique = set(techniques_of(ctx))
    if technique & {"hash set", "hash map"}:
        kind = "set" if "hash set" in technique else "dictionary"
        strengths.append(Strength(rule="hash-lookups", message=f"Uses a {kind} for O(1) lookups."))
    if "dynamic programming" in technique and any(
        is_memoised(f) for f in ctx.functions() if self_calls(f, f in methods_of(ctx))
    ):
        strengths.append(Strength(rule="memoisation", message="Memoises overlapping subproblems."))
    stored = [name for name, _ in stored_names(ctx) if name not in signature_names(ctx)]
    if (
        not rules & {"single-letter-name", "shadowed-builtin", "naming-style"}
        and sum(1 for n in set(stored) if len(n) >= 3) >= 2
    ):
        strengths.append(Strength(rule="descriptive-names", message="Clear, descriptive variable names."))
    if main is not None and main.body:
        first = next(
            (s for s in main.body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))),
            None,
        )
        if isinstance(first, ast.If) and any(isinstance(s, ast.Return) for s in first.body):
            strengths.append(
                Strength(rule="guard-clause", message="Handles the edge case up front with an early return.")
            )
    idioms = sorted({label for c in ctx.of_type(ast.Call) if (label := _IDIOMATIC_CALLS.get(call_name(c)))})
    if ctx.has(*COMPREHENSIONS):
        idioms.append("comprehensions")
    if idioms:
        strengths.append(Strength(rule="idiomatic", message=f"Idiomatic Python ({', '.join(idioms[:3])})."))
    if main is not None:
        length = (main.end_lineno or main.lineno) - main.lineno + 1
        nested = max((ctx.where[n].depth + 1 for n in own_nodes(main) if isinstance(n, BLOCKS)), default=0)
        serious = sum(1 for f in findings if f.severity is not Severity.INFO)
        if length <= 25 and nested <= 3 and serious <= 2 and "empty-method" not in rules:
            strengths.append(Strength(rule="compact", message="Compact and easy to follow."))
    if "missing-type-hints" not in rules and "type-hint-mismatch" not in rules and main is not None:
        strengths.append(Strength(rule="type-hints", message="Fully type-hinted."))
    if ctx.comment_lines or (main is not None and ast.get_docstring(main)):
        strengths.append(Strength(rule="documented", message="Comments explain the logic."))
    return strengths
