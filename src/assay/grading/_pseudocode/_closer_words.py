"""Pseudocode's one-word block closers as a sign of textbook text: ``endwhile``, ``endif``,
``endfunction`` (docs/pseudocode.md, "Conventions read since round 18 was opened: textbook,
Python-like, C-family").

Whether an answer counts array positions from 1 is weighed only in textbook text ("Counting from 1"):
an arrow, ``:=``, a capitalised header or a counted loop said it until now. An answer that assigns
with ``=`` and searches with ``while l <= r`` gave none of them, though it closes its blocks as
pseudocode does and sets ``l = 1``, ``r = n``. A closer written as one word (``endwhile``,
``endif``, ``endfor``, ``endfunction``, ``endprocedure``, ``endalgorithm``) first on its line belongs
to pseudocode only (no language learners write has it, VB and Lua spell theirs apart), so it admits
the answer to the weighing; the weighing itself is unchanged, and any sign of counting from 0 still
cancels it. ``end while`` in two words (VB, MATLAB) and ``end`` alone (Lua, Ruby) are not such a sign.
"""

from __future__ import annotations

import re

__all__ = ["pseudocode_closers"]

_CLOSER = re.compile(r"^[ \t]*end(?:while|if|for|function|procedure|algorithm)\b", re.M | re.I)


def pseudocode_closers(text: str) -> bool:
    """Whether ``text`` closes a block with pseudocode's one-word closer, first on its line."""
    return _CLOSER.search(text) is not None
