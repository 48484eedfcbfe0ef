"""R written as pseudocode (docs/pseudocode.md, "Conventions read since round 17 was opened: mixed").

An answer reads as R when it loops over a colon range in brackets (``for (right in 1:length(s))``),
tests membership with ``%in%``, or assigns a function with ``<- function(``. In such an answer only:

* R counts from 1, as Lua does: its subscripts are read as positions counted from 1 even though
  its braces make it look like C (whose ``A[n]`` is the learner's off-by-one);
* ``substr(x, start, stop)`` is R's substring, both ends counted: the range ``x[start .. stop]``,
  which the rest of the reading already takes from 1-based positions. (PHP's and SQL's ``substr``
  take a length third, so outside R the call is left as written.)
* ``c %in% names(m)`` asks whether ``c`` is one of the map's keys: ``c in m``; ``%in%`` alone is ``in``.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import rewrite_call, split_top

__all__ = ["BRACKETED_STEP_ARROW", "r_habits", "reads_as_r"]

_R_SIGNS = re.compile(
    r"\bfor\s*\(\s*[A-Za-z_]\w*\s+in\s+(?:\d+|[A-Za-z_]\w*)\s*:\s*[\w(]|%in%|<-\s*function\s*\(",
    re.IGNORECASE,
)
# R's and C's `if (c) x <- v` (in any answer): a test in brackets (two levels of brackets inside), then
# a target and the arrow; a target alone after the test is no value to compare (`if (a) <-1` stays)
BRACKETED_STEP_ARROW = re.compile(
    r"^(\s*(?:if|else\s*if|elif|elseif|while)\s*\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)\s*"
    r"[A-Za-z_][\w.]*(?:\[[^\[\]]*\])*)\s*<-+\s*",
    re.IGNORECASE,
)
_IN_NAMES = re.compile(r"\s*%in%\s*names\s*\(\s*([A-Za-z_][\w.]*)\s*\)")


def reads_as_r(text: str) -> bool:
    """Whether ``text`` loops over a colon range in brackets, uses ``%in%`` or ``<- function(``."""
    return _R_SIGNS.search(text) is not None


def _substr(args: str) -> str:
    parts = split_top(args, ",", keep_empty=True)
    if len(parts) != 3 or not all(p.strip() for p in parts):
        return f"substr({args})"
    x, start, stop = (p.strip() for p in parts)
    return f"{x}[{start} .. {stop}]"


def r_habits(code: str) -> str:
    """``code`` (string literals hidden) with R's ``substr`` and ``%in%`` read; unchanged outside R."""
    if not reads_as_r(code):
        return code
    code = _IN_NAMES.sub(r" in \1", code)
    code = code.replace("%in%", " in ")
    code, _ = rewrite_call(code, "substr", _substr)
    return code
