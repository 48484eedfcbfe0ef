"""A loop said with a verb and ``with``: ``go through the string s with index i and character c``.

(docs/pseudocode.md, "English".) ``go / walk / loop / iterate / run / step through (over, across) X
with index i and character c`` is the loop the normaliser reads as ``for each index i and character
c in X`` (``enumerate``); ``… with (each) character c`` alone is ``for each character c in X``.
Other words after ``with`` (``with two pointers``, ``with a window``) are left as written. A short
name after ``with`` (or a phone's ``w/``) is the item: ``loop thru nums w/ x`` is ``for each x in
nums``; a counted range after the verb is the counted loop: ``go thru i = 2 .. last index``, ``run
through i from 0 to n - 1`` are ``for i = 2 .. last index``, ``for i from 0 to n - 1``.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._lex import SrcLine

__all__ = ["loop_words", "walk_said_plainly"]

_I = re.IGNORECASE
_ITEM = r"(?:character|char|letter|value|number|item|element|entry|word|node|digit)"
_NOT_A_SEQUENCE = r"string|list|array|word|numbers?|input|it|them|everything|all|each|every"
_WALK = re.compile(
    r"^(?:go|walk|loop|iterate|run|step|scan)\s+(?:through|thru|over|across)\s+(?:the\s+)?"
    r"(?:(?:string|list|array|word|numbers?|input)\s+)?(?P<seq>[A-Za-z_]\w*)\s*,?\s+(?:with\s+|w/\s*)(?:the\s+|an?\s+)?"
    rf"(?:(?:index|position)\s+(?P<index>[A-Za-z_]\w*)\s+and\s+(?:the\s+|its\s+|a\s+)?(?P<kind>{_ITEM})\s+"
    rf"(?P<item>[A-Za-z_]\w*)|(?:each\s+)?(?P<kind2>{_ITEM})\s+(?P<item2>[A-Za-z_]\w*))\s*(?P<colon>:?)\s*$",
    _I,
)
# `loop thru nums w/ x`: an item named with no noun before it (only a short name: `with pointers`,
# `with a window` say how, not what)
_WALK_NAMED = re.compile(
    r"^(?:go|walk|loop|iterate|run|step|scan)\s+(?:through|thru|over|across)\s+(?:the\s+)?"
    r"(?P<seq>[A-Za-z_]\w*)\s*,?\s+(?:with|w/)\s*(?:each\s+)?(?P<item>[A-Za-z_][a-z0-9_]?)\s*(?P<colon>:?)\s*$",
    _I,
)
# `go thru i = 2 .. last index`, `run through i from 0 to n - 1`: the counted loop, said with a verb
# (one clause: `go through nums from the start, for every index i …` is more than a range)
_WALK_RANGE = re.compile(
    r"^(?:go|walk|loop|iterate|run|step|count)\s+(?:(?:through|thru|over)\s+)?(?P<range>(?P<var>[A-Za-z_]\w*)\s*"
    r"(?:=|\bfrom\b)\s*[^\s,][^,:]*?(?:\.\.|\bto\b|\bthrough\b|\bthru\b|\bup\s+to\b|\bdown\s+to\b)\s*[^\s,][^,:]*?)"
    # (the steps may follow the colon on the same line: `walk i from 0 up to n - 1: store …`, or a
    # full stop and the loop's name said again: `go through i from 0 to n - 1. For each i, set …`)
    r"\s*(?P<colon>:?)\s*(?:(?<=:)\s*(?P<body>\S.*)|\.\s+(?:for\s+(?:each|every)|with\s+each)\s+(?P=var)\s*,\s*"
    r"(?P<said>\S.*))?$",
    _I,
)
# `go thru nums one number at a time`, `walk through s char by char`: the item named by its noun, which
# the steps then say (`if the number is in seen`); only after a named collection, as `_WALK` reads it
_ONE_AT_A_TIME = re.compile(
    r"^(?:go|walk|loop|iterate|run|step|scan)\s+(?:through|thru|over|across)\s+(?:the\s+)?"
    r"(?:(?:string|list|array|word|numbers?|input)\s+)?(?P<seq>[A-Za-z_]\w*)\s*,?\s+"
    rf"(?:one\s+(?P<kind>{_ITEM})\s+at\s+a\s+time|(?P<kind2>{_ITEM})\s+by\s+(?P=kind2))\s*(?P<colon>:?)\s*\.?$",
    _I,
)
# `go through nums one by one, each one I call x`, `loop over words, calling each one w`: the item's
# name given after the walk (the collection named; the opener and person before the verb may be said)
_WALK_CALLED = re.compile(
    r"^(?:(?:then|first|next|now)\s*,?\s+)?(?:(?:I|we|you)\s+(?:will\s+)?)?"
    r"(?:go|walk|loop|iterate|run|step|scan)\s+(?:through|thru|over|across)\s+(?:the\s+)?(?P<seq>[A-Za-z_]\w*)"
    r"(?:\s+one\s+by\s+one|\s+in\s+order)?\s*,?\s+(?:and\s+)?"
    rf"(?:each\s+(?:one|{_ITEM})\s+(?:I|we|you)\s+(?:will\s+)?(?:call|name)|(?:call(?:ing)?|nam(?:e|ing))\s+each\s+(?:one|{_ITEM})|"
    rf"each\s+(?:one|{_ITEM})\s+is\s+(?:called|named))\s+(?P<item>[A-Za-z_]\w*)\s*(?P<colon>:?)\s*\.?$",
    _I,
)
# `walk i backwards from n - 1 down to 0`: the direction said twice (only with `down to`)
_BACKWARDS = re.compile(
    r"^(?P<verb>(?:go|walk|loop|iterate|run|step|count)\s+(?:(?:through|thru|over)\s+)?[A-Za-z_]\w*)\s+"
    r"(?:backwards?|in\s+reverse|downwards?)\s+(?=(?:=|from\b)[^:]*\bdown\s*to\b)",
    _I,
)


def loop_words(lines: list[SrcLine]) -> list[SrcLine]:
    """The lines with each such loop written as ``for each …`` (see the module's docstring)."""
    out: list[SrcLine] = []
    for line in lines:
        m = _WALK.match(line.code) if line.code else None
        if m is not None and re.fullmatch(_NOT_A_SEQUENCE, m.group("seq"), _I):
            m = None  # `go through the string with …`: which string is not said here
        named = _WALK_NAMED.match(line.code) if line.code and m is None else None
        named = named or (_WALK_CALLED.match(line.code) if line.code and m is None else None)
        if named is not None and not re.fullmatch(_NOT_A_SEQUENCE, named.group("seq"), _I):
            code = f"for each {named.group('item')} in {named.group('seq')}{named.group('colon')}"
            out.append(SrcLine(line.indent, code, line.strings, line.comment, line.lineno, line.header))
            continue
        one = _ONE_AT_A_TIME.match(line.code) if line.code and m is None and named is None else None
        if one is not None and not re.fullmatch(_NOT_A_SEQUENCE, one.group("seq"), _I):
            noun = (one.group("kind") or one.group("kind2")).lower()
            code = f"for each {noun} in {one.group('seq')}{one.group('colon')}"
            out.append(SrcLine(line.indent, code, line.strings, line.comment, line.lineno, line.header))
            continue
        walked = _BACKWARDS.sub(r"\g<verb> ", line.code) if line.code else line.code
        counted = _WALK_RANGE.match(walked) if line.code and m is None else None
        if counted is not None:
            code = f"for {counted.group('range')}{counted.group('colon')}"
            if counted.group("body"):
                code += f" {counted.group('body').strip()}"
            elif counted.group("said"):
                code += f": {counted.group('said').strip()}"
            out.append(SrcLine(line.indent, code, line.strings, line.comment, line.lineno, line.header))
            continue
        if m is None:
            out.append(line)
            continue
        seq = m.group("seq")
        if m.group("index"):
            code = f"for each index {m.group('index')} and {m.group('kind')} {m.group('item')} in {seq}"
        else:
            code = f"for each {m.group('kind2')} {m.group('item2')} in {seq}"
        code += m.group("colon")
        out.append(SrcLine(line.indent, code, line.strings, line.comment, line.lineno, line.header))
    return out


# `every x inside nums`, `each c within s`: the item walks the collection, as with `in`; `one by one`,
# `one at a time`, `in order` after a named collection say the walk a for-each already is (docs/pseudocode.md,
# "Conventions read since round 17 was opened: English"); only after an item's name and one collection's
_ITEM_INSIDE = re.compile(
    r"^(?P<head>(?:each|every)\s+[A-Za-z_]\w*)\s+(?:inside|within)\s+(?=[A-Za-z_]\w*\b)", _I
)
_IN_ORDER = re.compile(
    r"^(?P<walk>(?:each|every)\s+[A-Za-z_]\w*\s+in\s+[A-Za-z_]\w*)\s*,?\s+"
    r"(?:one\s+by\s+one|one\s+at\s+a\s+time|in\s+order)(?=\s*(?::|\bdo\b|$))",
    _I,
)


def walk_said_plainly(rest: str) -> str:
    """A for-each head (after ``for``) with ``inside`` read as ``in`` and ``one by one`` dropped."""
    return _IN_ORDER.sub(r"\g<walk>", _ITEM_INSIDE.sub(r"\g<head> in ", rest))
