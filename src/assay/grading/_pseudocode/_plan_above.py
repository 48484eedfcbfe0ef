"""A plan in words above C-family code: ``- I move i up`` above ``function f(h) {`` (docs/pseudocode.md).

Learners often write their plan first, as bullets or sentences, then the code. Above a function
that a real parser reads, the plan made the whole text unparseable, and the line rules then read
the plan's sentences as steps. The C-family front end is therefore also offered the text with the
plan's lines as ``//`` comments (the line count kept, so a line number still points into the
answer).

Read narrowly: only the lines before the first line that opens a function (``function f(…) {``,
``public int f(…) {``, ``var f = function(…) {``, ``int f(…) {``), only when each of them is
words (at least two words side by side, or a heading such as ``Plan:``) with none of the marks
code has (``{``, ``}``, ``;``, ``=``, ``←``, ``:=``) and does not start with a declaration's
keyword, and only when what follows is read whole by the parser (else the line rules read the
answer as before).

Round 14's conventions (docs/pseudocode.md, "Conventions read since round 14 was opened: mixed"): a
homework site's answer puts its header in Allman's layout, ``Algorithm(int a[], int n, int target)``
above a ``{`` alone, titles its plan ``Explanation / Answer`` (two words apart by a slash), and adds a
remark in words below the last closing brace (``Time complexity: O(log n)``); such a remark, words
only by the same test, is a comment too.
"""

from __future__ import annotations

import re

__all__ = ["plan_as_comments"]

_HEADER = re.compile(
    r"^\s*(?:(?:export\s+)?(?:async\s+)?function\s+\w+\s*\(|(?:var|let|const)\s+\w+\s*=\s*(?:function\b|\()|"
    r"(?:(?:public|private|protected|static|final)\s+)*[\w<>\[\],.*&: ]+?\s+\**\w+\s*\([^;]*\)\s*\{)"
)
_HEADER_ABOVE_BRACE = re.compile(r"^\s*(?:[\w<>\[\],.*&: ]+?\s+)?\**[A-Za-z_]\w*\s*\([^;{}=]*\)\s*$")
_CODE_MARK = re.compile(r"[{};=\u2190]|:=")
_DECLARATION = re.compile(
    r"^\s*(?:[-*\u2022]\s*)?(?:import|using|package|#include|int|long|char|bool|boolean|double|float|void|"
    r"let|var|const|class|struct|public|private|static|function)\b"
)
# (two words apart by a space, or by a slash: a homework site's `Explanation / Answer`)
_WORDS = re.compile(r"[A-Za-z]{1,}(?:\s+|\s*/\s*)[A-Za-z]{2,}")
# the plan's heading, a word or two and a colon: `Plan:`, `My idea:`, `Approach:` (never a C label:
# `case 1:`, `default:` and C++'s `public:` come after a header or a `{`, which end the plan)
_HEADING = re.compile(r"^\s*(?:[A-Za-z]+\s+)?[A-Za-z]{2,}\s*:\s*$")


def _header_at(lines: list[str]) -> int | None:
    """The first line that opens a function: ``int f(…) {``, or (Allman's layout) ``f(…)`` above a
    line that is ``{`` alone (a homework site's ``Algorithm(int a[], int n, int target)``)."""
    for k, line in enumerate(lines):
        if _HEADER.match(line):
            return k
        # (the regex first: looking below every line, by a copy of the rest, was quadratic in lines)
        if _HEADER_ABOVE_BRACE.match(line):
            below = next((lines[j] for j in range(k + 1, len(lines)) if lines[j].strip()), "")
            if below.strip() == "{":
                return k
    return None


def _words_only(lines: list[str]) -> bool:
    """Each line words (a heading or a `//` comment too), none of the marks code has."""
    if any(_CODE_MARK.search(line) or _DECLARATION.match(line) for line in lines):
        return False
    said = [line for line in lines if not line.strip().startswith("//") and not _HEADING.match(line)]
    return all(_WORDS.search(line) for line in said)


def _commented(lines: list[str]) -> list[str]:
    return [f"// {line}" if line.strip() and not line.strip().startswith("//") else line for line in lines]


def plan_as_comments(text: str) -> str:
    """The text with a plan in words above its first function (and a remark in words below its last
    closing brace: ``Time complexity: O(log n)``) as comments; else the text itself."""
    lines = text.split("\n")
    start = _header_at(lines)
    if start is None:
        return text
    plan = [line for line in lines[:start] if line.strip()]
    if plan and not _words_only(plan):
        return text
    # after the last line that closes a block: the remark the learner added below the code
    end = max((k for k, line in enumerate(lines) if line.strip().startswith("}")), default=len(lines) - 1) + 1
    after = [line for line in lines[end:] if line.strip()]
    below = _commented(lines[end:]) if after and _words_only(after) else lines[end:]
    if not plan and below == lines[end:]:
        return text
    return "\n".join([*_commented(lines[:start]), *lines[start:end], *below])
