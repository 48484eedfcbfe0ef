"""Saying "it" after taking a thing out of a queue or stack (docs/pseudocode.md, "English").

A step that takes one thing out of a queue or stack and gives it no name (``take the first node out
of the queue``, ``pop the next item off the stack``) names it by its noun: ``node = queue.pop(0)``.
The lines right after it in the same block that say ``it`` or ``its`` (``put its val at the end of
level``, ``if it has a left child, add the left child to the queue``) mean that thing, up to the
first line that does not (a step about something else: ``increase taken by 1`` / ``if it becomes
0`` is about what that step changed) or that takes or makes something else. The noun becomes the
name only when the answer uses no name of that word already; with a name given (``take the first
course c out of the queue``) that name is what is taken. The front may be said after the noun, with
the particle before, after or left out: ``take the node at the front of the queue out``, ``take
node out from the front of q``, ``take out the first node in the queue`` are ``take the front node
out of the queue`` (a front only: its top is not read this way, and a container not named stays).
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
# the end said after the noun: `take the node at the front of the queue out`, `take the node out
# from the front of q`, `take out the first node in the queue` (the particle before, after or
# left out); only a front (`front`, `start`, `head`, `beginning`, `first`), which `_take_end` reads
# of a queue alone: a top said this way is not read
_TAKE_AT = re.compile(
    r"^(?P<verb>take|pop|remove|pull|grab|dequeue|get)\s+(?:out\s+)?(?:the\s+)?(?P<noun>" + _NOUNS + r")\s+"
    # (`take the node at the front out of the queue`: where it is, then where it comes out of)
    r"(?:(?:out\s+)?(?:at|from)\s+|(?:out\s+)?(?:from\s+)?)the\s+(?P<end>front|start|head|beginning)\s+(?:out\s+of|off(?:\s+of)?|of)\s+"
    r"(?:the\s+)?(?P<seq>[A-Za-z_]\w*)(?:\s+(?:out|off))?\s*\.?$"
    r"|^(?P<verb2>take|pop|remove|pull|grab|dequeue|get)\s+out\s+(?:the\s+)?(?P<end2>first|front|next)\s+"
    r"(?P<noun2>" + _NOUNS + r")\s+(?:in|of)\s+(?:the\s+)?(?P<seq2>[A-Za-z_]\w*)\s*\.?$",
    _I,
)


def _take_said(code: str) -> str:
    """``code`` with the end said after the noun written as ``take the front node out of q``."""
    m = _TAKE_AT.match(code)
    if m is None:
        return code
    if m.group("verb"):
        return f"{m.group('verb')} the front {m.group('noun')} out of {m.group('seq')}"
    return f"{m.group('verb2')} the {m.group('end2')} {m.group('noun2')} out of {m.group('seq2')}"


# a later step that takes, makes or pops something else: "it" may mean that from there on
_ANOTHER = re.compile(
    r"^(?:take|pop|remove|pull|grab|dequeue|make|create|build|push|put|add)\b.*\b(?:out|off|new)\b", _I
)
# `if node has a left child, add the left child to the queue`: the child the test is about
_CHILD_TEST = re.compile(
    r"^if\s+(?P<who>[A-Za-z_]\w*)\s+has\s+an?\s+(?P<side>left|right|next)\s+(?P<kind>child|node|subtree)\b(?P<rest>.*)$",
    _I,
)
# `if it has a left child, put that at the back of the queue`: the child the test names, put
# somewhere, said again as `it` / `that` (the thing taken has no place to go but the child has)
_PUT_AGAIN = re.compile(
    r"\b(?P<verb>put|add|push|append|enqueue|insert|place)\s+(?:it|that|that\s+one|this)\s+(?=(?:also\s+)?"
    r"(?:at|to|in|into|on|onto)\b)",
    _I,
)
_IT_OR_THAT = re.compile(r"(?<![\w.'])(?:it|that|this)(?![\w'])", _I)
_IT = re.compile(r"(?<![\w.'])(it|its)(?![\w'])", _I)


def _it_as(name: str, word: re.Match[str]) -> str:
    return f"{name}'s" if word.group(1).lower() == "its" else name


def _child_said_again(code: str) -> str | None:
    """``code`` with a child named by the test and said again as ``that`` written out, or ``None``.

    ``if it has a left child, put that at the back of the queue`` puts the left child; any other
    ``it`` / ``that`` after the test (``…, add it and its value``) could be either, and is refused.
    """
    test = re.match(
        r"^if\s+it\s+has\s+an?\s+(?P<side>left|right|next)\s+(?P<kind>child|node|subtree)\b", code, _I
    )
    if test is None:
        return code
    rest = code[test.end() :]
    rest = _PUT_AGAIN.sub(
        lambda p: f"{p.group('verb')} the {test.group('side')} {test.group('kind')} ", rest, count=1
    )
    if _IT_OR_THAT.search(rest):
        return None
    return code[: test.end()] + rest


def taken_it(lines: list[SrcLine]) -> list[SrcLine]:
    """The lines with an unnamed taken thing named by its noun, and "it" after it (see the docstring)."""
    out = list(lines)
    text = "\n".join(line.code for line in lines)
    for k, line in enumerate(lines):
        m = _TAKE.match(_take_said(line.code)) if line.code else None
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
            if (
                later.indent < line.indent
                or _TAKE.match(_take_said(later.code))
                or _ANOTHER.match(later.code)
            ):
                break
            if not _IT.search(later.code):
                break  # a step about something else: "it" may be what that step changed from here on
            said = _child_said_again(later.code)
            if said is None:
                break  # `if it has a left child, …` then "it" or "that" again: which one is not said
            code = _IT.sub(partial(_it_as, name), said)
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
