"""Words that put a step in sequence before a block's header (docs/pseudocode.md, "English").

``first if the lengths differ, return false``, ``after that go over every letter ch in t:``,
``Then go through t …``: ``first``, ``then``, ``next``, ``after that``, ``afterwards``, ``finally``,
``now`` (with or without a comma) say when the step comes, which the order of the lines already
says; before a block's header word (``if``, ``for``, ``while``, a loop said with a verb) or an
assignment written with an arrow (``First slow := head and fast := head``) they are dropped, so the
header or the assignments are read as one. ``then`` right after an ``if`` line is left alone (it may be
that ``if``'s own ``then``), and so is a word the learner uses as a name (``next = cur.next``: no
header word follows).
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._lex import SrcLine

__all__ = ["sequence_openers"]

_I = re.IGNORECASE
_OPENER = re.compile(
    r"^(?P<word>first(?:ly)?|then|and\s+then|next|after\s+that|afterwards|finally|now)\s*,?\s+"
    # (`First slow := head and fast := head`: an assignment written with an arrow, never a comparison)
    r"(?=(?:if|for|while|as\s+long\s+as|go|walk|loop|iterate|run|repeat)\s|[A-Za-z_][\w.]*\s*(?:\u2190|:=))",
    _I,
)
_IF_ABOVE = re.compile(r"^(?:if|else\s+if|elif|elsif)\b", _I)


def sequence_openers(lines: list[SrcLine]) -> list[SrcLine]:
    """The lines, each without a sequence word before its header word (see the module's docstring)."""
    out: list[SrcLine] = []
    above = ""
    for line in lines:
        m = _OPENER.match(line.code) if line.code else None
        kept = line
        if m and not (m.group("word").lower() == "then" and _IF_ABOVE.match(above)):
            kept = SrcLine(
                line.indent, line.code[m.end() :], line.strings, line.comment, line.lineno, line.header
            )
        out.append(kept)
        if kept.code:
            above = kept.code
    return out
