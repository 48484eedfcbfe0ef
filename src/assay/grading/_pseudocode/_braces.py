"""Brace lists in a typed C++/Java/C# declaration, read by the declared type (docs/pseudocode.md).

``vector<int> w = {3, 3, 4};`` is a sequence that keeps its duplicates and is indexed, so it
must become a Python list, never the set the same braces spell in Python. The type decides, as
it does for the tree-sitter C-family front end (``_cfamily_lib.braced``): a sequence type gives
a list, a set type a set, a map type a dict only when every item is a ``{key, value}`` pair.
Anything else (``auto``, a scalar, a map of bare items, a sequence of sequences whose items are
not braces and so may be constructor arguments) is refused: the line stays not understood
rather than being guessed.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from assay.grading._pseudocode._expr import split_top

__all__ = ["BRACED_DECLARATION", "REFUSED", "brace_value", "typed"]

# `T name = {…}`, `T name[] = {…}`, `T[] name = {…}`, `std::vector<std::vector<int>> g = {…}`
BRACED_DECLARATION = re.compile(
    r"^(?:(?:const|final|static)\s+)*(?P<type>[A-Za-z_][\w:]*\s*(?:<.*>)?(?:\s*\[\s*\])*)\s+"
    r"(?P<name>[A-Za-z_]\w*)\s*(?P<dims>(?:\[[^\]]*\])*)\s*=\s*(?P<value>\{.*\})$"
)
REFUSED = None

_SEQUENCES = {"vector", "list", "arraylist", "linkedlist", "array", "deque", "arraydeque", "ilist"}
_SETS = {"set", "unordered_set", "hashset", "treeset", "linkedhashset", "sortedset", "iset"}
_MAPS = {"map", "unordered_map", "hashmap", "treemap", "linkedhashmap", "dictionary", "sorteddictionary"}
_SCALARS = {
    "int",
    "long",
    "short",
    "unsigned",
    "size_t",
    "float",
    "double",
    "bool",
    "boolean",
    "char",
    "string",
    "integer",
    "byte",
}


def _braces(text: str) -> bool:
    """Whether ``text`` is one ``{ … }`` group."""
    if not (text.startswith("{") and text.endswith("}")):
        return False
    depth = 0
    for i, ch in enumerate(text):
        depth += ch == "{"
        depth -= ch == "}"
        if depth == 0 and i < len(text) - 1:
            return False
    return True


def _split_type(type_text: str) -> tuple[str, list[str], int]:
    """``std::vector<int>[]`` → (``vector``, [``int``], 1): base name, type arguments, ``[]`` count."""
    t = type_text.replace(" ", "")
    arrays = 0
    while t.endswith("[]"):
        t, arrays = t[:-2], arrays + 1
    base, _, rest = t.partition("<")
    args = split_top(rest[:-1]) if rest.endswith(">") else []
    return base.split("::")[-1].lower(), [a.strip() for a in args], arrays


def typed(type_text: str, dims: int) -> bool:
    """Whether ``type_text`` is a C-family type this module decides for (``let``/``var``/a class: no)."""
    base, _, arrays = _split_type(type_text)
    return bool(arrays or dims) or base in _SEQUENCES | _SETS | _MAPS | _SCALARS | {"auto"}


def brace_value(type_text: str, dims: int, value: str, ex: Callable[[str], str]) -> str | None:
    """The Python for brace list ``value`` in a declaration of ``type_text`` with ``dims`` ``[]``.

    Args:
        type_text: the declared type as written (``vector<int>``, ``int[]``, ``auto``).
        dims: how many ``[…]`` follow the name (``int a[] = …`` has one).
        value: the brace list, braces included.
        ex: the expression rewrite for one item.

    Returns:
        A Python list, set or dict, or ``None`` (``REFUSED``) when the type does not settle it.
    """
    if not _braces(value):
        return REFUSED
    base, args, arrays = _split_type(type_text)
    arrays += dims
    items = [i.strip() for i in split_top(value[1:-1])] if value[1:-1].strip() else []
    if arrays:  # `int a[][]`, `int[][] a`: a list whose items have one `[]` fewer
        element = re.sub(r"(?:\s*\[\s*\])+$", "", type_text)
        return _sequence(element, arrays - 1, items, ex)
    if base in _SEQUENCES:
        element = args[0] if args else ""
        return _sequence(element, 0, items, ex)
    if base in _SETS:
        if any(i.startswith("{") for i in items):
            return REFUSED
        return "{" + ", ".join(ex(i) for i in items) + "}" if items else "set()"
    if base in _MAPS:  # `map m = {}` (no type arguments) is still an empty dict
        pairs = []
        for item in items:
            pair = [p.strip() for p in split_top(item[1:-1])] if _braces(item) else []
            if len(pair) != 2:
                return REFUSED
            key = ex(pair[0]) if not pair[0].startswith("{") else None
            value_type = args[1] if len(args) == 2 else ""  # unknown: a braced value is refused
            val = brace_value(value_type, 0, pair[1], ex) if pair[1].startswith("{") else ex(pair[1])
            if key is None or val is None:
                return REFUSED
            pairs.append(f"{key}: {val}")
        return "{" + ", ".join(pairs) + "}"
    if base in _SCALARS and len(items) == 1 and not items[0].startswith("{"):
        return ex(items[0])  # `int x = {5}`: the one value, as the C-family front end reads it
    return REFUSED


def _sequence(element: str, dims: int, items: list[str], ex: Callable[[str], str]) -> str | None:
    """A list of ``items`` whose type is ``element`` (with ``dims`` more ``[…]`` still to go)."""
    e_base, _, e_arrays = _split_type(element)
    nested = dims > 0 or e_arrays > 0 or e_base in _SEQUENCES | _SETS | _MAPS
    out = []
    for item in items:
        if item.startswith("{"):
            if not nested:
                return REFUSED  # a brace item of a scalar element: a constructor call we do not model
            code = brace_value(element, dims, item, ex)
            if code is None:
                return REFUSED
            out.append(code)
        elif nested:
            return REFUSED  # `vector<vector<int>> g = {n, row}` may be a size and a fill value
        else:
            out.append(ex(item))
    return "[" + ", ".join(out) + "]"
