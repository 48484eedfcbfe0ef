"""``answer is an empty list`` as a step that makes the learner's ``answer`` (docs/pseudocode.md, "English").

``the answer is x`` gives ``x`` back (``return x``), and a variable the learner already set is set by
it (``_sentences._answer_is``). A line that says ``answer is an empty list`` (``result is a new empty
map``) before any step set ``answer`` was read as ``return []``: a correct answer that goes on to
fill ``answer`` and give it back ended at its first step. When a later line gives the same name
back by name (``return answer``, ``give back result``, ``give answer back``), the name is the
learner's variable and the line makes it: ``set answer to an empty list``. Only a whole line (``if
the root is null, the answer is an empty list`` still gives it back), and only an empty container.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._lex import SrcLine

__all__ = ["answer_made"]

_I = re.IGNORECASE
_MADE = re.compile(
    r"^(?:the\s+)?(?P<name>answer|result|res|ans|output|out)\s+is\s+(?P<what>(?:an?\s+)?(?:new\s+)?empty\s+"
    r"(?:list|array|map|dictionary|dict|set|hash\s*map|hash\s*set))\s*\.?$",
    _I,
)


def _given_back(name: str, lines: list[SrcLine]) -> bool:
    said = (
        rf"(?:return|give\s+back|hand\s+back)\s+(?:the\s+)?{name}\b"
        rf"|(?:give|hand)\s+(?:the\s+)?{name}\s+back\b"
    )
    return any(re.search(said, line.code, _I) for line in lines)


def answer_made(lines: list[SrcLine]) -> list[SrcLine]:
    """The lines with such an ``answer is an empty list`` read as the step that makes it."""
    out = list(lines)
    for k, line in enumerate(lines):
        m = _MADE.match(line.code) if line.code else None
        if m is None or not _given_back(m.group("name"), lines[k + 1 :]):
            continue
        code = f"set {m.group('name')} to {m.group('what')}"
        out[k] = SrcLine(line.indent, code, line.strings, line.comment, line.lineno, line.header)
    return out
