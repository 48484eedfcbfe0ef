"""Lines that frame the steps and run nothing: ``Var s, t, counts, ch`` and ``<BeginAlg>`` … ``<EndAlg>``
(docs/pseudocode.md, "Conventions read since round 17 was opened: English").

A learner taught a course's algorithm template lists the names the algorithm uses before its steps
(``Var a, b, c``, ``Variables: i, j``, ``Declare x, y``), with no type and no value, and marks where
the steps begin and end with a tag in angle brackets (``<BeginAlg>``, ``<Begin Algorithm>``, ``<End>``).
Python needs neither: a name is made by the step that first sets it, so a name the steps never set
is still reported as never given a value. Only names with nothing else: ``Var x = 0`` and ``var i:
integer`` are left to the rules that read declarations.
"""

from __future__ import annotations

import re

__all__ = ["frame_line"]

_NAMES = r"[A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*"
_LISTED = re.compile(rf"^(?:var|vars|variables?|declare|locals?)\s*:?\s+{_NAMES}\s*[;.]?$", re.IGNORECASE)
_TAG = re.compile(
    r"^<\s*/?\s*(?:begin|end|start|stop)\s*_?\s*(?:alg|algo|algorithm|program|procedure|steps?)?\s*>$",
    re.IGNORECASE,
)


def frame_line(s: str) -> bool:
    """A list of the names the steps use, or a tag marking where the steps begin or end."""
    return _LISTED.match(s) is not None or _TAG.match(s) is not None
