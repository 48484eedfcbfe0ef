"""More English step kinds of the pseudocode normaliser (docs/pseudocode.md, "English").

Rows of the sentence-kind table (:mod:`assay.grading._pseudocode._kinds`) that complete
:mod:`assay.grading._pseudocode._prose`:

* **literal maps**: ``a map pairs that maps a to b, c to d and e to f``;
* **steps at once**: ``at the same time set a to x and b to y`` → a tuple assignment, so each value
  is computed from the old ones;
* **placing names** and **walking** (``start slow and fast at the head``, ``move p one step``): the
  rows of :mod:`assay.grading._pseudocode._clause_walks`, listed here at their place;
* **writing into a list**: the rows of :mod:`assay.grading._pseudocode._clause_writes` (``write x
  at position k``, ``put every course whose needs is 0 into a queue``, and ``x becomes the one k
  places back (old[i - k])``: a step explained, then written), listed here at their place;
* **copies**: ``a copy of xs called ys``;
* **parts of items**: ``stretch the end of the last interval to …``;
* **references**: ``pop that day off as d`` (the list last read at its top), ``find a and b`` (kept
  for ``whichever is bigger``), ``slow is now the middle, so return slow``;
* **changes in words**: ``add one to left``, ``count[c] goes up by one``.

Each applies only when what it refers to is unambiguous; otherwise it returns ``None`` and the line
is left to the other rules (or reported as not understood).
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import PRIM, Ctx, find_top, split_top
from assay.grading._pseudocode._clause_more import MORE_RULES
from assay.grading._pseudocode._clause_names import ITEM_NOUNS, known_name
from assay.grading._pseudocode._clause_walks import place, start_together, walk, walk_verbless
from assay.grading._pseudocode._clause_writes import WRITE_RULES
from assay.grading._pseudocode._english_expr import ambiguous_end
from assay.grading._pseudocode._kinds import (
    NAME,
    Expr,
    Kind,
    kind,
    lower_verb,
    read_kinds,
)
from assay.grading._pseudocode._readable import is_expression

__all__ = ["clause_loop", "clause_step"]

_I = re.IGNORECASE
_ONCE = r"(?:at\s+the\s+same\s+time|simultaneously|together|all\s+at\s+once|in\s+one\s+go|at\s+once)"


@kind(
    r"(?:make|create|build|set\s+up|define|let|have)\s+(?:a|an|the)?\s*(?:new\s+)?"
    rf"(?:dictionary|dict|map|hash\s*map|table|lookup(?:\s+table)?)\s+(?:called\s+|named\s+)?({NAME})\s*,?\s+"
    r"(?:that|which)\s+(?:maps|sends|takes|turns)\s+(.+)"
)
def _map_literal(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    entries: list[str] = []
    for part in _entries(m.group(2)):
        kv = re.fullmatch(r"(.+?)\s+(?:to|->|\u2192|onto|into)\s+(.+)", part, _I)
        if kv is None:
            return None
        entries.append(f"{expr(kv.group(1), ctx)}: {expr(kv.group(2), ctx)}")
    ctx.rule("english-map-literal")
    ctx.kinds[m.group(1)] = "dict"
    return [f"{m.group(1)} = {{{', '.join(entries)}}}"]


def _entries(text: str) -> list[str]:
    """``a to b, c to d and e to f`` → its entries (commas at bracket depth 0, then "and")."""
    return [piece.strip() for part in split_top(text) for piece in re.split(r"\s+and\s+", part)]


@kind(
    r"(?:make|create|build|set\s+up|define|let|have)\s+(?:an?\s+|the\s+)?(?:(?:dictionary|dict|map|hash\s*map|table|lookup)\s+)?"
    rf"(?:called\s+|named\s+)?({NAME})\s*:\s*(.+)"
)
def _pairs_listed(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `create pairs: ) goes with (, ] goes with [ and } goes with {`: entries listed after a colon;
    # a lone bracket or sign is that character (brackets here pair nothing, so no bracket-aware split)
    if known_name(m.group(1), ctx):
        return None
    entries: list[str] = []
    for part in re.split(r"\s*[,;]\s*(?:and\s+)?|\s+and\s+", m.group(2).strip().rstrip(".")):
        kv = re.fullmatch(
            r"(\S+)\s+(?:goes\s+with|go\s+with|pairs\s+with|belongs\s+with|matches|maps\s+to|->|\u2192|=>|closes|is\s+closed\s+by)\s+(\S+)",
            part,
            _I,
        )
        if kv is None:
            return None
        entries.append(f"{_item(kv.group(1), ctx, expr)}: {_item(kv.group(2), ctx, expr)}")
    ctx.rule("english-map-literal")
    ctx.kinds[m.group(1)] = "dict"
    return [f"{m.group(1)} = {{{', '.join(entries)}}}"]


def _item(text: str, ctx: Ctx, expr: Expr) -> str:
    return repr(text) if re.fullmatch(r"[^\w\s'\"]", text) else expr(text, ctx)


@kind(
    r"(?:pop|take)\s+(?:off\s+)?the\s+top(?:\s+(?:item|element|one|value|character|char))?"
    rf"(?:\s+(?:of|off|from)\s+(?:the\s+)?({PRIM}))?(?:\s+off)?"
)
def _pop_top(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `pop the top`: the top item, called what the sentence calls it (what "it" then means)
    lists = [
        n for n, k in ctx.kinds.items() if k == "list" and re.fullmatch(r"st|stk|stack|\w*_?stack\w*", n, _I)
    ]
    target = expr(m.group(1), ctx) if m.group(1) else (lists[0] if len(lists) == 1 else None)
    if target is None or ctx.kinds.get(target) != "list" or known_name("top", ctx):
        return None
    ctx.rule("stack-queue")
    return [f"top = {target}.pop()"]


@kind(rf"{_ONCE}\s*,?\s*(.+)", rf"(.+?)\s*,?\s*{_ONCE}")
def _at_once(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    body = re.sub(r"^(?:set|let|make|update)\s+", "", m.group(1).strip(), flags=_I)
    pieces = re.split(
        rf"\s*(?:,\s*(?:and\s+)?|\s+and\s+)(?:set\s+|let\s+)?(?={PRIM}\s+(?:to|becomes|=|be)\s)",
        body,
        flags=_I,
    )
    pairs = [re.fullmatch(rf"({PRIM})\s+(?:to|becomes|=|be)\s+(.+)", p.strip(), _I) for p in pieces]
    if len(pairs) < 2 or not all(pairs):
        return None
    ctx.rule("simultaneous-assignment")
    targets = ", ".join(expr(p.group(1), ctx) for p in pairs if p)
    values = ", ".join(expr(p.group(2), ctx) for p in pairs if p)
    return [f"{targets} = {values}"]


@kind(
    rf"({NAME})\s+is\s+(?:now\s+|then\s+)?(?:the|a|an|at\s+the)\s+([a-z ]+?)\s*[,;]?\s*"
    r"(?:so|and\s+so|therefore)\s+(?:return|give\s+back|hand\s+back|answer\s+with)\s+(.+)"
)
def _so_return(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if any(known_name(word, ctx) for word in m.group(2).split()):
        return None
    # `slow is now the middle, so return slow`: the first half says why, the second is the step
    ctx.rule("return-words")
    return [f"return {expr(m.group(3), ctx)}"]


@kind(rf"(return|give\s+back|hand\s+back|set\s+({PRIM})\s+to|let\s+({PRIM})\s+be)\s+(.*\band\s+({NAME})\b.*)")
def _whole_value(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if not known_name(m.group(5), ctx) or re.search(
        rf"\band\s+{m.group(5)}\s+(?:to|by|from|into|onto|be|becomes|=|is)(?:\s|$)", m.group(0)
    ):
        return None
    # `return the bigger of skip and take`: "and take" joins two values here, it is not a second step
    value = expr(m.group(4), ctx)
    target = m.group(2) or m.group(3)
    return [f"{expr(target, ctx)} = {value}"] if target else [f"return {value}"]


@kind(r"(?:stretch|extend|widen|grow|shrink|trim|narrow)\s+(.+?)\s+to\s+(.+)")
def _stretch(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    target = expr(m.group(1), ctx)
    owner = re.fullmatch(r"([A-Za-z_]\w*(?:\[[^\[\]]*\])*)\[[^\[\]]*\]", target)
    if owner is None or not known_name(target, ctx):
        return None  # `move left to the right` is a step of its own; only a part of an item is stretched
    # `stretch the end of the last interval to the bigger of its end and end`: "its" is that item
    value = re.sub(
        r"\bits\s+(start|beginning|end|finish)\b", r"the \1 of " + owner.group(1), m.group(2), flags=_I
    )
    ctx.rule("set-let")
    return [f"{target} = {expr(value, ctx)}"]


@kind(
    rf"(?:make|create|take|keep|build|get|save)\s+(an?\s+(?:copy|clone|duplicate|sorted\s+copy|reversed\s+copy)\s+of\s+.+?)"
    rf"\s*,?\s+(?:called|named|and\s+call\s+it)\s+({NAME})"
)
def _called(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    ctx.rule("set-let")
    value = expr(m.group(1), ctx)
    if value.endswith("[:]") or value.startswith(("list(", "sorted(")):
        ctx.kinds[m.group(2)] = "list"
    ctx.made = m.group(2)
    return [f"{m.group(2)} = {value}"]


@kind(
    rf"(?:pop|take|remove)\s+(?:that|this|the\s+top)\s*(?:{ITEM_NOUNS}|day|index|one|thing)?\s+off"
    rf"(?:\s+(?:of\s+)?(?:it|the\s+stack|the\s+top))?\s*,?\s+(?:as|into|and\s+call\s+it|calling\s+it)\s+({NAME})"
)
def _pop_that(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if ctx.collection is None:
        return None
    # `pop that day off as d` after `the day on top of waiting`: that list
    ctx.rule("stack-queue")
    return [f"{m.group(1)} = {ctx.collection}.pop()"]


@kind(
    rf"(?:take|pop|remove|pull|dequeue)\s+(\(\s*{NAME}\s*(?:,\s*{NAME}\s*)+\)|{NAME})\s+(?:out\s+of|off(?:\s+of)?|from)\s+"
    rf"(?:the\s+)?(front|start|beginning|head|back|end|top)\s+of\s+(?:the\s+)?({NAME})"
)
def _taken_from_an_end(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `take (x, y) out of the front of q`: what is taken named first, then the end it comes from
    # (docs/pseudocode.md, "Conventions read since round 17 was opened: English"); a stack's front or
    # a queue's top is a guess (`ambiguous_end`), and a name the answer did not make is no container
    end, target = m.group(2).lower(), m.group(3)
    if ctx.kinds.get(target) not in ("list", "queue", "stack") or ambiguous_end(end, target, ctx):
        return None
    ctx.rule("stack-queue")
    front = end in ("front", "start", "beginning", "head")
    return [f"{m.group(1).strip('() ')} = {target}.pop({'0' if front else ''})"]


@kind(r"(?:find|compute|work\s+out|get|calculate|determine|figure\s+out)\s+(.+?)\s+and\s+(?:also\s+)?(.+)")
def _find_both(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # (`… the same way`, `… recursively`: how, not what)
    second = re.sub(
        r"\s*,?\s+(?:(?:in\s+)?the\s+same\s+way|recursively|too|as\s+well)\s*,?$",
        "",
        m.group(2).rstrip(" ,"),  # (`…,` where the sentence goes on on the next line)
        flags=_I,
    )
    # `… by calling depth on each child`, `(same way, recursively)`: how, said after both; the two
    # values must still be calls of the answer's own functions (checked below)
    second = re.sub(
        r"\s*,?\s+by\s+(?:calling|using|applying|recursing|recursion)\b[\w\s]*$|\s*\((?:the\s+)?same\s+way\b[^()]*\)$"
        r"|\s*\(\s*recursively\s*\)$",
        "",
        second,
        flags=_I,
    )
    values = [expr(m.group(1), ctx), expr(second, ctx)]
    calls = [re.fullmatch(rf"(?:self\.)?({NAME})\s*\(.*\)", v) for v in values]
    if not all(calls) or any(c is None or c.group(1) not in ctx.functions for c in calls):
        return None
    # `find the depth of its left subtree and the depth of its right subtree`: two results to keep
    ctx.rule("english-find-both")
    names = [f"{c.group(1).lower()}_{k}" for k, c in enumerate(calls, start=1) if c]
    ctx.found = names
    return [f"{n} = {v}" for n, v in zip(names, values, strict=True)]


@kind(rf"(add|subtract|take\s+away)\s+(.+?)\s+(to|from)\s+({PRIM})")
def _nudge(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if (m.group(1).lower() == "add") != (m.group(3).lower() == "to"):
        return None
    target, amount = m.group(4), expr(m.group(2), ctx)
    what = ctx.kinds.get(target)
    if what == "num" or (what is None and known_name(target, ctx) and re.fullmatch(r"\d+", amount)):
        # `add one to left and subtract one from right` (a number, so not a container's add)
        ctx.rule("increment")
        return [f"{target} {'-=' if lower_verb(m.group(1)) else '+='} {amount}"]
    return None


@kind(
    r"(.+?)\s+(goes\s+up|go\s+up|increases|increase|is\s+increased|rises|rise|grows|grow|goes\s+down|go\s+down|"
    r"decreases|decrease|is\s+decreased|drops|drop|falls|fall|shrinks|shrink)\s+(by\s+)?(.+)"
)
def _changes_by(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if not m.group(3) and not re.fullmatch(r"\d+|one|two|three|four|five|ten", m.group(4).strip(), _I):
        return None  # without "by", only a number is the amount: `count increases 1`
    target = m.group(1) if re.fullmatch(PRIM, m.group(1)) else expr(m.group(1), ctx)
    if (
        not re.fullmatch(PRIM, target)
        or not known_name(target, ctx)
        or ctx.kinds.get(target) in ("list", "set", "dict")
    ):
        return None  # (`increase rises by 1` is the verb increase, its subject a variable called rises)
    amount = expr(m.group(4), ctx)
    if not is_expression(amount):
        return None  # `i goes up by one, j goes down by one`: two steps, parted where steps are
    # `count[c] goes up by one`, `cnt of c decrease 1`: a number changing by an amount
    ctx.rule("increment")
    return [f"{expr(target, ctx)} {'-=' if lower_verb(m.group(2)) else '+='} {amount}"]


_RULES: tuple[Kind, ...] = (
    _map_literal,
    _pairs_listed,
    _pop_top,
    _taken_from_an_end,
    _at_once,
    place,
    start_together,
    walk,
    walk_verbless,
    *WRITE_RULES,
    _so_return,
    _whole_value,
    _stretch,
    _called,
    _pop_that,
    _find_both,
    *MORE_RULES,
    _nudge,
    _changes_by,
)


def clause_loop(h: str, ctx: Ctx, expr: Expr) -> str | None:
    """``i going from k up to n`` (``to`` is inclusive), ``each j below i``: a ``for`` header, or ``None``."""
    m = re.fullmatch(
        rf"(?:each\s+|every\s+)?({NAME})\s+(?:going|running|ranging|counting|stepping|moving)\s+from\s+(.+?)\s+"
        r"(up\s+to|to|through|until|till|down\s+to)\s+(.+)",
        h,
        _I,
    )
    if m:
        var, start, end = m.group(1), expr(m.group(2), ctx), expr(m.group(4), ctx)
        how = re.sub(r"\s+", " ", m.group(3).lower())
        ctx.rule("for-to-inclusive")
        ctx.kinds[var] = "num"
        ctx.counted_loops = True
        if how == "down to":
            return f"for {var} in range({start}, ({end}) - 1, -1)"
        stop = end if how in ("until", "till") else f"({end}) + 1"
        return f"for {var} in range({start}, {stop})"
    m = re.fullmatch(
        rf"(?:each\s+|every\s+)?(?:index\s+|position\s+)?({NAME})\s+(?:below|under|less\s+than|before|smaller\s+than)\s+"
        rf"({PRIM})",
        h,
        _I,
    )
    if m and (known_name(m.group(2), ctx) or ctx.kinds.get(m.group(2)) == "num"):
        ctx.rule("for-to-inclusive")
        ctx.kinds[m.group(1)] = "num"
        return f"for {m.group(1)} in range({expr(m.group(2), ctx)})"
    return None


def clause_step(s: str, ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    """Python lines for one step of the kinds above, or ``None``."""
    lines = read_kinds(_RULES, s, ctx, expr, cond)
    if lines is not None:
        return lines
    # `hook l1 onto last, then advance l1`: two steps of these kinds in one sentence
    joint = find_top(s, r"\s*(?:,\s*(?:and\s+)?then\s+|\s+and\s+then\s+|;\s*|,\s*and\s+|\s+and\s+)", _I)
    if joint is None or joint.start() == 0:
        return None
    first = read_kinds(_RULES, s[: joint.start()], ctx, expr, cond)
    second = clause_step(s[joint.end() :], ctx, expr, cond) if first is not None else None
    return [*first, *second] if first is not None and second is not None else None
