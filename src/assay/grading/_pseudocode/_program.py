"""Whole-program passes of the pseudocode normaliser, run once its Python compiles (docs/pseudocode.md).

Old textbook node fields, tuple returns, containers written the mathematical way, nested helpers,
builtin names, map reads, ``n`` left unset, the implicit return, 1-based arrays, integer division
for indices, negative positions, queues and missing imports, in that order; each keeps the line map
(produced line → submission line) true.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._abbreviations import abbreviated_params
from assay.grading._pseudocode._base import Ctx, compile_quietly
from assay.grading._pseudocode._called_arrays import called_arrays
from assay.grading._pseudocode._case_slips import case_slips
from assay.grading._pseudocode._check import implicit_length, missing_imports
from assay.grading._pseudocode._closer_words import pseudocode_closers
from assay.grading._pseudocode._cmath import CDIV, CMOD, c_arithmetic, untyped_divisions
from assay.grading._pseudocode._dialects import Dialect, line_dialects
from assay.grading._pseudocode._display_steps import displayed_values
from assay.grading._pseudocode._expr import BUMP, BUMP_NAME
from assay.grading._pseudocode._filled_arrays import filled_arrays
from assay.grading._pseudocode._grids import grid_sizes
from assay.grading._pseudocode._handed_arrays import Handing, handing
from assay.grading._pseudocode._heaps import heaps
from assay.grading._pseudocode._identity import value_identity
from assay.grading._pseudocode._implicit_return import implicit_return
from assay.grading._pseudocode._indexing import (
    GROW,
    GUARD,
    grow_arrays,
    guard_negative_indices,
    index_division,
    subscripts,
)
from assay.grading._pseudocode._inline_semicolons import pascal_answer
from assay.grading._pseudocode._java_names import helpers_used as java_helpers
from assay.grading._pseudocode._one_based import one_based
from assay.grading._pseudocode._one_of import one_of_values
from assay.grading._pseudocode._pascal_result import returned_results
from assay.grading._pseudocode._passes import (
    empty_set_lists,
    map_reads,
    shadowed_builtins,
    tuple_returns,
)
from assay.grading._pseudocode._phone_capitals import phone_capitals
from assay.grading._pseudocode._queues import queues
from assay.grading._pseudocode._quoted_nulls import quoted_nulls
from assay.grading._pseudocode._scopes import nest_helpers
from assay.grading._pseudocode._shared_writes import shared_writes
from assay.grading._pseudocode._skip_direction import skip_directions
from assay.grading._pseudocode._sticky_shift import sticky_shift
from assay.grading._pseudocode._unmade_queues import unmade_queues
from assay.grading._pseudocode._zero_counts import zero_counts
from assay.judge import Signature

_PYTHON_SLICE = re.compile(r"\w\s*\[[^\[\]\n?]*:[^\[\]\n]*\]")

__all__ = ["input_sequences", "stops_outside_loops", "whole_program"]


def _division_lines(text: str, line_map: list[int]) -> tuple[set[int], set[int]]:
    """The produced lines (1-based) whose ``/`` is Python's, and those whose reading is unsure."""
    dialects = line_dialects(text)
    real = {k for k, src in enumerate(line_map, start=1) if dialects.get(src) is Dialect.PYTHON}
    unsure = {k for k, src in enumerate(line_map, start=1) if dialects.get(src) is Dialect.UNSURE}
    return real, unsure


def _unsure_divisions(python: str, lines: set[int]) -> tuple[str, bool, bool]:
    """C's division or remainder on a line that reads as neither language becomes a step not understood.

    Returns the Python and whether a ``/``, and a ``%``, was refused.
    """
    out = python.split("\n")
    divided = remaindered = False
    for k in lines:
        if 0 < k <= len(out) and re.search(r"(?<![\w.])_cdiv\((?!float\()", out[k - 1]):
            out[k - 1] = re.sub(r"(?<![\w.])_cdiv\((?!float\()", "mixed_division(", out[k - 1])
            divided = True
        if 0 < k <= len(out) and re.search(r"(?<![\w.])_cmod\(", out[k - 1]):
            out[k - 1] = re.sub(r"(?<![\w.])_cmod\(", "mixed_remainder(", out[k - 1])
            remaindered = True
    return "\n".join(out), divided, remaindered


def input_sequences(signature: Signature, user_params: list[str]) -> list[str]:
    """The input arrays and strings, by the question's names and the learner's (matched by position)."""
    names: list[str] = []
    for k, p in enumerate(signature.params):
        if re.match(r"^(?:List|list|Sequence|str)\b", p.type.strip()):
            names.append(p.name)
            if k < len(user_params):
                names.append(user_params[k])
    return names


def stops_outside_loops(python: str, ctx: Ctx) -> str:
    """``stop`` or ``skip`` in a procedure with no loop around it ends the procedure: ``return``.

    Not in C-like text, where a ``break`` outside a loop is the learner's compile error.
    """
    if ctx.c_like:
        return python
    for _ in range(20):
        try:
            compile_quietly(python, "<normalised>")
        except SyntaxError as exc:
            lines = python.split("\n")
            k = (exc.lineno or 0) - 1
            if not re.search(
                r"'(?:break|continue)' (?:outside|not properly in) loop", exc.msg
            ) or not 0 <= k < len(lines):
                return python
            fixed = re.sub(r"(^[ \t]*|:\s*)(?:break|continue)\s*$", r"\1return", lines[k])
            if fixed == lines[k]:
                return python
            lines[k] = fixed
            python = "\n".join(lines)
            ctx.rule("stop-outside-loop")
        else:
            return python
    return python


def _with_helper(python: str, line_map: list[int], helper: list[str]) -> tuple[str, list[int]]:
    """Put a helper function the Python calls before ``class Solution``."""
    lines = python.split("\n")
    start = next(k for k, line in enumerate(lines) if line.startswith("class Solution"))
    python = "\n".join([*lines[:start], *helper, *lines[start:]])
    return python, [*line_map[:start], *([0] * len(helper)), *line_map[start:]]


def _generic_nodes(python: str, signature: Signature) -> tuple[str, bool]:
    """``new node(0)`` / ``Node(x)`` where the question's one node type is ``ListNode`` (or ``TreeNode``).

    Only when the answer binds no ``node`` / ``Node`` of its own and the question uses one node type.
    """
    types = " ".join([signature.returns, *(p.type for p in signature.params)])
    kinds = {k for k in ("ListNode", "TreeNode") if k in types}
    if len(kinds) != 1:
        return python, False
    bound = re.search(
        r"(?<![\w.])(?:def|class)\s+(?:node|Node)\b|(?<![\w.])(?:node|Node)\s*(?:=(?!=)|,)", python
    )
    if bound:
        return python, False
    python, count = re.subn(r"(?<![\w.])(?:node|Node)\s*\(", f"{kinds.pop()}(", python)
    return python, count > 0


def whole_program(
    python: str, line_map: list[int], signature: Signature, user_params: list[str], text: str, ctx: Ctx
) -> tuple[str, list[int]]:
    """Passes that need the whole method: ``n`` left unset, 1-based arrays, ``/`` in indices."""
    python, capitals = phone_capitals(
        python, line_map, text, ctx.phone_capitalised
    )  # `Res = []`, `res.append(x)`
    if capitals:
        ctx.rule("phone-capitals")
        ctx.note(
            ", ".join(f"`{c}` read as `{c.lower()}` (a capital at the start of a line)" for c in capitals)
        )
    python, sticky = sticky_shift(python)  # `RETURN DUmmy.next`: Shift let go a letter late
    if sticky:
        ctx.rule("sticky-shift")
        ctx.note(", ".join(f"`{t}` read as `{m}` (a capital the keyboard put in)" for t, m in sticky.items()))
    # (pseudocode only: Python's `def` and C-family braces or typed declarations are case-exact languages)
    braced = r"[{}][ \t]*$|^[ \t]*(?:def|int|long|double|bool|boolean|char|String|auto|let|const)\s+\w"
    if not ctx.javascript and not re.search(braced, text, re.M):
        python, slipped = case_slips(
            python, {*ctx.functions, signature.method}
        )  # `counts = {}` … `if Counts[ch] is 0`
        if slipped:
            ctx.rule("case-slips")
            ctx.note(", ".join(f"`{c}` read as `{c.lower()}` (never set with its capital)" for c in slipped))
    python, counted = zero_counts(python)  # `Add 1 to need[ch]   # counts start at 0`
    if counted:
        ctx.rule("zero-counts")
        ctx.note(", ".join(f"`{m}` read as a map whose counts start at 0, as its note says" for m in counted))
    # only with no header of the learner's: a header that names the parameters makes a short name
    # in the body the learner's own unbound name (their NameError, kept)
    python, shortened = abbreviated_params(python, signature) if not user_params else (python, {})
    if shortened:
        ctx.rule("abbreviated-params")
        ctx.note(", ".join(f"`{a}` is never set: read as the parameter `{p}`" for a, p in shortened.items()))
    if re.search(r"\b(?:ListNode|TreeNode)\b", " ".join(p.type for p in signature.params)):
        # old textbook field notation: key[x], next[x], left[x] are x.val, x.next, x.left
        python, fields = re.subn(
            r"(?<![\w.])(key|next|left|right)\[([A-Za-z_]\w*(?:\.\w+)*)\]",
            lambda m: f"{m.group(2)}.{'val' if m.group(1) == 'key' else m.group(1)}",
            python,
        )
        python, count = re.subn(r"(?<=[\w)\]])\.(?:key|data|value)\b(?!\s*\()", ".val", python)
        count += fields
        trees = {p.name for p in signature.params if "TreeNode" in p.type}
        trees |= {u for u, p in zip(user_params, signature.params, strict=False) if "TreeNode" in p.type}
        for tree in trees:
            # `T.root` / `root[T]` of a tree the question passes as its root node: that node
            python, roots = re.subn(rf"(?<![\w.]){re.escape(tree)}\.root\b", tree, python)
            count += roots
            python, roots = re.subn(rf"(?<![\w.])root\[\s*{re.escape(tree)}\s*\]", tree, python)
            count += roots
        lists = {p.name for p in signature.params if "ListNode" in p.type}
        lists |= {u for u, p in zip(user_params, signature.params, strict=False) if "ListNode" in p.type}
        for linked in lists:
            # `L.head` / `head[L]` of a list the question passes as its first node: that node
            python, heads = re.subn(
                rf"(?<![\w.])(?:{re.escape(linked)}\.head\b|head\[\s*{re.escape(linked)}\s*\])",
                linked,
                python,
            )
            count += heads
        if count:
            ctx.rule("node-fields")
    python, built = _generic_nodes(python, signature)
    if built:
        ctx.rule("node-fields")
    if re.match(r"^(?:List|list|Tuple)\b", signature.returns.strip()):
        python, listed = tuple_returns(python)
        if listed:
            ctx.rule("tuple-return")
    python, emptied = empty_set_lists(python)
    if emptied:
        ctx.rule("empty-containers")
    python, line_map, nested = nest_helpers(python, line_map, signature.method)
    if nested:
        ctx.rule("nested-helpers")
        ctx.note(
            f"{', '.join(nested)} read(s) the main procedure's names: ran inside it, as a nested function"
        )
    # only helpers we nested share the main procedure's names: a `def` the learner nested in Python, or a
    # C function reading another's local, keeps its UnboundLocalError (their bug, not our reading)
    c_family = "{" in text and "}" in text
    moved = [] if c_family else nested
    python, line_map, shared = shared_writes(python, line_map, signature.method, moved)
    if shared:
        ctx.rule("shared-writes")
        ctx.note(f"{', '.join(shared)}: set by a helper for the main procedure (read as one variable)")
    python, displayed = displayed_values(python, line_map, text)
    if displayed:
        ctx.rule("display-words")
    python, chosen = one_of_values(python, line_map, text)
    if chosen:
        ctx.rule("one-of-values")
    python, turned = skip_directions(python, line_map, text)
    if turned:
        ctx.rule("skip-direction")
    python, nulls = quoted_nulls(python)  # `node is “empty”`: a node missing (docs/pseudocode.md)
    if nulls:
        ctx.rule("quoted-null")
    python, equalities = value_identity(python)
    if equalities:
        ctx.rule("is-equality")
    python, renamed = shadowed_builtins(python)
    if renamed:
        ctx.rule("builtin-names")
        ctx.note(f"renamed the variable(s) {', '.join(renamed)} so the builtin of the same name still works")
    if ctx.javascript or ctx.lua:
        maps = {name for name, kind in ctx.kinds.items() if kind == "dict"}
        python, read = map_reads(python, maps)
        if read:
            ctx.rule("map-reads")
    seqs = input_sequences(signature, user_params)
    first_seq = next((n for n in reversed(seqs[:2]) if n), None) if seqs else None
    python, inserted = implicit_length(python, signature.method, first_seq)
    if inserted is not None:
        line_map = [*line_map[:inserted], 0, *line_map[inserted:]]
        ctx.rule("implicit-n")
        ctx.note(f"`n` is never set: read as the length of `{first_seq}`")
    python, at, sizes = grid_sizes(python, signature)  # `for r in 0..rows-1` over the one grid
    if at is not None:
        line_map = [*line_map[:at], *([0] * len(sizes)), *line_map[at:]]
        ctx.rule("grid-sizes")
        ctx.note(f"{', '.join(f'`{s}`' for s in sizes)} never set: read as the grid's sizes")
    python, line_map, made = filled_arrays(python, line_map)  # `Res[i] = 1` filling a Res never made
    if made:
        ctx.rule("filled-arrays")
        ctx.note(", ".join(f"`{a}` is never made: made as long as the loop first filling it" for a in made))
    python, line_map, unmade = unmade_queues(python, line_map)  # `Q.enqueue(root)` on a Q never made
    if unmade:
        ctx.rule("unmade-queues")
        ctx.note(
            ", ".join(f"`{q}` is never made: made empty above the first step putting on it" for q in unmade)
        )
    if pascal_answer(text):  # a Pascal function returns its result variable (docs/pseudocode.md)
        python, results = returned_results(python)
        for end in results:
            line_map = [*line_map[:end], line_map[end - 1], *line_map[end:]]
        if results:
            ctx.rule("pascal-result")
    python, returned = implicit_return(python, signature.method, signature.returns)
    if returned is not None and returned >= 0:
        line_map = [*line_map[:returned], line_map[returned - 1], *line_map[returned:]]
    if returned is not None:
        ctx.rule("implicit-return")
        ctx.note("the method never returns: returned the variable set by its last step")
    python, called = called_arrays(python, set(seqs))  # `COST(I-1)`, before the 1-based reading
    if called:
        ctx.rule("called-arrays")
    python, subscripted = subscripts(python, set(seqs))
    if subscripted:
        ctx.rule("subscripts")
    # `A[1..n]`, or Cambridge's `ARRAY[1:n]` (docs/pseudocode.md, "Exam-board dialects")
    declared_one = re.search(r"\w\s*\[\s*1\s*\.\.|\bARRAY\s*\[\s*1\s*:", text) is not None
    textbook = (
        ctx.counted_loops
        or declared_one
        or "step-list" in ctx.rules  # Lipschutz counts DATA[1] … DATA[N] (docs/pseudocode.md, "Step lists")
        # `←` typed as `<-` is the same arrow (never a comparison with a negative: `x < -1` is spaced)
        or re.search(r"\u2190|(?<![<\s])\s*<-(?=\s)|:=|^[ \t]*[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*\s*\(", text, re.M)
        # Lua's tables count from 1 (`t[1]` … `t[#t]`): weighed as textbook pseudocode is
        # (docs/pseudocode.md, "Conventions read since round 13 was opened: mixed")
        or ctx.lua
        or ctx.r_lang
        or pseudocode_closers(text)  # `endwhile`, `endfunction`: pseudocode's own closers
    )
    # (R's braces look like C's, but R counts from 1 as Lua does; unlike Lua's, its loops must still
    # show it, `for (i in 1:n)` reading `s[i]`, since learners also write R's `1:n` with `s[i - 1]`:
    # docs/pseudocode.md, "Conventions read since round 17 was opened: mixed")
    # (read once for both passes that count positions below: `_handed_arrays.Handing`)
    handed: Handing | None = None
    if (not ctx.c_like or ctx.r_lang) and textbook and "range(" not in text:
        # only pseudocode counts from 1; in C, Java or Python `A[n]` is the learner's off-by-one
        # (Lua says so by itself, as `A[1..n]` does: only a sign of counting from 0 cancels it)
        # (IPA's exam pseudo-language counts from 1 by its definition, as Lua does: `_languages_japanese`)
        said_one = declared_one or ctx.lua or "japanese" in ctx.rules
        handed = handing(python)
        python, shifted = one_based(python, set(seqs), ctx.zero_based, said_one, handed)
        if shifted:
            ctx.rule("one-based-indexing")
            ctx.note("the answer counts array positions from 1: `A[i]` ran as `A[i - 1]`")
    # `%` is read line by line in JavaScript too: its remainder takes the dividend's sign, as C's does
    real, unsure = _division_lines(text, line_map) if ctx.c_like else (set(), set())
    if not ctx.javascript:
        # C and Java divide integers to an integer; so does pseudocode whose quotient is an index
        # (`mid ← (lo + hi) / 2` then `A[mid]`): no learner means a fractional position, and Python's
        # `/` would fail every test on the learner's account (docs/pseudocode.md, "Limits"). JavaScript
        # keeps its own `/`: `a[(lo + hi) / 2]` is `undefined` there too
        python, divided = index_division(python, frozenset(real | unsure), keep_rounded=not ctx.c_like)
        if divided:
            ctx.rule("index-division")
    if ctx.c_like:
        python, used = c_arithmetic(
            python, divide=not ctx.javascript, real=frozenset(real), unsure=frozenset(unsure)
        )
        python, mixed, mixed_mod = _unsure_divisions(python, unsure)
        if mixed:
            ctx.note(
                "`/` on a line written neither as C nor as Python, in an answer with both: whole or real?"
            )
            if not re.search(r"(?<![\w.])_cdiv\(", python):
                used.discard("_cdiv")
        if mixed_mod:
            ctx.note(
                "`%` on a line written neither as C nor as Python, in an answer with both: "
                "the sign of the dividend (C) or of the divisor (Python)?"
            )
            if not re.search(r"(?<![\w.])_cmod\(", python):
                used.discard("_cmod")
        if "_cdiv" in used and _PYTHON_SLICE.search(text):
            # braces of C or Go with Python's slices: whose `/` the learner meant (an integer one, or
            # a real one) is not written, so the division stays a call nobody defined, not understood
            python = re.sub(r"(?<![\w.])_cdiv\((?!float\()", "integer_or_real_division(", python)
            if "_cdiv(" not in python:
                used.discard("_cdiv")
            ctx.note("`/` in an answer that mixes C's braces with Python's slices: whole or real division?")
        if "_cdiv" in used:
            python, unknown = untyped_divisions(python, text)
            if unknown:
                if "_cdiv(" not in python:
                    used.discard("_cdiv")
                ctx.note("`/` of a variable set with no type (`int` or `double`?): whole or real division?")
        for helper in sorted(used):
            python, line_map = _with_helper(python, line_map, CDIV if helper == "_cdiv" else CMOD)
        if used:
            ctx.rule("c-arithmetic")
    python_like = re.search(r"\brange\(|^[ \t]*def\s|\belif\b|\bNone\b|\bTrue\b|\bFalse\b", text, re.M)
    if ctx.c_like or not python_like:
        arrays = set(seqs) | {name for name, kind in ctx.kinds.items() if kind in ("list", "queue")}
        python, guarded = guard_negative_indices(python, arrays, handed)
        if guarded:
            lines = python.split("\n")
            start = next(k for k, line in enumerate(lines) if line.startswith("class Solution"))
            python = "\n".join([*lines[:start], *GUARD, *lines[start:]])
            line_map = [*line_map[:start], *([0] * len(GUARD)), *line_map[start:]]
            ctx.rule("no-negative-indices")
    if ctx.javascript or (textbook and not ctx.c_like):
        python, grown = grow_arrays(python)
        if grown:
            python, line_map = _with_helper(python, line_map, GROW)
            ctx.rule("growing-arrays")
    if re.search(rf"(?<![\w.]){BUMP_NAME}\(", python):
        python, line_map = _with_helper(python, line_map, BUMP)
    for java_helper in java_helpers(python):  # Java's `List.remove(int)`, `remove(Object)`, `add(int, E)`
        python, line_map = _with_helper(python, line_map, java_helper)
    python, heaped = heaps(python)
    if heaped:
        ctx.rule("heaps")
        ctx.note(f"{', '.join(heaped)} used as a heap: made an empty list, not the empty set ∅ names")
    python, queued = queues(python)
    if queued:
        ctx.rule("queues")
        ctx.note(f"{', '.join(queued)} used as a queue: ran as a deque, so taking the first item costs O(1)")
    python, imports = missing_imports(python)
    if imports:
        line_map = [0] * len(imports) + line_map
        ctx.rule("missing-imports")
    return python, line_map
