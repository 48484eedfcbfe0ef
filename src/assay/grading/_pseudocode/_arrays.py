"""Arrays built the way other languages build them (docs/pseudocode.md, "C-like").

``Array.from({length: n}, () => [])``, ``new Array(n).fill(0)``, ``Array(n).fill(0).map(() => …)``,
Java/C ``new int[n]``, ``new boolean[m][n]``, ``new int[]{a, b}``, C's ``int a[n] = {1}``.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from assay.grading._pseudocode._base import PRIM, Ctx, split_top, sub
from assay.grading._pseudocode._brackets import closing
from assay.grading._pseudocode._fill_words import fill_value

__all__ = ["array_from", "c_initialised_array", "fill", "new_arrays", "tables"]


def array_from(args: str) -> str:
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


def fill(s: str, ctx: Ctx) -> str:
    """``new Array(n).fill(0)`` and ``Array(n).fill(0).map(() => …)`` (a 2-D table)."""
    rx = re.compile(r"(?<![\w.])(?:new\s+)?Array\s*\(")
    pos = 0
    while True:
        m = rx.search(s, pos)
        if not m:
            return s
        size_end = closing(s, m.end() - 1)
        if size_end < 0:
            return s
        size = s[m.end() : size_end]
        tail = s[size_end + 1 :]
        f = re.match(r"\s*\.fill\s*\(", tail)
        if not f:
            pos = m.end()
            continue
        fill_end = closing(tail, f.end() - 1)
        value = tail[f.end() : fill_end].strip() or "None"
        after = tail[fill_end + 1 :]
        built = f"[{value}] * ({size})"
        consumed = fill_end + 1
        mp = re.match(r"\s*\.map\s*\(\s*(?:\(\s*\w*\s*(?:,\s*\w+\s*)?\)|\w+)\s*=>\s*", after)
        if mp:
            map_end = closing(after, after.index("("))
            inner = after[mp.end() : map_end].strip()
            built = f"[{inner} for _ in range({size})]"
            consumed += map_end + 1
        ctx.rule("array-of-size")
        s = s[: m.start()] + built + s[size_end + 1 + consumed :]
        pos = m.start() + len(built)


def new_arrays(s: str, ctx: Ctx) -> str:
    """Java/C ``new int[]{a, b}``, ``new int[n]``, ``new boolean[m][n]``."""

    def literal(m: re.Match[str]) -> str:
        return f"[{m.group(1)}]"

    # Java's `out.toArray(new int[out.size()][])` (or `new int[0][]`, or no argument) copies the list
    # into an array, which Python's list already is; the C-family parser reads the same (_cfamily_comparators)
    s = sub(
        ctx,
        "new-array",
        rf"({PRIM})\.toArray\s*\(\s*(?:new\s+\w+\s*(?:\[(?:[^\[\]()]|\([^()]*\))*\])+)?\s*\)",
        r"list(\1)",
        s,
    )

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


_DIM = rf"(?:{PRIM}(?:\s*[-+]\s*{PRIM})?)"
_FILLS = {
    "0": "0",
    "0s": "0",
    "zero": "0",
    "zeros": "0",
    "zeroes": "0",
    "false": "False",
    "falses": "False",
    "true": "True",
    "trues": "True",
    "-1": "-1",
    "-1s": "-1",
    "none": "None",
    "nones": "None",
    "null": "None",
    "nulls": "None",
    "infinity": 'float("inf")',
}
_TABLE = re.compile(
    rf"^(?:an?\s+)?({_DIM})\s*(?:x|X|\*|by)\s*({_DIM})\s+(?:table|grid|matrix|array|2d\s+array|2-d\s+array)\s+"
    r"(?:of|filled\s+with|full\s+of|with\s+all|all)\s+(-?\w+)$"
)


# the size after the word: `array of size (m + 1) × (n + 1), every entry 0`, `a new grid of
# dimensions m by n filled with false`; the words after the size must say one starting value
_SIZED_TABLE = re.compile(
    r"^(?:an?\s+)?(?:new\s+)?(?:table|grid|matrix|array|2-?d\s+array|two-dimensional\s+array)\s+"
    rf"(?:of\s+|with\s+)?(?:the\s+)?(?:size|dimensions?)\s+(?:of\s+)?({_DIM})\s*(?:x|X|\*|by)\s*({_DIM})"
    r"(\s*,?\s+.+?)\s*[.;]?$",
    re.IGNORECASE,
)


def _said_fill(said: str) -> str | None:
    """The Python of a fill phrase's value (``every entry 0`` → ``0``, ``of false`` → ``False``)."""
    value = fill_value(said)
    if value is None:
        return None
    value = re.sub(r"\s+", "", value.replace("\u2212", "-")).lower()
    if value in ("\u221e", "-\u221e"):
        value = value.replace("\u221e", "infinity")
    if re.fullmatch(r"-?\d+(?:\.\d+)?", value):
        return value
    return {
        "false": "False",
        "true": "True",
        "nil": "None",
        "null": "None",
        "none": "None",
        "infinity": 'float("inf")',
        "-infinity": '-float("inf")',
    }.get(value)


def tables(s: str, ctx: Ctx) -> str:
    """``(m+1) x (n+1) table of 0s``, ``m × n grid of zeros``, ``n by n matrix filled with false``,
    ``array of size (m+1) × (n+1), every entry 0``: a table of that many rows of that many columns,
    each row its own list (a table of two dimensions is never shifted: docs/pseudocode.md)."""
    m = _TABLE.match(s.strip())
    if m is not None and m.group(3).lower() in _FILLS:
        rows, cols, fill = m.group(1).strip(), m.group(2).strip(), _FILLS[m.group(3).lower()]
    else:
        sized = _SIZED_TABLE.match(s.strip())
        said = _said_fill(sized.group(3)) if sized is not None else None
        if sized is None or said is None:
            return s
        rows, cols, fill = sized.group(1).strip(), sized.group(2).strip(), said
    ctx.rule("array-of-size")
    return f"[[{fill}] * ({cols}) for _ in range({rows})]"


_C_ARRAY = re.compile(
    r"^(?:(?:const|static|unsigned|signed)\s+)*(?P<type>long\s+long|long|int|short|char|bool|boolean|double|float|"
    r"size_t|unsigned|signed|(?:std::)?string)\s+(?P<name>[A-Za-z_]\w*)\s*(?P<dims>(?:\[[^\[\]]+\])+)\s*=\s*"
    r"\{(?P<items>.*)\}$"
)
_C_ZERO = re.compile(r"^(?:0+|0*\.0*|false|NULL|nullptr|'\\0')$", re.IGNORECASE)


def c_initialised_array(s: str, ctx: Ctx, ex: Callable[[str], str]) -> list[str] | None:
    """C's ``int a[n] = {1, 2}``: the items given, then zeros to the size; ``None`` when not one.

    C fills what the list leaves out with zeros: ``{0}`` and ``{}`` are all zeros, ``{1}`` is a
    ``1`` and then zeros (never ``n`` ones, the reading a learner may have meant and did not write).
    What is not certain (designated items, nested lists past all zeros) is not guessed: the line is
    left as written, so it is reported as not understood.
    """
    m = _C_ARRAY.match(s.strip())
    if m is None:
        return None
    real = m.group("type") in ("double", "float")
    zero = "False" if m.group("type").startswith("bool") else "0.0" if real else "0"
    zero = '""' if m.group("type").endswith("string") else zero  # C++ fills a `string` array with ""
    dims = [d.strip() for d in re.findall(r"\[([^\[\]]+)\]", m.group("dims"))]
    items = [i.strip() for i in split_top(m.group("items"))] if m.group("items").strip() else []
    if items and items[-1] == "":
        items.pop()  # `{1, 2, }`: C's trailing comma
    name = m.group("name")
    ctx.rule("typed-declaration")
    ctx.kinds[name] = "list"  # C's arrays have no negative positions (the guard needs to know)
    if all(_C_ZERO.match(i) for i in items):
        built = f"[{zero}] * ({ex(dims[-1])})"
        for dim in reversed(dims[:-1]):
            built = f"[{built} for _ in range({ex(dim)})]"
        return [f"{name} = {built}"]
    if len(dims) > 1 or any(re.search(r"[{}]|^\.|^\[", i) for i in items):
        ctx.note(f"'{s}': an array initialised in a way not read with certainty; not guessed")
        return [s]  # not Python, so the line is reported as not understood
    values = [ex(i) for i in items]
    if real:
        values = [f"{v}.0" if re.fullmatch(r"-?\d+", v) else f"float({v})" for v in values]
    return [f"{name} = [{', '.join(values)}] + [{zero}] * (({ex(dims[0])}) - {len(values)})"]
