"""An input named by what it is as well as by its name: ``the input string s``, ``the head of the list``.

(docs/pseudocode.md, "Conventions read since round 15 was opened: English".) Learners who copy a
problem statement's words say which input they mean the way the statement does: ``the input array,
nums``, ``the given string s``, ``the input string t``. The noun before the name says what the name
is and nothing more, so the phrase is the name; only when the name is one of the question's
parameters (``the input array, result`` of a name of the learner's is left as written). ``the head
of the list`` (``of the linked list``) is the question's one linked-list parameter, only when there
is exactly one: with two lists, which one is not said.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import Ctx, sub

__all__ = ["named_inputs"]

_I = re.IGNORECASE
_NOUN = r"(?:string|array|list|linked\s+list|word|number|integer|tree|text|sequence|collection)"
_NAMED = re.compile(rf"\bthe\s+(?:input|given)(?:\s+{_NOUN})?\s*,?\s+([A-Za-z_]\w*)\b(?![\w.(\[])", _I)


def named_inputs(s: str, ctx: Ctx) -> str:
    """``s`` with each input named by its noun and its name written as the name (see the docstring)."""

    def named(m: re.Match[str]) -> str:
        if m.group(1) not in ctx.params:
            return m.group(0)
        ctx.rule("input-named")
        return m.group(1)

    s = _NAMED.sub(named, s)
    nodes = [p for p in sorted(ctx.params) if ctx.kinds.get(p) == "node"]
    if len(nodes) == 1:
        s = sub(
            ctx,
            "input-named",
            r"\b(?i:the\s+(?:head|start|first\s+node)\s+of\s+the\s+(?:linked\s+)?list)\b",
            nodes[0],
            s,
        )
    return s
