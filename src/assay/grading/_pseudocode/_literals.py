"""String literals of a submission: finding them, hiding them from rewrites, putting them back.

What the learner quoted is never rewritten: whole-text rewrites run through :func:`outside_literals`,
and the lines the normaliser reads carry ``__sN__`` placeholders that :func:`unmask` fills again
when the Python is emitted (docs/pseudocode.md). Separate from the character cleaning (``_clean``)
and the line splitting (``_lex``) because both depend on the same reading of where a literal starts
and ends (an apostrophe in ``it's`` opens none).
"""

from __future__ import annotations

import re
from collections.abc import Callable

__all__ = ["literal_end", "outside_literals", "unmask"]

_LITERAL_TOKEN = re.compile("\ue000(\\d+)\ue001")  # a literal hidden while the whole text is rewritten
_PLACEHOLDER = re.compile(r"__s(\d+)__")


def outside_literals(text: str, rewrite: Callable[[str], str], *, hide: str = "\"'") -> str:
    """Apply a whole-text ``rewrite`` with every string literal hidden, so it cannot change one.

    The one place that protects what the learner quoted before the lines are masked: operators and
    symbols (``←``, ``≠``, ``/* */``) inside ``"a←b"`` are the string's text, not code. The literals
    are found as :func:`logical_lines` finds them (one physical line each, apostrophes excepted).
    ``hide``: the quotes whose literals are hidden; ``'"'`` leaves C's char literals (``'a'``) in sight.
    """
    literals: list[str] = []
    masked: list[str] = []
    for line in text.split("\n"):
        out: list[str] = []
        i = 0
        while i < len(line):
            end = literal_end(line, i)
            if end is None:
                out.append(line[i])
                i += 1
                continue
            if line[i] not in hide:
                out.append(line[i:end])
                i = end
                continue
            literals.append(line[i:end])
            out.append(f"\ue000{len(literals) - 1}\ue001")
            i = end
        masked.append("".join(out))
    if not literals:
        return rewrite(text)
    return _LITERAL_TOKEN.sub(lambda m: literals[int(m.group(1))], rewrite("\n".join(masked)))


def literal_end(line: str, i: int) -> int | None:
    """Where the string literal opening at ``line[i]`` ends (exclusive); ``None`` when none opens there."""
    ch = line[i]
    if ch not in "\"'" or (ch == "'" and _is_apostrophe(line, i)):
        return None
    quote = line[i : i + 3] if line[i : i + 3] in ('"""', "'''") else ch
    j = i + len(quote)
    while j < len(line):
        if line[j] == "\\":
            j += 2
            continue
        if line.startswith(quote, j):
            return j + len(quote)
        j += 1
    return None  # an apostrophe, not a string


def unmask(code: str, strings: list[str]) -> str:
    """Put hidden string literals back."""
    return _PLACEHOLDER.sub(lambda m: strings[int(m.group(1))], code)


_STRING_PREFIX = re.compile(r"(?:^|[^\w])(?:[rRbBuUfF]|[rR][bBfF]|[bBfF][rR])$")


def _is_apostrophe(line: str, i: int) -> bool:
    """``current's``, ``list1's``, ``isn't``, ``it's``: a name before the quote that is no string prefix."""
    # (the prefix is at most two letters after a non-word: three characters are enough to look at, and
    # looking at the whole line before each quote was quadratic in a line of many quotes)
    if (
        i == 0
        or not (line[i - 1].isalnum() or line[i - 1] == "_")
        or _STRING_PREFIX.search(line[max(0, i - 3) : i])
    ):
        return False
    return re.match(r"'(?:s|t|re|ll|ve|d|m)\b", line[i:]) is not None
