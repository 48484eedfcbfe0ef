"""Sentences that give a name its value: ``make a list called dp of n zeros``, ``create an empty set
seen``, ``mid is (lo + hi) / 2``, ``keep two pointers: previous (starts as nothing) and current
(starts at head)``, ``make current point to previous`` (docs/pseudocode.md, "English").

:func:`assign` is how every such sentence binds a name: it records what kind of container the name
now holds, which later steps read (``add x to seen`` adds to a set, appends to a list).
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import PRIM, Ctx, split_top
from assay.grading._pseudocode._containers import container_phrase
from assay.grading._pseudocode._kinds import NAME, Expr, kind

__all__ = [
    "assign",
    "create",
    "is_",
    "kept_as",
    "named_list",
    "named_then_valued",
    "point",
    "point_back",
    "starts_at",
    "value_of",
]

_I = re.IGNORECASE
_CREATE_VERBS = (
    r"(?:make|create|build|declare|initiali[sz]e|init|start(?:\s+with)?|set\s+up|prepare|keep|allocate|have|use|"
    r"define|construct|get|take)"
)


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


def assign(name: str, value: str, ctx: Ctx) -> list[str]:
    """``name = value``, the kind of container ``value`` makes remembered for the later steps."""
    if value.startswith("{}"):
        ctx.kinds[name] = "dict"
    elif value.startswith("set("):
        ctx.kinds[name] = "set"
    elif value.startswith("["):
        ctx.kinds[name] = "list"
    return [f"{name} = {value}"]


@kind(
    r"(?:keep|use|have|make|create|set\s+up|start\s+with|declare)\s+(?:two|three|four|\d+|some|these|the\s+)?\s*"
    r"(?:pointers|variables|counters|names|values|indices|indexes|markers)\s*:\s*(.+)",
    # `two variables I keep, a is 0 and b is 0`: the things kept said first, then who keeps them (a
    # count before the noun, so the noun may lose its plural: `two variable I keep`)
    r"(?:two|three|four|\d+|some|these)\s+(?:pointer|variable|counter|number|name|value|index|indice|marker)e?s?\s+"
    r"(?:I|we|you)\s+(?:will\s+|also\s+)?(?:keep|use|need|have|make|hold|track)\s*[,:]\s*(.+)",
)
def named_list(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `keep two pointers: previous (starts as nothing) and current (starts at head)`: each name with
    # its first value; an item that says no value leaves the whole line not understood
    lines: list[str] = []
    # `prev, which starts as nothing, and cur, which starts at head`: the value in a relative clause
    # between commas is the value a bracket gives (`prev (starts as nothing)`)
    said = re.sub(
        rf"({NAME})\s*,\s*(?:which|that)\s+((?:starts?|begins?|is\s+set)\b(?:[^,()]|\([^()]*\))*?)\s*(?=,|$)",
        r"\1 (\2)",
        m.group(1).strip(),
        flags=_I,
    )
    items = [p for part in split_top(said) for p in re.split(r"\s+and\s+(?![^()]*\))", part) if p]
    for item in items:
        one = re.fullmatch(
            rf"(?:and\s+)?({NAME})\s*(?:\(\s*(?:which\s+)?(?:starts?|begins?|is\s+set|set|initially|=)\s*(?:off\s+)?"
            rf"(?:as|at|to|with|from|=)?\s*(.+?)\s*\)|(?:=|starting\s+(?:at|as|from)|set\s+to|at|\s+is\s+(?:set\s+to\s+)?)\s*(.+))",
            item.strip(),
            _I,
        )
        if one is None:
            return None
        name = one.group(1)
        if re.match(r"(?:not|in|empty|even|odd)\b", one.group(3) or "", _I):
            return None  # `a is not 0`: a test, never a first value
        lines.extend(assign(name, value_of(name, one.group(2) or one.group(3), ctx, expr), ctx))
    ctx.rule("set-let")
    return lines if len(lines) >= 2 else None


@kind(
    r"(?:keep|use|have|make|create|start\s+with|declare)\s+(?:two|three|four|\d+)\s+"
    r"(?:numbers|variables|counters|names|values|pointers|indices|indexes)\s+"
    rf"({NAME}(?:\s*,\s*{NAME})*\s*,?\s+and\s+{NAME})\s*[,;:]\s*(.+)"
)
def named_then_valued(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `keep two numbers a and b, a is the cost of step 0 and b is the cost of step 1`: the names,
    # then each one's first value in the same order; a name left without one (or one not listed)
    # leaves the line not understood
    names = re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", m.group(1).strip())
    parts = re.split(
        rf"\s*(?:,\s*(?:and\s+)?|\s+and\s+)(?=(?:{'|'.join(map(re.escape, names))})\s+(?:is|=|starts))",
        m.group(2),
    )
    said = [re.fullmatch(rf"({NAME})\s+(?:is|=|starts\s+(?:at|as))\s+(.+?)\.?", p.strip(), _I) for p in parts]
    if not all(said) or [p.group(1) for p in said if p] != names:
        return None
    lines: list[str] = []
    for p in said:
        if p is not None:
            lines.extend(assign(p.group(1), value_of(p.group(1), p.group(2), ctx, expr), ctx))
    ctx.rule("set-let")
    return lines


@kind(rf"{_CREATE_VERBS}\s+(.+)")
def create(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
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
        # (`…, it is empty in start`: the state said as a sentence of its own about what was made)
        r"(.+?)\s*,?\s*(?:that\s+is\s+|which\s+is\s+|it\s+is\s+|it's\s+|and\s+)?(?:empty|blank)"
        r"(?:\s+(?:at\s+first|for\s+now|to\s+start|(?:at|in)\s+(?:the\s+)?(?:start|beginning)))?",
        rest,
        _I,
    )
    if empty and not re.search(r"\bempty\b", empty.group(1), _I):
        # `make dictionary cnt, empty`: the state said after the name
        rest = "an empty " + re.sub(r"^(?:an?|the)\s+", "", empty.group(1), flags=_I)
    return _creation(rest, ctx, expr)


def _creation(rest: str, ctx: Ctx, expr: Expr) -> list[str] | None:
    """``a list called dp of n zeros``, ``an empty set seen``, ``counts as an empty map``."""
    r = rest.strip()
    named = re.search(rf"\s*,?\s*\b(?:called|named|as|labelled|labeled)\s+({NAME})\s*,?", r, _I)
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
            return assign(name, value, ctx)
        return None
    m = re.match(rf"^({NAME})\s+(?:as|to\s+be|be|=)\s+(.+)$", r, _I)
    if m:
        value = container_phrase(m.group(2), ctx)
        if value is not None:
            return assign(m.group(1), value, ctx)
    m = re.match(rf"^(.+?)\s+({NAME})(?:\s+(?:of|with)\s+(.+))?$", r, _I)
    if m:
        desc = m.group(1) + (f" of {m.group(3)}" if m.group(3) else "")
        value = container_phrase(desc, ctx)
        if value is not None:
            return assign(m.group(2), value, ctx)
    return None


# what a name is, said between it and the verb: `slow pointer set to head`, `the index i starts at 0`
_ROLE = r"(?:\s+(?:pointer|index|counter|variable|cursor))?"
_STARTS = (
    r"(?:starts|begins|starts\s+off|is\s+initially|is\s+set|set|gets|becomes|is\s+now|will\s+be)"
    r"\s*(?:at|as|with|from|to|off\s+at|off\s+as|equal\s+to)?"
)
# `head as well`, `0 too`: the same again, said of a second name (the value is what comes before)
_AGAIN = re.compile(r"\s+(?:as\s+well|too|also)\s*$", _I)


@kind(rf"(?:the\s+)?({NAME}){_ROLE}\s+{_STARTS}\s+(.+)")
def starts_at(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if re.match(r"^(?:if|while|for|return|else)$", m.group(1), _I):
        return None
    if re.match(rf"(?:the\s+)?{NAME}{_ROLE}\s+set\b", m.group(0), _I) and (
        m.group(1) == "I" or re.fullmatch(r"and|or|then|we|you|just|also|first|next|to", m.group(1), _I)
    ):
        return None  # `then set x to 0`, `I set x to 0`: an order to set, with its object after the verb
    said = _AGAIN.sub("", m.group(2))
    second = _second_clause(said)
    rest: list[str] = []
    if second is not None:
        # `slow pointer set to head and fast pointer set to head as well`: one first value each
        again = _read_again(second[1], ctx, expr, cond)
        if again is None:
            return None
        said, rest = second[0], again
    value = container_phrase(said, ctx) or expr(said, ctx)
    ctx.rule("set-let")
    return [*assign(m.group(1), value, ctx), *rest]


def _second_clause(value: str) -> tuple[str, str] | None:
    """``head and fast set to head`` → (``head``, ``fast set to head``): a second name given its first
    value after ``and`` (outside brackets; the first value holds no verb of its own)."""
    for part in re.finditer(
        rf"\s*,?\s+and\s+(?:the\s+)?(?={NAME}{_ROLE}\s+(?:is\s|equals\s|{_STARTS}\s))", value, _I
    ):
        head = value[: part.start()]
        balanced = head.count("(") == head.count(")") and head.count("[") == head.count("]")
        if balanced and not re.search(r"\s(?:is|equals)\s", head):
            return head.strip(), value[part.end() :].strip()
    return None


def _read_again(clause: str, ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    """A second clause read by the row that reads such a sentence alone (``None``: it is left)."""
    for row in (starts_at, is_):
        lines = row.read(clause, ctx, expr, cond)
        if lines is not None:
            return lines
    return None


# `low equals 1`: dictation's word for `=` (docs/pseudocode.md, "Conventions read since round 14 was
# opened: mixed"), a step as `is` is; `equals zero` gives the value, never asks it
@kind(rf"({NAME})\s+(is|equals)\s+(?:now\s+|set\s+to\s+)?(.+)")
def is_(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if m.group(2).lower() == "is" and re.match(
        r"^(?:not|in|empty|even|odd|zero|none|null|true|false)\b", m.group(3), _I
    ):
        return None
    # a step that says `mid is (lo + hi) / 2` sets mid: a comparison alone would do nothing
    pair = _second_clause(m.group(3))
    if pair is not None:
        # `a is 0 and b is 1`: two first values (read as one it was `a = 0 and b == 1`, a truth
        # value stored in `a`); the second is read as a sentence of its own would be
        rest = _read_again(pair[1], ctx, expr, cond)
        if rest is None:
            return None
        ctx.rule("set-let")
        return [*assign(m.group(1), value_of(m.group(1), _AGAIN.sub("", pair[0]), ctx, expr), ctx), *rest]
    ctx.rule("set-let")
    return assign(m.group(1), value_of(m.group(1), _AGAIN.sub("", m.group(3)), ctx, expr), ctx)


@kind(rf"(?:make|let|have)\s+({PRIM})\s+point\s+(?:to|at)\s+(.+)|point\s+({PRIM})\s+(?:to|at)\s+(.+)")
def point(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    ctx.rule("set-let")
    return [f"{expr(m.group(1) or m.group(3), ctx)} = {expr(m.group(2) or m.group(4), ctx)}"]


@kind(
    rf"(?:make|let|have)\s+({NAME})\s+point\s+back\s+(?:to|at)\s+(.+)|turn\s+({NAME})\s+(?:around|back)\s+to\s+(.+)"
)
def point_back(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `make current point back to previous` (reversing a list): the node's link turns back, not the name
    node = m.group(1) or m.group(3)
    if ctx.kinds.get(node) not in ("node", None) or not any(ctx.kinds.get(p) == "node" for p in ctx.params):
        return None
    ctx.rule("set-let")
    return [f"{node}.next = {expr(m.group(2) or m.group(4), ctx)}"]


@kind(rf"(?:remember|keep|save|note|store|record)\s+(.+?)\s+as\s+({NAME})")
def kept_as(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    ctx.rule("set-let")
    return assign(m.group(2), expr(m.group(1), ctx), ctx)
