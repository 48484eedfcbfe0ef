"""Sentences that change what the answer holds: ``exchange A[i] with A[j]``, ``put x at the end of
out``, ``store i in seen``, ``subtract a from t``, ``move left forward``, ``sort the list in
descending order``, ``reverse xs``, ``mark v as visited`` (docs/pseudocode.md, "English").
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import PRIM, Ctx, split_top
from assay.grading._pseudocode._kinds import Expr, kind, lower_verb
from assay.grading._pseudocode._readable import is_expression

__all__ = [
    "arithmetic",
    "at_the_end",
    "exchange",
    "goes_by",
    "mark",
    "move_one",
    "put_in",
    "reverse",
    "sort",
    "sort_call",
    "swap_call",
]

_I = re.IGNORECASE
_ORDER_WORDS = (
    r"in|into|it|them|order|ascending|descending|increasing|decreasing|non-?decreasing|non-?increasing|reverse|"
    r"reversed|from|to|the|smallest|largest|biggest|lowest|highest|small|large|big|high|low|first|last|"
    r"numerically|alphabetically|up|down|place|again|now|too|then|first|sorted|by|value|values"
)


@kind(r"(?:exchange|interchange|switch|swap)\s+(.+?)\s*(?:\bwith\b|\band\b|,)\s*(.+?)")
def exchange(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if not (re.fullmatch(PRIM, m.group(1).strip()) and re.fullmatch(PRIM, m.group(2).strip())):
        return None
    ctx.rule("swap")
    a, b = expr(m.group(1), ctx), expr(m.group(2), ctx)
    return [f"{a}, {b} = {b}, {a}"]


@kind(r"swap\s*\(\s*(.+)\)")
def swap_call(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if len(split_top(m.group(1))) != 3 or "swap" in ctx.functions:
        return None
    arr, i, j = (expr(a, ctx) for a in split_top(m.group(1)))
    ctx.rule("swap")
    return [f"{arr}[{i}], {arr}[{j}] = {arr}[{j}], {arr}[{i}]"]


@kind(
    rf"(?:put|add|append|push|insert|place|stick|enqueue)\s+(.+?)\s+(?:at|to|on|onto|into)\s+(?:the\s+)?"
    rf"(end|back|top|tail|front|beginning|start|head|bottom)\s+of\s+(?:the\s+)?({PRIM})"
)
def at_the_end(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `put x at the end of out`, `add x to the back of q`
    front = m.group(2).lower() in ("front", "beginning", "start", "head", "bottom")
    both = _TWO_THINGS.fullmatch(m.group(1).strip())
    if both:
        # `put its left child and its right child at the back of the queue`: two things, one after
        # the other (`append(a and b)` put one of them); at the front, which goes first is not said
        if front:
            return None
        ctx.rule("container-verbs")
        target = expr(m.group(3), ctx)
        return [f"{target}.append({expr(both.group(k), ctx)})" for k in (1, 2)]
    ctx.rule("container-verbs")
    item, target = expr(m.group(1), ctx), expr(m.group(3), ctx)
    if front:
        return [f"{target}.insert(0, {item})"]
    return [f"{target}.append({item})"]


# two things named, each a name, a field or a noun phrase of words (`its left child`, `node.right`,
# `the left child`); a test (`x and y are 0`) or a bracket is one value, as written
_THING = (
    r"((?:(?:its|the|their|[A-Za-z_]\w*'s)\s+)?(?:(?:left|right|next)\s+)?(?:child|node|subtree)"
    r"|[A-Za-z_]\w*(?:\.(?:left|right|next))?)"
)
_TWO_THINGS = re.compile(rf"(?!.*\b(?:is|are|not|or)\b){_THING}\s+and\s+{_THING}", re.IGNORECASE)


@kind(rf"(?:put|store|save|record|remember|keep|place)\s+(.+?)\s+(?:in|into|as|inside)\s+(?:the\s+)?({PRIM})")
def put_in(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if re.fullmatch(r"it|that|them", m.group(2), re.IGNORECASE) and m.group(2) not in ctx.names:
        # `make a queue and put the root in it`: "it" is the container the step before made; with
        # none, nothing is set to a name "it" (that made `it = root`, a silent misreading)
        made = ctx.made or ctx.last_target
        if made is None or ctx.kinds.get(made) not in ("list", "queue", "set"):
            return None
        ctx.rule("container-verbs")
        return put_in_container(expr(m.group(1), ctx), made, ctx)
    ctx.rule("container-verbs")
    item, target = expr(m.group(1), ctx), expr(m.group(2), ctx)
    if (
        target.lower() in ("queue", "stack")
        and target not in ctx.kinds
        and target not in ctx.names | ctx.params
    ):
        # `put root in the queue` with no queue made: a queue (a stack) is a container, never a
        # name set to what is put in it; "the" names the one the learner has in mind, new here
        ctx.kinds[target] = "list"
        return [f"{target} = [{item}]"]
    return put_in_container(item, target, ctx)


def put_in_container(item: str, target: str, ctx: Ctx) -> list[str]:
    """``target.append(item)`` in a list or a queue, ``target.add(item)`` in a set, else an assignment."""
    held = ctx.kinds.get(target)
    if held in ("list", "queue"):
        return [f"{target}.append({item})"]
    if held == "set":
        return [f"{target}.add({item})"]
    return [f"{target} = {item}"]


@kind(rf"(subtract|multiply|divide)\s+(.+?)\s+(?:from|by)\s+({PRIM})")
def arithmetic(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    ctx.rule("increment")
    verb = m.group(1).lower()
    if verb == "subtract":
        return [f"{expr(m.group(3), ctx)} -= {expr(m.group(2), ctx)}"]
    op = "*=" if verb == "multiply" else "/="
    return [f"{expr(m.group(2), ctx)} {op} {expr(m.group(3), ctx)}"]


@kind(rf"({PRIM})\s+(?:goes|went|moves|is\s+increased|is\s+decreased)\s+(up|down)\s+by\s+(.+)")
def goes_by(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    amount = expr(m.group(3), ctx)
    if not is_expression(amount):
        return None  # more words than an amount: another step follows, parted where steps are
    ctx.rule("increment")
    return [f"{expr(m.group(1), ctx)} {'-=' if lower_verb(m.group(2)) else '+='} {amount}"]


@kind(
    rf"(?:move|advance|shift|step|slide|bump)\s+({PRIM})(?:\s+pointer)?\s+(?:one\s+(?:step|place|position)\s+)?"
    r"(forward|forwards|right|ahead|up|on|to\s+the\s+right|by\s+one|inward|back|backward|backwards|left|down|"
    r"to\s+the\s+left)?(?:\s+by\s+one|\s+one\s+(?:step|place|position))?"
)
def move_one(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    ctx.rule("increment")
    back = (m.group(2) or "").lower() in ("back", "backward", "backwards", "left", "down", "to the left")
    return [f"{expr(m.group(1), ctx)} {'-=' if back else '+='} 1"]


@kind(rf"sort\s+(?:the\s+)?({PRIM})((?:\s+(?!by\b|on\b|using\b|with\b)[A-Za-z]+)*)")
def sort(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if not all(re.fullmatch(_ORDER_WORDS, w, _I) for w in (m.group(2) or "").split()):
        return None  # `sort the list somehow`: words that say no order are not understood
    ctx.rule("sort-reverse")
    order = m.group(2) or ""
    rev = (
        re.search(r"descending|decreasing|reverse|(?:big|large|high)\w*\s+to\s+(?:small|low)", order, _I)
        is not None
    )
    return [f"{expr(m.group(1), ctx)}.sort({'reverse=True' if rev else ''})"]


@kind(rf"(?:reverse)\s*(?:\(\s*({PRIM})\s*\)|\s+({PRIM}))")
def reverse(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if "reverse" in ctx.functions:
        return None
    ctx.rule("sort-reverse")
    target = expr(m.group(1) or m.group(2), ctx)
    if ctx.kinds.get(target) == "str":
        return [f"{target} = {target}[::-1]"]
    return [f"{target}.reverse()"]


@kind(rf"(?:sort)\s*\(\s*({PRIM})\s*\)")
def sort_call(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if "sort" in ctx.functions:
        return None
    ctx.rule("sort-reverse")
    return [f"{expr(m.group(1), ctx)}.sort()"]


@kind(rf"mark\s+({PRIM})\s+(?:as\s+)?(visited|seen|used|done)")
def mark(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    store = next(
        (n for n, k in ctx.kinds.items() if k == "set" and n.lower() in ("visited", "seen", "used", "done")),
        None,
    )
    if store is None:
        return None
    ctx.rule("container-verbs")
    return [f"{store}.add({expr(m.group(1), ctx)})"]
