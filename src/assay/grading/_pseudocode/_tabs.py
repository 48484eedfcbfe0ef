"""Tabs mixed with spaces in indentation: which tab width gives the blocks the learner wrote.

A learner who indents with spaces and then with tabs (an editor's setting, a paste) wrote one block
structure; a tab width that puts a block's line at a column no open block has, or a line after a
``:`` header at or left of that header, or a line under ``if c then return false`` (whose one step
is said on its line), is not it. Python 2 read a tab as "up to the next multiple
of 8"; editors often show 4. When exactly one width gives a consistent structure, that width is the
learner's; when both do and they nest lines differently, the nesting cannot be known
(docs/grading.md, "When the translation is unsure").
"""

from __future__ import annotations

import re

__all__ = ["AMBIGUOUS_TABS_HINT", "ambiguous_tab_line", "tab_width"]

_WIDTHS = (4, 8)
_COMMENT = re.compile(r"^\s*(?:#|//|--\s)")
# `if c then return false`: a test whose step follows `then` on its line (no block after it)
_CLOSED_IF = re.compile(r"^\s*(?:if|else\s+if|elif)\b.*\bthen\s+[^\s:]", re.IGNORECASE)

#: How to write a block whose nesting depends on the tab width.
AMBIGUOUS_TABS_HINT = (
    "this line is indented with tabs among lines indented with spaces, and which block it belongs to "
    "depends on how wide a tab is; indent every line with spaces only"
)


def _mixed(lines: list[str]) -> bool:
    leads = [line[: len(line) - len(line.lstrip(" \t"))] for line in lines if line.strip()]
    tabs = any("\t" in lead for lead in leads)
    spaces = any(" " in lead for lead in leads)
    return tabs and spaces


def _depths(lines: list[str], width: int) -> tuple[list[int], bool]:
    """Each code line's block depth under ``width``, and whether every indent was consistent."""
    stack = [0]
    depths: list[int] = []
    consistent = True
    opens = opened_tabbed = closed = False
    for line in lines:
        if not line.strip() or _COMMENT.match(line):
            continue
        expanded = line.expandtabs(width)
        column = len(expanded) - len(expanded.lstrip())
        tabbed = "\t" in line[: len(line) - len(line.lstrip(" \t"))]
        if column > stack[-1]:
            if closed and (tabbed or opened_tabbed):
                # a block under `if c then return false`, whose one step is said on its line: no
                # block opens there, so the width that puts a line under it is not the learner's
                consistent = False
            stack.append(column)
        else:
            if opens and (tabbed or opened_tabbed):
                # a `:` header whose body is not indented under it. Between two lines without tabs
                # every width reads the same, so it says nothing of the tab's: an opening sentence
                # (`my idea, from the root down:` above the first step; docs/pseudocode.md,
                # "Conventions read since round 12 was opened")
                consistent = False
            while column < stack[-1]:
                stack.pop()
            if column != stack[-1]:
                consistent = False  # a dedent to a column no open block has
                stack.append(column)
        depths.append(len(stack) - 1)
        opens = expanded.rstrip().endswith(":")
        closed = _CLOSED_IF.search(expanded) is not None
        opened_tabbed = tabbed
    return depths, consistent


def _readings(lines: list[str]) -> dict[int, tuple[list[int], bool]]:
    return {width: _depths(lines, width) for width in _WIDTHS}


def tab_width(text: str) -> int:
    """The tab width that gives ``text``'s blocks: 8 when only Python 2's 8 nests them consistently,
    else 4 (the width when tabs and spaces are not mixed, or the nesting cannot be known)."""
    lines = text.split("\n")
    if not _mixed(lines):
        return 4
    readings = _readings(lines)
    if readings[8][1] and not readings[4][1]:
        return 8
    return 4


def ambiguous_tab_line(text: str) -> int | None:
    """The first 1-based line whose block depends on the tab width, when no width is the learner's.

    ``None`` when tabs and spaces are not mixed, when one width alone nests the lines consistently,
    or when every width nests them the same.
    """
    lines = text.replace("\r\n", "\n").split("\n")
    if not _mixed(lines):
        return None
    readings = _readings(lines)
    (four, four_ok), (eight, eight_ok) = readings[4], readings[8]
    if four == eight or four_ok != eight_ok:
        return None
    code = [i for i, line in enumerate(lines, 1) if line.strip() and not _COMMENT.match(line)]
    return next(line for line, a, b in zip(code, four, eight, strict=True) if a != b)
