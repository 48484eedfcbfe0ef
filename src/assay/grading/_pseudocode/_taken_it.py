"""Saying "it" after taking a thing out of a queue or stack (docs/pseudocode.md, "English").

A step that takes one thing out of a queue or stack and gives it no name (``take the first node out
of the queue``, ``pop the next item off the stack``) names it by its noun: ``node = queue.pop(0)``.
The lines right after it in the same block that say ``it`` or ``its`` (``put its val at the end of
level``, ``if it has a left child, add the left child to the queue``) mean that thing, up to the
first line that does not (a step about something else: ``increase taken by 1`` / ``if it becomes
0`` is about what that step changed) or that takes or makes something else. The noun becomes the
name only when the answer uses no name of that word already; with a name given (``take the first
course c out of the queue``) that name is what is taken.
"""

from __future__ import annotations

import re
from functools import partial

from assay.grading._pseudocode._lex import SrcLine

__all__ = ["taken_it"]

_I = re.IGNORECASE
_NOUNS = r"node|item|element|cell|pair|course|vertex|number|value|entry|word|day|point|task|interval|string"
_TAKE = re.compile(
    r"^(?P<verb>take|pop|remove|pull|grab|dequeue|get)\s+(?:out\s+)?(?:the\s+|a\s+)?"
    r"(?P<end>first|front|next|oldest|last|top)\s+(?P<noun>" + _NOUNS + r")(?:\s+(?P<name>[A-Za-z_]\w*))?\s+"
    r"(?P<where>(?:out\s+of|off(?:\s+of)?|from)\s+(?:the\s+)?(?:(?:front|top|end|back)\s+of\s+(?:the\s+)?)?"
    r"[A-Za-z_]\w*)\s*\.?$",
    _I,
)
# a later step that takes, makes or pops something else: "it" may mean that from there on
_ANOTHER = re.compile(
    r"^(?:take|pop|remove|pull|grab|dequeue|make|create|build|push|put|add)\b.*\b(?:out|off|new)\b", _I
)
# `if node has a left child, add the left child to the queue`: the child the test is about
_CHILD_TEST = re.compile(
    r"^if\s+(?P<who>[A-Za-z_]\w*)\s+has\s+an?\s+(?P<side>left|right|next)\s+(?P<kind>child|node|subtree)\b(?P<rest>.*)$",
    _I,
)
_IT = re.compile(r"(?<![\w.'])(it|its)(?![\w'])", _I)


def _it_as(name: str, word: re.Match[str]) -> str:
    return f"{name}'s" if word.group(1).lower() == "its" else name


def taken_it(lines: list[SrcLine]) -> list[SrcLine]:
    """The lines with an unnamed taken thing named by its noun, and "it" after it (see the docstring)."""
    out = list(lines)
    text = "\n".join(line.code for line in lines)
    for k, line in enumerate(lines):
        m = _TAKE.match(line.code) if line.code else None
        if m is None:
            continue
        named = m.group("name")
        if named and named.lower() in ("out", "off", "from"):
            continue
        name = named or m.group("noun").lower()
        if not named and re.search(
            rf"(?<![\w.]){re.escape(name)}\s*(?:=|\u2190|:=|\bis\b|\bbecomes\b)", text, _I
        ):
            continue  # the answer has a name of that word: which thing "node" is would be a guess
        code = f"{m.group('verb')} the {m.group('end')} {m.group('noun')} {m.group('where')} as {name}"
        out[k] = SrcLine(line.indent, code, line.strings, line.comment, line.lineno, line.header)
        for j in range(k + 1, len(lines)):
            later = out[j]
            if not later.code:
                continue
            if later.indent < line.indent or _TAKE.match(later.code) or _ANOTHER.match(later.code):
                break
            if not _IT.search(later.code):
                break  # a step about something else: "it" may be what that step changed from here on
            code = _IT.sub(partial(_it_as, name), later.code)
            code = _CHILD_TEST.sub(
                lambda c: (
                    c.group(0)[: c.start("rest") - c.start()]
                    + re.sub(
                        rf"\bthe\s+{c.group('side')}\s+{c.group('kind')}\b",
                        f"{c.group('who')}'s {c.group('side')} {c.group('kind')}",
                        c.group("rest"),
                        flags=_I,
                    )
                ),
                code,
            )
            out[j] = SrcLine(later.indent, code, later.strings, later.comment, later.lineno, later.header)
    return out
