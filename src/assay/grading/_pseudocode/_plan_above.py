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
"""

from __future__ import annotations

import re

__all__ = ["plan_as_comments"]

_HEADER = re.compile(
    r"^\s*(?:(?:export\s+)?(?:async\s+)?function\s+\w+\s*\(|(?:var|let|const)\s+\w+\s*=\s*(?:function\b|\()|"
    r"(?:(?:public|private|protected|static|final)\s+)*[\w<>\[\],.*&: ]+?\s+\**\w+\s*\([^;]*\)\s*\{)"
)
_CODE_MARK = re.compile(r"[{};=\u2190]|:=")
_DECLARATION = re.compile(
    r"^\s*(?:[-*\u2022]\s*)?(?:import|using|package|#include|int|long|char|bool|boolean|double|float|void|"
    r"let|var|const|class|struct|public|private|static|function)\b"
)
_WORDS = re.compile(r"[A-Za-z]{1,}\s+[A-Za-z]{2,}")
# the plan's heading, a word or two and a colon: `Plan:`, `My idea:`, `Approach:` (never a C label:
# `case 1:`, `default:` and C++'s `public:` come after a header or a `{`, which end the plan)
_HEADING = re.compile(r"^\s*(?:[A-Za-z]+\s+)?[A-Za-z]{2,}\s*:\s*$")


def plan_as_comments(text: str) -> str:
    """The text with a plan in words above its first function as comments; else the text itself."""
    lines = text.split("\n")
    start = next((k for k, line in enumerate(lines) if _HEADER.match(line)), None)
    if not start:
        return text
    plan = [line for line in lines[:start] if line.strip()]
    if not plan or any(_CODE_MARK.search(line) or _DECLARATION.match(line) for line in plan):
        return text
    said = [line for line in plan if not line.strip().startswith("//") and not _HEADING.match(line)]
    if any(not _WORDS.search(line) for line in said):
        return text
    marked = [
        f"// {line}" if line.strip() and not line.strip().startswith("//") else line for line in lines[:start]
    ]
    return "\n".join([*marked, *lines[start:]])
