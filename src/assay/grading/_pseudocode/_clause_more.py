"""English step kinds of the pseudocode normaliser, second part (docs/pseudocode.md, "English").

Rows of the sentence-kind table (:mod:`assay.grading._pseudocode._kinds`), read after those of
:mod:`assay.grading._pseudocode._clause_steps`: text and counting (``keep only the letters of s``,
``count how many times each x appears in xs``, ``sort the different xs by their count``),
assignments in words (``a becomes b and then b becomes c``, ``set x back to 0``, ``let m be … and n
the length of b``), containers described or recorded into (``an empty map seen_at which tells …``,
``record i as the last position of ch``, ``a list dp of ones, as long as nums``, ``a table t with m
+ 1 rows and n + 1 columns``), linked nodes (``make a dummy node``, ``attach x after tail``), and
calls (``answer f(…)``, ``sink the four neighbours: sink(…), sink(…)``). Each returns ``None`` when
what the sentence names is unclear.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import PRIM, Ctx, find_top, split_top
from assay.grading._pseudocode._clause_names import known_name
from assay.grading._pseudocode._kinds import FILLERS, NAME, Expr, Kind, kind, only_map, takes_nodes, template

__all__ = ["MORE_RULES"]

_I = re.IGNORECASE
_BECOMES = r"\s+(?:becomes|is\s+now|gets|turns\s+into)\s+"


@kind(
    r"keep\s+only\s+(?:the\s+)?(letters\s+and\s+(?:digits|numbers)|alphanumeric\s+characters|alphanumerics|letters|"
    rf"digits)\s+(?:of|in|from)\s+(?:the\s+)?({PRIM})(\s*,?\s*(?:all\s+)?(?:in\s+lower\s*case|lower-?cased|"
    r"made\s+lower\s*case|as\s+lower\s*case))?"
)
def _keep_only(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `keep only the letters and digits of s, all in lower case`: the cleaned text, what "that" is next
    test = {"letters": "isalpha", "digits": "isdigit"}.get(m.group(1).lower(), "isalnum")
    lower = ".lower()" if m.group(3) else ""
    ctx.rule("english-keep-only")
    ctx.made = "kept"
    return [f'kept = "".join(ch{lower} for ch in {expr(m.group(2), ctx)} if ch.{test}())']


@kind(
    r"count\s+(?:how\s+many\s+times|how\s+often)\s+(?:each|every)\s+\w+\s+(?:appears|occurs|shows\s+up|comes\s+up)"
    rf"(?:\s+in\s+(?:the\s+)?({PRIM}))?"
    r"(?:\s*\((?:in\s+|into\s+|as\s+|with\s+)?(?:an?|the)\s+(?:dictionary|map|table|counter|hash\s*map)\b[^()]*\))?"
)
def _count_each(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # (with no collection named, the question's own list; a bracket may say it makes a map)
    seq = expr(m.group(1), ctx) if m.group(1) else ctx.sequence
    if "count" in ctx.params or "count" in ctx.kinds or seq is None:
        return None
    ctx.rule("english-functions")
    ctx.kinds["count"] = "dict"
    return [f"count = Counter({seq})"]


@kind(
    r"sort\s+(?:the\s+)?(?:different|distinct|unique)\s+\w+\s+by\s+(?:their|its|the)\s+(?:counts?|frequenc(?:y|ies)|"
    r"number\s+of\s+(?:times|occurrences))\s*,?\s*(?:from\s+)?(biggest|largest|highest|most|smallest|lowest|least|"
    r"descending|ascending)(?:\s+to\s+(?:the\s+)?\w+|\s+\w+)?(?:\s+first)?"
)
def _sort_by_count(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    counts = only_map(ctx)
    if counts is None:
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
    return [f"ordered = sorted({counts}, key=lambda x: {counts}[x]{rev})"]


@kind(
    # `sort the distinct numbers (out of freq) so the one that shows up most often comes first`: the
    # order said as what it achieves, the count of each item; `so the most common one is first` too
    r"sort\s+(?:all\s+)?(?:the\s+)?(?:different|distinct|unique)\s+\w+"
    rf"(?:\s+(?:out\s+)?(?:of|in|from)\s+(?:the\s+)?({PRIM}))?\s*,?\s+so\s+(?:that\s+)?(?:the\s+)?"
    r"(?:(?:one|ones|\w+)\s+(?:that|which|we)\s+(?:see\s+)?(?:shows?\s+up|appears?|occurs?|comes?\s+up|have\s+seen|see)?\s*"
    r"(most|least|fewest)(?:\s+(?:often|frequently|times))?"
    r"|(most|least)\s+(?:frequent|common)(?:\s+(?:one|ones|\w+))?)\s+(?:comes?|is|are|goes|go|ends?\s+up)\s+first"
)
def _sort_so_first(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    counts = m.group(1) if m.group(1) and ctx.kinds.get(m.group(1)) == "dict" else only_map(ctx)
    if counts is None or (m.group(1) and m.group(1) != counts):
        return None  # no map, or the words name something else: which counts order them is not said
    rev = ", reverse=True" if (m.group(2) or m.group(3)).lower() == "most" else ""
    ctx.rule("sort-reverse")
    ctx.kinds["ordered"] = "list"
    ctx.made = "ordered"
    return [f"ordered = sorted({counts}, key=lambda x: {counts}[x]{rev})"]


@kind(rf".*?{_BECOMES}.+")
def _becomes_chain(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    s = m.group(0)
    pieces = re.split(
        rf"\s*(?:[,;]\s*(?:and\s+)?(?:then\s+)?|\s+and\s+(?:then\s+)?)(?={PRIM}{_BECOMES})", s, flags=_I
    )
    pairs = [re.fullmatch(rf"({PRIM}){_BECOMES}(.+)", p.strip(), _I) for p in pieces]
    if not all(pairs) or not pairs or (len(pairs) == 1 and not re.search(r"[\[.]", pieces[0].split()[0])):
        return None
    # `prev becomes cur and cur becomes nxt`: one after the other, as read (`dp[i] becomes …` alone too)
    ctx.rule("set-let")
    return [f"{expr(p.group(1), ctx)} = {expr(p.group(2), ctx)}" for p in pairs if p]


@kind(
    r"(?:make|create|build|start|keep|set\s+up|use)\s+(?:an?\s+)?(?:new\s+)?(?:empty\s+)?"
    rf"(dictionary|dict|map|hash\s*map|table|set|hash\s*set|list|array|stack|queue)\s+(?:called\s+|named\s+)?({NAME})"
    r"\s*,?\s+(?:(?:that|which)\s+(?:will\s+)?(?:remembers?|tells?|tracks?|keeps?\s+track\s+of|records?|stores?|holds?|says?|"
    r"notes?)\s+(?:where|when|what|which|whether|the\s+(?:last|first|latest|earliest|position|index)|each)|"
    r"(?:to|for)\s+(?:remember|track|keep\s+track\s+of|record|store|hold|note|the|our|my|collecting|answers?|results?))\b.*"
)
def _described(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if m.group(2).lower() in ("that", "which", "to", "for", "where", "called", "named"):
        return None
    # `create an empty dictionary last that remembers where each letter was seen`: the clause says why
    what = m.group(1).lower()
    value, k = ("{}", "dict") if what[0] in "dmht" and "set" not in what else ("set()", "set")
    if what in ("list", "array", "stack", "queue"):
        value, k = "[]", "list"
    ctx.rule("empty-containers")
    ctx.kinds[m.group(2)] = k
    return [f"{m.group(2)} = {value}"]


@kind(
    r"(?:make|create|build|start\s+with|use)\s+(?:a|an|one)\s+(?:new\s+)?(dummy|sentinel|fake|placeholder|empty|new)\s+"
    rf"(?:head\s+|start\s+|list\s+)?node(?:\s+(?:called|named)\s+({NAME}))?"
)
def _dummy(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if not takes_nodes(ctx):
        return None
    # `make a dummy node`: a list node named for what it is (`the dummy's next` reads it later)
    name = m.group(2) or (
        "dummy" if m.group(1).lower() in ("empty", "new", "fake", "placeholder") else m.group(1).lower()
    )
    ctx.rule("english-dummy-node")
    ctx.kinds[name] = "node"
    ctx.made = name
    return [f"{name} = ListNode(0)"]


# a name that says it holds many things: `add node.left to the end of queue` on a tree question
# appends to a list whose making was not understood, it never links a node (docs/pseudocode.md, "English")
_COLLECTION_NAME = re.compile(
    r"^(?:q|queue|que|dq|deque|stack|stk|st|list|lst|arr|array|res|result|results|ans|answer|out|output|"
    r"level|levels|order|seen|visited)$",
    re.IGNORECASE,
)


@kind(
    rf"(?:attach|link|hook|connect|hang|put|add|append)\s+(.+?)\s+(?:after|onto|to\s+the\s+end\s+of|behind)\s+({NAME})"
)
def _attach(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    tail = m.group(2)
    what = ctx.kinds.get(tail)
    if what is None and takes_nodes(ctx) and not _COLLECTION_NAME.match(tail):
        what = "node"
    if what != "node":
        return None
    # `attach list1 after tail`: the node comes next after tail
    ctx.rule("english-attach")
    return [f"{tail}.next = {expr(m.group(1), ctx)}"]


@kind(
    rf"(?:make|create|build|start)\s+(?:a|an)\s+(?:list|array)\s+(?:called\s+|named\s+)?({NAME})\s+(?:of|full\s+of|filled\s+with)\s+"
    r"(\w+)\s*,?\s*(?:as\s+long\s+as|the\s+(?:same\s+)?(?:size|length)\s+(?:of|as)|one\s+(?:for|per)\s+each\s+\w+\s+(?:of|in))\s+"
    rf"(?:the\s+)?({PRIM})"
)
def _sized_like(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    value = FILLERS.get(m.group(2).lower())
    if value is None:
        return None
    ctx.rule("array-of-size")
    ctx.kinds[m.group(1)] = "list"
    return [f"{m.group(1)} = [{value}] * len({expr(m.group(3), ctx)})"]


_STEP_VERB = (
    r"make|create|build|put|add|push|append|store|keep|start|return|give|sort|take|multiply|divide|subtract"
)


@kind(
    rf"(?:let|set)\s+({NAME})\s+(?:be|to)\s+(.+?)\s*,?\s+and\s+({NAME})\s+(?:be\s+|to\s+)?((?:the|a|an)\s+.+|\d.*)"
)
def _let_both(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if m.group(3).lower() in ("let", "set", "the", "a", "an") or re.fullmatch(_STEP_VERB, m.group(3), _I):
        return None  # (`let n be …, and make a list …`: a second step, not a second name)
    # `let m be the length of a and n the length of b`: the second verb left out
    ctx.rule("set-let")
    return [f"{m.group(1)} = {expr(m.group(2), ctx)}", f"{m.group(3)} = {expr(m.group(4), ctx)}"]


@kind(
    r"(?:make|create|build|set\s+up)\s+(?:a|an)\s+(?:table|grid|matrix|2d\s+(?:list|array|table)|two-dimensional\s+(?:list|array))\s+"
    rf"(?:called\s+|named\s+)?({NAME})\s+(?:with|of)\s+(.+?)\s+rows\s+(?:and|by|x)\s+(.+?)\s+(?:columns|cols)"
    r"(?:\s*,?\s*(?:all|filled\s+with|full\s+of|of)\s+(\w+))?"
)
def _table(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    value = FILLERS.get((m.group(4) or "zeros").lower())
    if value is None:
        return None
    ctx.rule("array-of-size")
    ctx.kinds[m.group(1)] = "list"
    rows, cols = expr(m.group(2), ctx), expr(m.group(3), ctx)
    return [f"{m.group(1)} = [[{value}] * ({cols}) for _ in range({rows})]"]


@kind(r"(?:answer|reply|respond)\s+(?:with\s+)?((?:self\.)?[A-Za-z_]\w*\s*\(.*\)|true|false|-?\d+)")
def _answer(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if known_name("answer", ctx):
        return None
    # `answer check(root, -inf, inf)`: the verb, not a variable called answer
    ctx.rule("return-words")
    return [f"return {expr(m.group(1), ctx)}"]


@kind(r"[A-Za-z][A-Za-z' -]*:\s*(.+)", flags=0)
def _calls_listed(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    calls = []
    for part in split_top(m.group(1).rstrip(".")):
        rest = re.sub(r"^(?:and|then)\s+", "", part.strip(), flags=_I)
        while (joint := find_top(rest, r"\s+(?:and|then)\s+", _I)) is not None:
            calls.append(rest[: joint.start()])
            rest = rest[joint.end() :]
        calls.append(rest)
    shapes = [re.fullmatch(rf"({NAME})\s*\(.*\)", c) for c in calls]
    if len(calls) < 2 or not all(sh is not None and sh.group(1) in ctx.functions for sh in shapes):
        return None
    # `sink each of the four neighbours: sink(r + 1, c), sink(r - 1, c), …`: the words name the calls
    ctx.rule("call-keyword")
    return [expr(c, ctx) for c in calls]


MORE_RULES: tuple[Kind, ...] = (
    _keep_only,
    _count_each,
    _sort_by_count,
    _sort_so_first,
    _becomes_chain,
    template(
        "set-let", "{e1} = {e2}", rf"(?:set|reset|put|bring|turn|change)\s+({PRIM})\s+back\s+(?:to|at)\s+(.+)"
    ),
    _described,
    template(
        # `record i as the last position of ch`: the only map's entry for ch
        "container-verbs",
        "{map}[{e2}] = {e1}",
        rf"(?:record|store|save|remember|note|write\s+down|mark)\s+({PRIM})\s+as\s+(?:the\s+|its\s+)?"
        rf"(?:[a-z]+\s+){{0,3}}?(?:of|for)\s+(?:the\s+)?({PRIM})",
    ),
    _dummy,
    _attach,
    _sized_like,
    _let_both,
    _table,
    _answer,
    _calls_listed,
)
