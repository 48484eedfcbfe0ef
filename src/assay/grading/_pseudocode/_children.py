"""A node's two children put in a queue or on a stack, if they exist (docs/pseudocode.md, "English").

``put its left child and its right child at the back of the queue, if they exist``, ``queue up its
left child and its right child (only the ones that exist)`` (the one queue, named ``queue``), ``add the
node's left and right children to the queue if they are not null``, ``push both children of node
onto the stack, if they exist``: each child that exists is put there, left first, as two tests
would say it. Only with the test said (``if they exist``, ``if any``, ``that exist``, ``if they are not
null``): without it the learner may mean to put an empty child too (and skip it when taken out), so
``put its left child and its right child at the back of the queue`` is left to the other rows.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import PRIM, Ctx
from assay.grading._pseudocode._kinds import NAME, Expr, kind

__all__ = ["CHILDREN"]

_I = re.IGNORECASE
_BOTH = (
    rf"(?:both\s+)?(?:the\s+)?(?:(?P<a>{NAME})(?:'s\s+left\s+child|\.left)\s+and\s+(?P=a)(?:'s\s+right\s+child|\.right)"
    rf"|(?:the\s+)?(?P<b>{NAME})'s\s+(?:two\s+)?(?:left\s+and\s+right\s+)?children"
    # (`the node's left and right children`, its first field already read as `node.left`)
    rf"|(?:the\s+)?(?P<d>{NAME})\.left\s+and\s+(?:the\s+)?right\s+children"
    rf"|(?:both\s+|the\s+(?:two\s+)?)?(?:left\s+and\s+right\s+)?children\s+of\s+(?P<c>{NAME}))"
)
_EXIST = (
    r"(?:only\s+(?:the\s+)?ones\s+that\s+exist|if\s+(?:they|each\s+(?:one\s+)?)\s+(?:exists?|(?:is|are)\s+not\s+(?:null|none|nil|empty))|if\s+(?:there\s+are\s+)?any"
    r"|(?:that|which)\s+(?:exist|are\s+not\s+(?:null|none|nil|empty)))"
)


@kind(
    rf"(?:(?:put|add|push|append|enqueue|insert|place|stick)\s+{_BOTH}\s+(?:at|to|into|onto|in|on)\s+(?:the\s+)?"
    rf"(?:(?:back|end|top)\s+of\s+(?:the\s+)?)?(?P<q>{PRIM})"
    # (`queue up its left child and its right child`: the verb names where they go, the one queue)
    rf"|queue\s+up\s+{_BOTH.replace('P<', 'P<q_').replace('P=a', 'P=q_a')})"
    rf"\s*,?\s*(?:\(\s*{_EXIST}\s*\)|{_EXIST})"
)
def _children(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    node = next((m.group(g) for g in ("a", "b", "c", "d", "q_a", "q_b", "q_c", "q_d") if m.group(g)), None)
    if node is None:
        return None
    target = expr(m.group("q"), ctx) if m.group("q") else "queue"
    if ctx.kinds.get(target) not in ("list", "queue") or ctx.kinds.get(node) in (
        "list",
        "queue",
        "dict",
        "set",
    ):
        return None  # a name that is no container, or a node that is one: which is which is not said
    ctx.rule("tree-children")
    return [f"if {node}.{side} is not None: {target}.append({node}.{side})" for side in ("left", "right")]


CHILDREN = (_children,)
