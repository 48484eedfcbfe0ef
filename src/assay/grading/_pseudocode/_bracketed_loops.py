"""A one-line loop whose test is in square brackets: ``WHILE [i < j AND s[i] is a space]  i = i + 1``.

Learners who write conditions in ``[ ]`` (SQL reports, shell scripts, Scratch's blocks; see
``_bracketed_conditions``) put a one-step loop on one line without a ``do``: the closing bracket ends
the test, and the step follows it (docs/pseudocode.md, "Conventions read since round 18 was opened:
mixed"). Such a line reads as ``while [test] do step``. Only a step that is plainly one (an
assignment, ``x++``, ``return``, ``break``, ``continue``) is taken: words after the bracket that
continue the test (``while [a] and [b]``) or that say something else stay as written.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._brackets import closing

__all__ = ["bracketed_loops"]

_OPENER = re.compile(r"^(?P<i>[ \t]*)(?P<kw>while)[ \t]*(?=\[)", re.IGNORECASE)
_STEP = re.compile(
    r"^(?:[A-Za-z_][\w.]*(?:\[[^\[\]]*\])*[ \t]*(?:=(?!=)|\u2190|:=|<-(?=\s)|\+=|-=|\+\+|--)"
    r"|(?:return|break|continue)\b)",
    re.IGNORECASE,
)


def _one(line: str) -> str:
    m = _OPENER.match(line)
    if m is None:
        return line
    start = m.end()
    end = closing(line, start)
    if end < 0:
        return line
    rest = line[end + 1 :].strip()
    if not rest or not _STEP.match(rest):
        return line
    return f"{line[: end + 1]} do {rest}"


def bracketed_loops(code: str) -> str:
    """``code`` (literals hidden) with each one-line ``while [test] step`` given its ``do``."""
    return "\n".join(_one(line) for line in code.split("\n"))
