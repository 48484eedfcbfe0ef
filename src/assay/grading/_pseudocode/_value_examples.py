"""Examples of a value in a bracket after the step: ``key = the letters of w sorted and joined
("eat" gives "aet", "tea" gives "aet" too)``.

(docs/pseudocode.md, "Conventions read since round 18 was opened: English".) Learners who say a value
in words show it at work in a bracket after it: what one input gives, ``"eat" gives "aet"``, ``12
becomes 21``, ``"" just stays ""``, ``"ab" -> "ab"``, several apart by commas and ``and``. Such a
bracket is a worked example: it sets nothing and runs no code, so it is moved to the line's comment
(its strings written back as typed). Only a bracket at the end of the line whose every part is a
literal (a string or a number), a verb of giving or becoming (``gives``, ``becomes``, ``turns into``,
``stays``, ``->``, ``→``) and another literal, with ``too`` / ``also`` after it at most; a bracket
with a name, an operator or a step in it (``(x gives y)``, ``(i + 1)``) is left as written.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._lex import SrcLine

__all__ = ["value_examples"]

_I = re.IGNORECASE
_LITERAL = r"(?:__s\d+__|-?\d+(?:\.\d+)?)"
_GIVES = r"(?:(?:just|still|simply)\s+)?(?:gives|becomes|turns\s+into|stays|remains|->|\u2192)"
_ONE = rf"{_LITERAL}\s+{_GIVES}\s+{_LITERAL}(?:\s+(?:too|also|as\s+well))?"
_BRACKET = re.compile(
    rf"\s*\(\s*(?P<examples>(?:e\.g\.\s*|for\s+example\s*,?\s*)?{_ONE}(?:\s*(?:,\s*(?:and\s+)?|\s+and\s+){_ONE})*)\s*\)"
    r"\s*\.?$",
    _I,
)


def _written_back(text: str, strings: list[str]) -> str:
    """``text`` with its string placeholders written back as the learner typed them."""

    def back(m: re.Match[str]) -> str:
        k = int(m.group(1))
        return strings[k] if k < len(strings) else m.group(0)

    return re.sub(r"__s(\d+)__", back, text)


def value_examples(lines: list[SrcLine]) -> list[SrcLine]:
    """The lines with a bracket of worked examples at the end moved to the comment (see the docstring)."""
    out: list[SrcLine] = []
    for line in lines:
        m = _BRACKET.search(line.code) if line.code else None
        if m is None or not line.code[: m.start()].strip():
            out.append(line)
            continue
        examples = _written_back(m.group("examples"), line.strings)
        comment = f"{examples}; {line.comment}" if line.comment else examples
        out.append(
            SrcLine(line.indent, line.code[: m.start()], line.strings, comment, line.lineno, line.header)
        )
    return out
