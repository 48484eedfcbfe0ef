"""A loop's steps on its header's line: ``Repeat size times: take …, and put its …`` (docs/pseudocode.md).

A learner who writes a short loop in one sentence puts its steps after the header's colon, joined
by ``, and`` (``Repeat levelSize times: take the node at the front out of the queue, and put its
left child …``). The steps are the loop's body, one after the other, as if written on the lines
below it; written there, each is read as a step of its own, and the readers that follow a step into
the next (``its`` after ``take the node …``) see them one by one.

Read narrowly: only a counted repeat (``repeat N times:``, ``do this N times:``) with its steps
after the colon, at the end of its block (no line below it is indented deeper: those would be the
body too, and which comes first is not said); the steps are parted at ``, and`` / ``; `` before a
step's verb (``, and put …``), never inside a test (``if they exist`` stays with its step).
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._lex import SrcLine

__all__ = ["inline_loop_bodies"]

_I = re.IGNORECASE
_HEADER = re.compile(
    r"^(?P<head>(?:repeat|do\s+(?:this|that|it|the\s+following))\s+[^:,]+?\s+times)\s*:\s*(?P<body>\S.*)$", _I
)
_VERBS = (
    r"(?:add|set|return|give|push|pop|put|move|increase|decrease|append|remove|take|keep|mark|record|store|"
    r"insert|enqueue|dequeue|place|swap|update|advance|count|make|create|stick|pull|grab|queue\s+up)"
)
_PART = re.compile(rf"\s*(?:,\s*(?:and\s+)?(?:then\s+)?|;\s*(?:and\s+)?|\s+and\s+then\s+)(?={_VERBS}\b)", _I)


def inline_loop_bodies(lines: list[SrcLine]) -> list[SrcLine]:
    """The lines with such a header's steps written below it (see the module's docstring)."""
    out: list[SrcLine] = []
    for k, line in enumerate(lines):
        m = _HEADER.match(line.code) if line.code else None
        below = next((later for later in lines[k + 1 :] if later.code), None)
        if m is None or (below is not None and below.indent > line.indent):
            out.append(line)
            continue
        out.append(SrcLine(line.indent, f"{m.group('head')}:", line.strings, None, line.lineno, line.header))
        for step in _PART.split(m.group("body")):
            if step.strip():
                out.append(SrcLine(line.indent + 4, step.strip(), line.strings, None, line.lineno, False))
        if line.comment:
            out[-1] = SrcLine(out[-1].indent, out[-1].code, line.strings, line.comment, line.lineno, False)
    return out
