"""A collection written as a set-builder phrase (docs/pseudocode.md, "Assignments and statements").

``queue ← all c in 0..n-1 with indeg[c] == 0``, ``pos ← all x in nums where x > 0``, ``every i from 0
to n - 1 such that a[i] = t``: the items of a collection (or of a range, both ends included) that
meet a condition, in order: ``[x for x in nums if x > 0]``. Read only when the phrase is the whole
value, names its variable and says where it comes from; ``all courses c with …`` (no collection, only a
noun) is not guessed.

``all i with indeg[i] == 0`` says no domain, but reads ``i`` only as a position of one list: the
positions of that list are the domain (``[i for i in range(len(indeg)) if indeg[i] == 0]``), or the
keys of a map. A variable read any other way, in two collections, or in one whose kind is not known
leaves the phrase as written (docs/pseudocode.md, "Conventions read since round 9 was opened").
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import Ctx

__all__ = ["set_builder"]

_NAME = r"[A-Za-z_]\w*"
_WHOLE = re.compile(
    rf"^\s*(?:all|every|each)\s+(?:(?:the\s+)?(?:items?|elements?|values?|numbers?|indices|indexes|nodes?)\s+)?"
    rf"(?P<var>{_NAME})\s+"
    r"(?:(?:in|of|from)\s+(?P<lo>.+?)\s*(?:\.\.|\bto\b)\s*(?P<hi>.+?)|(?:in|of|from)\s+(?P<coll>.+?))"
    r"\s+(?:where|with|such\s+that|for\s+which|if|that\s+satisfy)\s+(?P<cond>\S.*?)\s*$",
    re.IGNORECASE,
)
_BARE = re.compile(
    rf"^\s*(?:all|every|each)\s+(?:(?:the\s+)?(?:indices|indexes|positions|keys)\s+)?(?P<var>{_NAME})\s+"
    r"(?:where|with|such\s+that|for\s+which)\s+(?P<cond>\S.*?)\s*$",
    re.IGNORECASE,
)
_KEYWORDS = {"all", "every", "each", "in", "of", "from", "to", "where", "with", "if", "the"}


def set_builder(s: str, ctx: Ctx) -> str:
    """``all x in nums where x > 0`` → ``[x for x in nums if x > 0]`` (the whole expression only)."""
    m = _WHOLE.match(s)
    if m is None:
        return _positions(s, ctx)
    if m.group("var").lower() in _KEYWORDS:
        return s
    var, cond = m.group("var"), m.group("cond")
    if m.group("coll") is not None:
        coll = m.group("coll")
        if not re.fullmatch(r"[A-Za-z_][\w.]*(?:\[[^\[\]]*\]|\([^()]*\))*", coll.strip()):
            return s  # `all x in the list …`: words, not a collection
        domain = coll.strip()
    else:
        domain = f"range({m.group('lo').strip()}, ({m.group('hi').strip()}) + 1)"
    if not re.search(rf"(?<![\w.]){re.escape(var)}(?!\w)", cond):
        return s  # a condition that never reads the variable says nothing about the items
    cond = re.sub(r"(?<![=!<>+\-*/%&|^:@])=(?!=)", "==", cond)  # a condition compares: `a[i] = t`
    ctx.rule("set-builder")
    return f"[{var} for {var} in {domain} if {cond}]"


def _positions(s: str, ctx: Ctx) -> str:
    """``all i with indeg[i] == 0``: the domain is the positions (or keys) of the one collection
    ``i`` indexes."""
    m = _BARE.match(s)
    if m is None or m.group("var").lower() in _KEYWORDS:
        return s
    var, cond = m.group("var"), m.group("cond")
    owners: set[str | None] = set()
    for use in re.finditer(rf"(?<![\w.]){re.escape(var)}(?!\w)", cond):
        before = re.search(rf"({_NAME})\s*\[\s*$", cond[: use.start()])
        closed = re.match(r"\s*\]", cond[use.end() :]) is not None
        owners.add(before.group(1) if before and closed else None)
    owner = owners.pop() if len(owners) == 1 else None
    if owner is None:
        return s  # `all i with i > 2`, or positions of two lists: where `i` comes from is not said
    kind = ctx.kinds.get(owner)
    if kind == "list" or (kind is None and owner in ctx.sequences):
        domain = f"range(len({owner}))"
    elif kind == "dict":
        domain = owner
    else:
        return s
    cond = re.sub(r"(?<![=!<>+\-*/%&|^:@])=(?!=)", "==", cond)
    ctx.rule("set-builder")
    return f"[{var} for {var} in {domain} if {cond}]"
