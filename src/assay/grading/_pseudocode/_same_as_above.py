"""A step repeated by reference: ``same while loop as above`` (docs/pseudocode.md, "Conventions read
since round 10 was opened").

Learners who do the same thing twice (the odd and the even centre of a palindrome, the two ends of a
window) often write it once and then ``same while loop as above``, ``same check as before``. Where
the step meant is one line, the nearest line above at the same indentation that starts with the
kind named, the reference is that line, copied as written: ``while …: l -= 1; r += 1`` or ``if … →
best = …``. The kinds: ``while`` (``while loop``), ``for`` (``for loop``), ``loop`` (either),
``check``/``test``/``if``/``condition`` (an ``if``).

Refused (left as written, so the line is listed): a block whose body is on the lines below its
header (copying it would change the answer's line count, and where the copy ends is a guess), a
kind with no such line above at that indentation, and any other words (``same as above but
reversed``).
"""

from __future__ import annotations

import re

__all__ = ["same_as_above"]

_SAME = re.compile(
    r"^(\s*)(?:(?:and|then|do)\s+)?(?:the\s+)?same\s+(?P<kind>while(?:\s+loop)?|for(?:\s+loop)?|loop|"
    r"check|test|if(?:\s+check)?|condition)\s+(?:as|like)\s+(?:above|before)\s*[.!]?\s*$",
    re.IGNORECASE,
)
_KINDS = {"while": r"while\b", "for": r"for\b", "loop": r"(?:while|for)\b", "check": r"if\b"}


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def same_as_above(lines: list[str]) -> bool:
    """Replace each ``same … as above`` with the one-line step it names; ``lines`` changed in place."""
    changed = False
    for k, line in enumerate(lines):
        m = _SAME.match(line)
        if m is None:
            continue
        word = m.group("kind").split()[0].lower()
        starts = re.compile(rf"^\s*{_KINDS.get(word, _KINDS['check'])}", re.IGNORECASE)
        width = _indent(line)
        for j in range(k - 1, -1, -1):
            above = lines[j]
            if not above.strip() or _indent(above) > width:
                continue
            if _indent(above) < width:
                break  # out of the block the reference stands in
            if starts.match(above):
                below = next((b for b in lines[j + 1 : k] if b.strip()), "")
                if _indent(below) > width or re.search(r"(?::|\bdo|\bthen|\{)\s*$", above.strip(), re.I):
                    break  # a header whose body is on the lines below: not a one-line step
                lines[k] = m.group(1) + above.strip()
                changed = True
                break
    return changed
