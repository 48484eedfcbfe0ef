"""A first attempt above the final one: ``Initial Attempt:`` … ``Final Algorithm:`` (docs/pseudocode.md).

Learners taught to plan in steps (the PEDAC habit of a course's exercise pages) write a rough
attempt, say what it misses, then write the ``Final Algorithm:``. The learner has said which steps
are the answer: the ones under the final heading. The draft and the words about it are therefore
comments, never run, and the headings are comments too.

Read narrowly: only when both headings stand alone on their lines at the margin, the draft's first
(``Initial / First / Rough / Naive / Original attempt``, ``… algorithm``, ``… version``, ``… idea``)
and the final one after it (``Final / Revised / Improved / Refined / Precise algorithm``, ``…
version``, ``… steps``); a function header among the draft's lines keeps the answer as written (the
header is the learner's, and which steps it owns is not said).
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._lex import SrcLine

__all__ = ["drafts_dropped"]

_I = re.IGNORECASE
_WHAT = r"(?:algorithm|attempt|version|solution|approach|pseudocode|steps|plan|idea|answer|try)"
_DRAFT = re.compile(
    rf"(?:initial|first|rough|naive|original|brute[- ]force)\s+{_WHAT}(?:\s*\(\s*[a-z ]+\))?\s*:?\s*\.?", _I
)
_FINAL = re.compile(
    rf"(?:final|revised|improved|refined|precise|corrected|better|second|optimi[sz]ed)\s+{_WHAT}"
    r"(?:\s*\(\s*[a-z ]+\))?\s*:?\s*\.?",
    _I,
)
_HEADER = re.compile(
    r"^\s*(?:def|function|procedure|algorithm|func|fn|sub|method|class)\b|^[\w-]+\s*\([^()]*\)\s*:?\s*$", _I
)


def _as_comment(line: SrcLine) -> SrcLine:
    # (the learner's strings put back: a comment is shown as typed)
    code = re.sub(r"__s(\d+)__", lambda m: line.strings[int(m.group(1))], line.code)
    said = code + (f" {line.comment}" if line.comment else "")
    return SrcLine(line.indent, "", line.strings, said, line.lineno, line.header)


def drafts_dropped(lines: list[SrcLine]) -> list[SrcLine]:
    """The lines with a draft above its final version made comments (see the module's docstring)."""
    draft = next(
        (k for k, line in enumerate(lines) if line.code and line.indent == 0 and _DRAFT.fullmatch(line.code)),
        None,
    )
    if draft is None:
        return lines
    final = next(
        (
            k
            for k in range(draft + 1, len(lines))
            if lines[k].code and lines[k].indent == 0 and _FINAL.fullmatch(lines[k].code)
        ),
        None,
    )
    if final is None or any(line.header or _HEADER.match(line.code) for line in lines[draft:final]):
        return lines
    return [_as_comment(line) if draft <= k <= final and line.code else line for k, line in enumerate(lines)]
