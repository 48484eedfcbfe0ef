"""What a map holds, said beside the step that makes it: ``SET seen = an empty lookup where the key is
a number and the value is its position``.

(docs/pseudocode.md, "Conventions read since round 18 was opened: English".) Learners who make a
dictionary in words say what it will hold in the same breath: ``where the key is … and the value is
…``, ``with the word as key and …``, a sentence of its own after a full stop (``. The key is the
sorted word and the value is a list of words.``) or after a comma (``, key = the number, value = its
index``). The description sets nothing and runs no code: it is moved to the line's comment, so the
step before it is read alone. Only on a line that makes an empty map (``empty`` or ``new`` with
``map`` / ``dictionary`` / ``dict`` / ``lookup`` / ``hash map`` / ``table``, the map's name between
too), and only when the words name both the key and the value (``key … value``) and hold no step's
verb of their own (``return``, ``add``, ``set``, …) nor an index or assignment arrow; anything else
is left as written.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._lex import SrcLine

__all__ = ["map_contents"]

_I = re.IGNORECASE
_MAKES_MAP = re.compile(
    r"\b(?:empty|new)\s+(?:\w+\s+)?(?:map|hash\s*map|hashmap|dictionary|dict|lookup|look-up|table)\b", _I
)
# where the description starts: `where` / `with` / `whose` / `in which`, or a `.`, `,`, `;` or `:`
# ending the step, then the key named first
_DESCRIBED = re.compile(
    r"(?:\s+(?:where|with|whose|in\s+which)\s+|\s*[.,;:\u060c]\s+)(?=(?:the\s+|its\s+|each\s+)?keys?\b)",
    _I,
)
_NAMES_BOTH = re.compile(r"\bkeys?\b.*\bvalues?\b", _I)
_A_STEP = re.compile(
    r"[\[\]\u2190{}]|:=|__s\d+__|\b(?:return|give|set|let|add|append|put|push|pop|store|insert|remove|increase|"
    r"decrease|call|make|create|go|for|while|if)\b",
    _I,
)


def _split(code: str) -> tuple[str, str] | None:
    """The step and the words on what its map holds, or ``None`` when the line says no such thing."""
    if not _MAKES_MAP.search(code):
        return None
    for m in _DESCRIBED.finditer(code):
        step, words = code[: m.start()], code[m.end() :]
        if not _MAKES_MAP.search(step) or not _NAMES_BOTH.search(words) or _A_STEP.search(words):
            continue
        return step.rstrip(" ,;:."), words.strip()
    return None


def map_contents(lines: list[SrcLine]) -> list[SrcLine]:
    """The lines with what each new map holds moved to the comment (see the docstring)."""
    out: list[SrcLine] = []
    for line in lines:
        said = _split(line.code) if line.code else None
        if said is None:
            out.append(line)
            continue
        step, words = said
        comment = f"{words}; {line.comment}" if line.comment else words
        out.append(SrcLine(line.indent, step, line.strings, comment, line.lineno, line.header))
    return out
