"""``sort xs by where they start``: a sort said in English, with the part of each item it is by
(docs/pseudocode.md, "English").

The key must be one the words name for certain (the start, the end, the length of each item); a
bracket that says the key again in other words is read only when both name the same part.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import PRIM, Ctx
from assay.grading._pseudocode._kinds import Expr, kind

__all__ = ["sort_by"]


@kind(
    rf"sort\s+(?:the\s+)?({PRIM})\s+by\s+(?:their\s+|its\s+|the\s+)?(.+?)(?:\s*,?\s*(ascending|descending|"
    r"(?:from\s+)?(?:smallest|largest|biggest)\s+(?:to|first)(?:\s+\w+)?))?"
)
def sort_by(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    said = m.group(2)
    gloss = re.fullmatch(
        r"(.+?)\s*\(\s*(?:i\.e\.?\s*|that\s+is\s*,?\s*|so\s+)?(?:the\s+|its\s+|their\s+)?([^()]+?)\s*\)", said
    )
    if gloss is not None:
        # `by the start (the first number of each one)`: the bracket says the key again in other
        # words; read only when both name the same part (docs/pseudocode.md, "Conventions read
        # since round 12 was opened"), else which one is meant is not said
        if _sort_key(gloss.group(1)) is None or _sort_key(gloss.group(1)) != _sort_key(gloss.group(2)):
            return None
        said = gloss.group(1)
    key = _sort_key(said)
    if key is None:
        return None
    ctx.rule("sort-reverse")
    order = (m.group(3) or "").lower()
    rev = (
        ", reverse=True"
        if order.startswith(("desc", "largest", "biggest", "from largest", "from biggest"))
        else ""
    )
    return [f"{expr(m.group(1), ctx)}.sort(key=lambda item: {key}{rev})"]


def _sort_key(text: str) -> str | None:
    t = text.strip().lower()
    # `by the first number of each interval`: the part named is the items' own (one noun after it)
    t = re.sub(r"\s+(?:of|in)\s+(?:each|every)\s+[a-z]+$", "", t)
    if re.fullmatch(
        r"(?:where\s+(?:they|it|each\s+one)\s+(?:start|starts|begin|begins)|start(?:ing)?(?:\s+(?:point|value|time))?|"
        r"first\s+(?:element|value|number|item|part)|beginning|left\s+end|lower\s+end|begin)s?",
        t,
    ):
        return "item[0]"
    if re.fullmatch(
        r"(?:where\s+(?:they|it|each\s+one)\s+(?:end|ends|finish|finishes|stop|stops)|end(?:ing)?(?:\s+(?:point|value|time))?|"
        r"second\s+(?:element|value|number|item|part)|right\s+end|upper\s+end|finish)s?",
        t,
    ):
        return "item[1]"
    if re.fullmatch(r"(?:length|size)s?", t):
        return "len(item)"
    return None
