"""Changes said in words, subject first, and going on with the loop (docs/pseudocode.md, "English").

* **a change in the passive**: ``left is multiplied by nums[i]``, ``total gets divided by 2``,
  ``answer[i] is multiply by right`` — ``left *= nums[i]`` (``/=`` for division, as ``divided by``
  reads everywhere: faithful, never rounded for the learner);
* **what a name now means**: ``now lo is where x goes`` — a remark about a name the steps already
  set (``pass``); a name not set yet is left to the other rows;
* **what a container just made holds**: ``make an empty stack; it holds the days still waiting`` —
  after the step that made a list, map or set, ``it holds …`` is a remark (after anything else it is
  left to the other rows);
* **become without its s**: ``cur.next become prev`` — an assignment, as ``becomes`` is;
* **going on with the loop** (the ``continue`` words of ``_sentences``): ``go on with the loop``,
  ``carry on`` — ``continue``, also as a step after ``and`` (:data:`GO_ON`, where steps are parted);
* **several changes in one sentence**: ``i goes up by one, j goes down by one`` — each clause that
  starts with a name and a verb of change (``goes``, ``moves``, ``is multiplied``, ``becomes`` …) is
  a step of its own (:data:`CHANGE_CLAUSE`, used where steps are parted).
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import PRIM, Ctx
from assay.grading._pseudocode._kinds import NAME, Expr, Kind, kind
from assay.grading._pseudocode._readable import is_expression

__all__ = ["CHANGE_CLAUSE", "GO_ON", "WORD_CHANGES"]

# the start of a clause that changes its subject: `j goes down by one`, `left is multiplied by x`
CHANGE_CLAUSE = (
    r"(?!(?:it|this|that|they|we|you)\s)[A-Za-z_][\w.]*(?:\[[^\[\]]*\])?\s+(?:goes|went|moves|steps|increases|decreases|becomes?|"
    r"(?:is|gets)\s+(?:increased|decreased|multiplied|multiply|divided|halved|doubled))\b"
)
# handing over to the loop's next round
# (`… and go to the next number`: the next round named, as the last step of the sentence)
GO_ON = (
    r"(?:(?:go|carry|move)\s+on\b|keep\s+(?:on\s+)?(?:going|looking|looping|walking|searching)\s*\.?$|"
    r"(?:go|move|skip)\s+(?:on\s+)?to\s+(?:the\s+)?next(?:\s+[a-z]+)?\s*\.?$)"
)


@kind(
    rf"({PRIM})\s+(?:is|gets)\s+(multiplied|multiply|divided|divide)\s+by\s+(.+)",
)
def _passive_change(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    amount = expr(m.group(3), ctx)
    if not is_expression(amount) or re.search(r"\b(?:and|or)\b", m.group(3), re.IGNORECASE):
        return None  # `… by a and b`: both, or a test? not said
    ctx.rule("increment")
    op = "*=" if m.group(2).lower().startswith("multipl") else "/="
    return [f"{expr(m.group(1), ctx)} {op} {amount}"]


@kind(rf"({PRIM})\s+become\s+(.+)")
def _become(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    value = expr(m.group(2), ctx)
    if not is_expression(value) or m.group(1).lower() in ("it", "they", "we", "you"):
        return None
    if re.match(r"^(?:\[|\{|set\(|list\(|dict\()", value):
        return None  # a container made with `become` is left to the rows that make containers
    ctx.rule("set-let")
    return [f"{expr(m.group(1), ctx)} = {value}"]


@kind(
    rf"(?:now\s+|so\s+|then\s+)?({NAME})\s+is\s+(?:where|the\s+(?:place|spot|position|index)\s+where)\s+[^=\u2190]+?\.?"
)
def _is_where(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `now lo is where x goes`: what a name already holds means, said after the steps that set it
    if m.group(1) not in ctx.names or m.group(1) in ctx.params:
        return None
    ctx.rule("remark")
    return ["pass"]


@kind(
    r"(?:it|this|that)\s+(?:holds|keeps|stores|contains|remembers|tracks|will\s+(?:hold|keep|store)|is\s+for)\s+[^=\u2190]+?\.?"
)
def _it_holds(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `make an empty stack; it holds the indexes …`: what the container just made is for
    if ctx.last_target is None or ctx.kinds.get(ctx.last_target) not in ("list", "dict", "set", "queue"):
        return None
    ctx.rule("remark")
    return ["pass"]


WORD_CHANGES: tuple[Kind, ...] = (_passive_change, _become, _is_where, _it_holds)
