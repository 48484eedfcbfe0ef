"""English steps that place names and walk pointers (docs/pseudocode.md, "English").

Rows of the sentence-kind table (:mod:`assay.grading._pseudocode._kinds`): ``start slow and fast at
the head``, ``point p at the head``, ``move p one step`` / ``two steps`` (a node follows ``next``,
a number counts). :mod:`assay.grading._pseudocode._clause_steps` lists them in its table at their
place in the reading order; they are separate because they share the reading of where a name is
put and how far it moves, which no other row needs.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import PRIM, Ctx
from assay.grading._pseudocode._kinds import COUNTS, NAME, Expr, kind, takes_nodes

__all__ = ["place", "start_together", "walk", "walk_verbless"]

_I = re.IGNORECASE
# (`both` / `all` / `each` after the names is the word that gathers them, never one more name:
# `slow and fast, both start at head`)
_NAMES = rf"{NAME}(?:(?:\s*,\s*|\s*,?\s+and\s+)(?!(?:both|all|each)\b){NAME})+"


@kind(
    rf"(start|begin|place|point|put|set)\s+({NAME}(?:\s*,\s*{NAME})*(?:\s*,?\s+and\s+{NAME})?)\s+"
    r"(?:both\s+)?(?:at|on|to\s+point\s+(?:at|to))\s+(.+)",
    # `put both of them, slow and fast, on the head node`: the names in apposition to `both of them`
    rf"(start|begin|place|point|put|set)\s+(?:both|all)(?:\s+(?:of\s+them|pointers|cursors))?\s*[,:]\s*"
    rf"({_NAMES})\s*,?\s+(?:at|on|to\s+point\s+(?:at|to))\s+(.+)",
)
def place(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    names = _names(m.group(2))
    if len(names) == 1 and m.group(1).lower() in ("put", "set", "place"):
        return None
    return _placed(names, m.group(3).strip(), ctx, expr)


@kind(
    rf"({_NAMES})\s*,?\s+(?:both\s+|all\s+|each\s+)?(?:start|begin|start\s+off|are\s+set|are\s+placed|are\s+put)\s+"
    r"(?:both\s+|all\s+)?(?:at|on|as|from|to|with)\s+(.+)",
    rf"(?:both|all)\s+(?:of\s+)?({_NAMES})\s+(?:start|begin|start\s+off)\s+(?:at|on|as|from|with)\s+(.+)",
    # `take two pointers, slow and fast, both start at head`: what they are said first, the names in
    # apposition to it (the count is not checked: the names are the ones set)
    r"(?:take|use|using|keep|make|have|create|get)\s+(?:two|three|four|\d+)\s+(?:pointers|variables|cursors|markers|indices|"
    rf"indexes)\s*[,:]\s*({_NAMES})\s*,?\s+(?:both|all)\s+(?:start|begin|start\s+off|are\s+set|are\s+placed|are\s+put)"
    r"\s+(?:at|on|as|from|to|with)\s+(.+)",
    # `slow and fast both stand on head at start`, `… sit at 0 at first`: where they stand said with
    # the time it holds, which only a start can be (docs/pseudocode.md, "Conventions read since
    # round 19 was opened: English"); without the time words it may be a remark and is left
    rf"(?:(?:take|use|using|keep|make|have|create|get)\s+(?:two|three|four|\d+)\s+(?:pointers|variables|cursors|"
    rf"markers|indices|indexes)\s*[,:]\s*)?({_NAMES})\s*,?\s+(?:both\s+|all\s+|each\s+)?(?:stand|sit)\s+"
    r"(?:at|on)\s+(.+?)\s+(?:at\s+(?:the\s+)?(?:start|beginning)|at\s+first|to\s+begin\s+with|initially)",
)
def start_together(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `slow and fast both start at head`: the subject is the names, the verb comes after them
    names = _names(m.group(1))
    value = expr(m.group(2).strip(), ctx)
    if len(names) < 2 or re.match(r"[\[{]|set\(|dict\(|list\(", value):
        return None  # a container each would share: `a and b start as empty lists` is not one list
    return _placed(names, m.group(2).strip(), ctx, expr)


def _names(text: str) -> list[str]:
    return [n for n in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", text) if n]


def _placed(names: list[str], where: str, ctx: Ctx, expr: Expr) -> list[str] | None:
    """``names`` all set to the value ``where`` names (``None``: ``where`` is a position in a list)."""
    if re.match(r"(?:the\s+)?(?:end|front|back|top|bottom|start|beginning|position|index)\b", where, _I):
        return None  # `put x at the end of out` is a container step
    # `on the head node`: a node the question passes, named with its noun after it
    where = re.sub(
        r"^(?:the\s+)?([A-Za-z_]\w*)\s+node$",
        lambda m: m.group(1) if ctx.kinds.get(m.group(1)) == "node" else m.group(0),
        where,
        flags=_I,
    )
    value = expr(where, ctx)
    what = ctx.kinds.get(value)
    ctx.rule("set-let")
    for n in names:
        if what:
            ctx.kinds[n] = what
    return [f"{' = '.join(names)} = {value}"]


@kind(
    rf"(?:(?:move|advance|step|walk|shift|push|jump|hop)\s+({PRIM})|({PRIM})\s+(?:moves|advances|steps|walks|jumps|hops|goes))"
    r"(?:\s+(?:forward|ahead|along|on|onward))?(?:\s+by)?"
    r"(?:\s+(one|a|two|three|four|five|\d+)\s+(?:steps?|nodes?|places?|positions?|times?)|\s+(once|twice))?"
    r"(?:\s+(?:forward|ahead|along|on|further|onward))?"
)
def walk(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    word = (m.group(3) or m.group(4) or "").lower()
    return _walked(m.group(1) or m.group(2), word, m.group(0), ctx, expr, numbers=True)


@kind(
    # (`fast by two steps`: the amount with its `by`, as after the verb)
    rf"({PRIM})(?:\s+by)?\s+(one|two|three|four|five|\d+)\s+(?:steps?|nodes?)(?:\s+(?:forward|ahead|along|on|further|onward))?"
)
def walk_verbless(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `slow one step`, `fast two steps`: the verb left out (only a node walks without one: a
    # number "one step" could go either way)
    return _walked(m.group(1), m.group(2).lower(), m.group(0), ctx, expr, numbers=False)


def _walked(subject: str, word: str, s: str, ctx: Ctx, expr: Expr, *, numbers: bool) -> list[str] | None:
    target = expr(subject, ctx)
    count = int(word) if word.isdigit() else COUNTS.get(word, 1)
    what = ctx.kinds.get(target)
    if what is None and re.fullmatch(NAME, target) and takes_nodes(ctx):
        what = "node"  # a name placed on the list the question passes, not a number (those start at 0)
    if what == "node" and count <= 5:
        ctx.rule("english-walk")
        return [f"{target} = {target}{'.next' * count}"]
    if numbers and what == "num" and word and re.search(r"\b(?:forward|ahead|along|onward|further)\b", s, _I):
        # (a number moved "one step" with no direction could go either way: `move right one step`)
        ctx.rule("increment")
        return [f"{target} += {count}"]
    return None  # `move left forward` with no count is a number's step, read in _phrases
