"""English steps that write into a list, kinds of the pseudocode normaliser (docs/pseudocode.md, "English").

Rows of the sentence-kind table (:mod:`assay.grading._pseudocode._kinds`), read at their place among
those of :mod:`assay.grading._pseudocode._clause_steps`: ``write x at position k``, ``fill the rest
of xs with zeros from k to the end``, ``make a queue with just the root in it``, ``x becomes the one
k places back (old[i - k])`` (a step explained, then written), ``a list of n empty lists called g``,
``put every course whose needs is 0 into a queue``. Each returns ``None`` when what the sentence
names is unclear.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import PRIM, Ctx
from assay.grading._pseudocode._clause_names import known_name
from assay.grading._pseudocode._kinds import FILLERS, NAME, Expr, Kind, kind

__all__ = ["WRITE_RULES"]

_I = re.IGNORECASE


@kind(
    r"(?:write|put|place|store|set|copy)\s+(.+?)\s+(?:at|in|into|to)\s+(?:the\s+)?(?:position|index|slot|spot|place)\s+"
    rf"({PRIM}(?:\s*[-+]\s*{PRIM})?)(?:\s+(?:of|in)\s+(?:the\s+)?({PRIM}))?"
)
def _write_at(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    seq = expr(m.group(3), ctx) if m.group(3) else ctx.sequence
    if seq is None or ctx.kinds.get(seq) != "list":
        return None
    ctx.rule("english-write-at")
    return [f"{seq}[{expr(m.group(2), ctx)}] = {expr(m.group(1), ctx)}"]


@kind(
    r"fill\s+(?:in\s+)?(?:the\s+rest\s+of\s+)?(?:the\s+)?(\w+)\s+with\s+(\w+|-?\d+s?)\s*,?\s*"
    r"(?:from|starting\s+(?:at|from))\s+(?:position\s+|index\s+)?(.+?)\s+(?:to|until|up\s+to|through|till)\s+"
    r"(?:the\s+)?end(?:\s+of\s+(?:the\s+)?\w+)?"
)
def _fill(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    named = m.group(1)
    seq = named if ctx.kinds.get(named) == "list" else None
    if seq is None and re.fullmatch(r"list|array|numbers|values|items|elements", named, _I):
        seq = ctx.sequence
    filler = m.group(2).lower()
    value = FILLERS.get(filler) or (filler[:-1] if re.fullmatch(r"-?\d+s", filler) else filler)
    if seq is None or not re.fullmatch(r"-?\d+|None|True|False", value):
        return None
    start = expr(m.group(3), ctx)
    ctx.rule("english-fill")
    return [f"{seq}[{start}:] = [{value}] * (len({seq}) - ({start}))"]


@kind(
    r"(?:make|create|build|start|set\s+up)\s+(?:a|an)\s+(?:new\s+)?(queue|stack|list)"
    rf"(?:\s+(?:called|named)\s+({NAME}))?\s+(?:with|holding|containing|that\s+holds|that\s+contains)\s+"
    r"(?:just|only)?\s*(.+?)(?:\s+in\s+it|\s+inside)?"
)
def _seeded(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    name = m.group(2) or m.group(1).lower()
    item = expr(m.group(3), ctx)
    # `with nums`: one item named; `with k new empty lists` starts with a name and still holds many
    one_name = re.fullmatch(PRIM, m.group(3).strip()) is not None and known_name(m.group(3), ctx)
    plural = m.group(3).endswith("s") and not one_name
    if name in ctx.params or plural or re.search(r"\b(?:all|every|each|zeros|ones)\b", m.group(3), _I):
        return None  # `a list with all the numbers` / `with n zeros` holds many, not one item
    if not re.fullmatch(PRIM, item) or ctx.kinds.get(item) in ("list", "set", "dict"):
        return None
    ctx.rule("empty-containers")
    ctx.kinds[name] = "list"
    ctx.made = name
    return [f"{name} = [{item}]"]


@kind(
    rf"({PRIM}(?:\s+at\s+{PRIM})?)\s+(?:becomes|is\s+now|is\s+set\s+to|gets|turns\s+into)\s+"
    r"([A-Za-z][A-Za-z' ,-]*?)\s*\(([^()]*(?:\([^()]*(?:\([^()]*\))?[^()]*\))*[^()]*)\)"
)
def _explained(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if len(m.group(2).split()) < 2 or not re.search(r"[\[\]+*/%-]|\bmod\b", m.group(3)):
        return None
    # `nums at i becomes the number k places back (old[i - k])`: the words explain, the bracket says
    ctx.rule("english-explained")
    target = re.sub(rf"^({PRIM})\s+at\s+({PRIM})$", r"\1[\2]", m.group(1).strip())
    return [f"{expr(target, ctx)} = {expr(m.group(3), ctx)}"]


@kind(
    r"(?:make|create|build|set\s+up)\s+(?:a\s+|an\s+)?(?:list|array)\s+of\s+(.+?)\s+(?:new\s+)?empty\s+"
    rf"(lists|sets|maps|dictionaries|dicts)\s+(?:called|named)\s+({NAME})"
)
def _lists_of(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    empty = {"lists": "[]", "sets": "set()"}.get(m.group(2).lower(), "{}")
    ctx.rule("empty-containers")
    ctx.kinds[m.group(3)] = "list"
    return [f"{m.group(3)} = [{empty} for _ in range({expr(m.group(1), ctx)})]"]


@kind(
    rf"(?:push|put|add|append|enqueue)\s+(?:every|each|all(?:\s+the)?)\s+({NAME})\s+(?:whose|where\s+its|with)\s+"
    rf"({NAME})\s+(?:is|are|equals|==|=)\s+(.+?)\s+(?:onto|on|to|into|in)\s+(?:(an?\s+(?:new\s+|empty\s+)?)?"
    r"(stack|queue|list)|(\w+))"
)
def _every_whose(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if ctx.kinds.get(m.group(2)) != "list":
        return None
    # `put every course whose needs is 0 into a queue`: the positions of the list that pass the test
    item = re.sub(r"(?<=[^s])s$", "", m.group(1))
    found = (
        f"[{item} for {item} in range(len({m.group(2)})) if {m.group(2)}[{item}] == {expr(m.group(3), ctx)}]"
    )
    ctx.rule("english-every-whose")
    if m.group(4):
        name = m.group(5).lower()
        if name in ctx.params:
            return None
        ctx.kinds[name] = "list"
        return [f"{name} = {found}"]
    target = m.group(6) if m.group(6) else m.group(5).lower()
    if ctx.kinds.get(target) != "list":
        return None
    return [f"{target}.extend({found})"]


WRITE_RULES: tuple[Kind, ...] = (_write_at, _fill, _seeded, _explained, _lists_of, _every_whose)
