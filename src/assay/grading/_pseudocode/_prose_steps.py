"""English steps: ``skip this one if c`` / ``stop when c``, ``move left to the right``, ``add a to t and
take away b`` (the second verb reuses the first's target), ``sort xs by where they start``, ``the new
head is prev, return it`` (docs/pseudocode.md, "English").

Each kind is a row of the sentence table (``_kinds``); :func:`step` tries the clause kinds
first, then these in order, and returns ``None`` for a step none of them reads.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import PRIM, Ctx
from assay.grading._pseudocode._clause_names import function_noun, known_name
from assay.grading._pseudocode._clause_steps import clause_step
from assay.grading._pseudocode._early_steps import EARLY_STEPS
from assay.grading._pseudocode._kinds import NAME, Expr, Kind, kind, lower_verb, read_kinds, template
from assay.grading._pseudocode._pointer_starts import POINTER_STARTS
from assay.grading._pseudocode._readable import is_expression
from assay.grading._pseudocode._sort_steps import sort_by

__all__ = ["step"]

_I = re.IGNORECASE
_NOT_A_VALUE = (
    r"(?:not|in|empty|even|odd|zero|none|null|true|false|equal|the\s+same|greater|less|more|bigger|smaller|larger|"
    r"at\s+(?:least|most)|a\s+key|positive|negative)\b"
)
_COMPUTE = r"^(?:work\s+out|figure\s+out|compute|calculate|find|get|determine|count)\s+(?=\S)"


@kind(
    rf"(.+?)\s*,?\s*(?:and\s+|then\s+)?(?:call|name|label)\s+(?:it|that|this|the\s+(?:result|total|sum|answer))\s+(?:as\s+)?({NAME})"
)
def _call_it(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    value = expr(re.sub(_COMPUTE, "", m.group(1), flags=_I), ctx)
    if not is_expression(value):
        # `pop the top index off the stack and call it j`: a step that takes something, read by
        # the kinds after this one, never a name for garbled words
        return None
    ctx.rule("set-let")
    return [f"{m.group(2)} = {value}"]


@kind(
    rf"[a-z]+\s+(?:the\s+)?({NAME})\b[^:]*:\s*(add|subtract|take\s+away)\s+(.+?)"
    r"(?:\s*,?\s+(?:and|then)\s+(add|subtract|take\s+away)\s+(.+))?"
)
def _named_then_changed(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    s = m.group(0)
    if ctx.kinds.get(m.group(1)) in ("list", "set", "dict") or re.search(
        r"\b(?:to|from)\b", s[s.index(":") :]
    ):
        return None
    # `slide the window one step: add a and take away b`: the steps act on what the sentence named
    ctx.rule("increment")
    target = m.group(1)
    lines = [f"{target} {'-=' if lower_verb(m.group(2)) else '+='} {expr(m.group(3), ctx)}"]
    if m.group(4):
        lines.append(f"{target} {'-=' if lower_verb(m.group(4)) else '+='} {expr(m.group(5), ctx)}")
    return lines


@kind(
    r"(?:push|put|add|append|enqueue)\s+(.+?)\s+(?:onto|on|to|into|in)\s+an?\s+(?:new\s+|fresh\s+|empty\s+)?(stack|queue|list)"
)
def _onto_new(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if m.group(2).lower() in ctx.kinds:
        return None
    # `push (r, c) onto a stack`: "a stack" is a new one, called what it is
    ctx.rule("container-verbs")
    ctx.kinds[m.group(2).lower()] = "list"
    return [f"{m.group(2).lower()} = [{expr(m.group(1), ctx)}]"]


@kind(rf"(bump|raise|grow|reduce|lower|drop|shrink|cut)\s+({PRIM})(?:\s+(up|down))?\s+by\s+(.+)")
def _by(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # synonyms of increase/decrease; `bump x up by one`: the particle says which way
    if m.group(3) and (m.group(3).lower() == "down") != lower_verb(m.group(1)):
        return None  # `raise x down by 2`, `lower x up by 2`: the verb and its particle disagree
    ctx.rule("increment")
    return [f"{expr(m.group(2), ctx)} {'-=' if lower_verb(m.group(1)) else '+='} {expr(m.group(4), ctx)}"]


@kind(rf"({NAME}\[.+\])\s+is\s+(?:now\s+|set\s+to\s+)?(.+)")
def _item_is(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if re.match(_NOT_A_VALUE, m.group(2), _I):
        return None
    # `ways[i] is ways[i - 1] plus ways[i - 2]` as a step: a comparison alone would do nothing
    ctx.rule("set-let")
    return [f"{expr(m.group(1), ctx)} = {expr(m.group(2), ctx)}"]


# what the container will hold, said after `of`: `a stack of (node, low, high)`, `of (i, j) pairs`, `of
# pairs` (docs/pseudocode.md, "Conventions read since round 12 was opened")
_HOLDS = (
    rf"(?:\s+of\s+(?:(?P<shape>\(\s*{NAME}(?:\s*,\s*{NAME})+\s*\))(?:\s+(?:pairs|tuples|triples|triplets))?|"
    r"(?:pairs|tuples|triples|triplets|nodes|indices|indexes|positions|cells|items)))?"
)


@kind(
    r"(?:make|create|build|start|use|take)\s+(?:an?\s+)?(?:new\s+)?(?:empty\s+)?(stack|queue|list|set)"
    + _HOLDS
)
def _empty_named_by_kind(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    name = m.group(1).lower()
    if name in ctx.kinds:
        return None
    shape = re.findall(NAME, m.group("shape") or "")
    if any(n in ctx.params or n in ctx.names for n in shape):
        return None  # `a stack of (root, depth)`: names with values may be what it starts with
    # `make an empty stack`: named by what it is, as later steps call it
    ctx.rule("empty-containers")
    ctx.kinds[name] = "set" if name == "set" else "list"
    return [f"{name} = {'set()' if name == 'set' else '[]'}"]


@kind(
    r"(?:take|pop|remove|get|pull|grab|dequeue)\s+(?:the\s+)?(first|front|next|oldest|last|top|newest)\s+(?:[a-z]+\s+)?"
    rf"(?:out\s+of|off|from)\s+(?:the\s+)?(?:(?:front|top|end|back)\s+of\s+(?:the\s+)?)?({PRIM})"
    rf"(?:\s*,?\s+(?:as|into|and\s+call\s+it|calling\s+it)\s+({NAME}))?"
)
def _take_end(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `take the first course out of the queue as c`: a queue gives its first, a stack its top; the
    # first of anything not called a queue is left as written (a stack's "first" is its top)
    target = expr(m.group(2), ctx)
    front = m.group(1).lower() in ("first", "front", "next", "oldest")
    queue = ctx.kinds.get(target) == "queue" or re.search(r"queue|(?<![a-z])q(?![a-z])", target, _I)
    if (front and not queue) or ctx.kinds.get(target) not in ("list", "queue"):
        return None
    if queue and m.group(1).lower() == "top":
        return None  # a queue's top: which end is not said, as after the noun (docs/pseudocode.md, "English")
    ctx.rule("stack-queue")
    taken = f"{target}.pop({'0' if front else ''})"
    return [f"{m.group(3)} = {taken}" if m.group(3) else taken]


@kind(rf"((?:pop|take|remove|dequeue|get)\s+.+?)\s+(?:into|as)\s+({NAME})")
def _taken_into(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if re.search(r"\b(?:into|as)\b", m.group(1), _I):
        return None
    ctx.rule("stack-queue")
    value = expr(
        re.sub(r"^(?:get|take)\s+(?=the\s+(?:top|first|last|front))", "pop ", m.group(1), flags=_I), ctx
    )
    return [f"{m.group(2)} = {value}"]


@kind(
    r"(skip|stop|break|continue|move\s+on|go\s+on)(?:\s+(?:this|it|the\s+rest|here|now|looking|the\s+loop|this\s+\w+))?"
    r"\s*,?\s+(?:if|when|whenever|in\s+case)\s+(.+)"
)
def _leave_if(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    ctx.rule("if-then")
    what = "break" if m.group(1).lower() in ("stop", "break") else "continue"
    return [f"if {cond(m.group(2), ctx)}: {what}"]


@kind(
    rf"(?:move|advance|step|shift|slide|bump)\s+({PRIM})\s+(?:one\s+(?:step\s+|place\s+)?)?(?:to\s+the\s+)?(right|left|forwards?|"
    r"back(?:wards?)?|up|down)\s*,?\s+(?:and\s+)?(?:then\s+)?keep\s+(?:moving|advancing|going|shifting|stepping|sliding)\s+"
    rf"(?:(?:it|that\s+way|({PRIM}))\s+)?(?:(?:that\s+way|the\s+same\s+way)\s+)?(while|as\s+long\s+as|until)\s+(.+)"
)
def _move_then_keep(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `move left to the right, and keep moving it while it points at the same number as before`:
    # one step, then the same step while the test holds; "as before" is where it stood one step back
    target = expr(m.group(1), ctx)
    if (m.group(3) and expr(m.group(3), ctx) != target) or not known_name(target, ctx):
        return None
    if ctx.kinds.get(target) not in ("num", None):
        return None
    back = m.group(2).lower().startswith(("left", "back", "down"))
    op = "-=" if back else "+="
    test = re.sub(r"\bit\b", target, m.group(5), flags=_I)
    seq = ctx.sequence
    same = re.compile(
        rf"\b{re.escape(target)}\s+(?:points\s+(?:at|to)|is\s+(?:at|on)|sits\s+on|lands\s+on)\s+(?:the\s+)?same\s+"
        r"(?:number|value|item|element|entry|character|letter|one)\s+as\s+(?:before|(?:the\s+)?one\s+before|last\s+time)",
        _I,
    )
    if same.search(test):
        if seq is None:
            return None
        # ("points at a number" is false where it points at none: the end of the list stops it)
        inside = f"{target} >= 0" if back else f"{target} < len({seq})"
        test = same.sub(f"({inside} and {seq}[{target}] == {seq}[{target} {'+' if back else '-'} 1])", test)
    ctx.rule("while-words")
    check = cond(test, ctx)
    check = f"not ({check})" if m.group(4).lower() == "until" else check
    return [f"{target} {op} 1", f"while {check}: {target} {op} 1"]


@kind(
    rf"(skip|move|advance|step|push|bump|walk|slide|keep\s+moving|keep\s+advancing|keep\s+skipping)\s+({PRIM})"
    r"(?:\s+(forwards?|ahead|on|right|to\s+the\s+right|up|back|backwards?|left|to\s+the\s+left|down))?"
    r"(?:\s+(?:by\s+one|one\s+(?:step|place|position)(?:\s+at\s+a\s+time)?))?\s*,?\s+"
    r"(while|as\s+long\s+as|until)\s+(.+)"
)
def _move_while(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `skip i forward while i < j and s[i] is not alnum`: the step repeated while the test holds
    way = (m.group(3) or "").lower()
    if not way and not m.group(1).lower().startswith(("skip", "keep skipping", "advance", "keep advancing")):
        return None  # `move i while …` says no direction
    target = expr(m.group(2), ctx)
    if ctx.kinds.get(target) not in ("num", None) or not known_name(target, ctx):
        return None
    back = way in ("back", "backward", "backwards", "left", "to the left", "down")
    words = m.group(5)
    # `… while s[i] is not a letter (and i < j)`: a bracketed `and` adds a test to the one before it
    more = re.match(r"^(?P<test>.*\S)\s*\(\s*and\s+(?P<more>[^()]+)\)\s*\.?$", words, _I)
    # `… while s[i] is a space (i < j)`: a bare bracketed comparison after the test is the same
    # guard with its `and` left out (or the test said again, where `and` changes nothing); tested
    # first, as the guard that keeps the index in range. Words in the bracket are not a guard.
    bare = more or re.match(
        r"^(?P<test>.*\S)\s*\(\s*(?P<more>[^()]*?(?:<=?|>=?|==|!=)[^()]*)\)\s*\.?$", words
    )
    if bare and not more and re.search(r"[a-z]{3,}", re.sub(r"\b(?:len|and|not)\b", "", bare.group("more"))):
        return None  # `(i under the end)`: words, not a comparison, and nothing is guessed
    test = (
        f"({cond(bare.group('more'), ctx)}) and ({cond(bare.group('test'), ctx)})"
        if bare
        else cond(words, ctx)
    )
    ctx.rule("while-words")
    test = f"not ({test})" if m.group(4).lower() == "until" else test
    return [f"while {test}: {target} {'-=' if back else '+='} 1"]


@kind(
    rf"(?:move|shift|slide|step|advance|bump)\s+({PRIM})\s+(?:one\s+(?:step|place|position)\s+)?(?:to\s+the\s+|towards?\s+the\s+)(right|left)"
)
def _sideways(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    ctx.rule("increment")
    return [f"{expr(m.group(1), ctx)} {'+=' if m.group(2).lower() == 'right' else '-='} 1"]


@kind(
    rf"(add|subtract|take\s+away|remove)\s+(.+?)\s+(to|from)\s+({PRIM})\s*,?\s+(?:and|then)\s+(?:then\s+)?"
    r"(add|subtract|take\s+away|remove)\s+(?!.*\b(?:to|from)\b)(.+)"
)
def _two_changes(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if ctx.kinds.get(m.group(4)) in ("list", "set", "dict"):
        return None
    ctx.rule("increment")
    target = expr(m.group(4), ctx)
    first = "-=" if lower_verb(m.group(1)) else "+="
    second = "-=" if lower_verb(m.group(5)) else "+="
    return [f"{target} {first} {expr(m.group(2), ctx)}", f"{target} {second} {expr(m.group(6), ctx)}"]


@kind(rf"take\s+away\s+(.+?)\s+from\s+({PRIM})")
def _take_away(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if ctx.kinds.get(m.group(2)) in ("list", "set", "dict"):
        return None
    ctx.rule("increment")
    return [f"{expr(m.group(2), ctx)} -= {expr(m.group(1), ctx)}"]


@kind(r"(?:its|the)\s+([a-z]+)\s+is\s+(.+)")
def _its_result(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `if the tree is empty, its depth is 0` in `max_depth`: what the procedure computes, given back
    noun = m.group(1).lower()
    if known_name(noun, ctx) or not any(function_noun(f) == noun for f in ctx.functions):
        return None
    ctx.rule("return-words")
    return [f"return {expr(m.group(2), ctx)}"]


_STEPS: tuple[Kind, ...] = (
    _call_it,
    _its_result,
    _named_then_changed,
    template(
        "return-words",
        "return {e1}",
        r"(?:the\s+)?[A-Za-z][\w ]*?\s+is\s+(.+?)\s*[,;]?\s*(?:so\s+|and\s+|then\s+)?"
        r"return\s+(?:it|that|this|them)",
    ),
    template(
        "call-keyword",
        "{e1}",
        r"(?:start|begin|kick\s+off|finish|end)\s+(?:with|by\s+calling|by)\s+((?:self\.)?[A-Za-z_][\w.]*\s*\(.*\))",
    ),
    _onto_new,
    template(
        # `remember that v was seen at i`: the only map records where each value was seen
        "container-verbs",
        "{map}[{e1}] = {e2}",
        rf"(?:remember|record|note|save|store)\s+(?:that\s+)?({PRIM})\s+(?:was|is|has\s+been)\s+(?:seen|found|met|stored)?\s*"
        rf"(?:at|in\s+position|at\s+index|on\s+step)\s+(.+)",
    ),
    _by,
    _item_is,
    template(
        "set-let",
        "{e1} = {e2} = {e3}",
        rf"(?:set|make)\s+({PRIM})\s+and\s+({PRIM})\s+(?:both\s+)?(?:to|equal\s+to)\s+(?:both\s+)?(.+)",
    ),
    _empty_named_by_kind,
    _take_end,
    _taken_into,
    template("return-words", "return {c1}", r"(?:return|give\s+back)\s+whether\s+(.+)"),
    template(
        # `return true only when the stack is empty, else false`: the value, its test, the other value
        "return-words",
        "return {e1} if {c2} else {e3}",
        r"(?:return|give\s+back|hand\s+back)\s+(.+?)\s+(?:only\s+|just\s+)?(?:if|when|whenever)\s+(.+?)\s*[,;]?\s*"
        r"(?:and\s+|or\s+)?(?:else|otherwise|if\s+not)\s*,?\s+(?:return\s+|give\s+back\s+)?(.+)",
    ),
    template(
        # `sort the letters of w to get its key`: the sorted letters as one string
        "sort-reverse",
        '{g2} = "".join(sorted({e1}))',
        rf"sort\s+(?:the\s+)?(?:letters|characters|chars)\s+(?:of|in)\s+({PRIM})\s*,?\s*"
        rf"(?:to\s+get|giving|into|and\s+call\s+(?:it|that)|as)\s+(?:its\s+|the\s+|a\s+)?({NAME})",
    ),
    template(
        # `start a new empty group for the key`: an entry of the only map
        "container-verbs",
        "{map}[{e1}] = []",
        r"(?:start|create|make|open|begin)\s+(?:an?\s+)?(?:new\s+)?(?:empty\s+)?(?:group|list|bucket)\s+"
        rf"(?:for|under|at)\s+(?:the\s+)?({PRIM})",
    ),
    _leave_if,
    _move_then_keep,
    _move_while,
    _sideways,
    _two_changes,
    _take_away,
    sort_by,
)


def step(s: str, ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    """Python lines for one English step of the kinds above, or ``None``."""
    remark = re.fullmatch(
        r"(.+?)\s*\((?:if|when)\b[^()]*\b(?:begins?|starts?|counts?|is)\s+(?:from\s+|at\s+|as\s+)?(?:0|zero)\s*\)",
        s,
        _I,
    ) or re.fullmatch(
        # the same said in another order: `(start from 0 if it is new)`, `(a number we have not seen
        # starts at zero)`: a start at 0 and a word that says the entry is missing, words only
        # (the entry said as `it`: `(start it at 0 when ch is not in counts yet)`)
        r"(.+?)\s*\((?=[^()]*\b(?:begins?|starts?|counts?)\s+(?:it\s+|that\s+)?(?:from\s+|at\s+|as\s+|with\s+)?(?:0|zero)\b)"
        r"(?=[^()]*\b(?:if|when|new|missing|absent|unseen|never|not\s+(?:seen|there|in|yet|exist|present))\b)"
        r"[A-Za-z0-9' ,]+\)",
        s,
        _I,
    )
    if remark:
        # `cnt of c increase 1 (if c not exist yet, it begin from 0)`: the remark says what a missing
        # entry of a map counts from, which is how a map's entry is raised (docs/pseudocode.md); kept
        # only for that step, so a remark that says anything else stays not understood
        lines = _step(remark.group(1), ctx, expr, cond)
        changed = re.match(rf"({NAME})\[.+\]\s*(?:[-+]=|=\s*\1\.get\()", lines[0]) if lines else None
        if lines and len(lines) == 1 and changed and ctx.kinds.get(changed.group(1)) == "dict":
            ctx.rule("map-default-zero")
            return lines
    return _step(s, ctx, expr, cond)


def _step(s: str, ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    said = read_kinds((*EARLY_STEPS, *POINTER_STARTS), s, ctx, expr, cond)
    if said is not None:
        return said
    said = clause_step(s, ctx, expr, cond)
    return said if said is not None else read_kinds(_STEPS, s, ctx, expr, cond)
