"""Statement phrases of the pseudocode normaliser beyond the core dialect (docs/pseudocode.md).

English steps (``give back the answer``, ``make a list called dp of n zeros``, ``put x at the end of
out``, ``move left forward``), textbook ones (``exchange A[i] with A[j]``, ``let A[0..n] be a new
array``) and other languages' declarations (``let a = 0, b = 1``, ``vector<int> res;``,
``m.set(k, v)``). :func:`sentence` returns the Python lines, or ``None`` when the statement is none
of these and the core rules should read it.

The words that return, stop and set several names are read here; the other kinds are in
``_creation`` (a name given a value), ``_declarations`` (typed and textbook
declarations) and ``_actions`` (changes to what exists), tried in the order of the tables
below. :func:`value_of` and :func:`fix_containers` are offered here to the statement rules.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from assay.grading._pseudocode._actions import (
    arithmetic,
    at_the_end,
    exchange,
    goes_by,
    mark,
    move_one,
    put_in,
    reverse,
    sort,
    sort_call,
    swap_call,
)
from assay.grading._pseudocode._base import PRIM, Ctx, split_top
from assay.grading._pseudocode._c_declarators import C_ARRAYS
from assay.grading._pseudocode._cobol import COBOL_STEPS
from assay.grading._pseudocode._container_fix import fix_containers
from assay.grading._pseudocode._containers import container_phrase
from assay.grading._pseudocode._creation import (
    assign,
    create,
    is_,
    kept_as,
    named_list,
    named_then_valued,
    point,
    point_back,
    starts_at,
    value_of,
)
from assay.grading._pseudocode._declarations import (
    DECLARATIONS,
    c_array,
    constructor,
    destructured,
    textbook_array,
)
from assay.grading._pseudocode._english_steps import ENGLISH_STEPS
from assay.grading._pseudocode._fills import fill_rest
from assay.grading._pseudocode._kept_first_values import kept_with_first_value
from assay.grading._pseudocode._kinds import NAME, Expr, Kind, kind, read_kinds, template
from assay.grading._pseudocode._range_arrays import range_array
from assay.grading._pseudocode._readable import is_expression
from assay.grading._pseudocode._take_ends import taken_end
from assay.grading._pseudocode._vb_declarations import VB_DECLARATIONS

__all__ = ["fix_containers", "sentence", "value_of"]

_I = re.IGNORECASE
# The core statement rewrite, passed in by ``_stmt`` (which imports this module).
Step = Callable[[str, Ctx], list[str]]
_ASSIGN_OR_STEP = re.compile(
    r"^(?:[A-Za-z_][\w.]*(?:\[[^\]]*\])*\s*(?:=(?!=)|\u2190|:=|\+=|-=)\s*\S.*|[A-Za-z_]\w*\s*(?:\+\+|--)|(?:\+\+|--)\s*[A-Za-z_]\w*)$"
)
_BECOMES = re.compile(rf"^{NAME}\s+(?:becomes|gets|is\s+now|starts\s+at)\s+\S.*$", re.IGNORECASE)


@kind(
    rf"(.+?)\s*,?\s*(?:and\s+)?(?:call|name|label|store)\s+(?:it|that|this|the\s+result)\s+(?:as\s+)?({NAME})"
)
def _call_it(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    value = expr(m.group(1), ctx)
    if not is_expression(value):
        # `pop the top index off the stack and call it j`: words that are no value here are a step
        # that takes something (read by the kinds after this one), never a name for garbled words
        return None
    ctx.rule("set-let")
    return assign(m.group(2), value, ctx)


# `set lo to 0 and hi to n - 1`, `set start to 0, best to 0`: the verb said once for every pair
@kind(r"(?:set|let|initiali[sz]e)\s+(.+\s+(?:to|be|=)\s+.+?(?:\s+and|,)\s+.+)")
def _set_several(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    pieces = re.split(r"\s*(?:,\s*and|,|\band)\s+(?=[A-Za-z_][\w\[\]]*\s+(?:to|be|=)\s)", m.group(1))
    pairs = [re.match(r"^(.+?)\s+(?:to|be|=)\s+(.+)$", p) for p in pieces]
    if len(pieces) < 2 or not all(pairs):
        return None
    if not all(p and re.fullmatch(PRIM, p.group(1).strip()) for p in pairs):
        return None  # `set the best one to 0, worst to 1`: a target that is words is not guessed
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
    rf"(?:pop|take|remove|pull|grab|dequeue)\s+(\(?\s*{NAME}(?:\s*,\s*{NAME})*\s*\)?)\s+(?:off|from|out\s+of)\s+"
    rf"(?:of\s+)?(?:the\s+)?(?:top\s+of\s+)?({PRIM})"
)
def _pop_off(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    taken = m.group(1).strip()
    if ctx.kinds.get(taken) is not None or taken.lower() in ("it", "that", "this", "them", "one"):
        return None  # `take it out of the list`: a thing already there, not one taken off an end
    # a queue gives its front, a stack its top; an end not said of any other list is not guessed
    container = expr(m.group(2), ctx)
    end = taken_end(m.group(0), container, ctx)
    if end is None:
        return None
    ctx.rule("stack-queue")
    target = taken.strip("()")
    if "," in target:
        ctx.pair = target  # what "its neighbours" will be about
    return [f"{target} = {container}.pop({end})"]


@kind(r"(?:the\s+)?(answer|result)\s+is\s+(.+)")
def _answer_is(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if m.group(1) not in ctx.names:
        return None
    # `answer is x` where the learner keeps a variable called answer: a step that sets it
    ctx.rule("set-let")
    return assign(m.group(1), expr(m.group(2), ctx), ctx)


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


@kind(rf"give\s+(?!back\b)({NAME}|true|false|-?\d+)\s*\.?")
def _give_bare(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `GIVE count` (a course's GET / SET … TO / GIVE steps): the value the algorithm gives is its
    # result (docs/pseudocode.md, "Conventions read since round 17 was opened: English"); only one
    # name the steps set, or a literal: `give x a value` is no return and is left
    value = m.group(1)
    if not re.fullmatch(r"true|false|-?\d+", value, re.IGNORECASE) and value not in ctx.names | set(
        ctx.kinds
    ):
        return None
    ctx.rule("return-words")
    return [f"return {expr(value, ctx)}"]


@kind(rf"(?:get|read|input|accept|receive)\s*:?\s+({NAME}(?:\s*,\s*{NAME})*(?:\s*,?\s+and\s+{NAME})?)\s*\.?")
def _given_input(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `GET grid`, `Read: nums, k`: the algorithm's input said, which the procedure's parameters are
    # (as Lipschutz's `Read:`); only the question's own inputs, so `get x` of anything else is left
    names = [n for n in re.findall(NAME, m.group(1)) if n.lower() != "and"]
    if not names or any(n not in ctx.params for n in names):
        return None
    ctx.rule("input-said")
    return []


_WORDS: tuple[Kind, ...] = (
    _give_bare,
    _given_input,
    template("return-words", "return None", r"(?:return|give\s+back)\s+(?:nothing|none|null)"),
    # a lecture's steps end the algorithm with its answer: `terminate with answer m`, `Terminate.`
    # alone for a procedure that gives nothing back (docs/pseudocode.md, round 16's English)
    template(
        "return-words",
        "return {e1}",
        r"(?:terminate|halt|stop)\s+with\s+(?:the\s+)?(?:answer|result|output)\s+(.+)",
    ),
    template("return-words", "return", r"terminate"),
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
        r"go\s+(?:on\s+)?to\s+(?:the\s+)?next(?:\s+\w+)?|continue\s+(?:with\s+)?(?:the\s+)?next(?:\s+\w+)?|"
        # `go on with the loop`, `carry on with the next one`: the rest of this round is skipped
        r"(?:go|carry)\s+on(?:\s+with\s+(?:the\s+)?(?:loop|next(?:\s+\w+)?))?|"
        # `… and keep going`, `keep on looking`: on to the loop's next round (alone: no test follows)
        r"keep\s+(?:on\s+)?(?:going|looking|looping|walking|searching))",
    ),
    c_array,
    range_array,  # `set P to a new array [0..n], every entry 0`
)


_PHRASES: tuple[Kind, ...] = (
    *ENGLISH_STEPS,
    kept_with_first_value,
    fill_rest,
    named_list,
    named_then_valued,
    destructured,
    constructor,
    textbook_array,
    exchange,
    swap_call,
    create,
    starts_at,
    is_,
    point,
    point_back,
    template(
        "set-let",
        "{e1} = {e2}",
        # `move prev up to cur`, `shift hi down to mid`: the particle says which way, `to` says where
        rf"(?:move|advance|step|shift|jump)\s+({PRIM})\s+(?:forward\s+|on\s+|ahead\s+|over\s+|up\s+|down\s+|along\s+)?to\s+(.+)",
    ),
    kept_as,
    template(
        # `record right as last[ch]`: an entry of a list or map set to the value
        "set-let",
        "{e2} = {e1}",
        rf"(?:record|store|save|remember|note|keep|write\s+down)\s+(.+?)\s+as\s+({NAME}\[.+\])",
    ),
    at_the_end,
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
    put_in,
    arithmetic,
    template("increment", "{e1} *= 2", rf"(?:double)\s+({PRIM})"),
    goes_by,
    move_one,
    sort,
    reverse,
    sort_call,
    mark,
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
    lines = read_kinds(C_ARRAYS + DECLARATIONS + VB_DECLARATIONS + COBOL_STEPS, s, ctx, expr, expr)
    if lines is not None:
        return lines
    # textbook: `let L[1..n1 + 1] and R[1..n2 + 1] be new arrays` (`[1:n1 + 1]` in CLRS's fourth edition):
    # one declaration each
    m = re.match(
        rf"^let\s+({NAME}\s*\[[^\[\]]+\](?:\s*(?:,|and)\s*{NAME}\s*\[[^\[\]]+\])+)\s+be\s+(.+)$", s, _I
    )
    if m and (".." in m.group(1) or re.match(r"(?:an?\s+)?new\b", m.group(2), _I)):
        names = re.findall(rf"{NAME}\s*\[[^\[\]]+\]", m.group(1))
        each = [sentence(f"let {n} be {m.group(2)}", ctx, expr, step) for n in names]
        if all(each):  # a declaration not read leaves the whole line listed, never dropped
            return [line for lines in each for line in lines or []]
    return read_kinds(_PHRASES, s, ctx, expr, expr)
