"""Pull runnable Python out of a model's reply.

Order of preference: a ```python fence, then any fence, then the longest run of lines that parses.
ANSI escape codes and "thinking" sections (``<think>…</think>``) are removed first because small
local models emit both.
"""

from __future__ import annotations

import ast
import re

__all__ = ["clean_reply", "extract_code"]

_ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")
_THINK = re.compile(r"<(think|thinking|reasoning)>.*?</\1>", re.DOTALL | re.IGNORECASE)
_UNCLOSED_THINK = re.compile(r"^\s*<(think|thinking|reasoning)>.*?(?=```)", re.DOTALL | re.IGNORECASE)
_FENCE = re.compile(r"```[ \t]*([\w+-]*)[^\n]*\n(.*?)(?:```|\Z)", re.DOTALL)
_PY_TAGS = {"python", "py", "python3"}


def clean_reply(text: str) -> str:
    """Strip ANSI codes, thinking sections and Windows newlines."""
    text = _ANSI.sub("", text).replace("\r\n", "\n").replace("\r", "\n")
    text = _THINK.sub("", text)
    return _UNCLOSED_THINK.sub("", text)


def _parses(source: str) -> bool:
    try:
        ast.parse(source)
    except (SyntaxError, ValueError):
        return False
    return True


def _longest_parsing_span(lines: list[str]) -> str:
    """The longest contiguous block of lines that parses as Python and contains real code."""
    best = ""
    n = len(lines)
    for start in range(n):
        if not lines[start].strip() or lines[start][0] in " \t":
            continue
        for end in range(n, start, -1):
            if end - start <= best.count("\n") + 1:
                break
            candidate = "\n".join(lines[start:end]).strip("\n")
            if _parses(candidate) and _has_code(candidate):
                best = candidate
                break
    return best


def _has_code(source: str) -> bool:
    """Whether the source holds something other than bare names or constants (prose parses too)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return False
    for node in tree.body:
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Name | ast.Constant):
            continue
        return True
    return False


def extract_code(reply: str) -> str:
    """The Python program a reply contains, or ``""`` when there is none.

    Args:
        reply: the raw text of a model's answer.

    Returns:
        Source code ready to run (not guaranteed to compile when only a broken fence exists: the
        caller reports that as a syntax error, which is the honest verdict).
    """
    text = clean_reply(reply)
    fences = [(m.group(1).lower(), m.group(2).strip("\n")) for m in _FENCE.finditer(text)]
    python = [body for tag, body in fences if tag in _PY_TAGS and body.strip()]
    if python:
        return "\n\n".join(python) if all(_parses(b) for b in python) and len(python) > 1 else python[0]
    untagged = [body for tag, body in fences if not tag and body.strip()]
    if untagged:
        return max(untagged, key=len)
    others = [body for _, body in fences if body.strip()]
    if others:
        return max(others, key=len)
    if _parses(text) and _has_code(text):
        return text.strip("\n")
    return _longest_parsing_span(text.split("\n"))
