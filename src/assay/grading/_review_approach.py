"""Name a submission's approach from its techniques, and match it with the concepts a question lists."""

from __future__ import annotations

import ast
import re
from collections.abc import Sequence

from assay.grading._models import Approach
from assay.grading._review_context import COMPREHENSIONS, ReviewContext, is_endless
from assay.grading._review_techniques import techniques_of

__all__ = ["approach_of", "missing_concepts", "recognisable_concepts"]

# Most characteristic first: the first one found names the approach.
_PRIMARY = (
    "binary search",
    "sliding window",
    "two pointers",
    "fast and slow pointers",
    "backtracking",
    "breadth-first search",
    "depth-first search",
    "prefix sums",
    "dynamic programming",
    "heap",
    "stack",
    "brute force (nested loops)",
    "recursion",
    "sorting",
    "linked list traversal",
)


_SUPPORTING = ("hash set", "hash map", "heap", "stack", "sorting")


# Checked in order; the first phrase found in a concept decides what counts as using it.
_CONCEPT_WORDS = {
    "binary search tree": "depth-first search|breadth-first search|recursion|stack",
    "sliding window": "sliding window",
    "two pointer": "two pointers|fast and slow pointers|sliding window|linked list traversal",
    "fast and slow": "fast and slow pointers|two pointers",
    "binary search": "binary search",
    "hash": "hash map|hash set",
    "dictionar": "hash map",
    "monotonic": "stack",
    "stack": "stack|depth-first search",
    "priority queue": "heap",
    "heap": "heap",
    "topolog": "breadth-first search|depth-first search",
    "bfs": "breadth-first search",
    "breadth": "breadth-first search",
    "queue": "breadth-first search",
    "dfs": "depth-first search|recursion|stack",
    "depth": "depth-first search|recursion|stack",
    "dynamic programming": "dynamic programming",
    "memoi": "dynamic programming",
    "backtrack": "backtracking",
    "recursion": "recursion|depth-first search|backtracking",
    "sort": "sorting|heap",
    "prefix sum": "prefix sums",
}


def recognisable_concepts(concepts: Sequence[str]) -> dict[str, set[str]]:
    """The question's concepts the review can recognise, with the techniques that show each."""
    known: dict[str, set[str]] = {}
    for concept in concepts:
        lowered = concept.lower()
        for word, alternatives in _CONCEPT_WORDS.items():
            if re.search(rf"\b{re.escape(word)}", lowered):
                known[concept] = set(alternatives.split("|"))
                break
    return known


def missing_concepts(concepts: Sequence[str], approach: Approach) -> list[str]:
    """The question's recognisable concepts, when the solution shows none of them.

    A solution that uses any one of the question's recognisable concepts misses nothing: questions
    list alternatives (BFS or recursion), and a valid different approach must not cost points.
    Concepts the review cannot recognise (e.g. "strings", "arrays") are never reported.
    """
    known = recognisable_concepts(concepts)
    used = set(approach.techniques)
    if not known or any(alternatives & used for alternatives in known.values()):
        return []
    return list(known)


def approach_of(ctx: ReviewContext) -> Approach:
    techniques = techniques_of(ctx)
    primary = next((t for t in _PRIMARY if t in techniques), None)
    support = next((t for t in _SUPPORTING if t in techniques and t != primary), None)
    passes = sum(1 for n in ctx.nodes if isinstance(n, (ast.For, *COMPREHENSIONS)))
    whiles = [n for n in ctx.nodes if isinstance(n, ast.While)]
    if primary is None:
        if whiles and not passes and all(is_endless(w) for w in whiles):
            base = "endless loop"
        elif passes:
            base = "single pass"
        else:
            base = "iterative" if whiles else "direct computation"
        name = f"{base} with {support}" if support else base
    else:
        name = f"{primary} with {support}" if support else primary
    ordered = [t for t in (*_PRIMARY, *_SUPPORTING) if t in techniques]
    return Approach(name=name, techniques=list(dict.fromkeys(ordered)))
