"""A worked example after the steps: ``Example run: nums = [1, 2, 3, 1]`` and its trace (docs/pseudocode.md,
"Conventions read since round 17 was opened: English").

A learner who explains in words often ends with a run of the steps on one input: a label that says so
(``Example run:``, ``Dry run with [[1,3],[2,6]]``, ``Trace for s = "abba":``, ``Walkthrough:``), then a
line per step of the run, each indented under the label or shown with an arrow (``1 -> not seen before,
seen = {1}``). The run says what the steps do on that input; it is never a step. Its lines are comments.

Read narrowly, so that no step is lost: the label stands at the margin after at least one step, and
every line after it to the end of the answer is indented past the label or holds an arrow (``->``,
``→``, ``=>``). A line at the label's level without an arrow (another step, a helper's header) leaves
the whole block as written, and a label in the middle of the steps is not one.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._lex import SrcLine

__all__ = ["worked_examples"]

_I = re.IGNORECASE
# (the label first, then what the run is on: `Example run with [[1,3]]`, `Example run: xs = [1, 2]`)
_LABEL = re.compile(
    r"(?:an?\s+)?(?:(?:example|sample|worked\s+example|test)(?:\s+(?:run|trace|walk-?through|execution))?|"
    r"dry[\s-]+run|trace(?:\s+run)?|walk-?through|run[\s-]+through)"
    r"(?:\s*\d+)?(?:\s*:\s*\S.*|\s*:|\s+(?:with|on|for|of)\s+\S.*)?\s*\.?",
    _I,
)
_ARROW = re.compile(r"->|\u2192|=>")


def _as_comment(line: SrcLine) -> SrcLine:
    # (the learner's strings put back: a comment is shown as typed)
    code = re.sub(r"__s(\d+)__", lambda m: line.strings[int(m.group(1))], line.code)
    said = code + (f" {line.comment}" if line.comment else "")
    return SrcLine(line.indent, "", line.strings, said, line.lineno, line.header)


def worked_examples(lines: list[SrcLine]) -> list[SrcLine]:
    """The lines with a worked example after the steps made comments (see the module's docstring)."""
    # (by the learner's line numbers: an earlier reading may have split the label's line in two,
    # `Example run with xs = [1, 2]` into the value and the label)
    for label in (line for line in lines if line.code):
        if label.indent != 0 or not _LABEL.fullmatch(label.code):
            continue
        if not any(line.code and line.lineno < label.lineno for line in lines):
            return lines  # the first line: a label above the steps, not after them
        run = [line for line in lines if line.code and line.lineno > label.lineno]
        if run and all(line.indent > label.indent or _ARROW.search(line.code) for line in run):
            return [
                _as_comment(line) if line.lineno >= label.lineno and line.code else line for line in lines
            ]
        return lines
    return lines
