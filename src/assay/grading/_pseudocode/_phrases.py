"""Expression phrases of the pseudocode normaliser beyond the core dialect (docs/pseudocode.md).

Three families, each a small rewrite over string-masked code:

* textbook (CLRS) notation: ``PUSH(S, x)``, ``STACK-EMPTY(S)``, ``length[A]``, ``A[i..j]``,
  ``⌊x/2⌋`` (the lexer turns the brackets into ``floor(…)``);
* English: ``x plus 1``, ``the larger of a and b``, ``is at least``, ``take the first item out of q``;
* other languages: ``===``, ternaries, ``new int[n]``, ``new Array(n).fill(0)``, spread ``...xs``,
  ``toLowerCase()``, ``Character.isLetterOrDigit(c)``, ``Object.keys(m)``.

:func:`pre` runs before the core rewrites of ``_expr`` and :func:`post` after them. Each family
lives in its own module: ``_textbook_expr`` (CLRS calls, table cells, ``A[i..j]``),
``_english_expr`` (English phrases), ``_foreign`` (other languages' methods),
``_arrays`` (arrays built the other languages' way), ``_ternary``; this module
holds the order they run in, and the one-line spellings that need no module of their own.
"""

from __future__ import annotations

import functools
import re

from assay.grading._pseudocode._arrays import fill, new_arrays, tables
from assay.grading._pseudocode._base import PRIM, PRIM_ALONE, Ctx, find_top, rewrite_call, split_top, sub
from assay.grading._pseudocode._brackets import closing
from assay.grading._pseudocode._default_tables import default_tables
from assay.grading._pseudocode._english_expr import english
from assay.grading._pseudocode._foreign import foreign_methods
from assay.grading._pseudocode._list_ends import list_ends
from assay.grading._pseudocode._php import php_forms
from assay.grading._pseudocode._priority import java_order
from assay.grading._pseudocode._set_builder import set_builder
from assay.grading._pseudocode._ternary import ternaries
from assay.grading._pseudocode._textbook_builtins import textbook_builtins
from assay.grading._pseudocode._textbook_expr import clrs_calls, grid_sizes, slice_ranges, table_cells

__all__ = ["java_collections", "map_literals", "post", "pre"]

_P = PRIM_ALONE


def _java_listed(name: str, args: str) -> str:
    """``Arrays.asList(a, b)`` → ``[a, b]``; one bare name is kept as written (never guessed)."""
    if re.fullmatch(r"\s*[A-Za-z_]\w*\s*", args):
        return f"{name}({args})"
    return f"[{args}]"


def pre(s: str, ctx: Ctx) -> str:
    """Rewrites that must run before the core ones (they change operators the core reads)."""
    s = set_builder(default_tables(s, ctx), ctx)
    s = tables(s, ctx)
    s = java_collections(s, ctx)
    s = php_forms(s, ctx)  # `array()`, `cur . "("`
    s = sub(ctx, "empty-containers", r"__EMPTY__", "set()", s)
    s = sub(ctx, "c-operators", r"===", "==", s)
    s = sub(ctx, "c-operators", r"!==", "!=", s)
    s = sub(ctx, "foreign-methods", r"(?<=[\w)\]])!!", "", s)  # Kotlin's not-null assertion
    if ctx.c_like:  # TypeScript's: `m.get(k)! + 1` (a prefix `!` follows no operand)
        s = sub(ctx, "foreign-methods", r"(?<=[\w)\]])!(?!=)", "", s)
    s = sub(
        ctx,
        "new-array",
        r"(?<![\w.])(?:intArrayOf|longArrayOf|arrayOf|listOf|mutableListOf|arrayListOf)\s*\(",
        "list_of(",
        s,
    )
    s, _count = rewrite_call(s, "list_of", lambda a: f"[{a}]")
    # Java's lists of listed items (`Arrays.asList(a, b, c)`, `List.of(a, b)`): one bare name alone
    # is left, since `Arrays.asList(arr)` of an array is that array's items, not a list of one
    for name in ("Arrays.asList", "List.of"):
        s, _count = rewrite_call(s, re.escape(name), functools.partial(_java_listed, name))
    s = sub(ctx, "foreign-methods", rf"{_P}\.empty\?", r"(len(\1) == 0)", s)  # Ruby
    s = sub(ctx, "foreign-methods", rf"{_P}\.nil\?", r"(\1 is None)", s)
    s = sub(
        ctx, "contains", rf"{_P}\.(?:include|key|has_key|member)\?\s*\(\s*({PRIM})\s*\)", r"(\2 in \1)", s
    )
    s = sub(
        ctx,
        "empty-containers",
        r"(?<![\w.])(?:mutableMapOf(?:<[^>]*>)?\s*\(\s*\)|hashMapOf\s*\(\s*\)|make\s*\(\s*map\[[^\]]*\][\w\[\]]*\s*\)|map\[[^\]]*\][\w\[\]]*\{\s*\})",
        "{}",
        s,
    )
    s = sub(
        ctx,
        "empty-containers",
        r"(?<![\w.])(?:mutableListOf|arrayListOf|ArrayDeque|mutableListOf<[^>]*>)\s*\(\s*\)",
        "[]",
        s,
    )
    s = sub(ctx, "empty-containers", r"(?<![\w.])(?:mutableSetOf|hashSetOf)\s*\(\s*\)", "set()", s)
    s = sub(
        ctx, "array-of-size", r"(?<![\w.])make\s*\(\s*\[\]\w+\s*,\s*([^()]+?)\s*\)", r"[0] * (\1)", s
    )  # Go
    s = sub(ctx, "new-array", r"(?<![\w.])\[\]\w+\s*\{([^{}]*)\}", r"[\1]", s)  # Go slice literal
    s = sub(
        ctx, "array-of-size", r"(?<![\w.])(?:IntArray|LongArray|DoubleArray)\s*\(([^()]+)\)", r"[0] * (\1)", s
    )
    s = sub(ctx, "array-of-size", r"(?<![\w.])BooleanArray\s*\(([^()]+)\)", r"[False] * (\1)", s)
    s = new_arrays(s, ctx)
    s = fill(s, ctx)
    s = sub(ctx, "spread", r"(?<=[(\[,])\s*\.\.\.(?=[A-Za-z_(\[])", "*", s)
    s = sub(
        ctx,
        "empty-containers",
        r"\bnew\s+(?:Stack|ArrayDeque|LinkedList|Deque|Queue|Vector|PriorityQueue|List)\s*(?:<[^()]*>)?\s*\(\s*\)",
        "[]",
        s,
    )
    s = sub(
        ctx,
        "empty-containers",
        r"\bnew\s+(?:TreeMap|LinkedHashMap|Dictionary|Object|Hashtable|HashMap|Map)\s*(?:<[^()]*>)?\s*\(\s*\)",
        "{}",
        s,
    )
    s = sub(
        ctx,
        "empty-containers",
        r"\bnew\s+(?:TreeSet|LinkedHashSet|HashSet|Set)\s*(?:<[^()]*>)?\s*\(\s*\)",
        "set()",
        s,
    )
    s = sub(
        ctx,
        "empty-containers",
        r"(?<![\w.])(?:new\s+)?(?:Set|HashSet)\s*(?:<[^()]*>)?\s*\((?=\s*[^\s)])",
        "set(",
        s,
    )
    s = grid_sizes(s, ctx)
    s = sub(ctx, "length", rf"(?<![\w.])(?:length|size|len)\s*\[\s*({PRIM})\s*\]", r"len(\1)", s)
    # |A| is A's size; `a || b` (two bars) is C's or
    s = sub(ctx, "length", r"(?<![|\w)\]])\|\s*([A-Za-z_][\w.]*)\s*\|(?!\|)", r"len(\1)", s)
    s = slice_ranges(s, ctx)
    s = textbook_builtins(s, ctx)
    s = clrs_calls(s, ctx)
    s = table_cells(s, ctx)
    if "?" in s:
        s = ternaries(s, ctx)
    s = re.sub(r"\b[Tt]he\s+(?=[A-Za-z_(\[])", "", s)
    s = sub(ctx, "literals", r"\bis\s+not\s+nothing\b", "is not None", s)
    s = sub(ctx, "literals", r"\bis\s+nothing\b", "is None", s)
    s = map_literals(s, ctx)
    s = sub(ctx, "c-operators", r"(?<=[\w)\]])->(?=[A-Za-z_])", ".", s)
    # `a ?? b`: only undefined/null give way (`0 ?? 7` is 0, where `0 or 7` is 7); an operand with a
    # side effect (read twice here) leaves the `??` as written, not understood
    s = sub(
        ctx,
        "c-operators",
        rf"(?<![\w.])({PRIM})\s*\?\?\s*({PRIM})",
        lambda m: (
            m.group(0)
            if re.search(r"\b(?:pop|shift|poll|remove|next)\b|\+\+|--", m.group(1))
            else f"({m.group(2)} if {m.group(1)} is None else {m.group(1)})"
        ),
        s,
    )
    s = sub(
        ctx,
        "english-functions",
        # `map with the count of every char of t`: the map named around it is that count (round 16)
        rf"\b(?:(?:an?\s+)?(?:map|dict|dictionary|hash\s?map|table)\s+(?:with|of|holding)\s+(?:the\s+)?)?"
        rf"(?:count|counts|frequency|frequencies|number)\s+of\s+(?:each|every)\s+(?:[a-z]+\s+)?(?:in|of)\s+{_P}",
        r"Counter(\1)",
        s,
    )
    s = sub(ctx, "english-functions", r"\b(?:an?\s+)?(?:list|array|pair|tuple)\s+(?=\[)", "", s)
    s = re.sub(r"\b(?:already|still|currently|also|yet)\s+(?=in\b|not\b|there\b|present\b|seen\b)", "", s)
    # `cnt[c] is already 0`, `the stack is still empty`: a state that holds now is the state
    s = re.sub(
        r"\b(is|are)\s+(?:already|still)\s+(?=-?\d|zero\b|empty\b|true\b|false\b|null\b|none\b|nothing\b)",
        r"\1 ",
        s,
    )
    s = sub(ctx, "english-operators", r"(?<![\w.])(\d+)([a-zA-Z])\b", r"(\1 * \2)", s)
    s = sub(
        ctx,
        "possessive",
        r"\b([A-Za-z_]\w*)'s\s+(next|left|right|val|value|key|data|prev|parent|children)\b",
        r"\1.\2",
        s,
    )
    s = sub(ctx, "length", r"\b([A-Za-z_]\w*)'s\s+(?:length|size)\b", r"len(\1)", s)
    return english(s, ctx)


_MAPS_TO = re.compile(r"\s*(?:\u21a6|\u2192|->|=>)\s*")


def map_literals(s: str, ctx: Ctx) -> str:
    """``{'(' ↦ ')', '[' ↦ ']'}`` (also ``→``, ``->``, ``=>``): a map literal, ``{'(': ')', '[': ']'}``.

    Only a braced literal whose every item is ``key ↦ value`` is one: ``{x => x + 1}`` with one item
    and no quoted or numeric key is left alone (JavaScript).
    """
    out, pos = "", 0
    while (start := s.find("{", pos)) >= 0:
        end = closing(s, start)
        if end < 0:
            break
        items = split_top(s[start + 1 : end])
        pairs = [_MAPS_TO.split(item.strip(), maxsplit=1) for item in items]
        literal = (
            bool(pairs)
            and all(
                len(p) == 2
                and p[0]
                and p[1]
                and find_top(p[0], ":") is None
                and find_top(p[1], _MAPS_TO.pattern) is None
                for p in pairs
            )
            and (
                len(pairs) > 1
                or "\u21a6" in s[start:end]
                or re.match(r"__s\d+__|\d", pairs[0][0]) is not None
            )
        )
        if literal:
            ctx.rule("map-literal")
            built = "{" + ", ".join(f"{k}: {v}" for k, v in pairs) + "}"
            out, pos = out + s[pos:start] + built, end + 1
        else:
            out, pos = out + s[pos : start + 1], start + 1
    return out + s[pos:]


_LISTS = r"ArrayList|LinkedList|ArrayDeque|Vector|Stack"
_SETS = r"HashSet|TreeSet|LinkedHashSet"
_MAPS = r"HashMap|TreeMap|LinkedHashMap"
_GENERIC = r"\s*(?:<[^()]*>)?\s*"


def java_collections(s: str, ctx: Ctx) -> str:
    """Java's copy constructors and ``computeIfAbsent`` with a constructor:

    ``new ArrayList<>(groups.values())`` is ``list(...)`` (a ``HashSet`` copy is ``set(...)``,
    a ``HashMap`` copy ``dict(...)``); ``m.computeIfAbsent(k, x -> new ArrayList<>()).add(v)`` is
    ``m.setdefault(k, []).append(v)`` (the container built decides what ``add`` means).
    """

    def queue(m: re.Match[str]) -> str:
        return "[]" if java_order(m.group(1)) is not None else m.group(0)

    s = sub(ctx, "priority-queue", rf"\bnew\s+PriorityQueue{_GENERIC}\(((?:[^()]|\([^()]*\))*)\)", queue, s)
    for kinds, build in ((_LISTS, "list("), (_SETS, "set("), (_MAPS, "dict(")):
        s = sub(ctx, "foreign-methods", rf"\bnew\s+(?:{kinds}){_GENERIC}\((?=\s*[^\s)])", build, s)

    def absent(m: re.Match[str]) -> str:
        kind = m.group(3)
        empty = "[]" if re.fullmatch(_LISTS, kind) else "set()" if re.fullmatch(_SETS, kind) else "{}"
        add = m.group(4) or ""
        if add and empty == "[]":
            add = ".append("
        return f"{m.group(1)}.setdefault({m.group(2).strip()}, {empty}){add}"

    return sub(
        ctx,
        "foreign-methods",
        rf"{_P}\.computeIfAbsent\s*\(\s*([^,()]+(?:\([^()]*\))?)\s*,\s*\(?\s*\w+\s*\)?\s*->\s*"
        rf"new\s+({_LISTS}|{_SETS}|{_MAPS}){_GENERIC}\(\s*\)\s*\)(\.add\s*\()?",
        absent,
        s,
    )


def post(s: str, ctx: Ctx) -> str:
    """Other languages' methods the core leaves alone."""
    return list_ends(foreign_methods(s, ctx), ctx)
