"""A plan said aloud above the steps: ``ok so we go floor by floor with a queue, …`` (docs/pseudocode.md).

Learners who talk while they type open with what they are about to do, in one sentence that starts
with a spoken opener (``ok so``, ``okay so``, ``so``, ``alright``, ``well``) and a person or a
subject (``we``, ``I``, ``the easy way is …``), then a blank line, then the steps. The sentence tells
the steps; it is not one. It becomes a comment.

Read narrowly, so that no step of the learner's is dropped: only the answer's first line, at the
margin and not a function header, of twelve words or more with none of the marks code has (``=``,
``←``, ``:=``, brackets, ``<``, ``>``), with a blank line after it and three steps or more below;
and a verb in it that changes something (``sort``, ``add``, ``make``, ``keep``, ``reverse``, …)
must be said again by a step below (``sort the numbers first`` above ``Sort nums from small to
big``): a plan that names a step the steps never take may be that step, and is left as written. A
plan that gives something its start (``we set total to zero first``) may be the only place the steps
get it, and is left as written too.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._lex import SrcLine

__all__ = ["spoken_plan"]

_I = re.IGNORECASE
_OPENER = re.compile(
    r"^(?:ok(?:ay)?|alright|right|so|well)\s*,?\s+(?:so\s+)?(?:we|i|you|the|my|our|basically|this|here)\b", _I
)
_CODE_MARK = re.compile(r"[=\u2190<>\[\]{}()]|:=")
# `we set total to zero first`, `start best at 0`, `count begins with nothing`: a start only this line gives
_STARTS = re.compile(
    r"\b(?:set|sets|setting|start|starts|starting|begin|begins|initiali[sz]e|initiali[sz]ing|let)\b[^.;]*?"
    r"\b(?:to|at|with|as|be|from)\s+(?:zero|one|nothing|none|null|empty|an?\s+empty|true|false|-?\s*\d+|the\s+first)\b",
    _I,
)
_CHANGES = re.compile(
    r"\b(sort|revers|add|remov|append|push|pop|increas|decreas|set|swap|mak|creat|keep|stor|put|insert|delet|"
    r"count|multipl|divid|subtract|build|record|mark)(?:e|es|ed|ing|s|y|ies)?\b",
    _I,
)


def _said_below(stem: str, below: list[SrcLine]) -> bool:
    return any(re.search(rf"\b{stem}", line.code, _I) for line in below)


def spoken_plan(lines: list[SrcLine]) -> list[SrcLine]:
    """The lines with such an opening plan made a comment (see the module's docstring)."""
    code = [k for k, line in enumerate(lines) if line.code]
    if len(code) < 4:
        return lines
    first, after = lines[code[0]], lines[code[1]]
    said = first.code
    if (
        first.indent != 0
        or first.header
        or after.lineno < first.lineno + 2
        or not _OPENER.match(said)
        or _CODE_MARK.search(said)
        or len(said.split()) < 12
        or _STARTS.search(said)
    ):
        return lines
    below = [lines[k] for k in code[1:]]
    if not all(_said_below(m.group(1), below) for m in _CHANGES.finditer(said)):
        return lines
    out = list(lines)
    out[code[0]] = SrcLine(first.indent, "", first.strings, said, first.lineno, first.header)
    return out
