"""What a Java answer declared, as far as its ``List`` calls need it (docs/pseudocode.md, "Java's
``List``"), shared by the line rules (``_java_lists``) and the C-family front end
(``_cfamily_java_list``).

Java's ``List`` has two ``remove`` methods: ``remove(int index)`` takes the item at a position and
``remove(Object o)`` the first item equal to ``o``. Which one runs is chosen by the argument's
declared type: a primitive ``int`` (or ``short``/``byte``) picks the position, anything boxed
(``Integer.valueOf(x)``, ``(Integer) x``, an ``Integer``, a ``long``, a ``String``, ``list.get(j)``)
the value. Python's ``list.remove`` is always by value, so a learner's ``list.remove(i)`` must be
read from the declarations, and where they do not tell, not read at all.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

__all__ = ["HELPERS", "JavaNames", "helpers_used", "java_names", "remove_reading"]

_NAME = r"[A-Za-z_]\w*"
# the declared types whose values pick `remove(int)`: primitives that widen to int (a `char` is one
# too, but in Python it is a one-letter string, so it is left unread)
_INT_TYPES = r"(?:int|short|byte)"
# declared types whose values pick `remove(Object)`: boxed, or a primitive that does not narrow to int
_VALUE_TYPES = r"(?:Integer|Short|Byte|Long|long|Double|double|Float|float|Object|String|Character|Number)"
_BOXED = r"(?:Integer|Short|Byte|Long|Double|Float|Object|String|Character|Number)"
_LIST_TYPES = r"(?:java\.util\.)?(?:List|ArrayList|LinkedList|Vector)"
# generic arguments, nested once: `List<List<Integer>>`, `Map<String, List<Integer>>`
_GENERIC = r"<(?:[^<>;=(){}]|<(?:[^<>;=(){}]|<[^<>;=(){}]*>)*>)*>"


@dataclass(frozen=True)
class JavaNames:
    """Names by declared type: ``lists`` (``List``/``ArrayList``/``LinkedList``/``Vector``, declared
    or built with ``new``), ``ints`` (``int``, ``short``, ``byte``), ``values`` (boxed numbers,
    ``long``, ``double``, strings, objects), ``int_arrays`` (``int[] a``: name → dimensions) and
    ``nested`` (the lists whose items are lists).
    A name declared both as an int and as a value is in neither."""

    lists: frozenset[str] = frozenset()
    ints: frozenset[str] = frozenset()
    values: frozenset[str] = frozenset()
    int_arrays: dict[str, int] = field(default_factory=dict)
    nested: frozenset[str] = frozenset()


def _declared(text: str, types: str) -> set[str]:
    """Names declared with one of ``types``: ``int i = 0, j = n - 1;``, ``(int a, int b)``,
    ``for (int x : xs)``."""
    names: set[str] = set()
    for m in re.finditer(rf"(?<![\w.<])(?:final\s+)?{types}\s+({_NAME})\b(?!\s*\()", text):
        names.add(m.group(1))
        # more names after the first on one declaration: `int i = 0, j = n - 1;`
        rest = text[m.end() :].split(";", 1)[0].split("\n", 1)[0]
        depth = 0
        for k, ch in enumerate(rest):
            if ch in "([{":
                depth += 1
            elif ch in ")]}":
                depth -= 1
                if depth < 0:
                    break
            elif ch == "," and depth == 0:
                more = re.match(rf"\s*({_NAME})\s*(?:=(?!=)|,|$)", rest[k + 1 :])
                if more and more.group(1) not in ("int", "short", "byte", "final"):
                    names.add(more.group(1))
    return names


def java_names(text: str) -> JavaNames:
    """What ``text`` declares, by regular expression over the whole answer (names are rarely reused
    with another type in one answer; one that is is dropped from both int and value)."""
    declared = list(re.finditer(rf"(?<![\w.]){_LIST_TYPES}\s*({_GENERIC})\s+({_NAME})\b(?!\s*\()", text))
    lists = {m.group(2) for m in declared}
    # a list of lists (`List<List<Integer>> adj`): its items are lists too (`adj.get(u).remove(…)`)
    nested = {m.group(2) for m in declared if re.match(rf"<\s*{_LIST_TYPES}\s*<", m.group(1))}
    lists |= {
        m.group(1)
        for m in re.finditer(
            rf"({_NAME})\s*=\s*new\s+(?:java\.util\.)?(?:ArrayList|LinkedList|Vector)\s*(?:{_GENERIC})?\s*\(",
            text,
        )
    }
    ints = _declared(text, _INT_TYPES)
    values = _declared(text, _VALUE_TYPES)
    arrays: dict[str, int] = {}
    for m in re.finditer(rf"(?<![\w.]){_INT_TYPES}\s*((?:\[\s*\]\s*)+)({_NAME})\b", text):
        arrays[m.group(2)] = m.group(1).count("[")
    for m in re.finditer(rf"(?<![\w.]){_INT_TYPES}\s+({_NAME})\s*((?:\[[^\[\]]*\]\s*)+)", text):
        arrays[m.group(1)] = m.group(2).count("[")
    both = (ints & values) | set(arrays)
    return JavaNames(
        frozenset(lists), frozenset(ints - both), frozenset(values - both), arrays, frozenset(nested)
    )


def _strip_parens(s: str) -> str:
    s = s.strip()
    while s.startswith("(") and s.endswith(")") and _balanced(s[1:-1]):
        s = s[1:-1].strip()
    return s


def _balanced(s: str) -> bool:
    depth = 0
    for ch in s:
        depth += ch == "("
        depth -= ch == ")"
        if depth < 0:
            return False
    return depth == 0


_INT_ATOM = re.compile(
    rf"\d+|(?P<name>{_NAME})(?P<trail>\s*\.\s*(?:size\s*\(\s*\)|length\s*\(\s*\)|length\b)|(?:\s*\[[^\[\]]*\])+)?"
)


def _operands(arg: str) -> list[str]:
    """The operands of ``+ - * / %`` in ``arg``, grouping brackets dropped (``(i - 1) * 2`` → ``i``,
    ``1``, ``2``); a call's or a subscript's brackets stay with their operand."""
    out, cur, depth = [], "", 0
    for k, ch in enumerate(arg):
        if ch == "[":
            depth += 1
        elif ch == "]":
            depth -= 1
        if depth == 0 and ch in "+-*/%":
            out.append(cur)
            cur = ""
        elif depth == 0 and ch == "(" and not re.search(r"\.\s*(?:size|length)\s*$", cur):
            cur += " "  # a grouping bracket
        elif depth == 0 and ch == ")" and not re.search(r"\.\s*(?:size|length)\s*\(\s*$", arg[:k]):
            cur += " "
        else:
            cur += ch
    return [t.strip() for t in [*out, cur] if t.strip()]


def _is_int(arg: str, names: JavaNames) -> bool:
    """Whether ``arg`` is an ``int`` in Java: numbers, ``int`` names, sizes, ``int[]`` items, joined
    by ``+ - * / %`` (nothing else: a call or a field could be anything)."""
    tokens = _operands(arg)
    if not tokens:
        return False
    for token in tokens:
        m = _INT_ATOM.fullmatch(token)
        if m is None:
            return False
        name, trail = m.group("name"), m.group("trail") or ""
        if name is None:
            continue
        if "[" in trail:
            if names.int_arrays.get(name) != trail.count("["):
                return False
        elif not trail and name not in names.ints:
            return False
    return True


def remove_reading(arg: str, names: JavaNames) -> tuple[str, str] | None:
    """How Java reads ``list.remove(arg)``: ``("index", arg)``, ``("value", the value without its
    boxing)``, or ``None`` when the declarations do not tell (the line is then left unread)."""
    a = _strip_parens(arg)
    cast = re.fullmatch(rf"\(\s*{_BOXED}\s*\)\s*(.+)", a, re.S)
    if cast and re.fullmatch(rf"{_NAME}(?:\s*\[[^\[\]]*\])*|\d+|\(.*\)", cast.group(1).strip(), re.S):
        return "value", _strip_parens(cast.group(1))
    boxed = re.fullmatch(rf"{_BOXED}\s*\.\s*valueOf\s*\((.+)\)", a, re.S)
    if boxed and _balanced(boxed.group(1)):
        return "value", boxed.group(1).strip()
    if re.fullmatch(r"__s\d+__|\"(?:[^\"\\]|\\.)*\"", a) or a in names.values:
        return "value", a  # a string, or a name declared boxed (or long, double, …)
    got = re.fullmatch(rf"({_NAME})\s*\.\s*get\s*\((.*)\)", a, re.S)
    item = re.fullmatch(rf"({_NAME})\s*\[[^\[\]]*\]", a)  # (`ys.get(j)` as the line rules read it)
    if (got and got.group(1) in names.lists and _balanced(got.group(2))) or (
        item and item.group(1) in names.lists
    ):
        return "value", a  # an item of a List<Integer> is an Integer
    if _is_int(a, names):
        return "index", a
    return None


HELPERS: dict[str, list[str]] = {
    "_remove_at": [
        "def _remove_at(items, position):",
        '    """Java\'s List.remove(int): the item at that position (Python\'s pop wraps a negative one)."""',
        "    if position < 0:",
        '        raise IndexError(f"index {position} is before the start of the list")',
        "    return items.pop(position)",
    ],
    "_remove_value": [
        "def _remove_value(items, item):",
        '    """Java\'s List.remove(Object): the first equal item, if there is one; whether there was."""',
        "    if item in items:",
        "        items.remove(item)",
        "        return True",
        "    return False",
    ],
    "_insert_at": [
        "def _insert_at(items, position, item):",
        '    """Java\'s List.add(int, E): a position past the end is an error (Python\'s insert appends)."""',
        "    if not 0 <= position <= len(items):",
        '        raise IndexError(f"index {position} is outside a list of {len(items)}")',
        "    items.insert(position, item)",
    ],
}


def helpers_used(python: str) -> list[list[str]]:
    """The helpers of :data:`HELPERS` that ``python`` calls, each followed by two blank lines."""
    return [[*lines, "", ""] for name, lines in HELPERS.items() if re.search(rf"(?<![\w.]){name}\(", python)]
