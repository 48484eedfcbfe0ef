"""More English sentence kinds: what learners say in other word orders (docs/pseudocode.md, "English").

* **kept with an equals sign**: ``remember nxt = cur.next``, ``save best := total``, ``keep a
  variable left = 1``, ``make prev = nothing`` — a keeping or making verb before an assignment is the
  assignment;
* **a link turned back**: ``point cur.next back at prev`` — only a field or an entry is pointed back
  (``point cur back at prev`` says which link no more than ``cur`` does, and is left to other rows);
* **an entry, key first**: ``store i under x in seen``, ``put v at key k in m`` — ``seen[x] = i``;
* **empty to begin with**: ``the stack is empty at the start``, ``seen starts out empty``,
  ``answer is an empty list initially`` — a name given its first, empty value. A name that is not yet
  a container is made one only when its noun says which (``stack``, ``queue``, ``list``, ``map``,
  ``set``); ``the stack is empty`` with no word of time is a fact or a test, never read as a step;
* **moved, subject first**: ``tail moves to tail.next``, ``left moves on to mid + 1``;
* **made into a container**: ``make groups[key] a new empty list`` — ``groups[key] = []``;
* **one value for several names**: ``let prev2 and prev1 both be 0`` — one assignment each (not for
  a container: one list shared by two names, or two lists, would be a guess);
* **pointers at the ends**: ``put a pointer left on the first bar and a pointer right on the last
  bar`` — ``left = 0``, ``right = len(height) - 1``: the word *pointer* (or *index*) says it is a
  position, of the question's one list (with two lists, which one is not said, and nothing is read);
* **n empty lists under one name**: ``make n empty lists called graph`` — a list of ``n`` lists;
* **a stack or queue the answer needs**: ``we need a stack, start it empty`` — ``stack = []``, the
  stack the later steps call "the stack" (not when the answer already has a name ``stack``).
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import PRIM, Ctx
from assay.grading._pseudocode._children import CHILDREN
from assay.grading._pseudocode._containers import container_phrase
from assay.grading._pseudocode._creation import assign
from assay.grading._pseudocode._kinds import NAME, Expr, Kind, kind, template
from assay.grading._pseudocode._readable import is_expression

__all__ = ["ENGLISH_STEPS"]

_I = re.IGNORECASE
_KEEP = r"(?:remember|save|store|keep|note|record|hold|write\s+down|stash)"
_AT_FIRST = (
    r"(?:at\s+the\s+(?:start|beginning)|at\s+first|initially|to\s+begin\s+with|in\s+the\s+beginning|"
    r"before\s+the\s+loop|for\s+now|to\s+start(?:\s+with)?)"
)
_REMARK = r"(?:\s*\([A-Za-z][A-Za-z\s,'\-]*\))?"
_EMPTY_BY_NOUN = (
    (r"stack|queue|deque|list|array|answer|result|res|out|output|path|window", "[]"),
    (r"map|dict|dictionary|table|counts?|freq|frequency|index|indices", "{}"),
    (r"set|seen|visited|used", "set()"),
)
_EMPTY_BY_KIND = {"list": "[]", "queue": "[]", "dict": "{}", "set": "set()"}


@kind(
    rf"{_KEEP}\s+(?:that\s+)?({NAME})\s*(?:=(?!=)|\u2190|:=)\s*(.+)",
    rf"(?:{_KEEP}|make|have|use|create)\s+(?:an?\s+|one\s+)?(?:new\s+)?(?:variable|var|counter|pointer|number|value)"
    rf"\s+(?:called\s+|named\s+)?({NAME})\s*(?:=(?!=)|\u2190|:=)\s*(.+)",
    rf"make\s+({NAME})\s*(?:=(?!=)|\u2190|:=)\s*(.+)",
)
def _kept_equals(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    value = expr(m.group(2), ctx)
    if not is_expression(value):
        return None  # `make prev = nothing, and cur is head`: more than one value, parted elsewhere
    ctx.rule("set-let")
    return assign(m.group(1), value, ctx)


# (the link may be said in words: `point the next of current back at prev`, which `expr` reads)
@kind(
    rf"point\s+({PRIM}|(?:the\s+)?(?:next|left|right)\s+(?:node\s+|pointer\s+|link\s+)?of\s+{PRIM})\s+back\s+(?:at|to|towards?)\s+(.+)"
)
def _point_link_back(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    target = expr(m.group(1), ctx)
    if not re.search(r"[.\[]", target):
        return None
    ctx.rule("set-let")
    return [f"{target} = {expr(m.group(2), ctx)}"]


_KEY_FIRST = template(
    "container-verbs",
    "{e3}[{e2}] = {e1}",
    rf"(?:put|store|save|record|remember|write|keep)\s+(.+?)\s+(?:under|at|for)\s+(?:the\s+)?(?:key\s+)?(.+?)\s+"
    rf"(?:in|into|inside)\s+(?:the\s+)?({PRIM})",
)


@kind(
    rf"(?:the\s+)?({NAME})\s+(?:is|starts(?:\s+out)?(?:\s+as)?|begins(?:\s+as)?)\s+(?:an?\s+)?empty"
    rf"(?:\s+(?:list|stack|queue|map|dictionary|set))?\s+{_AT_FIRST}\s*{_REMARK}",
    rf"(?:the\s+)?({NAME})\s+(?:starts(?:\s+out)?|begins)\s+(?:as\s+)?(?:an?\s+)?empty"
    rf"(?:\s+(?:list|stack|queue|map|dictionary|set))?\s*{_REMARK}",
)
def _empty_at_first(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    name = m.group(1)
    said = re.search(r"\bempty\s+(list|stack|queue|map|dictionary|set)\b", m.group(0), _I)
    value = None
    if said:
        value = {"map": "{}", "dictionary": "{}", "set": "set()"}.get(said.group(1).lower(), "[]")
    elif name in ctx.kinds:
        value = _EMPTY_BY_KIND.get(ctx.kinds[name])
    else:
        value = next((v for pat, v in _EMPTY_BY_NOUN if re.fullmatch(pat, name, _I)), None)
    if value is None or name in ctx.params:
        return None
    ctx.rule("set-let")
    return assign(name, value, ctx)


def _made_value(text: str, ctx: Ctx) -> str | None:
    t = text.strip()
    bare = re.sub(r"^(?:an?\s+)?(?:new\s+)?", "", t, flags=_I)
    if bare in ("[]", "{}", "set()"):
        return bare
    return container_phrase(t, ctx) if re.match(r"^(?:an?|one)\s", t, _I) else None


@kind(rf"(?:make|turn)\s+({PRIM})\s+(?:into\s+)?(an?\s+.+)")
def _make_it_a(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `make groups[key] a new empty list`: the thing named first becomes the container named after it
    value = _made_value(m.group(2), ctx)
    if value is None or m.group(1).lower() in ("a", "an", "the", "it", "them"):
        return None
    target = expr(m.group(1), ctx)
    if target in ctx.params:
        return None
    ctx.rule("set-let")
    return assign(target, value, ctx) if re.fullmatch(NAME, target) else [f"{target} = {value}"]


_NAMES = rf"{NAME}(?:\s*,\s*{NAME})*\s*,?\s+and\s+{NAME}"


@kind(
    rf"(?:let|set|make)\s+({_NAMES})\s+(?:both|all|each)\s+(?:be|equal|equal\s+to|to|=)\s+(.+)",
    rf"(?:let|set|make)\s+(?:both|all)\s+(?:of\s+)?({_NAMES})\s+(?:be|equal|equal\s+to|to|=)\s+(.+)",
)
def _all_be(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `let prev2 and prev1 both be 0`: one value each; a container would be one list shared by
    # both names (a bug of ours) or two lists (a guess), so only a plain value is read
    names = re.findall(NAME, re.sub(r"\band\b", " ", m.group(1)))
    value = expr(m.group(2), ctx)
    if re.match(r"^[\[{]|^set\(|^list\(|^dict\(", value) or any(n in ctx.params for n in names):
        return None
    ctx.rule("set-let")
    return [f"{n} = {value}" for n in names]


_KIND_NOUN = r"(stack|queue|deque)"


@kind(
    rf"(?:we|i|you)\s+(?:need|use|will\s+use|'ll\s+use|keep|have|want)\s+(?:an?\s+)?(?:empty\s+)?{_KIND_NOUN}"
    r"(?:\s*,?\s*(?:and\s+)?(?:start\s+it(?:\s+off)?\s+(?:as\s+)?empty|(?:which\s+|that\s+)?(?:starts|is)\s+empty"
    r"(?:\s+at\s+(?:the\s+)?(?:start|first))?|empty\s+at\s+first|initially\s+empty))?",
)
def _we_need(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `we need a stack, start it empty`: the stack the later steps call "the stack", made empty; a
    # name of that noun already set by the answer is another thing, and the line is not read
    name = m.group(1).lower()
    if name in ctx.kinds or name in ctx.params or name in ctx.names:
        return None
    ctx.rule("set-let")
    return assign(name, "[]", ctx)


_END = r"(first|last|leftmost|rightmost|start|beginning)"
_POINTER = (
    rf"(?:an?\s+|one\s+|another\s+|the\s+)?(?:pointer|index)\s+(?:called\s+|named\s+)?({NAME})\s+"
    rf"(?:at|on|to)\s+(?:the\s+)?{_END}(?:\s+[a-z]+)?"
)


@kind(rf"(?:put|place|start|set|keep|have|use)\s+{_POINTER}(?:\s*,?\s+and\s+{_POINTER})?")
def _pointers_at_ends(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `put a pointer left on the first bar and a pointer right on the last bar`: a pointer is a
    # position of the question's one list; with two lists (or none) which one is not said
    if len(ctx.sequences) != 1 or ctx.sequence is None:
        return None
    lines: list[str] = []
    for name, end in ((m.group(1), m.group(2)), (m.group(3), m.group(4))):
        if name is None:
            continue
        if name in ctx.params:
            return None
        first = end.lower() in ("first", "leftmost", "start", "beginning")
        lines.append(f"{name} = {'0' if first else f'len({ctx.sequence}) - 1'}")
    ctx.rule("set-let")
    return lines


@kind(
    rf"(?:make|create|build|set\s+up)\s+({PRIM})\s+(?:new\s+)?empty\s+(lists|sets|maps|dictionaries|dicts)\s+"
    rf"(?:called|named)\s+({NAME})"
)
def _n_empty(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `make n empty lists called graph`: one name for them all, so a list of n empty lists
    if m.group(1).lower() in ("a", "an", "one", "the", "some", "two", "three"):
        return None
    empty = {"lists": "[]", "sets": "set()"}.get(m.group(2).lower(), "{}")
    ctx.rule("empty-containers")
    ctx.kinds[m.group(3)] = "list"
    return [f"{m.group(3)} = [{empty} for _ in range({expr(m.group(1), ctx)})]"]


_MOVES_TO = template(
    # `tail moves to tail.next`, `left moves on to mid + 1`: the subject first, then where it goes
    "set-let",
    "{e1} = {e2}",
    rf"({PRIM})\s+(?:moves|goes|steps|advances|jumps)(?:\s+on|\s+forward|\s+ahead|\s+up|\s+down|\s+along)?\s+to\s+"
    r"(?!the\s+(?:left|right)\b)(.+)",
)


ENGLISH_STEPS: tuple[Kind, ...] = (
    *CHILDREN,
    _MOVES_TO,
    _n_empty,
    _pointers_at_ends,
    _kept_equals,
    _point_link_back,
    _KEY_FIRST,
    _empty_at_first,
    _make_it_a,
    _all_be,
    _we_need,
)
