"""Steps after a ``;`` on the line of a one-line block: ``If c → a; return`` (docs/pseudocode.md, "Blocks").

A header whose body begins on its own line (``if … then a``, ``if … → a``, ``for each x in xs do a``,
Python's ``if c: a``) and more steps after a ``;`` on that line: Python reads ``if c: a; b`` with both
steps in the body, and so do Lua, Ruby, VB (``:``) and a learner writing the line as one step of a
list. C and Java end the body at the first ``;`` (``if (c) a; b;``), and so does Pascal (``if c then
a; b;``). So:

- a line of C (``if (c) a; b;``) keeps C's reading: only ``a`` is the body (``_dialects.c_marked_lines``);
- a line of neither C nor Pascal joins every step to the body, as Python does;
- a line with a ``then``/``do``/arrow header that also ends its steps with ``;`` (or any such line in a
  Pascal answer) could be read either way, and is refused as not understood: the branch and the
  steps after it are the learner's algorithm, and guessing which is in it could blame them.

After the ``;``, a one-line ``if`` in a one-line loop (``for each x in xs: push x; if full: return
out``) is a check on each item, inside the loop, and ends the line. Any other block opened there
(``if a → x; if b → y``: two guards, or one inside the other?) is refused: where its body ends is a
guess.
"""

from __future__ import annotations

import re
from enum import Enum

from assay.grading._pseudocode._cfor import Node
from assay.grading._pseudocode._steps import Header

__all__ = [
    "SEMICOLON_MARKER",
    "SemicolonReading",
    "nests_in",
    "one_piece_reading",
    "pascal_answer",
    "semicolon_reading",
]

#: The name the normaliser leaves in place of a step whose block is a guess (``_check`` reports it).
SEMICOLON_MARKER = "semicolon_after_one_line_block"

# A header written in words or with an arrow, not C's `if (…)`: `then`, `do`, `→` (cleaned to `->`), `:`.
_WORD_HEADER = re.compile(r"\b(?:then|do)\b|\s->\s|:\s*\S", re.IGNORECASE)
_PYTHON_COLON = re.compile(r"^[ \t]*(?:if|elif|else|for|while)\b[^;]*?:(?!=)\s*\S", re.IGNORECASE)
# `… else t := L2; L2 := L2.next endif`: the line closes its own block, so its extent is written
_CLOSED_ON_ITS_LINE = re.compile(
    r"\b(?:end\s*-?\s*if|endif|fi|end\s*-?\s*(?:for|while)|endfor|endwhile|done|od)\s*;?\s*(?:(?://|#|--).*)?$",
    re.IGNORECASE,
)
_BEGIN_ALONE = re.compile(r"^[ \t]*begin\s*$", re.IGNORECASE | re.MULTILINE)


class SemicolonReading(Enum):
    """What a step after a ``;`` on a one-line block's line is."""

    JOIN = "join"  # more of the block's body (Python's reading)
    AS_C = "as_c"  # after the block (C's reading), on a line of C
    REFUSE = "refuse"  # either, so neither


def nests_in(block: Node, header: Header) -> bool:
    """Whether a block opened after the ``;`` is read inside ``block``: an ``if`` with its body on the
    line, in a loop (its ``else`` too would be a guess)."""
    return (
        block.block_kind in ("for", "while")
        and header.kind == "if"
        and bool(header.inline)
        and not any("\x00else" in part for part in header.inline)
    )


def pascal_answer(text: str) -> bool:
    """Whether the answer is Pascal (a line that is ``begin`` alone, and ``:=``), as ``_pascal`` reads it."""
    return _BEGIN_ALONE.search(text) is not None and ":=" in text


def semicolon_reading(raw_line: str, *, c_line: bool, pascal: bool) -> SemicolonReading:
    """How to read a step written after a ``;`` on the line ``raw_line`` of a one-line block.

    Args:
        raw_line: the submission's line (cleaned), header and steps.
        c_line: the line marks itself as C (a closing ``;``, C's ``if (``…).
        pascal: the answer is Pascal.

    A block opened after the ``;`` is read by :func:`nests_in` when this says ``JOIN``.
    """
    worded = _WORD_HEADER.search(raw_line.split(";", 1)[0]) is not None
    if c_line and not worded:
        return SemicolonReading.AS_C  # `if (c) a; b;`: C's grammar says where the body ends
    if pascal or c_line:
        return SemicolonReading.REFUSE
    return SemicolonReading.JOIN


def one_piece_reading(raw_line: str, *, c_line: bool, pascal: bool) -> SemicolonReading:
    """How to read the ``;``-joined steps of a one-line block the lexer kept in one piece (Python's
    ``if c: a; b``, and a header whose ``:=`` it took for Python's colon).

    Python's colon and a closer on the same line (``… endif``) say where the body ends: ``JOIN``.
    Otherwise as :func:`semicolon_reading`: ``if c then b := x; a := t;`` in a Pascal answer could end
    the body at the first ``;``, and is refused.
    """
    if _PYTHON_COLON.search(raw_line) or _CLOSED_ON_ITS_LINE.search(raw_line):
        return SemicolonReading.JOIN
    return semicolon_reading(raw_line, c_line=c_line, pascal=pascal)
