"""A function of a listed set of operands in English (docs/pseudocode.md, "English"):
``the max of a, b``, ``the minimum of x, y and z``, ``the sum of a, b``, ``the sum of a and b``.

Read one operand at a time, ``the max of a, b`` became ``max(a), b`` (a tuple) and ``the sum of a
and b`` became ``sum(a) and b``: a correct answer then failed. A careful reader takes every listed
operand: ``max(a, b)``, ``(a + b)``, ``(a * b)``. The list is refused as not understood (a marker
call :mod:`_check` names) where a second reading is as plausible:

- inside an argument list or a list literal (``f(max of a, b)``: ``f(max(a, b))`` or ``f(max(a), b)``),
  or after a comma of the expression (``return x, max of a, b``);
- when an operand is a known collection (``sum of nums, k``: the total of ``nums``, then ``k``?);
- when an English operator follows the list (``the max of a, b plus 1``: ``max(a, b) + 1`` or
  ``max(a, b + 1)``).
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import PRIM, Ctx

__all__ = ["MARKER", "listed_operands"]

#: the call left where the list has two readings (a hint for it is in ``_check``)
MARKER = "one_call_or_several"

_MAX = r"maximum|max|largest|biggest|greatest|highest|larger|bigger|greater"
_MIN = r"minimum|min|smallest|lowest|least|smaller|lesser"
_SUM = r"sum|total"
_PRODUCT = r"product"
_WORD = r"(?!(?:and|or|not|then|do|is|to)\b)"
_OPERAND = rf"-?\s*{_WORD}{PRIM}(?:\s*[-+*/%]\s*{_WORD}{PRIM})*"
_PHRASE = re.compile(
    rf"(?<![\w.])(?:the\s+)?({_MAX}|{_MIN}|{_SUM}|{_PRODUCT})\s+(?:value\s+)?(?:of|among|between)\s+"
    rf"(?!all\b|the\s+(?:elements|values|numbers|items)\b)"
    rf"({_OPERAND})((?:\s*,\s*{_OPERAND})*)(\s*,?\s+and\s+{_OPERAND})?",
    re.IGNORECASE,
)
_ENGLISH_OPERATOR = re.compile(
    r"\s*,?\s*(?:plus|minus|times|multiplied\s+by|divided\s+by|modulo|mod|over)\b", re.IGNORECASE
)
_COLLECTIONS = ("list", "set", "dict", "queue")


def listed_operands(s: str, ctx: Ctx) -> str:
    """``s`` with each English function of a listed set of operands read as one call (or refused)."""
    out: list[str] = []
    pos = 0
    for m in _PHRASE.finditer(s):
        if m.start() < pos:
            continue
        operands = _operands(m)
        word = m.group(1).lower()
        many = len(operands) > 1
        commas = bool(m.group(3))
        # `the larger of a and b` is read elsewhere; only a list with commas is taken for max/min
        if not many or (not commas and re.fullmatch(rf"{_MAX}|{_MIN}", word)):
            continue
        out.append(s[pos : m.start()])
        pos = m.end()
        if _two_readings(s, m, operands, ctx):
            out.append(f"{MARKER}({word}, {', '.join(operands)})")
            ctx.rule("english-functions")
            ctx.note(f"`{m.group(0).strip()}`: one call over every operand, or a call then more values?")
            continue
        out.append(_call(word, operands))
        ctx.rule("english-functions")
    out.append(s[pos:])
    return "".join(out)


def _operands(m: re.Match[str]) -> list[str]:
    rest = [p.strip() for p in m.group(3).split(",") if p.strip()] if m.group(3) else []
    last = re.sub(r"^\s*,?\s+and\s+", "", m.group(4)).strip() if m.group(4) else None
    return [m.group(2).strip(), *rest, *([last] if last else [])]


def _two_readings(s: str, m: re.Match[str], operands: list[str], ctx: Ctx) -> bool:
    before, after = s[: m.start()], s[m.end() :]
    depth = 0
    comma_before = False
    for ch in before:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth = max(0, depth - 1)
        elif ch == "," and depth == 0:
            comma_before = True
    grouped = depth == 1 and re.search(r"(?<![\w\])])\(\s*$", before) and re.match(r"\s*\)", after)
    inside = depth > 0 and not grouped
    named = [o for o in operands if re.fullmatch(r"[A-Za-z_]\w*", o)]
    collection = any(ctx.kinds.get(o) in _COLLECTIONS for o in named)
    return inside or comma_before or collection or bool(_ENGLISH_OPERATOR.match(after))


def _call(word: str, operands: list[str]) -> str:
    if re.fullmatch(_MAX, word):
        return f"max({', '.join(operands)})"
    if re.fullmatch(_MIN, word):
        return f"min({', '.join(operands)})"
    if re.fullmatch(_SUM, word):
        return "(" + " + ".join(operands) + ")"
    return "(" + " * ".join(o if re.fullmatch(PRIM, o) else f"({o})" for o in operands) + ")"
