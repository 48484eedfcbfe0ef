"""``numIslands9grid):``: the digit ``9`` typed for the ``(`` on its key (docs/pseudocode.md).

On a US keyboard ``(`` is Shift+9; a shift that does not catch leaves ``9`` where the bracket was
meant. Read narrowly, so nothing is guessed: only ``9`` right after the name of a function (one the
line defines with ``def``/``function``, or one the answer defines elsewhere and calls here), only on
a line whose brackets are one ``(`` short, and only once on that line. A name that really ends in
``9`` balances its line and is left alone. Each reading is named in ``Normalised.notes``.
"""

from __future__ import annotations

import re

__all__ = ["missed_shift"]

_DEFINED = re.compile(r"(?m)^[ \t]*(?:def|function|func|fn)\s+([A-Za-z_]\w*?)(?=[9(])")


def missed_shift(text: str) -> tuple[str, list[str]]:
    """The text with each such ``9`` read as ``(``, and a note for each reading.

    ``text`` is code with the string literals hidden (see ``outside_literals``).
    """
    names = set(_DEFINED.findall(text))
    if not names:
        return text, []
    notes: list[str] = []
    lines = text.split("\n")
    for k, line in enumerate(lines):
        code = re.split(r"\s#|\s//", line, maxsplit=1)[0]
        if code.count(")") - code.count("(") != 1:
            continue
        slips = [
            m
            for m in re.finditer(r"(?<![\w.])([A-Za-z_]\w*?)9(?=[A-Za-z_'\"\[(])", code)
            if m.group(1) in names
        ]
        if len(slips) != 1:
            continue
        at = slips[0].end() - 1
        lines[k] = line[:at] + "(" + line[at + 1 :]
        notes.append(
            f"read `{slips[0].group(1)}9` as `{slips[0].group(1)}(` (a missed shift; docs/pseudocode.md)"
        )
    return "\n".join(lines), notes
