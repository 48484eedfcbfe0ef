"""Anagram words: a key of sorted letters, a map's entry said as "there" (docs/pseudocode.md, "English").

* **the sorted letters, joined and named**: ``sort its letters and glue them back together into one
  string — that string is the key``, ``sort the letters of w and join them into a string, call it
  key`` are ``key = ''.join(sorted(w))``: sorting letters gives a list, and joining it back is what
  makes one string of it. "its" is the item of the loop said on the same line (``for every word w in
  words, sort its letters …``); elsewhere "its" is not guessed and the line is left as written. Without
  the joining (``sort its letters, call it key``) the key would be a list, which a map cannot hold,
  so the words are left as written, and listed;
* **"there": the entry just tested**: ``if the key isn't in groups yet, put an empty list there``
  is ``groups[key] = []`` — "there" is the entry the test looked for, only when the test is
  ``K is not in M`` with two names and the step on the same line;
* **the list at an entry**: ``append w to the list at groups[key]`` / ``the list stored under
  groups[key]`` is ``groups[key]``;
* **the values as a list of lists**: ``return all the values of groups as a list of lists`` — what
  the list holds is said twice; ``as a list`` is read as before.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._lex import SrcLine

__all__ = ["anagram_words"]

_I = re.IGNORECASE
_NAME = r"[A-Za-z_]\w*"
_LOOP_ITEM = re.compile(
    rf"^(?:for\s+(?:each|every)\s+(?:[a-z]+\s+)?)(?P<item>{_NAME})\s+in\s+{_NAME}\s*[,:]", _I
)
_SORTED = re.compile(
    rf"\bsort\s+(?:the\s+letters\s+of\s+(?P<of>{_NAME})|(?P<poss>{_NAME})'s\s+letters|(?P<its>its)\s+letters)\s+"
    r"and\s+(?:glue|join|put|stick|combine|turn)\s+them\s+(?:back\s+)?(?:together\s+)?(?:again\s+)?"
    r"(?:into|as|to)\s+(?:one|a)\s+(?:single\s+|new\s+)?(?:string|word)\s*(?:[-,;:\u2014]\s*)?"
    rf"(?:(?:that|this|the)\s+(?:string|result|word)\s+is\s+(?:the\s+|our\s+|my\s+)?|(?:and\s+)?(?:call|name)\s+(?:it|that|this)\s+"
    rf"(?:the\s+)?)(?P<name>{_NAME})\b",
    _I,
)
_THERE = re.compile(
    rf"^(?P<test>if\s+(?:the\s+)?(?P<key>{_NAME})\s+(?:is\s+not|isn't|isnt)\s+(?:yet\s+)?in\s+(?:the\s+)?(?P<map>{_NAME})"
    r"(?:\s+yet)?\s*,\s*(?:then\s+)?)(?:put|store|place|set|add)\s+(?P<value>.+?)\s+there\b",
    _I,
)
_LIST_AT = re.compile(
    rf"\bthe\s+(?:list|group|bucket|set)\s+(?:at|in|under|stored\s+(?:at|under|in))\s+({_NAME}\[[^\[\]]+\])",
    _I,
)
_LIST_OF_LISTS = re.compile(r"\b(as\s+a\s+list)\s+of\s+(?:lists|groups)\b", _I)


def _line(code: str) -> str:
    loop = _LOOP_ITEM.match(code)
    m = _SORTED.search(code)
    if m:
        word = m.group("of") or m.group("poss") or (loop.group("item") if loop and m.group("its") else None)
        if word is not None:
            code = f"{code[: m.start()]}set {m.group('name')} to ''.join(sorted({word})){code[m.end() :]}"
    there = _THERE.match(code)
    if there:
        entry = f"{there.group('map')}[{there.group('key')}]"
        code = f"{there.group('test')}set {entry} to {there.group('value')}{code[there.end() :]}"
    code = _LIST_AT.sub(r"\1", code)
    return _LIST_OF_LISTS.sub(r"\1", code)


def anagram_words(lines: list[SrcLine]) -> list[SrcLine]:
    """The lines with the anagram words read (see the module's docstring)."""
    out: list[SrcLine] = []
    for line in lines:
        code = _line(line.code) if line.code else line.code
        out.append(
            line
            if code == line.code
            else SrcLine(line.indent, code, line.strings, line.comment, line.lineno, line.header)
        )
    return out
