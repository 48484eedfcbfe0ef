"""A worked example after the program: ``Example run with cost = [10, 15, 20]`` and the values it
goes through (docs/pseudocode.md, "Conventions read since round 17 was opened: textbook,
Python-like, C-family").

Learners check an answer by hand and leave the check under it: a paragraph that opens with its
label (``example run``, ``trace``, ``dry run``, ``walkthrough``, ``sample run``, ``for example``) and
then shows values, arrows and what each step gives (``eat -> aet -> new group [eat]``,
``position 3: min(0 + 15, 0 + 10) = 10``). It holds ``=`` and brackets, so the closing-remarks
reading (``_remarks_around``) keeps it as code; it is no step of the answer. It becomes comments when
it stands apart, after a blank line that follows the answer's last step (a ``return``, an ``end``, a
closing brace), up to the next blank line. A label that is a name being set or called (``trace =
[]``, ``example(nums)``) is code.
"""

from __future__ import annotations

import re

__all__ = ["closing_example"]

_HEAD = re.compile(
    r"^\s*(?:(?:an?|the|my|one|quick|worked|small)\s+)?"
    r"(?:(?:example|sample|test|trial)(?:\s*\d+)?(?:\s+(?:run|trace|input|case))?|trace(?:\s+run)?|"
    r"dry[\s-]+run|walk[\s-]*through|hand[\s-]+run|for\s+example|e\.g\.)"
    # a name set, called or indexed is code: `trace = []`, `example(nums)`, `test[0]`
    r"(?!\s*(?:[=(\[.]|:=|<-|\u2190|\+=))(?:\s*[,:.\-\u2013\u2014]|\s+\S|\s*$)",
    re.IGNORECASE,
)
# the answer's last step before it: a return, an end word or a closing brace (numbered or not)
_LAST_STEP = re.compile(
    r"^\s*(?:(?:step\s+)?\d{1,3}[.:)]?\s+)?(?:return|end|endfor|endwhile|endif|done)\b|^\s*(?:\d{1,3}[.:)]?\s+)?\}",
    re.IGNORECASE,
)


def closing_example(lines: list[str]) -> bool:
    """Comment out each worked example set apart after the last step; ``lines`` changes in place."""
    changed = False
    for k, line in enumerate(lines):
        if k == 0 or lines[k - 1].strip() or not _HEAD.match(line) or line.lstrip().startswith("#"):
            continue
        before = next((j for j in range(k - 1, -1, -1) if lines[j].strip()), None)
        if before is None or not _LAST_STEP.match(lines[before]):
            continue
        j = k
        while j < len(lines) and lines[j].strip():
            if not lines[j].lstrip().startswith("#"):
                lines[j] = "# " + lines[j].strip()
            j += 1
        changed = True
    return changed
