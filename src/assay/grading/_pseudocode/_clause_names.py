"""The vocabulary shared by the English phrase and step readers (docs/pseudocode.md, "English").

Which names a sentence may mean (:func:`known_name`, :func:`only_node`, :func:`subject_of`,
:func:`function_noun`) and the patterns every reader of English builds on (a name, a primary
expression, a child of a node, the nouns for an item of a list). It is separate so that the phrase
rewriters (``_clauses``, ``_clause_refs``) and the steps built on them (``_clause_steps`` and the
prose readers) share one definition without importing each other.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import PRIM, Ctx

__all__ = [
    "CHILD",
    "IGNORECASE",
    "ITEM_NOUNS",
    "MORE",
    "NAME",
    "PRIMARY",
    "function_noun",
    "known_name",
    "only_node",
    "subject_of",
]

IGNORECASE = re.IGNORECASE
NAME = r"[A-Za-z_]\w*"
PRIMARY = rf"(?<![\w.])({PRIM})"
CHILD = r"(left|right|next)(?:\s+(?:child|node|subtree|neighbou?r|pointer))?"
ITEM_NOUNS = (
    r"interval|pair|range|span|entry|item|element|value|number|row|word|string|meeting|segment|triple|group|"
    r"list"
)
MORE = ("bigger", "larger", "greater", "higher", "more")


def only_node(ctx: Ctx) -> str | None:
    nodes = [p for p in sorted(ctx.params) if ctx.kinds.get(p) == "node"]
    return nodes[0] if len(nodes) == 1 else None


def known_name(name: str, ctx: Ctx) -> bool:
    base = re.match(NAME, name)
    return base is not None and (base.group(0) in ctx.names or base.group(0) in ctx.params)


def function_noun(name: str) -> str | None:
    """``max_depth`` → ``depth``, ``getHeight`` → ``height``: what a function's name says it computes."""
    m = re.fullmatch(r"(?:max|min|get|compute|calc|calculate|find|count)_?([A-Za-z]+)", name)
    return m.group(1).lower() if m and m.group(1).lower() not in ("of", "in", "to") else None


def subject_of(head: str) -> str | None:
    """What an ``if`` test is about, when it names a part: ``node has a left child`` → ``node.left``."""
    m = re.match(rf"^(?:the\s+)?({NAME})\s+has\s+(?:an?\s+)?{CHILD}\b", head, IGNORECASE)
    return f"{m.group(1)}.{m.group(2).lower()}" if m else None
