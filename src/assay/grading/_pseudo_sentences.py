"""Statement phrases of the pseudocode normaliser beyond the core dialect (docs/pseudocode.md).

English steps (``give back the answer``, ``make a list called dp of n zeros``, ``put x at the end of
out``, ``move left forward``), textbook ones (``exchange A[i] with A[j]``, ``let A[0..n] be a new
array``) and other languages' declarations (``let a = 0, b = 1``, ``vector<int> res;``,
``m.set(k, v)``). :func:`sentence` returns the Python lines, or ``None`` when the statement is none
of these and the core rules should read it.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from assay.grading._pseudo_base import PRIM, Ctx, split_top
from assay.grading._pseudo_containers import NUM_WORDS, container_phrase
from assay.grading._pseudo_kinds import NAME, Kind, kind, lower_verb, read_kinds, template

__all__ = ["fix_containers", "sentence"]

_I = re.IGNORECASE
_NAME = r"[A-Za-z_]\w*"
_VALUE_TYPES = (
    r"(?:int|integer|long|short|float|double|bool|boolean|char|string|String|str|auto|var|val|let|const|number|"
    r"unsigned|size_t|Integer|Long|Double|Boolean|Character)"
)
_DEFAULTS = [
    (r"^(?:int|integer|long|short|float|double|unsigned|size_t|Integer|Long|Double|number)$", "0"),
    (r"^(?:bool|boolean|Boolean)$", "False"),
    (r"^(?:string|String|str)$", '""'),
    (r"(?:vector|list|List|ArrayList|stack|Stack|deque|Deque|queue|Queue|array|\[\])", "[]"),
    (r"(?:unordered_map|map|Map|HashMap|dict|Dictionary|TreeMap)", "{}"),
    (r"(?:unordered_set|set|Set|HashSet|TreeSet)", "set()"),
]
_ORDER_WORDS = (
    r"in|into|it|them|order|ascending|descending|increasing|decreasing|non-?decreasing|non-?increasing|reverse|"
    r"reversed|from|to|the|smallest|largest|biggest|lowest|highest|small|large|big|high|low|first|last|"
    r"numerically|alphabetically|up|down|place|again|now|too|then|first|sorted|by|value|values"
)
_CREATE_VERBS = (
    r"(?:make|create|build|declare|initiali[sz]e|init|start(?:\s+with)?|set\s+up|prepare|keep|allocate|have|use|"
    r"define|construct|get|take)"
)

Expr = Callable[[str, Ctx], str]
# The core statement rewrite, passed in by ``_pseudo_stmt`` (which imports this module).
Step = Callable[[str, Ctx], list[str]]
_ASSIGN_OR_STEP = re.compile(
    r"^(?:[A-Za-z_][\w.]*(?:\[[^\]]*\])*\s*(?:=(?!=)|\u2190|:=|\+=|-=)\s*\S.*|[A-Za-z_]\w*\s*(?:\+\+|--)|(?:\+\+|--)\s*[A-Za-z_]\w*)$"
)


_BECOMES = re.compile(rf"^{_NAME}\s+(?:becomes|gets|is\s+now|starts\s+at)\s+\S.*$", re.IGNORECASE)


def value_of(name: str, text: str, ctx: Ctx, expr: Expr) -> str:
    """A value as pseudocode writes it: ``list of n zeros``, ``empty``, or an expression."""
    t = text.strip()
    if re.fullmatch(r"(?:nothing|none|null|nil)", t, _I):
        return "None"
    if re.fullmatch(r"(?:empty|blank)", t, _I):
        if re.search(r"set|seen|visited|used", name, _I):
            return "set()"
        if re.search(r"map|dict|count|freq|table|index", name, _I):
            return "{}"
        if re.search(r"str|text|word|res(?:ult)?_?s(?:tr)?$", name, _I) and "list" not in name.lower():
            return '""' if re.search(r"str|text|word", name, _I) else "[]"
        return "[]"
    if re.match(r"^(?:an?\s+|new\s+|empty\s+|list\s+|array\s+)", t, _I):
        phrase = container_phrase(t, ctx)
        if phrase is not None:
            return phrase
    return expr(t, ctx)


def _assign(name: str, value: str, ctx: Ctx) -> list[str]:
    if value.startswith("{}"):
        ctx.kinds[name] = "dict"
    elif value.startswith("set("):
        ctx.kinds[name] = "set"
    elif value.startswith("["):
        ctx.kinds[name] = "list"
    return [f"{name} = {value}"]


@kind(
    rf"(.+?)\s*,?\s*(?:and\s+)?(?:call|name|label|store)\s+(?:it|that|this|the\s+result)\s+(?:as\s+)?({NAME})"
)
def _call_it(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    ctx.rule("set-let")
    return _assign(m.group(2), expr(m.group(1), ctx), ctx)


@kind(r"(?:set|let|initiali[sz]e)\s+(.+\s+(?:to|be|=)\s+.+?\s+and\s+.+)")
def _set_several(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    pieces = re.split(r"\s*(?:,\s*and|,|\band)\s+(?=[A-Za-z_][\w\[\]]*\s+(?:to|be|=)\s)", m.group(1))
    pairs = [re.match(r"^(.+?)\s+(?:to|be|=)\s+(.+)$", p) for p in pieces]
    if len(pieces) < 2 or not all(pairs):
        return None
    ctx.rule("set-let")
    return [f"{expr(p.group(1), ctx)} = {expr(p.group(2), ctx)}" for p in pairs if p]


@kind(
    r"(?:change|reset|update|turn|make|assign|overwrite|replace)\s+(.+?)\s+(?:to|into|to\s+be|equal\s+to|with)\s+(.+)"
)
def _change_to(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if not re.fullmatch(PRIM, m.group(1).strip()) or re.match(r"^(?:a|an|the)\b", m.group(1), _I):
        return None
    ctx.rule("set-let")
    return [f"{expr(m.group(1), ctx)} = {container_phrase(m.group(2), ctx) or expr(m.group(2), ctx)}"]


@kind(
    rf"(?:pop|take|remove)\s+(\(?\s*{NAME}(?:\s*,\s*{NAME})*\s*\)?)\s+(?:off|from|out\s+of)\s+(?:of\s+)?(?:the\s+)?(?:top\s+of\s+)?({PRIM})"
)
def _pop_off(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if ctx.kinds.get(m.group(1).strip()) is not None:
        return None
    ctx.rule("stack-queue")
    target = m.group(1).strip().strip("()")
    if "," in target:
        ctx.pair = target  # what "its neighbours" will be about
    return [f"{target} = {expr(m.group(2), ctx)}.pop()"]


@kind(r"(?:the\s+)?(answer|result)\s+is\s+(.+)")
def _answer_is(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if m.group(1) not in ctx.names:
        return None
    # `answer is x` where the learner keeps a variable called answer: a step that sets it
    ctx.rule("set-let")
    return _assign(m.group(1), expr(m.group(2), ctx), ctx)


@kind(
    r"(?:give|hand|send|pass)\s+(?!back\b)(.+?)\s+back(?:\s+(?:as\s+(?:the|our|my)\s+(?:answer|result)|"
    r"to\s+(?:the\s+)?(?:caller|user)))?"
)
def _give_it_back(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `give result back`, `hand nums back as the answer`: the particle after the value
    ctx.rule("return-words")
    return [f"return {expr(m.group(1).strip(), ctx)}"]


@kind(
    r"(?:give\s+back|hand\s+back|send\s+back|output|return\s+with|answer\s+with|the\s+answer\s+is|answer\s+is|"
    r"result\s*:|report)\b\s*(.*)"
)
def _give_back(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    ctx.rule("return-words")
    value = m.group(1).strip()
    return [f"return {expr(value, ctx)}" if value else "return"]


@kind(rf"(?:{_VALUE_TYPES}\s+)+({NAME})\s*\[([^\[\]]+)\]\s*(?:=\s*\{{\s*([^{{}}]*?)\s*\}})?", flags=0)
def _c_array(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # C arrays: `int count[26] = {0};`, `bool seen[n];`
    ctx.rule("typed-declaration")
    zero = "False" if m.group(0).startswith("bool") else "0"
    items = split_top(m.group(3) or "")
    if len(items) > 1:  # `int w[4] = {3, 3, 4}`: those items, the rest zero (never a set, never one fill)
        listed = ", ".join(expr(i.strip(), ctx) for i in items)
        size = expr(m.group(2), ctx)
        return _assign(m.group(1), f"[{listed}] + [{zero}] * (({size}) - {len(items)})", ctx)
    fill = (m.group(3) or "").split(",")[0].strip() or zero
    return _assign(m.group(1), f"[{expr(fill, ctx)}] * ({expr(m.group(2), ctx)})", ctx)


_WORDS: tuple[Kind, ...] = (
    template("return-words", "return None", r"(?:return|give\s+back)\s+(?:nothing|none|null)"),
    _call_it,
    _set_several,
    _change_to,
    _pop_off,
    _answer_is,
    _give_back,
    _give_it_back,
    template(
        "break-words",
        "break",
        r"(?:stop|stop\s+(?:the\s+)?(?:loop|looping|searching|iterating|here)|exit\s+(?:the\s+)?loop|leave\s+(?:the\s+)?loop|"
        r"break\s+out(?:\s+of\s+(?:the\s+)?loop)?|quit\s+(?:the\s+)?loop|get\s+out\s+of\s+(?:the\s+)?loop)",
    ),
    template(
        "continue-words",
        "continue",
        r"(?:skip(?:\s+(?:it|this(?:\s+one)?|ahead|to\s+(?:the\s+)?next(?:\s+\w+)?))?|move\s+on(?:\s+to\s+(?:the\s+)?next(?:\s+\w+)?)?|"
        r"go\s+(?:on\s+)?to\s+(?:the\s+)?next(?:\s+\w+)?|continue\s+(?:with\s+)?(?:the\s+)?next(?:\s+\w+)?)",
    ),
    _c_array,
)


@kind(rf"(?:{_VALUE_TYPES}\s+)+(.+)", flags=0)
def _declared_several(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # declarations: `let a = 0, b = n - 1`, `int i = 0, j = 0`
    if "," not in m.group(1):
        return None
    parts = split_top(m.group(1))
    if len(parts) < 2 or not all(re.match(rf"^{NAME}\s*(?:=(?!=).+)?$", p) for p in parts):
        return None
    ctx.rule("typed-declaration")
    out: list[str] = []
    for part in parts:
        name, _, value = part.partition("=")
        out.extend(_assign(name.strip(), expr(value, ctx) if value.strip() else "None", ctx))
    return out


@kind(rf"((?:{_VALUE_TYPES}|[A-Za-z_][\w:]*\s*<.*>|[A-Za-z_]\w*\s*\[\s*\])\s+)+({NAME})", flags=0)
def _declared(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # a declaration without a value: `int count;`, `vector<int> res;`, `let best`
    if re.match(r"^(?:return|print|else|do|goto|call)\b", m.group(0), _I):
        return None
    declared = m.group(1).strip()
    value = "None"
    for pattern, default in _DEFAULTS:
        if re.search(pattern, declared):
            value = default
            break
    if re.match(r"^queue\s*<", declared):
        ctx.kinds[m.group(2)] = "queue"
    ctx.rule("typed-declaration")
    lines = _assign(m.group(2), value, ctx)
    if re.match(r"^queue\s*<", declared):
        ctx.kinds[m.group(2)] = "queue"
    return lines


@kind(rf"({PRIM})\.set\s*\((.+)\)", flags=0)
def _map_set(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if len(split_top(m.group(2))) != 2:
        return None
    ctx.rule("foreign-methods")
    k, v = split_top(m.group(2))
    return [f"{expr(m.group(1), ctx)}[{expr(k, ctx)}] = {expr(v, ctx)}"]


@kind(rf"({NAME})\.(?:delete|remove|erase)\s*\((.+)\)", flags=0)
def _map_delete(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    name = m.group(1)
    if ctx.kinds.get(name) not in ("dict", "set"):
        return None
    ctx.rule("foreign-methods")
    key = expr(m.group(2), ctx)
    return [f"{name}.pop({key}, None)" if ctx.kinds[name] == "dict" else f"{name}.discard({key})"]


_DECLARATIONS: tuple[Kind, ...] = (_declared_several, _declared, _map_set, _map_delete)


@kind(rf"(?:const|let|var)\s*\[\s*((?:\.\.\.)?{NAME}(?:\s*,\s*(?:\.\.\.)?{NAME})*)\s*\]\s*=\s*(.+)", flags=0)
def _destructured(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # JavaScript destructuring: `const [a, ...rest] = xs`, `let [x, y] = [y, x]`
    ctx.rule("typed-declaration")
    targets = ", ".join(re.sub(r"^\.\.\.", "*", t.strip()) for t in m.group(1).split(","))
    value = m.group(2).strip()
    if value.startswith("[") and value.endswith("]"):
        value = value[1:-1]
    return [f"{targets} = {expr(value, ctx)}"]


@kind(rf"(?:std::)?(?:vector|string)\s*(<.*>)?\s+({NAME})\s*\((.+)\)", flags=0)
def _constructor(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # C++ constructors: `vector<int> dp(n, 1)`, `vector<vector<int>> g(n, vector<int>(m, 0))`
    built = _constructed(m.group(3), ctx, expr)
    if built is None:
        return None
    ctx.rule("typed-declaration")
    return _assign(m.group(2), built, ctx)


@kind(rf"(?:let\s+)?({NAME})\s*\[([^\[\]]+)\]\s+(?:be|is|=|\u2190)\s+(?:an?\s+)?(?:new\s+)?(.*)")
def _textbook_array(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # textbook: `let A[0..n] be a new array`, `let dp[1..n, 0..m] be a new table`
    if ".." not in m.group(2) or "..." in m.group(2) or m.group(1) in ("const", "let", "var"):
        return None
    dims = [d.strip() for d in split_top(m.group(2))]
    sizes: list[str] = []
    for dim in dims:
        lo, _, hi = dim.partition("..")
        lo_py, hi_py = expr(lo.strip(".").strip(), ctx), expr(hi.strip(".").strip(), ctx)
        plus_one = re.sub(r"\s*-\s*1$", "", hi_py) if re.search(r"\s*-\s*1$", hi_py) else f"{hi_py} + 1"
        # a table of two or more dimensions is never shifted (only 1-D arrays are: docs/pseudocode.md),
        # so a dimension counted from 1 keeps slot 0 unused and reaches `hi` as the learner wrote it
        table_from_one = len(dims) > 1 and re.fullmatch(r"[1-9]\d*", lo_py) is not None
        sizes.append(
            plus_one
            if lo_py == "0" or table_from_one
            else f"{hi_py} - {lo_py} + 1"
            if lo_py != "1"
            else hi_py
        )
        if lo_py == "0":
            ctx.zero_based.add(m.group(1))
    fill = re.search(r"(?:filled\s+with|initiali[sz]ed\s+(?:to|with)|of|with)\s+(.+)$", m.group(3), _I)
    # `new empty lists` is one fresh list per position; `new arrays` (two names) is not
    fresh = re.search(
        r"\bempty\s+(lists|arrays|stacks|queues|sets|maps|dictionaries|tables)\b", m.group(3), _I
    )
    value = (NUM_WORDS.get(fill.group(1).strip().lower()) or expr(fill.group(1), ctx)) if fill else "0"
    if fresh:
        empty = (
            "set()"
            if fresh.group(1).lower() == "sets"
            else "{}"
            if fresh.group(1).lower() in ("maps", "dictionaries", "tables")
            else "[]"
        )
        built = f"[{empty} for _ in range({sizes[-1]})]"
    else:
        built = f"[{value}] * ({sizes[-1]})"
    for size in reversed(sizes[:-1]):
        built = f"[{built} for _ in range({size})]"
    ctx.rule("textbook-array")
    return _assign(m.group(1), built, ctx)


@kind(r"(?:exchange|interchange|switch|swap)\s+(.+?)\s*(?:\bwith\b|\band\b|,)\s*(.+?)")
def _exchange(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if not (re.fullmatch(PRIM, m.group(1).strip()) and re.fullmatch(PRIM, m.group(2).strip())):
        return None
    ctx.rule("swap")
    a, b = expr(m.group(1), ctx), expr(m.group(2), ctx)
    return [f"{a}, {b} = {b}, {a}"]


@kind(r"swap\s*\(\s*(.+)\)")
def _swap_call(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if len(split_top(m.group(1))) != 3 or "swap" in ctx.functions:
        return None
    arr, i, j = (expr(a, ctx) for a in split_top(m.group(1)))
    ctx.rule("swap")
    return [f"{arr}[{i}], {arr}[{j}] = {arr}[{j}], {arr}[{i}]"]


@kind(rf"{_CREATE_VERBS}\s+(.+)")
def _create(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `make a list called dp of n zeros`, `create an empty set seen`, `build an empty dictionary named counts`
    rest = re.sub(rf"^(.+?)\s*,\s*({NAME})$", r"\1 \2", m.group(1))  # `start a new empty list, row`
    # `make a result list`, `an empty seen set`: the name before the noun that says what it is
    rest = re.sub(
        rf"^(an?\s+(?:new\s+|empty\s+)*)({NAME})\s+(list|array|set|map|dictionary|stack|queue)$",
        r"\1\3 called \2",
        rest,
        flags=_I,
    )
    empty = re.fullmatch(
        r"(.+?)\s*,?\s*(?:that\s+is\s+|which\s+is\s+|and\s+)?(?:empty|blank)(?:\s+(?:at\s+first|for\s+now|to\s+start))?",
        rest,
        _I,
    )
    if empty and not re.search(r"\bempty\b", empty.group(1), _I):
        # `make dictionary cnt, empty`: the state said after the name
        rest = "an empty " + re.sub(r"^(?:an?|the)\s+", "", empty.group(1), flags=_I)
    return _creation(rest, ctx, expr)


@kind(
    rf"({NAME})\s+(?:starts|begins|starts\s+off|begins|is\s+initially|is\s+set|gets|becomes|is\s+now|will\s+be)"
    rf"\s*(?:at|as|with|from|to|off\s+at|off\s+as|equal\s+to)?\s+(.+)"
)
def _starts_at(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if re.match(r"^(?:if|while|for|return|else)$", m.group(1), _I):
        return None
    value = container_phrase(m.group(2), ctx) or expr(m.group(2), ctx)
    ctx.rule("set-let")
    return _assign(m.group(1), value, ctx)


@kind(rf"({NAME})\s+is\s+(?:now\s+|set\s+to\s+)?(.+)")
def _is(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if re.match(r"^(?:not|in|empty|even|odd|zero|none|null|true|false)\b", m.group(2), _I):
        return None
    # a step that says `mid is (lo + hi) / 2` sets mid: a comparison alone would do nothing
    ctx.rule("set-let")
    return _assign(m.group(1), value_of(m.group(1), m.group(2), ctx, expr), ctx)


@kind(rf"(?:make|let|have)\s+({PRIM})\s+point\s+(?:to|at)\s+(.+)|point\s+({PRIM})\s+(?:to|at)\s+(.+)")
def _point(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    ctx.rule("set-let")
    return [f"{expr(m.group(1) or m.group(3), ctx)} = {expr(m.group(2) or m.group(4), ctx)}"]


@kind(
    rf"(?:make|let|have)\s+({NAME})\s+point\s+back\s+(?:to|at)\s+(.+)|turn\s+({NAME})\s+(?:around|back)\s+to\s+(.+)"
)
def _point_back(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `make current point back to previous` (reversing a list): the node's link turns back, not the name
    node = m.group(1) or m.group(3)
    if ctx.kinds.get(node) not in ("node", None) or not any(ctx.kinds.get(p) == "node" for p in ctx.params):
        return None
    ctx.rule("set-let")
    return [f"{node}.next = {expr(m.group(2) or m.group(4), ctx)}"]


@kind(rf"(?:remember|keep|save|note|store|record)\s+(.+?)\s+as\s+({NAME})")
def _kept_as(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    ctx.rule("set-let")
    return _assign(m.group(2), expr(m.group(1), ctx), ctx)


@kind(
    rf"(?:put|add|append|push|insert|place|stick|enqueue)\s+(.+?)\s+(?:at|to|on|onto|into)\s+(?:the\s+)?"
    rf"(end|back|top|tail|front|beginning|start|head|bottom)\s+of\s+(?:the\s+)?({PRIM})"
)
def _at_the_end(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `put x at the end of out`, `add x to the back of q`
    ctx.rule("container-verbs")
    item, target = expr(m.group(1), ctx), expr(m.group(3), ctx)
    if m.group(2).lower() in ("front", "beginning", "start", "head", "bottom"):
        return [f"{target}.insert(0, {item})"]
    return [f"{target}.append({item})"]


@kind(rf"(?:put|store|save|record|remember|keep|place)\s+(.+?)\s+(?:in|into|as|inside)\s+(?:the\s+)?({PRIM})")
def _put_in(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    ctx.rule("container-verbs")
    item, target = expr(m.group(1), ctx), expr(m.group(2), ctx)
    held = ctx.kinds.get(target)
    if held in ("list", "queue"):
        return [f"{target}.append({item})"]
    if held == "set":
        return [f"{target}.add({item})"]
    return [f"{target} = {item}"]


@kind(rf"(subtract|multiply|divide)\s+(.+?)\s+(?:from|by)\s+({PRIM})")
def _arithmetic(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    ctx.rule("increment")
    verb = m.group(1).lower()
    if verb == "subtract":
        return [f"{expr(m.group(3), ctx)} -= {expr(m.group(2), ctx)}"]
    op = "*=" if verb == "multiply" else "/="
    return [f"{expr(m.group(2), ctx)} {op} {expr(m.group(3), ctx)}"]


@kind(rf"({PRIM})\s+(?:goes|went|moves|is\s+increased|is\s+decreased)\s+(up|down)\s+by\s+(.+)")
def _goes_by(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    ctx.rule("increment")
    return [f"{expr(m.group(1), ctx)} {'-=' if lower_verb(m.group(2)) else '+='} {expr(m.group(3), ctx)}"]


@kind(
    rf"(?:move|advance|shift|step|slide|bump)\s+({PRIM})(?:\s+pointer)?\s+(?:one\s+(?:step|place|position)\s+)?"
    r"(forward|forwards|right|ahead|up|on|to\s+the\s+right|by\s+one|inward|back|backward|backwards|left|down|"
    r"to\s+the\s+left)?(?:\s+by\s+one|\s+one\s+(?:step|place|position))?"
)
def _move_one(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    ctx.rule("increment")
    back = (m.group(2) or "").lower() in ("back", "backward", "backwards", "left", "down", "to the left")
    return [f"{expr(m.group(1), ctx)} {'-=' if back else '+='} 1"]


@kind(rf"sort\s+(?:the\s+)?({PRIM})((?:\s+(?!by\b|on\b|using\b|with\b)[A-Za-z]+)*)")
def _sort(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
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
def _reverse(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if "reverse" in ctx.functions:
        return None
    ctx.rule("sort-reverse")
    target = expr(m.group(1) or m.group(2), ctx)
    if ctx.kinds.get(target) == "str":
        return [f"{target} = {target}[::-1]"]
    return [f"{target}.reverse()"]


@kind(rf"(?:sort)\s*\(\s*({PRIM})\s*\)")
def _sort_call(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if "sort" in ctx.functions:
        return None
    ctx.rule("sort-reverse")
    return [f"{expr(m.group(1), ctx)}.sort()"]


@kind(rf"mark\s+({PRIM})\s+(?:as\s+)?(visited|seen|used|done)")
def _mark(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    store = next(
        (n for n, k in ctx.kinds.items() if k == "set" and n.lower() in ("visited", "seen", "used", "done")),
        None,
    )
    if store is None:
        return None
    ctx.rule("container-verbs")
    return [f"{store}.add({expr(m.group(1), ctx)})"]


@kind(
    r"(?:keep|use|have|make|create|set\s+up|start\s+with|declare)\s+(?:two|three|four|\d+|some|these|the\s+)?\s*"
    r"(?:pointers|variables|counters|names|values|indices|indexes|markers)\s*:\s*(.+)"
)
def _named_list(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `keep two pointers: previous (starts as nothing) and current (starts at head)`: each name with
    # its first value; an item that says no value leaves the whole line not understood
    lines: list[str] = []
    items = [p for part in split_top(m.group(1)) for p in re.split(r"\s+and\s+(?![^()]*\))", part) if p]
    for item in items:
        one = re.fullmatch(
            rf"(?:and\s+)?({NAME})\s*(?:\(\s*(?:which\s+)?(?:starts?|begins?|is\s+set|set|initially|=)\s*(?:off\s+)?"
            rf"(?:as|at|to|with|from|=)?\s*(.+?)\s*\)|(?:=|starting\s+(?:at|as|from)|set\s+to|at)\s*(.+))",
            item.strip(),
            _I,
        )
        if one is None:
            return None
        name = one.group(1)
        lines.extend(_assign(name, value_of(name, one.group(2) or one.group(3), ctx, expr), ctx))
    ctx.rule("set-let")
    return lines if len(lines) >= 2 else None


_PHRASES: tuple[Kind, ...] = (
    _named_list,
    _destructured,
    _constructor,
    _textbook_array,
    _exchange,
    _swap_call,
    _create,
    _starts_at,
    _is,
    _point,
    _point_back,
    template(
        "set-let",
        "{e1} = {e2}",
        rf"(?:move|advance|step|shift|jump)\s+({PRIM})\s+(?:forward\s+|on\s+|ahead\s+|over\s+)?to\s+(.+)",
    ),
    _kept_as,
    template(
        # `record right as last[ch]`: an entry of a list or map set to the value
        "set-let",
        "{e2} = {e1}",
        rf"(?:record|store|save|remember|note|keep|write\s+down)\s+(.+?)\s+as\s+({NAME}\[.+\])",
    ),
    _at_the_end,
    template(
        # `store i in seen at key x`
        "container-verbs",
        "{e2}[{e3}] = {e1}",
        rf"(?:put|store|save|record|remember|write|set)\s+(.+?)\s+(?:in|into|for|at)\s+(?:the\s+)?({PRIM})\s+"
        rf"(?:at|under|for|with)\s+(?:the\s+)?(?:key|index|position)?\s*(.+)",
    ),
    template(
        "container-verbs",
        "{e3}[{e1}] = {e2}",
        rf"(?:map|associate|link)\s+(.+?)\s+(?:to|with)\s+(.+?)\s+in\s+(?:the\s+)?({PRIM})",
    ),
    _put_in,
    _arithmetic,
    template("increment", "{e1} *= 2", rf"(?:double)\s+({PRIM})"),
    _goes_by,
    _move_one,
    _sort,
    _reverse,
    _sort_call,
    _mark,
)


def sentence(s: str, ctx: Ctx, expr: Expr, step: Step) -> list[str] | None:
    """Python lines for one statement phrase, or ``None``."""
    lines = read_kinds(_WORDS, s, ctx, expr, expr)
    if lines is not None:
        return lines
    # several steps on one line: `lo = 0, hi = n - 1`, `l--, r++`
    parts = split_top(s)
    if len(parts) > 1 and all(_ASSIGN_OR_STEP.match(p) or _BECOMES.match(p) for p in parts):
        ctx.rule("compound-steps")
        return [line for p in parts for line in step(p, ctx)]
    lines = read_kinds(_DECLARATIONS, s, ctx, expr, expr)
    if lines is not None:
        return lines
    # textbook: `let L[1..n1 + 1] and R[1..n2 + 1] be new arrays`: one declaration each
    m = re.match(
        rf"^let\s+({NAME}\s*\[[^\[\]]+\](?:\s*(?:,|and)\s*{NAME}\s*\[[^\[\]]+\])+)\s+be\s+(.+)$", s, _I
    )
    if m and ".." in m.group(1):
        names = re.findall(rf"{NAME}\s*\[[^\[\]]+\]", m.group(1))
        return [line for n in names for line in sentence(f"let {n} be {m.group(2)}", ctx, expr, step) or []]
    return read_kinds(_PHRASES, s, ctx, expr, expr)


def _constructed(args: str, ctx: Ctx, expr: Expr) -> str | None:
    """``n, 1`` → ``[1] * (n)``; ``n, vector<int>(m, 0)`` → a fresh row per position."""
    parts = split_top(args)
    if len(parts) == 1:
        return f"[0] * ({expr(parts[0], ctx)})"
    if len(parts) != 2:
        return None
    size, fill = parts
    inner = re.fullmatch(r"(?:std::)?vector\s*<.*>\s*\((.+)\)", fill.strip())
    if inner:
        row = _constructed(inner.group(1), ctx, expr)
        return None if row is None else f"[{row} for _ in range({expr(size, ctx)})]"
    return f"[{expr(fill, ctx)}] * ({expr(size, ctx)})"


def _creation(rest: str, ctx: Ctx, expr: Expr) -> list[str] | None:
    """``a list called dp of n zeros``, ``an empty set seen``, ``counts as an empty map``."""
    r = rest.strip()
    named = re.search(rf"\s*,?\s*\b(?:called|named|as|labelled|labeled)\s+({_NAME})\s*,?", r, _I)
    if named:
        name = named.group(1)
        desc = (r[: named.start()] + " " + r[named.end() :]).strip()
        value = container_phrase(desc, ctx)
        if value is None:
            m = re.match(
                r"^(?:a\s+)?(?:variable|counter|number|integer|pointer|index)?\s*(?:set\s+to|equal\s+to|=|of|with\s+value)\s+(.+)$",
                desc,
                _I,
            )
            if m:
                value = expr(m.group(1), ctx)
        if value is not None:
            return _assign(name, value, ctx)
        return None
    m = re.match(rf"^({_NAME})\s+(?:as|to\s+be|be|=)\s+(.+)$", r, _I)
    if m:
        value = container_phrase(m.group(2), ctx)
        if value is not None:
            return _assign(m.group(1), value, ctx)
    m = re.match(rf"^(.+?)\s+({_NAME})(?:\s+(?:of|with)\s+(.+))?$", r, _I)
    if m:
        desc = m.group(1) + (f" of {m.group(3)}" if m.group(3) else "")
        value = container_phrase(desc, ctx)
        if value is not None:
            return _assign(m.group(2), value, ctx)
    return None


_AUG_ITEM = re.compile(rf"^({_NAME})\[(.+)\]\s*([-+])=\s*(.+)$")
_SELF_ITEM = re.compile(rf"^({_NAME})\[(.+)\]\s*=\s*({_NAME})\[(.+)\]\s*([-+])\s*(.+)$")


def fix_containers(line: str, ctx: Ctx) -> str:
    """Make one produced line use the container the learner made.

    ``counts[c] += 1`` on a map means "starting from 0" in pseudocode (``.get(c, 0)``), not in
    JavaScript (where it is ``NaN``, the learner's bug);
    ``q.add(x)`` on a list appends; ``s.append(x)`` on a set adds; ``q.pop()`` on a C++ queue
    takes the front.
    """
    m = _AUG_ITEM.match(line)
    if m and ctx.kinds.get(m.group(1)) == "dict" and not ctx.javascript:
        ctx.rule("map-default-zero")
        name, key, op, value = m.groups()
        return f"{name}[{key}] = {name}.get({key}, 0) {op} {value}"
    m = _SELF_ITEM.match(line)
    if (
        m
        and not ctx.javascript
        and m.group(1) == m.group(3)
        and m.group(2) == m.group(4)
        and ctx.kinds.get(m.group(1)) == "dict"
    ):
        ctx.rule("map-default-zero")
        name, key, _n, _k, op, value = m.groups()
        return f"{name}[{key}] = {name}.get({key}, 0) {op} {value}"

    def method(m: re.Match[str]) -> str:
        name, meth = m.group(1), m.group(2)
        kind = ctx.kinds.get(name)
        if meth == "add" and kind in ("list", "queue"):
            return f"{name}.append("
        if meth == "append" and kind == "set":
            return f"{name}.add("
        if meth == "pop" and kind == "queue" and m.group(3) == ")":
            return f"{name}.pop(0"
        return m.group(0)

    new = re.sub(rf"(?<![\w.])({_NAME})\.(add|append|pop)\((\)?)", method, line)
    if new != line:
        ctx.rule("container-verbs")
    return new
