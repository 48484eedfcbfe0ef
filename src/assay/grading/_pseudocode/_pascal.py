"""Pascal and Delphi, as answers write them (docs/pseudocode.md, "Pascal").

Marked by a line that is ``begin`` alone and by ``:=``: there, ``{ … }`` and ``(* … *)`` are
comments (Pascal has no other braces), a ``var`` section's declarations are comments (Python
declares nothing; a name read before it is set stays an error), a pointer's field ``cur^.next``
is the node's ``cur.next``, and an open array's bounds ``High(a)`` / ``Low(a)`` are ``len(a) - 1``
/ ``0``. The rest (``:=``, ``begin``/``end;``, ``<>``,
``for i := 0 to n do``, ``Result :=``) the line rules read as they read any pseudocode.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._pascal_result import pascal_results

__all__ = ["pascal"]

_BEGIN = re.compile(r"^[ \t]*begin\s*$", re.IGNORECASE | re.MULTILINE)
_COMMENT = re.compile(r"\{([^{}]*)\}|\(\*(.*?)\*\)", re.DOTALL)
_VAR = re.compile(r"^[ \t]*var\s*$", re.IGNORECASE)
_DECLARATION = re.compile(r"^[ \t]*[A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*\s*:\s*[^=]+;\s*$")
_VAR_LINE = re.compile(r"^[ \t]*var\s+[A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*\s*:\s*[^=]+;\s*$", re.IGNORECASE)
_CARET = re.compile(r"(?<=[\w\])])\^(?=\s*\.)")  # `cur^.next`: the node `cur` points to
_HIGH = re.compile(r"\bHigh\s*\(\s*([A-Za-z_]\w*)\s*\)", re.IGNORECASE)
_LOW = re.compile(r"\bLow\s*\(\s*([A-Za-z_]\w*)\s*\)", re.IGNORECASE)


def pascal(code: str) -> str:
    """``code`` (string literals hidden) rewritten where it is Pascal; unchanged otherwise."""
    if not _BEGIN.search(code) or ":=" not in code:
        return code
    code = _COMMENT.sub(_as_comment, code)
    lines = code.split("\n")
    section = False
    for k, line in enumerate(lines):
        if _VAR.match(line):
            section = True
        elif _VAR_LINE.match(line):  # `var t: Integer;`: a section of one declaration
            section = False
        elif not section or not _DECLARATION.match(line):
            section = False
            continue
        lines[k] = line[: len(line) - len(line.lstrip())] + "# " + line.strip()
    code = "\n".join(lines)
    code = _CARET.sub("", code)
    code = _HIGH.sub(r"(len(\1) - 1)", code)
    return pascal_results(_LOW.sub("0", code))


def _as_comment(m: re.Match[str]) -> str:
    """A comment keeps its lines, so line numbers still point into the submission."""
    text = m.group(1) if m.group(1) is not None else m.group(2)
    return "\n".join(f"# {part.strip()}" if part.strip() else "" for part in text.split("\n"))
