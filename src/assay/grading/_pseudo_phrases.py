"""Expression phrases of the pseudocode normaliser beyond the core dialect (docs/pseudocode.md).

Three families, each a small rewrite over string-masked code:

* textbook (CLRS) notation: ``PUSH(S, x)``, ``STACK-EMPTY(S)``, ``length[A]``, ``A[i..j]``,
  ``⌊x/2⌋`` (the lexer turns the brackets into ``floor(…)``);
* English: ``x plus 1``, ``the larger of a and b``, ``is at least``, ``take the first item out of q``;
* other languages: ``===``, ternaries, ``new int[n]``, ``new Array(n).fill(0)``, spread ``...xs``,
  ``toLowerCase()``, ``Character.isLetterOrDigit(c)``, ``Object.keys(m)``.

:func:`pre` runs before the core rewrites of ``_pseudo_expr`` and :func:`post` after them.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from assay.grading._pseudo_base import PRIM, Ctx, find_top, rewrite_call, split_top, sub

__all__ = ["post", "pre"]

_P = rf"(?<![\w.])({PRIM})"
_I = re.IGNORECASE

# CLRS-style procedure calls on stacks and queues: NAME(S, x) -> Python, by argument count
_CALLS_2: dict[str, str] = {
    "push": "{0}.append({1})",
    "enqueue": "{0}.append({1})",
    "list-append": "{0}.append({1})",
    "list-insert": "{0}.append({1})",
}
_CALLS_1: dict[str, str] = {
    "pop": "{0}.pop()",
    "dequeue": "{0}.pop(0)",
    "stack-empty": "(len({0}) == 0)",
    "queue-empty": "(len({0}) == 0)",
    "is-empty": "(len({0}) == 0)",
    "isempty": "(len({0}) == 0)",
    "empty": "(len({0}) == 0)",
    "top": "{0}[-1]",
    "peek": "{0}[-1]",
    "front": "{0}[0]",
    "head": "{0}[0]",
    "sort": "sorted({0})",
    "reverse": "{0}[::-1]",
}


def _args(text: str) -> list[str]:
    return split_top(text)


def _clrs_calls(s: str, ctx: Ctx) -> str:
    names = sorted({*_CALLS_1, *_CALLS_2}, key=len, reverse=True)
    rx = re.compile(rf"(?<![\w.-])({'|'.join(re.escape(n) for n in names)})\s*\(", _I)
    pos = 0
    while True:
        m = rx.search(s, pos)
        if not m:
            return s
        name = m.group(1).lower()
        defined = {f.lower() for f in ctx.functions}
        if name in defined or name.replace("-", "_") in defined:
            pos = m.end()
            continue
        end = _closing(s, m.end() - 1)
        if end < 0:
            return s
        args = _args(s[m.end() : end])
        template = _CALLS_2.get(name) if len(args) == 2 else _CALLS_1.get(name) if len(args) == 1 else None
        if template is None:
            pos = m.end()
            continue
        if name == "insert" and ctx.kinds.get(args[0]) == "set":
            template = "{0}.add({1})"
        replacement = template.format(*args)
        ctx.rule("textbook-calls")
        s = s[: m.start()] + replacement + s[end + 1 :]
        pos = m.start() + len(replacement)


def _closing(s: str, open_at: int) -> int:
    """Index of the bracket closing the one at ``open_at`` (-1 when unbalanced)."""
    depth = 0
    for k in range(open_at, len(s)):
        if s[k] in "([{":
            depth += 1
        elif s[k] in ")]}":
            depth -= 1
            if depth == 0:
                return k
    return -1


def _table_cells(s: str, ctx: Ctx) -> str:
    """Textbook ``c[i, j]`` on a table the answer built: ``c[i][j]`` (a map keeps tuple keys)."""

    def cell(m: re.Match[str]) -> str:
        name, inside = m.group(1), m.group(2)
        parts = split_top(inside)
        if ctx.kinds.get(name) != "list" or len(parts) < 2:
            return m.group(0)
        ctx.rule("table-cells")
        return name + "".join(f"[{p}]" for p in parts)

    return re.sub(r"(?<![\w.])([A-Za-z_]\w*)\[([^\[\]]*,[^\[\]]*)\]", cell, s)


def _balanced(text: str) -> bool:
    return all(text.count(a) == text.count(b) for a, b in ("()", "[]"))


def _nested_ternaries(s: str, ctx: Ctx) -> str:
    """``Math.max(1, c ? a : b)``, ``[c ? a : b]``: a ternary inside brackets, argument by argument."""
    out, k = "", 0
    while k < len(s):
        if s[k] not in "([":
            out, k = out + s[k], k + 1
            continue
        close, depth = k, 0
        for close in range(k, len(s)):
            depth += 1 if s[close] in "([{" else -1 if s[close] in ")]}" else 0
            if depth == 0:
                break
        if depth != 0:
            return s
        inner = _nested_ternaries(s[k + 1 : close], ctx)
        if find_top(inner, r"\?(?![.?])") is not None:
            parts = split_top(inner)
            inner = ", ".join(_ternary(p.strip(), ctx) if "?" in p else p.strip() for p in parts)
        out, k = out + s[k] + inner + s[close], close + 1
    return out


def _ternary(s: str, ctx: Ctx) -> str:
    """``c ? a : b`` → ``(a if c else b)``, innermost-last so nested ternaries nest."""
    q = find_top(s, r"\s*\?\s*")
    if q is None or s[q.start() :].startswith("?."):
        return s
    rest = s[q.end() :]
    colon = find_top(rest, r"\s*:\s*")
    if colon is None:
        return s
    test, yes, no = s[: q.start()], rest[: colon.start()], rest[colon.end() :]
    lead = re.match(r"^(.*?(?:=|\breturn\b|\(|,)\s*)(?=[^=]*$)", test)
    prefix = ""
    if lead and not re.search(r"[<>!=]=?\s*$", lead.group(1)) and _balanced(lead.group(1)):
        prefix, test = lead.group(1), test[lead.end() :]
    elif re.match(r"^\s*return\b", test):
        # `return k == "abc" ? 1 : -1`: the comparison is the test, `return` the prefix
        prefix, test = re.sub(r"^(\s*return\b\s*).*$", r"\1", test), re.sub(r"^\s*return\b\s*", "", test)
    else:
        assign = find_top(test, r"(?<![=!<>])=(?!=)")
        if assign is not None:
            prefix, test = test[: assign.end()] + " ", test[assign.end() :]
    ctx.rule("ternary")
    return f"{prefix}({_ternary(yes, ctx)} if {test.strip()} else {_ternary(no, ctx)})"


def _array_from(args: str) -> str:
    """``Array.from(xs)``, ``Array.from({length: n}, () => [])``, ``Array.from(xs, (x, i) => …)``."""
    parts = split_top(args)
    source = parts[0].strip()
    length = re.fullmatch(r"\{\s*length\s*:\s*(.+?)\s*\}", source)
    if len(parts) == 1:
        return f"[None] * ({length.group(1)})" if length else f"list({source})"
    fn = re.fullmatch(r"\s*(?:\(\s*(\w*)\s*(?:,\s*(\w+)\s*)?\)|(\w+))\s*=>\s*(.+)", ", ".join(parts[1:]))
    if not fn or fn.group(4).lstrip().startswith("{"):
        return f"Array.from({args})"
    item, index, body = fn.group(1) or fn.group(3) or "_", fn.group(2), fn.group(4).strip()
    if length:  # the items are all undefined: only the position means something
        if re.search(rf"(?<![\w.]){re.escape(item)}(?!\w)", body) and item != "_":
            return f"Array.from({args})"
        return f"[{body} for {index or '_'} in range({length.group(1)})]"
    if index:
        return f"[{body} for {index}, {item} in enumerate({source})]"
    return f"[{body} for {item} in {source}]"


def _fill(s: str, ctx: Ctx) -> str:
    """``new Array(n).fill(0)`` and ``Array(n).fill(0).map(() => …)`` (a 2-D table)."""
    rx = re.compile(r"(?<![\w.])(?:new\s+)?Array\s*\(")
    pos = 0
    while True:
        m = rx.search(s, pos)
        if not m:
            return s
        size_end = _closing(s, m.end() - 1)
        if size_end < 0:
            return s
        size = s[m.end() : size_end]
        tail = s[size_end + 1 :]
        f = re.match(r"\s*\.fill\s*\(", tail)
        if not f:
            pos = m.end()
            continue
        fill_end = _closing(tail, f.end() - 1)
        value = tail[f.end() : fill_end].strip() or "None"
        after = tail[fill_end + 1 :]
        built = f"[{value}] * ({size})"
        consumed = fill_end + 1
        mp = re.match(r"\s*\.map\s*\(\s*(?:\(\s*\w*\s*(?:,\s*\w+\s*)?\)|\w+)\s*=>\s*", after)
        if mp:
            map_end = _closing(after, after.index("("))
            inner = after[mp.end() : map_end].strip()
            built = f"[{inner} for _ in range({size})]"
            consumed += map_end + 1
        ctx.rule("array-of-size")
        s = s[: m.start()] + built + s[size_end + 1 + consumed :]
        pos = m.start() + len(built)


def _new_arrays(s: str, ctx: Ctx) -> str:
    """Java/C ``new int[]{a, b}``, ``new int[n]``, ``new boolean[m][n]``."""

    def literal(m: re.Match[str]) -> str:
        return f"[{m.group(1)}]"

    s = sub(ctx, "new-array", r"\bnew\s+\w+\s*(?:\[\s*\])+\s*\{(.*?)\}", literal, s)

    def sized(m: re.Match[str]) -> str:
        kind = m.group(1).lower()
        zero = (
            "False"
            if kind.startswith("bool")
            else "0"
            if kind in ("int", "long", "short", "byte", "double", "float", "integer")
            else "None"
        )
        dims = re.findall(r"\[([^\[\]]+)\]", m.group(2))
        built = f"[{zero}] * ({dims[-1].strip()})"
        for dim in reversed(dims[:-1]):
            built = f"[{built} for _ in range({dim.strip()})]"
        return built

    return sub(ctx, "new-array", r"\bnew\s+(\w+)\s*((?:\[[^\[\]]+\])+)", sized, s)


def pre(s: str, ctx: Ctx) -> str:
    """Rewrites that must run before the core ones (they change operators the core reads)."""
    s = sub(ctx, "empty-containers", r"__EMPTY__", "set()", s)
    s = sub(ctx, "c-operators", r"===", "==", s)
    s = sub(ctx, "c-operators", r"!==", "!=", s)
    s = sub(ctx, "foreign-methods", r"(?<=[\w)\]])!!", "", s)  # Kotlin's not-null assertion
    s = sub(
        ctx,
        "new-array",
        r"(?<![\w.])(?:intArrayOf|longArrayOf|arrayOf|listOf|mutableListOf|arrayListOf)\s*\(",
        "list_of(",
        s,
    )
    s, _count = rewrite_call(s, "list_of", lambda a: f"[{a}]")
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
    s = _new_arrays(s, ctx)
    s = _fill(s, ctx)
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
    s = sub(ctx, "length", rf"(?<![\w.])(?:length|size|len)\s*\[\s*({PRIM})\s*\]", r"len(\1)", s)
    # |A| is A's size; `a || b` (two bars) is C's or
    s = sub(ctx, "length", r"(?<![|\w)\]])\|\s*([A-Za-z_][\w.]*)\s*\|(?!\|)", r"len(\1)", s)
    s = sub(ctx, "slice-range", rf"{_P}\[\s*([^\[\]]+?)\s*\.\.\.?\s*([^\[\]]+?)\s*\]", _slice, s)
    s = _clrs_calls(s, ctx)
    s = _table_cells(s, ctx)
    if "?" in s:
        s = _ternary(_nested_ternaries(s, ctx), ctx)
    s = re.sub(r"\b[Tt]he\s+(?=[A-Za-z_(\[])", "", s)
    s = sub(ctx, "literals", r"\bis\s+not\s+nothing\b", "is not None", s)
    s = sub(ctx, "literals", r"\bis\s+nothing\b", "is None", s)
    s = sub(ctx, "c-operators", r"(?<=[\w)\]])->(?=[A-Za-z_])", ".", s)
    s = sub(ctx, "c-operators", r"\?\?", " or ", s)
    s = sub(
        ctx,
        "english-functions",
        rf"\b(?:count|counts|frequency|frequencies|number)\s+of\s+(?:each|every)\s+(?:[a-z]+\s+)?(?:in|of)\s+{_P}",
        r"Counter(\1)",
        s,
    )
    s = sub(ctx, "english-functions", r"\b(?:an?\s+)?(?:list|array|pair|tuple)\s+(?=\[)", "", s)
    s = re.sub(r"\b(?:already|still|currently|also|yet)\s+(?=in\b|not\b|there\b|present\b|seen\b)", "", s)
    s = sub(ctx, "english-operators", r"(?<![\w.])(\d+)([a-zA-Z])\b", r"(\1 * \2)", s)
    s = sub(
        ctx,
        "possessive",
        r"\b([A-Za-z_]\w*)'s\s+(next|left|right|val|value|key|data|prev|parent|children)\b",
        r"\1.\2",
        s,
    )
    s = sub(ctx, "length", r"\b([A-Za-z_]\w*)'s\s+(?:length|size)\b", r"len(\1)", s)
    return _english(s, ctx)


def _slice(m: re.Match[str]) -> str:
    end = m.group(3).strip()
    upper = end[:-4].strip() if re.search(r"\s*-\s*1$", end) else f"{end} + 1"
    return f"{m.group(1)}[{m.group(2).strip()}:{upper}]"


_MOTION_WORDS: list[tuple[str, str]] = [
    (r"\b(?:drops|falls|goes|dips|gets)\s+(?:below|under)\b", "<"),
    (r"\b(?:rises|goes|gets)\s+(?:above|over)\b", ">"),
    (r"\bis\s+(?:under)\b", "<"),
    (r"\bis\s+(?:over)\b", ">"),
]
_BINARY_WORDS: list[tuple[str, str]] = [
    (r"\bplus\b", "+"),
    (r"\bminus\b", "-"),
    (r"\b(?:times|multiplied\s+by)\b", "*"),
    (r"\bdivided\s+by\b", "/"),
    (r"\b(?:modulo|remainder\s+of\s+division\s+by)\b", "%"),
    (r"\bis\s+at\s+least\b", ">="),
    (r"\bis\s+at\s+most\b", "<="),
    (r"\bis\s+(?:no\s+more|not\s+more|not\s+greater)\s+than\b", "<="),
    (r"\bis\s+(?:no\s+less|not\s+less|not\s+smaller)\s+than\b", ">="),
    (r"\b(?:is\s+)?(?:greater|more|larger|bigger|higher)\s+than\s+or\s+equal\s+to\b", ">="),
    (r"\b(?:is\s+)?(?:less|smaller|fewer|lower)\s+than\s+or\s+equal\s+to\b", "<="),
    (r"\b(?:exceeds|is\s+above|is\s+higher\s+than)\b", ">"),
    (r"\b(?:is\s+below|is\s+lower\s+than)\b", "<"),
    (r"\bis\s+(?:different\s+from|not\s+the\s+same\s+as)\b", "!="),
    (r"\bis\s+(?:the\s+)?same\s+as\b", "=="),
]


def _english(s: str, ctx: Ctx) -> str:
    s = sub(
        ctx,
        "english-functions",
        rf"\bremainder\s+(?:of|when)\s+{_P}\s+(?:is\s+)?(?:divided\s+by|/)\s+{_P}",
        r"(\1 % \2)",
        s,
    )
    s = sub(ctx, "english-functions", rf"{_P}\s+to\s+the\s+power\s+(?:of\s+)?{_P}", r"(\1 ** \2)", s)
    s = sub(ctx, "english-functions", rf"\bsquare\s+root\s+of\s+{_P}", r"(\1 ** 0.5)", s)
    s = sub(ctx, "english-functions", rf"\b(?:position|index)\s+of\s+{_P}\s+in\s+{_P}", r"\2.index(\1)", s)
    s = sub(
        ctx,
        "english-functions",
        rf"\bnumber\s+of\s+times\s+{_P}\s+(?:appears|occurs|shows\s+up)\s+in\s+{_P}",
        r"\2.count(\1)",
        s,
    )
    s = sub(ctx, "english-functions", rf"\bsum\s+of\s+{_P}\s+and\s+{_P}", r"(\1 + \2)", s)
    s = sub(ctx, "english-functions", rf"\b(?:reverse|reversal)\s+of\s+{_P}", r"\1[::-1]", s)
    s = sub(ctx, "english-functions", rf"{_P}\s+(?:reversed|backwards|read\s+backwards)\b", r"\1[::-1]", s)
    s = sub(ctx, "english-functions", rf"{_P}\s+(?:in\s+lower\s*case|lower-?cased)\b", r"\1.lower()", s)
    # `sorted letters of w joined together`, `(a) list of all values in groups`
    letters = r"(?:the\s+)?(?:letters|characters|chars)\s+(?:of|in)\s+"
    s = sub(ctx, "english-functions", rf"\bsorted\s+{letters}{_P}", r"sorted(\1)", s)
    s = sub(ctx, "english-functions", rf"^{_P}\s+joined(?:\s+together)?$", r'"".join(\1)', s)
    s = sub(
        ctx,
        "english-functions",
        rf"\b(?:an?\s+)?list\s+of\s+(?:all\s+)?(?:the\s+)?(values|keys)\s+(?:in|of)\s+{_P}",
        r"list(\2.\1())",
        s,
    )
    s = sub(ctx, "english-functions", rf"{_P}\s+(?:in\s+upper\s*case|upper-?cased)\b", r"\1.upper()", s)
    if re.search(r"\bif\b", s):
        s = sub(ctx, "english-operators", r"\s*,?\s*\botherwise\b\s*", " else ", s)
    s = sub(ctx, "math-functions", r"^(.+?),?\s+rounded\s+down$", r"floor(\1)", s)
    s = sub(ctx, "math-functions", r"^(.+?),?\s+rounded\s+up$", r"ceil(\1)", s)
    s = sub(
        ctx,
        "english-functions",
        rf"\b(next|left|right|previous|prev|parent)\s+(?:node|child|one|pointer|element)?\s*(?:of|after)\s+{_P}",
        lambda m: f"{m.group(2)}.{'prev' if m.group(1).lower() == 'previous' else m.group(1).lower()}",
        s,
    )
    s = sub(
        ctx,
        "english-operators",
        rf"{_P}\s+(?:does\s+not|doesn't|does\s+n't)\s+exist\b|{_P}\s+is\s+missing\b",
        lambda m: f"({m.group(1) or m.group(2)} is None)",
        s,
    )
    s = sub(ctx, "english-operators", rf"{_P}\s+exists\b(?!\s+in)", r"(\1 is not None)", s)
    s = sub(ctx, "length", rf"\b(?:number|count)\s+of\s+(?:rows|lines)\s+(?:of|in)\s+{_P}", r"len(\1)", s)
    s = sub(
        ctx,
        "length",
        rf"\b(?:number|count)\s+of\s+(?:columns|cols)\s+(?:of|in)\s+{_P}",
        r"len(\1[0])",
        s,
    )
    s = sub(ctx, "english-functions", rf"\b(?:an?\s+)?(?:copy|clone)\s+of\s+{_P}", r"\1[:]", s)
    s = sub(
        ctx,
        "length",
        rf"\b(?:end|last\s+index|last\s+position|final\s+index)\s+(?:of|in)\s+{_P}",
        r"len(\1) - 1",
        s,
    )
    s = sub(
        ctx,
        "stack-queue",
        rf"\b(first|last)\s+(?:[a-z]+\s+)?(?:of|in)\s+{_P}",
        lambda m: f"{m.group(2)}[{'0' if m.group(1).lower() == 'first' else '-1'}]",
        s,
    )
    for pattern, op in _MOTION_WORDS:
        s = sub(ctx, "english-operators", pattern, f" {op} ", s)
    for pattern, op in _BINARY_WORDS:
        s = sub(ctx, "english-operators", pattern, f" {op} ", s)
    s = sub(ctx, "english-operators", rf"{_P}\s+squared\b", r"(\1 ** 2)", s)
    for words, method in (
        (r"(?:alphanumeric|a\s+letter\s+or\s+(?:a\s+)?digit|a\s+digit\s+or\s+(?:a\s+)?letter)", "isalnum"),
        (r"(?:a\s+letter|alphabetic)", "isalpha"),
        (r"(?:a\s+digit|numeric)", "isdigit"),
        (r"(?:uppercase|upper\s*case|a\s+capital(?:\s+letter)?)", "isupper"),
        (r"(?:lowercase|lower\s*case)", "islower"),
        (r"(?:a\s+space|whitespace)", "isspace"),
    ):
        s = sub(ctx, "english-operators", rf"{_P}\s+is\s+not\s+{words}\b", rf"(not \1.{method}())", s)
        s = sub(ctx, "english-operators", rf"{_P}\s+is\s+{words}\b", rf"\1.{method}()", s)
    for name, method in (
        ("lowercase", "lower"),
        ("uppercase", "upper"),
        ("lower", "lower"),
        ("upper", "upper"),
    ):
        s, n = rewrite_call(s, name, _method_of(method))
        if n:
            ctx.rule("english-functions")
    s = sub(ctx, "english-operators", rf"{_P}\s+is\s+positive\b", r"(\1 > 0)", s)
    s = sub(ctx, "english-operators", rf"{_P}\s+is\s+negative\b", r"(\1 < 0)", s)
    s = sub(ctx, "english-operators", rf"{_P}\s+is\s+zero\b", r"(\1 == 0)", s)
    s = sub(ctx, "english-operators", rf"{_P}\s+is\s+not\s+zero\b", r"(\1 != 0)", s)
    pair = (
        r"(?:maximum|max|larger|bigger|greater|largest|biggest|greatest|minimum|min|smaller|smallest|lesser|"
        r"least)"
    )
    s = sub(
        ctx,
        "english-functions",
        rf"\b(?:the\s+)?({pair})\s+(?:value\s+)?(?:of|between|among)\s+({PRIM}(?:\s*[-+*]\s*{PRIM})*)\s+and\s+"
        rf"({PRIM}(?:\s*[-+*]\s*{PRIM})*)",
        lambda m: f"{_maxmin(m.group(1))}({m.group(2)}, {m.group(3)})",
        s,
    )
    s = sub(
        ctx,
        "english-functions",
        rf"\b({pair})\s+(?:value\s+|element\s+|number\s+|item\s+|entry\s+|one\s+)?(?:of|in)\s+({PRIM})",
        lambda m: f"{_maxmin(m.group(1))}({m.group(2)})",
        s,
    )
    s = sub(
        ctx,
        "english-functions",
        rf"\bsum\s+of\s+(?:all\s+)?(?:elements\s+|values\s+|numbers\s+)?(?:of\s+|in\s+)?({PRIM})",
        r"sum(\1)",
        s,
    )
    s = sub(ctx, "english-functions", rf"\babsolute\s+value\s+of\s+({PRIM})", r"abs(\1)", s)
    s = sub(ctx, "english-functions", rf"\b(?:floor|integer\s+part)\s+of\s+({PRIM})", r"floor(\1)", s)
    s = sub(
        ctx,
        "stack-queue",
        rf"\b(?:take|remove|pop|get|grab|dequeue|pull)\s+(?:the\s+)?(first|front|next|oldest|last|top|most\s+recent|newest)"
        rf"(?:\s+(?:item|element|value|node|entry|one|character|char|cell|pair))?\s+(?:out\s+of|off(?:\s+of)?|from|of)\s+"
        rf"(?:the\s+)?({PRIM})",
        lambda m: (
            f"{m.group(2)}.pop({'0' if m.group(1).lower() in ('first', 'front', 'next', 'oldest') else ''})"
        ),
        s,
    )
    return s


def _maxmin(word: str) -> str:
    return (
        "max"
        if word.lower() in ("maximum", "max", "larger", "bigger", "greater", "largest", "biggest", "greatest")
        else "min"
    )


def post(s: str, ctx: Ctx) -> str:
    """Other languages' methods the core leaves alone."""
    s = sub(ctx, "length", r"(?<![\w.])strlen\s*\(", "len(", s)
    # Go's append returns the longer slice: `res = append(res, x)`
    s, n = rewrite_call(s, "append", lambda a: f"{split_top(a)[0]} + [{', '.join(split_top(a)[1:])}]")
    if n:
        ctx.rule("foreign-methods")
    s = sub(ctx, "is-empty", rf"{_P}\s*!=\s*set\(\)", r"(len(\1) > 0)", s)
    s = sub(ctx, "is-empty", rf"{_P}\s*==\s*set\(\)", r"(len(\1) == 0)", s)
    s = sub(
        ctx,
        "foreign-methods",
        r"\.toLowerCase\s*\(\s*\)|\.lower\s*\(\s*\)|\.toLower\s*\(\s*\)",
        ".lower()",
        s,
    )
    s = sub(ctx, "foreign-methods", r"\.toUpperCase\s*\(\s*\)|\.toUpper\s*\(\s*\)", ".upper()", s)
    s = sub(ctx, "foreign-methods", r"\.trim\s*\(\s*\)", ".strip()", s)
    # Java's char array is a list (`Arrays.sort(cs)` sorts it in place; a str has no sort)
    s = sub(ctx, "foreign-methods", rf"{_P}\.toCharArray\s*\(\s*\)", r"list(\1)", s)
    s = sub(ctx, "foreign-methods", r"\.(?:chars|split_chars)\s*\(\s*\)", "", s)
    s = sub(ctx, "foreign-methods", rf"{_P}\.__chars__\s*\(\s*\)", r"list(\1)", s)
    s = sub(ctx, "foreign-methods", rf"{_P}\.charCodeAt\s*\(\s*([^()]*)\)", r"ord(\1[\2])", s)
    s = sub(ctx, "foreign-methods", rf"{_P}\.join\s*\(\s*(__s\d+__)\s*\)", r"\2.join(\1)", s)
    s = sub(ctx, "foreign-methods", rf"{_P}\.concat\s*\(", r"\1 + (", s)
    s = sub(
        ctx, "foreign-methods", rf"{_P}\.(?:unshift|addFirst|offerFirst|push_front)\s*\(", r"\1.insert(0, ", s
    )
    s = sub(ctx, "foreign-methods", rf"{_P}\.(?:pop_back|removeLast|pollLast)\s*\(\s*\)", r"\1.pop()", s)
    s = sub(ctx, "foreign-methods", rf"{_P}\.(?:pop_front|removeFirst)\s*\(\s*\)", r"\1.pop(0)", s)
    s = sub(ctx, "foreign-methods", rf"{_P}\.(?:peekFirst|getFirst)\s*\(\s*\)", r"\1[0]", s)
    s = sub(ctx, "foreign-methods", rf"{_P}\.(?:peekLast|getLast)\s*\(\s*\)", r"\1[-1]", s)
    s = sub(ctx, "foreign-methods", rf"{_P}\.(?:entries|entrySet)\s*\(\s*\)", r"\1.items()", s)
    s = sub(ctx, "foreign-methods", rf"{_P}\.keySet\s*\(\s*\)", r"\1.keys()", s)
    s = sub(ctx, "foreign-methods", rf"{_P}\.toString\s*\(\s*\)", r"str(\1)", s)
    s, n = rewrite_call(s, r"Array\.from", _array_from)
    if n:
        ctx.rule("foreign-methods")
    for name, method in (("keys", "keys"), ("values", "values"), ("entries", "items")):
        s, n = rewrite_call(s, rf"Object\.{name}", _listed(method))
        if n:
            ctx.rule("foreign-methods")
    s = sub(
        ctx, "foreign-methods", r"(?<![\w.])(?:Integer\.parseInt|parseInt|Number|stoi|atoi)\s*\(", "int(", s
    )
    s = sub(ctx, "foreign-methods", r"(?<![\w.])(?:String\.valueOf|String|to_string)\s*\(", "str(", s)
    s = sub(
        ctx,
        "infinity",
        r"(?<![\w.])(?:Number\.MAX_SAFE_INTEGER|Number\.MAX_VALUE|Number\.POSITIVE_INFINITY|INT32_MAX|LLONG_MAX|"
        r"LONG_MAX|Long\.MAX_VALUE|Double\.MAX_VALUE|float\(__s\d+__\))(?!\w)",
        'float("inf")',
        s,
    )
    s = sub(
        ctx,
        "infinity",
        r"(?<![\w.])(?:Number\.MIN_SAFE_INTEGER|Number\.NEGATIVE_INFINITY|INT32_MIN|LLONG_MIN|LONG_MIN|Long\.MIN_VALUE)(?!\w)",
        '-float("inf")',
        s,
    )
    for name, method in (
        ("isLetterOrDigit", "isalnum"),
        ("isAlphanumeric", "isalnum"),
        ("isalnum", "isalnum"),
        ("isLetter", "isalpha"),
        ("isalpha", "isalpha"),
        ("isDigit", "isdigit"),
        ("isdigit", "isdigit"),
        ("toLowerCase", "lower"),
        ("tolower", "lower"),
        ("toUpperCase", "upper"),
        ("toupper", "upper"),
    ):
        s, n = rewrite_call(s, rf"(?:Character\.)?{name}", _method_of(method))
        if n:
            ctx.rule("foreign-methods")
    s = _arrow_methods(s, ctx)
    s = sub(
        ctx,
        "foreign-methods",
        r"(?<![\w.])(?:Arrays|Collections)\.sort\s*\(\s*([^(),]+)\s*\)",
        r"\1.sort()",
        s,
    )
    s = sub(ctx, "foreign-methods", r"(?<![\w.])(?:Math\.)?trunc\s*\(", "int(", s)
    return s


_ARROW = re.compile(
    rf"{_P}\.(map|filter|some|every|sort|find)\(\s*\(?\s*(\w+)\s*(?:,\s*(\w+)\s*)?\)?\s*=>\s*"
)


def _arrow_methods(s: str, ctx: Ctx) -> str:
    """JavaScript ``xs.map(x => e)``, ``filter``, ``some``, ``every``, ``sort((a, b) => …)`` → Python."""
    pos = 0
    while True:
        m = _ARROW.search(s, pos)
        if not m:
            return s
        end = _closing(s, s.index("(", m.end(1)))
        if end < 0:
            return s
        obj, meth, a, b = m.group(1), m.group(2), m.group(3), m.group(4)
        body = s[m.end() : end].strip()
        built: str | None = None
        if meth == "sort" and b:
            built = _comparator(obj, a, b, body, whole=m.start() == 0 and end == len(s) - 1)
        elif not b:
            built = {
                "map": f"[{body} for {a} in {obj}]",
                "filter": f"[{a} for {a} in {obj} if {body}]",
                "some": f"any({body} for {a} in {obj})",
                "every": f"all({body} for {a} in {obj})",
                "find": f"next(({a} for {a} in {obj} if {body}), None)",
            }.get(meth)
        if built is None:
            pos = m.end()
            continue
        ctx.rule("foreign-methods")
        s = s[: m.start()] + built + s[end + 1 :]
        pos = m.start()  # the built text may hold an inner arrow (each pass removes one `=>`)


def _comparator(obj: str, a: str, b: str, body: str, *, whole: bool) -> str | None:
    """``(a, b) => f(a) - f(b)`` as a sort key (ascending; ``f(b) - f(a)`` descending)."""
    parts = split_top(body.replace(" - ", "\x00"), "\x00")
    if len(parts) != 2:
        return None
    left, right = parts
    swap = re.compile(rf"\b({re.escape(a)}|{re.escape(b)})\b")
    if swap.sub(lambda m: b if m.group(1) == a else a, left) != right:
        return None
    uses_a = re.search(rf"\b{re.escape(a)}\b", left) is not None
    key = left if uses_a else right
    reverse = "" if uses_a else ", reverse=True"
    lam = f"key=lambda {a}: {key}" if key.strip() != a else ""
    args = ", ".join(x for x in (lam, reverse.strip(", ")) if x)
    if whole:
        return f"{obj}.sort({args})"
    return f"sorted({obj}{', ' if args else ''}{args})"


def _listed(method: str) -> Callable[[str], str]:
    def build(arg: str) -> str:
        return f"list(({arg}).{method}())"

    return build


def _method_of(method: str) -> Callable[[str], str]:
    def build(arg: str) -> str:
        a = arg.strip()
        return f"{a}.{method}()" if re.fullmatch(PRIM, a) else f"({a}).{method}()"

    return build
