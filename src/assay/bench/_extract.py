"""Pull runnable Python out of a model's reply.

Order of preference: a fenced block tagged Python (```` ```python ```` or ``~~~python``; the first
one that parses, or all of them joined when several parse), then any other fence, then the longest
run of lines that parses. Fences indented inside a markdown list are dedented. ANSI escape codes and
"thinking" sections (``<think>…</think>``) are removed first because small local models emit both.

The last step (no fence at all) is bounded: it only starts at lines that look like code, grows a
window of at most :data:`MAX_WINDOW` lines greedily and shrinks it using the line the parser
reports, so its cost stays close to linear in the reply's length (a reply of prose must never stall
the run).
"""

from __future__ import annotations

import ast
import re
import textwrap
from dataclasses import dataclass

__all__ = ["MAX_WINDOW", "SpanSearch", "clean_reply", "extract_code", "longest_parsing_span"]

MAX_WINDOW = 300
"""The most lines one unfenced code span may have."""

_ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")
_THINK = re.compile(r"<(think|thinking|reasoning)>.*?</\1>", re.DOTALL | re.IGNORECASE)
_UNCLOSED_THINK = re.compile(r"^\s*<(think|thinking|reasoning)>.*?(?=```|~~~)", re.DOTALL | re.IGNORECASE)
_OPEN_FENCE = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})[ \t]*(?P<tag>[\w+.-]*)[^\n`]*$")
_INLINE_OPEN = re.compile(r"(?P<fence>```|~~~)[ \t]*(?P<tag>[\w+.-]*)[ \t]*$")
_ATTEMPTS_PER_START = 16
_PY_TAGS = {"python", "py", "python3", "py3"}
_CODE_START = re.compile(
    r"""^(?:
        (?:def|class|import|from|if|for|while|with|try|async|assert|raise|return|global|del|print)\b
      | @[A-Za-z_]
      | \#
      | [A-Za-z_][\w.]*(?:\[[^\]]*\])?(?:\s*,\s*[A-Za-z_][\w.]*)*\s*(?:[-+*/%&|^@]|//|\*\*|<<|>>)?=(?!=)
      | [A-Za-z_][\w.]*\s*\(
    )""",
    re.VERBOSE,
)
_CONTINUATION = re.compile(r"^(?:[)\]}]|(?:elif|else|except|finally|case)\b)")


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


def _has_code(tree: ast.Module) -> bool:
    """Whether a module holds something other than bare names or constants (prose parses too)."""
    return any(
        not (isinstance(node, ast.Expr) and isinstance(node.value, ast.Name | ast.Constant))
        for node in tree.body
    )


@dataclass(frozen=True)
class _Fence:
    tag: str
    body: str


def _fences(text: str) -> list[_Fence]:
    """Fenced blocks (``` or ~~~, any indentation, closed by the same fence or by the end of text)."""
    lines = text.split("\n")
    found: list[_Fence] = []
    i = 0
    while i < len(lines):
        opening = _OPEN_FENCE.match(lines[i]) or _INLINE_OPEN.search(lines[i])
        if opening is None:
            i += 1
            continue
        fence = opening.group("fence")
        if opening.re is _INLINE_OPEN and lines[i].count(fence[0] * 3) > 1:
            i += 1  # "use ``` fences" in prose, not an opening
            continue
        body: list[str] = []
        i += 1
        while i < len(lines):
            stripped = lines[i].strip()
            if stripped.startswith(fence[0] * len(fence)) and not stripped.strip(fence[0]):
                break
            if stripped.endswith(fence) and stripped != fence:  # "print(1)```": a closer glued on
                body.append(lines[i].rstrip()[: -len(fence)])
                break
            body.append(lines[i])
            i += 1
        i += 1
        text_body = textwrap.dedent("\n".join(body)).strip("\n")
        if text_body.strip():
            found.append(_Fence(opening.group("tag").lower(), text_body))
    return found


@dataclass
class SpanSearch:
    """The result of :func:`longest_parsing_span`: the code and what finding it cost."""

    code: str = ""
    parse_attempts: int = 0


def _try_parse(source: str, search: SpanSearch) -> tuple[ast.Module | None, int | None]:
    """Parse, counting the attempt; on failure also the 1-based line the parser stopped at."""
    search.parse_attempts += 1
    try:
        return ast.parse(source), None
    except SyntaxError as exc:
        return None, exc.lineno
    except ValueError:
        return None, None


def _looks_like_code(line: str) -> bool:
    return bool(_CODE_START.match(line))


def _continues(line: str) -> bool:
    return not line.strip() or line[0] in " \t" or _looks_like_code(line) or bool(_CONTINUATION.match(line))


def longest_parsing_span(lines: list[str], *, max_window: int = MAX_WINDOW) -> SpanSearch:
    """The longest run of lines that parses as Python and holds real code.

    A span starts only at a line that looks like code (a keyword, an assignment, a call, a
    decorator or a comment at column 0) and grows greedily over lines that continue it (indented,
    blank, code-looking), at most ``max_window`` lines. When the window does not parse it shrinks to
    the line before the one the parser stopped at (or by one line when the error is at the end), so
    each start costs a few parse attempts, not one per possible end. Spans that touch are joined, so
    a program longer than the window is still found whole.
    """
    search = SpanSearch()
    n = len(lines)
    i = 0
    run_start = run_end = -1
    best = (0, 0)
    while i < n:
        if not lines[i].strip() or lines[i][0] in " \t" or not _looks_like_code(lines[i]):
            i += 1
            continue
        j = i + 1
        while j < n and j - i < max_window and _continues(lines[j]):
            j += 1
        end, parsed_end = j, None
        for _ in range(_ATTEMPTS_PER_START):
            while end > i + 1 and not lines[end - 1].strip():
                end -= 1
            tree, error_line = _try_parse("\n".join(lines[i:end]), search)
            if tree is not None:
                if _has_code(tree):
                    parsed_end = end
                break
            if error_line is None or error_line <= 1:
                break  # the first line itself is broken: no span starting here can parse
            # everything before the line the parser stopped at (one line less when that is the end)
            end = i + error_line - 1 if error_line < end - i else end - 1
            if end <= i:
                break
        if parsed_end is not None:
            # spans that touch join up: two modules back to back at column 0 are one module
            run_start = run_start if i == run_end else i
            run_end = parsed_end
            if run_end - run_start > best[1] - best[0]:
                best = (run_start, run_end)
            i = parsed_end
        else:
            i += 1
    search.code = "\n".join(lines[best[0] : best[1]]).strip("\n")
    return search


def extract_code(reply: str) -> str:
    """The Python program a reply contains, or ``""`` when there is none.

    Args:
        reply: the raw text of a model's answer.

    Returns:
        Source code ready to run (not guaranteed to compile when only a broken fence exists: the
        caller reports that as a syntax error, which is the honest verdict).
    """
    text = clean_reply(reply)
    fences = _fences(text)
    python = [f.body for f in fences if f.tag in _PY_TAGS]
    if python:
        parsing = [body for body in python if _parses(body)]
        if len(parsing) > 1:
            return "\n\n".join(parsing)  # a definition and its usage are often split in two blocks
        return parsing[0] if parsing else python[0]
    untagged = [f.body for f in fences if not f.tag]
    others = untagged or [f.body for f in fences]
    if others:
        parsing = [body for body in others if _parses(body)]
        return max(parsing or others, key=len)
    stripped = text.strip("\n")
    try:
        tree = ast.parse(stripped)
    except (SyntaxError, ValueError):
        pass
    else:
        if _has_code(tree):
            return stripped
    return longest_parsing_span(text.split("\n")).code
