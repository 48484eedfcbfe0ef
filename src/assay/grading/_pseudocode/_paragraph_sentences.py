"""Steps told as a paragraph: one sentence, one step (docs/pseudocode.md, "English").

Learners who explain in prose write several steps to a line, each a sentence ending with a full stop:
``Make an empty set called seen. For each x in nums, … .`` Each sentence is read as a
line of its own, at the paragraph's indentation, in order. Where the steps nest, English says it by
the paragraph: a loop said in a paragraph (the first sentence of it that opens with a loop's word:
``for each``, ``while``, ``as long as``, ``repeat while``, ``go through``) runs to the end of that
paragraph, so the sentences after it are its body; a second loop inside it ends with its own
sentence. A sentence that says the loop is over (``when the loop ends``, ``once that stops``, ``if we
get all the way to the end``: the openers ``_after_loop`` reads) goes back to the paragraph's level.
A step that gives back with no test of its own after the loop opened (``For each x in nums, add x to
total. Return total.``) could be meant after the loop or in it: the paragraph is then left whole
(listed unless another rule reads it), not guessed.

Only a line of prose is split: two sentences or more, no ``;``, brace or ``=`` (code has its own
layout), and a full stop after a word and before a letter, outside brackets (``nums.length``,
``0.5``, ``e.g.`` and ``...`` are no sentence's end).
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._after_loop import LOOP_END
from assay.grading._pseudocode._base import find_top
from assay.grading._pseudocode._lex import SrcLine
from assay.grading._pseudocode._walked_inputs import LOOKED_AT

__all__ = ["paragraph_sentences"]

_I = re.IGNORECASE
# a full stop ending a sentence: after a word or a bracket, before a letter (not `e.g.`, `...`)
# (or after `!` / `!!`, which ends a sentence as a full stop does: `that's a repeat!! otherwise …`)
_STOP = re.compile(
    r"(?<=[a-z0-9)\]\"'])(?<!\be\.g)(?<!\bi\.e)(?<!\betc)(?<!\bvs)(?:\.(?!\.)|!+)\s+(?=[A-Za-z(])"
)
# a sentence that goes on from the one before it is left joined to it, for the rules that read the
# two together: a pronoun (`Let left be 1. It is the product …`, `… prev1 is … . Both start 0.`)
_GOES_ON = re.compile(r"(?:it|its|it's|this|that|they|them|both|each|all|these|those|which)\b", _I)
# the loop's name said again (`Go through i from 0 to n - 1. For each i, …`)
_SAID_AGAIN = re.compile(r"(?:for\s+(?:each|every)|with\s+each)\s+([A-Za-z_]\w*)\s*,", _I)
# a remark (`Why this works: …`, `… in O(n) time`) is an explanation as a whole, left to its reader
_REMARK = re.compile(r"\bO\(|^[A-Za-z]+(?:\s+[A-Za-z]+){0,3}\s*:\s", _I)
# a line of code is not prose (`x = 0. y = 1` is not written by one who writes sentences)
_CODE = re.compile(r"[;{}]|(?<![=!<>])=(?!=)|\u2190|:=")
# the first word of a loop's header, after the words that only put it in order
_ORDER = r"(?:(?:first(?:ly)?|then|next|after\s+that|now|and\s+then)\s*,?\s+)?"
_LOOP = re.compile(
    rf"^{_ORDER}(?:(?:I|we|you)\s+)?(?:for\s+(?:each|every|all)\b|for\s+[A-Za-z_]\w*\s+(?:in|from)\b|while\b|as\s+long\s+as\b|"
    r"(?:repeat|loop|keep\s+going|keep\s+looping)\s+(?:while|until|as\s+long\s+as)\b|"
    r"(?:go|walk|loop|iterate|run|step)\s+(?:through|thru|over|across)\b"
    # (`look at the numbers in nums one at a time`: the walk said as looking at the items, `_walked_inputs`)
    rf"|{LOOKED_AT})",
    _I,
)
_AFTER = re.compile(rf"^(?:{LOOP_END})\b", _I)
# a step that gives back, said with no test, after the paragraph's loop opened (see the docstring)
_BARE_RETURN = re.compile(
    r"^(?:(?:then|finally|and|now|so)\s*,?\s+)?(?:(?:I|we|you)\s+)?(?:return|give|hand|send|output)\b", _I
)


def _sentences(code: str) -> list[str]:
    """``code`` parted at each sentence's full stop that stands outside brackets."""
    parts: list[str] = []
    depth = start = 0
    for k, ch in enumerate(code):
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth = max(0, depth - 1)
        elif ch in ".!" and depth == 0 and k >= start:
            m = _STOP.match(code, k)
            if m is None:
                continue
            before, after = code[start:k], code[m.end() :]
            again = _SAID_AGAIN.match(after)
            if (
                re.search(r"[A-Za-z]{2,}", before)
                and not _GOES_ON.match(after)
                and not (again and re.search(rf"\b{again.group(1)}\b", before))
            ):
                # (a full stop stays for the readers that know it; `!` says nothing to them)
                parts.append(code[start : k + (ch == ".")].strip())
                start = m.end()
    parts.append(code[start:].strip())
    return [p for p in parts if p]


def _split(line: SrcLine) -> list[SrcLine] | None:
    if (
        not line.code
        or _CODE.search(line.code)
        or _REMARK.search(line.code)
        or not re.match(r"[A-Za-z]", line.code)
    ):
        return None
    sentences = _sentences(line.code)
    if len(sentences) < 2:
        return None
    out: list[SrcLine] = []
    depth = 0  # 1 while the paragraph's loop is open
    for k, sentence in enumerate(sentences):
        text = sentence
        if depth and _AFTER.match(text):
            depth = 0
        if depth and _BARE_RETURN.match(text):
            return None  # `For each x …, add x to total. Return total.`: after the loop, or in it?
        comment = line.comment if k == len(sentences) - 1 else None
        opens = not depth and _LOOP.match(text) is not None and k < len(sentences) - 1
        colon = find_top(text, r":\s+(?=[A-Za-z])") if opens else None
        if colon is not None:
            # `While the queue is not empty: take …`: the header, then its first step inside the loop
            out.append(
                SrcLine(line.indent, text[: colon.start() + 1], line.strings, None, line.lineno, line.header)
            )
            text, depth = text[colon.end() :], 1
        out.append(SrcLine(line.indent + 4 * depth, text, line.strings, comment, line.lineno, line.header))
        if opens:
            depth = 1
    return out


def paragraph_sentences(lines: list[SrcLine]) -> list[SrcLine]:
    """The lines, a paragraph of sentences read as one line each (see the module's docstring)."""
    out: list[SrcLine] = []
    for line in lines:
        out.extend(_split(line) or [line])
    return out
