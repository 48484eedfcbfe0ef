"""English steps read before the clause steps (docs/pseudocode.md, "English").

* **every item that passes a test, into a new queue**: ``put every course i with indegree[i] equal
  to 0 into a queue`` — the positions of the one list the test reads at ``i``
  (``[i for i in range(len(indegree)) if indegree[i] == 0]``); with two lists read at ``i``, or
  none, the range is not said and nothing is read. Read first: the clause steps would take the whole
  phrase for one item put in a new queue;
* **what the procedure gives for no node**: ``The depth of an empty tree is 0.`` (or ``of nothing``)
  in ``max_depth``: ``if root is None: return 0`` — only when the noun is what the procedure's name
  computes (``max_depth`` → depth) and the question passes exactly one node.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._answer_words import ANSWER_WORDS
from assay.grading._pseudocode._base import Ctx
from assay.grading._pseudocode._clause_names import function_noun, only_node
from assay.grading._pseudocode._kinds import NAME, Expr, Kind, kind
from assay.grading._pseudocode._word_changes import WORD_CHANGES

__all__ = ["EARLY_STEPS"]


@kind(
    rf"(?:push|put|add|append|enqueue)\s+(?:every|each|all(?:\s+the)?)\s+[a-z]+\s+({NAME})\s+"
    rf"(?:with|where|such\s+that|for\s+which|that\s+has)\s+(.+?)\s+(?:onto|on|to|into|in)\s+"
    r"(?:an?\s+)?(?:new\s+|empty\s+)?(stack|queue|list)"
)
def _every_named(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `put every course i with indegree[i] equal to 0 into a queue`: the positions of the one list
    # the test reads at i (two lists, or none, leave the range unsaid)
    item = m.group(1)
    lists = set(re.findall(rf"({NAME})\s*\[\s*{re.escape(item)}\s*\]", m.group(2)))
    name = m.group(3).lower()
    if len(lists) != 1 or name in ctx.params or name in ctx.kinds:
        return None
    seq = lists.pop()
    test = cond(m.group(2), ctx)
    ctx.rule("english-every-whose")
    ctx.kinds[name] = "list"
    return [f"{name} = [{item} for {item} in range(len({seq})) if {test}]"]


@kind(
    r"(?:the\s+)?([a-z]+)\s+of\s+(?:an?\s+)?(?:(?:empty|missing|null|non-?existent)\s+(?:tree|node|subtree|list|root)|"
    r"nothing|null|none|nil|no\s+(?:tree|node|root))\s+is\s+(.+?)\.?"
)
def _defined_when_empty(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `The depth of an empty tree is 0.` in `max_depth`: what the procedure gives back for no node;
    # only when the noun is what the procedure's name computes and the question passes one node
    node = only_node(ctx)
    nouns = {function_noun(name) for name in ctx.functions}
    if node is None or m.group(1).lower() not in nouns:
        return None
    ctx.rule("recursion-words")
    return [f"if {node} is None: return {expr(m.group(2), ctx)}"]


EARLY_STEPS: tuple[Kind, ...] = (_every_named, _defined_when_empty, *ANSWER_WORDS, *WORD_CHANGES)
