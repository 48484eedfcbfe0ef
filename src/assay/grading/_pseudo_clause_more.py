"""English step kinds of the pseudocode normaliser, second part (docs/pseudocode.md, "English").

Read after :mod:`assay.grading._pseudo_clause_steps` (kept under its size): text and counting
(``keep only the letters of s``, ``count how many times each x appears in xs``, ``sort the
different xs by their count``), assignments in words (``a becomes b and then b becomes c``, ``set
x back to 0``, ``let m be … and n the length of b``), containers described or recorded into (``an
empty map seen_at which tells …``, ``record i as the last position of ch``, ``a list dp of ones,
as long as nums``, ``a table t with m + 1 rows and n + 1 columns``), linked nodes (``make a dummy
node``, ``attach x after tail``), and calls (``answer f(…)``, ``sink the four neighbours: sink(…),
sink(…)``). Each returns ``None`` when the sentence is not its kind or what it names is unclear.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from assay.grading._pseudo_base import PRIM, Ctx, find_top, split_top
from assay.grading._pseudo_clauses import known_name

__all__ = ["MORE_RULES"]

Expr = Callable[[str, Ctx], str]

_I = re.IGNORECASE
_NAME = r"[A-Za-z_]\w*"
_FILLERS = {"zeros": "0", "zeroes": "0", "ones": "1", "nones": "None", "falses": "False", "trues": "True"}


def _keep_only(s: str, ctx: Ctx, expr: Expr) -> list[str] | None:
    m = re.fullmatch(
        r"keep\s+only\s+(?:the\s+)?(letters\s+and\s+(?:digits|numbers)|alphanumeric\s+characters|alphanumerics|letters|"
        rf"digits)\s+(?:of|in|from)\s+(?:the\s+)?({PRIM})(\s*,?\s*(?:all\s+)?(?:in\s+lower\s*case|lower-?cased|"
        r"made\s+lower\s*case|as\s+lower\s*case))?",
        s,
        _I,
    )
    if m is None:
        return None
    # `keep only the letters and digits of s, all in lower case`: the cleaned text, what "that" is next
    test = {"letters": "isalpha", "digits": "isdigit"}.get(m.group(1).lower(), "isalnum")
    lower = ".lower()" if m.group(3) else ""
    ctx.rule("english-keep-only")
    ctx.made = "kept"
    return [f'kept = "".join(ch{lower} for ch in {expr(m.group(2), ctx)} if ch.{test}())']


def _count_each(s: str, ctx: Ctx, expr: Expr) -> list[str] | None:
    m = re.fullmatch(
        r"count\s+(?:how\s+many\s+times|how\s+often)\s+(?:each|every)\s+\w+\s+(?:appears|occurs|shows\s+up|comes\s+up)\s+"
        rf"in\s+(?:the\s+)?({PRIM})",
        s,
        _I,
    )
    if m is None or "count" in ctx.params or "count" in ctx.kinds:
        return None
    ctx.rule("english-functions")
    ctx.kinds["count"] = "dict"
    return [f"count = Counter({expr(m.group(1), ctx)})"]


def _sort_by_count(s: str, ctx: Ctx, expr: Expr) -> list[str] | None:
    m = re.fullmatch(
        r"sort\s+(?:the\s+)?(?:different|distinct|unique)\s+\w+\s+by\s+(?:their|its|the)\s+(?:counts?|frequenc(?:y|ies)|"
        r"number\s+of\s+(?:times|occurrences))\s*,?\s*(?:from\s+)?(biggest|largest|highest|most|smallest|lowest|least|"
        r"descending|ascending)(?:\s+to\s+(?:the\s+)?\w+|\s+\w+)?(?:\s+first)?",
        s,
        _I,
    )
    maps = [n for n, k in ctx.kinds.items() if k == "dict" and n not in ctx.params]
    if m is None or len(maps) != 1:
        return None
    # `sort the different numbers by their count, biggest first`: the only map's keys
    rev = (
        ", reverse=True"
        if m.group(1).lower() in ("biggest", "largest", "highest", "most", "descending")
        else ""
    )
    ctx.rule("sort-reverse")
    ctx.kinds["ordered"] = "list"
    ctx.made = "ordered"
    return [f"ordered = sorted({maps[0]}, key=lambda x: {maps[0]}[x]{rev})"]


def _becomes_chain(s: str, ctx: Ctx, expr: Expr) -> list[str] | None:
    becomes = r"\s+(?:becomes|is\s+now|gets|turns\s+into)\s+"
    pieces = re.split(
        rf"\s*(?:[,;]\s*(?:and\s+)?(?:then\s+)?|\s+and\s+(?:then\s+)?)(?={PRIM}{becomes})", s, flags=_I
    )
    pairs = [re.fullmatch(rf"({PRIM}){becomes}(.+)", p.strip(), _I) for p in pieces]
    if not all(pairs) or not pairs or (len(pairs) == 1 and not re.search(r"[\[.]", pieces[0].split()[0])):
        return None
    # `prev becomes cur and cur becomes nxt`: one after the other, as read (`dp[i] becomes …` alone too)
    ctx.rule("set-let")
    return [f"{expr(p.group(1), ctx)} = {expr(p.group(2), ctx)}" for p in pairs if p]


def _back_to(s: str, ctx: Ctx, expr: Expr) -> list[str] | None:
    m = re.fullmatch(rf"(?:set|reset|put|bring|turn|change)\s+({PRIM})\s+back\s+(?:to|at)\s+(.+)", s, _I)
    if m is None:
        return None
    ctx.rule("set-let")
    return [f"{expr(m.group(1), ctx)} = {expr(m.group(2), ctx)}"]


def _described(s: str, ctx: Ctx, expr: Expr) -> list[str] | None:
    m = re.fullmatch(
        r"(?:make|create|build|start|keep|set\s+up|use)\s+(?:an?\s+)?(?:new\s+)?(?:empty\s+)?"
        rf"(dictionary|dict|map|hash\s*map|table|set|hash\s*set|list|array|stack|queue)\s+(?:called\s+|named\s+)?({_NAME})"
        r"\s*,?\s+(?:(?:that|which)\s+(?:will\s+)?(?:remembers?|tells?|tracks?|keeps?\s+track\s+of|records?|stores?|holds?|says?|"
        r"notes?)\s+(?:where|when|what|which|whether|the\s+(?:last|first|latest|earliest|position|index)|each)|"
        r"(?:to|for)\s+(?:remember|track|keep\s+track\s+of|record|store|hold|note|the|our|my|collecting|answers?|results?))\b.*",
        s,
        _I,
    )
    if m is None or m.group(2).lower() in ("that", "which", "to", "for", "where", "called", "named"):
        return None
    # `create an empty dictionary last that remembers where each letter was seen`: the clause says why
    kind = m.group(1).lower()
    value, k = ("{}", "dict") if kind[0] in "dmht" and "set" not in kind else ("set()", "set")
    if kind in ("list", "array", "stack", "queue"):
        value, k = "[]", "list"
    ctx.rule("empty-containers")
    ctx.kinds[m.group(2)] = k
    return [f"{m.group(2)} = {value}"]


def _record_as(s: str, ctx: Ctx, expr: Expr) -> list[str] | None:
    m = re.fullmatch(
        rf"(?:record|store|save|remember|note|write\s+down|mark)\s+({PRIM})\s+as\s+(?:the\s+|its\s+)?"
        rf"(?:[a-z]+\s+){{0,3}}?(?:of|for)\s+(?:the\s+)?({PRIM})",
        s,
        _I,
    )
    maps = [n for n, k in ctx.kinds.items() if k == "dict" and n not in ctx.params]
    if m is None or len(maps) != 1:
        return None
    # `record i as the last position of ch`: the only map's entry for ch
    ctx.rule("container-verbs")
    return [f"{maps[0]}[{expr(m.group(2), ctx)}] = {expr(m.group(1), ctx)}"]


def _dummy(s: str, ctx: Ctx, expr: Expr) -> list[str] | None:
    m = re.fullmatch(
        r"(?:make|create|build|start\s+with|use)\s+(?:a|an|one)\s+(?:new\s+)?(dummy|sentinel|fake|placeholder|empty|new)\s+"
        rf"(?:head\s+|start\s+|list\s+)?node(?:\s+(?:called|named)\s+({_NAME}))?",
        s,
        _I,
    )
    if m is None or not any(ctx.kinds.get(p) == "node" for p in ctx.params):
        return None
    # `make a dummy node`: a list node named for what it is (`the dummy's next` reads it later)
    name = m.group(2) or (
        "dummy" if m.group(1).lower() in ("empty", "new", "fake", "placeholder") else m.group(1).lower()
    )
    ctx.rule("english-dummy-node")
    ctx.kinds[name] = "node"
    ctx.made = name
    return [f"{name} = ListNode(0)"]


def _attach(s: str, ctx: Ctx, expr: Expr) -> list[str] | None:
    m = re.fullmatch(
        rf"(?:attach|link|hook|connect|hang|put|add|append)\s+(.+?)\s+(?:after|onto|to\s+the\s+end\s+of|behind)\s+({_NAME})",
        s,
        _I,
    )
    if m is None:
        return None
    tail = m.group(2)
    kind = ctx.kinds.get(tail)
    if kind is None and any(ctx.kinds.get(p) == "node" for p in ctx.params):
        kind = "node"
    if kind != "node":
        return None
    # `attach list1 after tail`: the node comes next after tail
    ctx.rule("english-attach")
    return [f"{tail}.next = {expr(m.group(1), ctx)}"]


def _sized_like(s: str, ctx: Ctx, expr: Expr) -> list[str] | None:
    m = re.fullmatch(
        rf"(?:make|create|build|start)\s+(?:a|an)\s+(?:list|array)\s+(?:called\s+|named\s+)?({_NAME})\s+(?:of|full\s+of|filled\s+with)\s+"
        r"(\w+)\s*,?\s*(?:as\s+long\s+as|the\s+(?:same\s+)?(?:size|length)\s+(?:of|as)|one\s+(?:for|per)\s+each\s+\w+\s+(?:of|in))\s+"
        rf"(?:the\s+)?({PRIM})",
        s,
        _I,
    )
    if m is None:
        return None
    filler = m.group(2).lower()
    value = _FILLERS.get(filler)
    if value is None:
        return None
    ctx.rule("array-of-size")
    ctx.kinds[m.group(1)] = "list"
    return [f"{m.group(1)} = [{value}] * len({expr(m.group(3), ctx)})"]


def _let_both(s: str, ctx: Ctx, expr: Expr) -> list[str] | None:
    m = re.fullmatch(
        rf"(?:let|set)\s+({_NAME})\s+(?:be|to)\s+(.+?)\s*,?\s+and\s+({_NAME})\s+(?:be\s+|to\s+)?((?:the|a|an)\s+.+|\d.*)",
        s,
        _I,
    )
    if m is None or m.group(3).lower() in ("let", "set", "the", "a", "an"):
        return None
    # `let m be the length of a and n the length of b`: the second verb left out
    ctx.rule("set-let")
    return [f"{m.group(1)} = {expr(m.group(2), ctx)}", f"{m.group(3)} = {expr(m.group(4), ctx)}"]


def _table(s: str, ctx: Ctx, expr: Expr) -> list[str] | None:
    m = re.fullmatch(
        r"(?:make|create|build|set\s+up)\s+(?:a|an)\s+(?:table|grid|matrix|2d\s+(?:list|array|table)|two-dimensional\s+(?:list|array))\s+"
        rf"(?:called\s+|named\s+)?({_NAME})\s+(?:with|of)\s+(.+?)\s+rows\s+(?:and|by|x)\s+(.+?)\s+(?:columns|cols)"
        r"(?:\s*,?\s*(?:all|filled\s+with|full\s+of|of)\s+(\w+))?",
        s,
        _I,
    )
    if m is None:
        return None
    value = _FILLERS.get((m.group(4) or "zeros").lower())
    if value is None:
        return None
    ctx.rule("array-of-size")
    ctx.kinds[m.group(1)] = "list"
    rows, cols = expr(m.group(2), ctx), expr(m.group(3), ctx)
    return [f"{m.group(1)} = [[{value}] * ({cols}) for _ in range({rows})]"]


def _answer(s: str, ctx: Ctx, expr: Expr) -> list[str] | None:
    m = re.fullmatch(
        r"(?:answer|reply|respond)\s+(?:with\s+)?((?:self\.)?[A-Za-z_]\w*\s*\(.*\)|true|false|-?\d+)", s, _I
    )
    if m is None or known_name("answer", ctx):
        return None
    # `answer check(root, -inf, inf)`: the verb, not a variable called answer
    ctx.rule("return-words")
    return [f"return {expr(m.group(1), ctx)}"]


def _calls_listed(s: str, ctx: Ctx, expr: Expr) -> list[str] | None:
    m = re.fullmatch(r"[A-Za-z][A-Za-z' -]*:\s*(.+)", s)
    if m is None:
        return None
    calls = []
    for part in split_top(m.group(1).rstrip(".")):
        rest = re.sub(r"^(?:and|then)\s+", "", part.strip(), flags=_I)
        while (joint := find_top(rest, r"\s+(?:and|then)\s+", _I)) is not None:
            calls.append(rest[: joint.start()])
            rest = rest[joint.end() :]
        calls.append(rest)
    shapes = [re.fullmatch(rf"({_NAME})\s*\(.*\)", c) for c in calls]
    if len(calls) < 2 or not all(sh is not None and sh.group(1) in ctx.functions for sh in shapes):
        return None
    # `sink each of the four neighbours: sink(r + 1, c), sink(r - 1, c), …`: the words name the calls
    ctx.rule("call-keyword")
    return [expr(c, ctx) for c in calls]


MORE_RULES: tuple[Callable[[str, Ctx, Expr], list[str] | None], ...] = (
    _keep_only,
    _count_each,
    _sort_by_count,
    _becomes_chain,
    _back_to,
    _described,
    _record_as,
    _dummy,
    _attach,
    _sized_like,
    _let_both,
    _table,
    _answer,
    _calls_listed,
)
