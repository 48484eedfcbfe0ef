"""A loop said to be made: ``Create a loop that runs while cur is not null.`` (docs/pseudocode.md, "English").

Learners taught to plan in prose before they code (the PEDAC habit) say the loop they will write as
a thing they make: ``create a loop that runs while C`` is ``while C``; ``create a (second) loop to
iterate over every character of s. This is our char.`` is ``for each char in s`` (the item named in
the sentence after, ``this is (also) our X``, or in the same one, ``…, calling each one X``); with no
name, ``create a loop over every element of nums`` is ``for each element in nums``, as ``go through
nums one element at a time`` is. The line is rewritten so that the loop readers and
:mod:`_after_loop` (``when the loop completes, return false``) see a loop's header. Any other words
after the loop (``create a loop that does the work``) leave the line as written.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._lex import SrcLine

__all__ = ["made_loops"]

_I = re.IGNORECASE
_NAME = r"[A-Za-z_]\w*"
_ITEM = r"(?:character|char|letter|value|number|num|item|element|entry|word|node|digit|integer|string)"
# `Create a loop`, `Make a second loop`, `Set up another while loop`, `Write a for loop`
_MADE = (
    r"^(?:(?:then|next|now|first|finally)\s*,?\s+)?(?:(?:I|we|you)\s+(?:will\s+)?)?"
    r"(?:create|make|write|build|set\s+up|start|use|add)\s+(?:a|an|the|one)\s+"
    r"(?:(?:second|third|new|another|outer|inner|main)\s+)?(?:(?:for|while|for-each|foreach)\s+)?loop\s+"
)
_WHILE = re.compile(
    rf"{_MADE}(?:that|which|to)\s+(?:runs?|goes|go|keeps?\s+going|continues?|repeats?|loops?|iterates?)\s+"
    r"(?:while|as\s+long\s+as)\s+(?P<test>\S.*?)\s*(?P<colon>:?)\s*\.?$",
    _I,
)
# (the collection may be named after what it is: `the input array, nums`, `the string s`)
_OVER = (
    rf"{_MADE}(?:(?:that|which|to)\s+(?:iterates?|goes|go|loops?|runs?|walks?|steps?)\s+)?"
    r"(?:over|through|across)\s+(?:(?:every|each|all(?:\s+of)?(?:\s+the)?)\s+)"
    rf"(?P<kind>{_ITEM})s?\s+(?:of|in)\s+(?:the\s+)?(?:(?:input|given)\s+)?"
    rf"(?:(?:array|list|string|word|collection)\s*,?\s+)?(?P<seq>{_NAME})"
)
_FOR = re.compile(
    rf"{_OVER}\s*(?:\.\s*(?:this|that|it|each\s+one)\s+is\s+(?:also\s+)?(?:our|the|my)\s+(?P<item>{_NAME})"
    rf"|,\s*(?:calling|naming)\s+(?:each\s+one|it)\s+(?P<item2>{_NAME}))?\s*(?P<colon>:?)\s*\.?$",
    _I,
)
# words that name the collection's kind, not the collection (`every character of the string`)
_NOT_A_NAME = r"string|list|array|word|input|it|them|this|that"


def _rewritten(code: str) -> str | None:
    m = _WHILE.match(code)
    if m is not None:
        return f"while {m.group('test')}{m.group('colon')}"
    m = _FOR.match(code)
    if m is None or re.fullmatch(_NOT_A_NAME, m.group("seq"), _I):
        return None
    item = m.group("item") or m.group("item2") or m.group("kind")
    return f"for each {item} in {m.group('seq')}{m.group('colon')}"


def made_loops(lines: list[SrcLine]) -> list[SrcLine]:
    """The lines with each loop said to be made written as its header (see the module's docstring)."""
    out: list[SrcLine] = []
    for line in lines:
        code = _rewritten(line.code) if line.code else None
        if code is None:
            out.append(line)
            continue
        out.append(SrcLine(line.indent, code, line.strings, line.comment, line.lineno, line.header))
    return out
