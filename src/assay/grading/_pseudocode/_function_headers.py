"""Function headers of the pseudocode normaliser: which lines define a function, its name and parameters.

:func:`parse_function_header` reads every way an answer opens a function: a keyword (``function``,
``procedure``, ``def``, ``algorithm``…), a JavaScript function expression, a C-family typed header
with its brace, or a bare ``TWO-SUM(A, t)`` (docs/pseudocode.md). It is separate from the line
classification (``_stmt``) because the normaliser also asks it before any line is classified, to
learn the answer's function names and parameters.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import split_top
from assay.grading._pseudocode._headers import TYPED_BARE_HEADER
from assay.grading._pseudocode._return_types import trailing_kind

__all__ = ["parse_function_header", "strip_opener"]

_I = re.IGNORECASE
_FUNC = re.compile(
    r"^(?:(?:public|private|protected|static|export|async|pub)\s+)*(?:function|procedure|proc|def|define|algorithm|"
    r"func|fun|fn|method|subroutine|sub)(?:\s*:\s*|\s+)([A-Za-z_][\w-]*|\d+-?[A-Za-z][\w-]*)\s*(?:\((.*)\))?\s*"
    r"(?:(?:->|:|returns?|returning)?\s*(.*))?$",
    _I,
)
_SQUARE_PARAMS = re.compile(r"^\[\s*((?:[A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)?)\s*\]\s*$")
_CLASS_METHOD = re.compile(r"^\.([A-Za-z_]\w*)\s*\(([^()]*)\)\s*(.*)$")
_SPACED_NAME = re.compile(r"^([A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){0,3})\s*\(([^()]*)\)\s*(.*)$")
# `var f = function(a) {`, `const f = (a) =>`, and R's `f <- function(a) {` (its arrow assigns; read as ←)
_FUNC_EXPR = re.compile(
    r"^(?:(?:export|const|let|var|final|val)\s+)*([A-Za-z_]\w*)\s*(?::\s*[^=]+)?(?:=|<-|\u2190)\s*(?:async\s+)?"
    r"(?:function\s*(?:[A-Za-z_]\w*)?\s*\(([^()]*)\)|\(([^()]*)\)\s*=>|([A-Za-z_]\w*)\s*=>)\s*$",
    _I,
)
# a parameter may have C's type before it, as a homework site's `Algorithm(int nums[], int n)` does
_C_TYPE = r"(?:(?:const\s+)?[A-Za-z_]\w*(?:<[\w<>, ]*>)?(?:\s*\[\])*\s*[*&]?\s+)?"
_BARE_PARAM = rf"{_C_TYPE}[A-Za-z_]\w*(?:\s*\[[^\]]*\])*(?:\s*:\s*[\w\[\] .]+?(?:\[[\w, ]*\])?)?"
_BARE_HEADER = re.compile(
    rf"^([A-Za-z_][\w-]*)\s*\(\s*((?:{_BARE_PARAM}(?:\s*,\s*{_BARE_PARAM})*)?)\s*\)"
    r"\s*(?:(?:->|:|returns?)\s*[\w\[\], .]*)?$",
    _I,
)
_KEYWORDS = re.compile(
    r"^(?:if|while|for|foreach|until|return|elif|else|switch|catch|repeat|do|loop|and|or|not|print|new)$", _I
)
_NOT_A_HEADER = re.compile(
    r"^(?:if|while|for|foreach|until|return|print|println|output|swap|exchange|push|pop|enqueue|dequeue|call|"
    r"max|min|len|length|size|sort|sorted|reverse|append|add|insert|remove|delete|floor|ceil|abs|sum|range|"
    r"str|int|float|list|set|dict|map|error|assert|raise|yield|and|or|not|elif|else|switch|catch|repeat|"
    r"increment|decrement|do|loop|new|exit|write|display|recurse|console\.log)$",
    _I,
)
_TYPE_NAMES = re.compile(
    r"^(?:\[\]\w*|int|integer|string|str|bool|boolean|float|float64|double|char|byte|rune|long|number|any|"
    r"object|list|array)$",
    _I,
)
_TYPED_FUNC = re.compile(
    r"^(?:public\s+|private\s+|protected\s+|static\s+)*[\w<>\[\], ]+?[\s*&]+([A-Za-z_]\w*)\s*\(([^()]*)\)$"
)


def strip_opener(code: str) -> tuple[str, bool, bool]:
    """Remove a trailing ``{`` and ``:``; return (text, braced, had_colon)."""
    braced = False
    colon = False
    s = code.strip()
    if s.endswith("{"):
        braced = True
        s = s[:-1].rstrip()
    if s.endswith(":") and not s.endswith("::"):
        colon = True
        s = s[:-1].rstrip()
    # `While l ≤ r, repeat:`, `For i = 1, …, n–1, repeat:` (lecture slides): the loop said, then
    # that its steps repeat; the words add nothing to the header
    m = re.search(r"\s*,\s*repeat$", s, _I)
    if colon and m and re.match(r"(?:while|for)\b", s, _I):
        s = s[: m.start()].rstrip()
    m = re.search(r"\s+(?:do|then|begin)$", s, _I)
    if m and not re.fullmatch(r"(?:do|then|begin)", s, _I):
        colon = True
        s = s[: m.start()].rstrip()
    return s, braced, colon


def _param_name(raw: str) -> str | None:
    p = raw.strip()
    p = re.sub(r"=.*$", "", p).strip()
    if ":" in p:
        p = p.split(":", 1)[0].strip()
    p = re.sub(r"\s+as\s+.*$", "", p, flags=_I).strip()
    p = re.sub(r"^(?:var|const|out|in|inout|ref|byval|byref)\s+", "", p, flags=_I)  # Pascal, VB modes
    p = re.sub(r"\(\s*\)$", "", p)  # VB arrays: `nums() As Integer`
    p = re.sub(r"\[[^\]]*\]", "", p)  # A[1..n], int[] a
    p = re.sub(r"<[^<>]*(?:<[^<>]*>[^<>]*)*>", "", p)  # List<Integer> a
    p = p.strip("&*. ")
    words = p.split()
    if not words:
        return None
    name = words[-1].strip("&*")
    if len(words) == 2 and _TYPE_NAMES.match(name) and not _TYPE_NAMES.match(words[0]):
        name = words[0]  # Go: `nums []int`
    if not re.match(r"^[A-Za-z_]\w*$", name) or name == "self":
        return None
    return name


def _params(text: str) -> list[str]:
    # Pascal separates parameter groups with `;` (`var a: array of integer; k: integer`), and a
    # group may name several (`lo, hi: integer`): every name is a parameter
    groups = split_top(text, ";") if ";" in text else [text]
    return [p for p in (_param_name(x) for g in groups for x in split_top(g)) if p]


def _identifier(name: str) -> str:
    """``TWO-SUM`` → ``TWO_SUM``; after a keyword, a name may start with a digit as problems'
    names do (``algorithm 3sum(nums)``): ``_3sum`` (docs/pseudocode.md, "Conventions read since
    round 10 was opened")."""
    name = name.replace("-", "_")
    return f"_{name}" if name[:1].isdigit() else name


def parse_function_header(
    code: str, *, bare: bool = False, any_name: bool = False
) -> tuple[str, list[str]] | None:
    """The name and parameter names of a function header line, or ``None``.

    ``bare``: also accept a header with no keyword, ``TWO-SUM(A, t)`` (the caller decides from the
    lines around it whether such a line opens a block or is a call); ``any_name``: even one named
    like an operation (``REVERSE(A, i, j)`` with a body under it).
    """
    s, braced, _colon = strip_opener(code)
    s = re.sub(r"\s+(?:is|begin|do)$", "", s, flags=_I)
    m = _FUNC.match(s)
    spaced = _SPACED_NAME.match(m.group(3) or "") if m and m.group(2) is None else None
    method = _CLASS_METHOD.match(m.group(3) or "") if m and m.group(2) is None else None
    if m and method and trailing_kind(method.group(3) or "") != "step":
        # Pascal's `function TSolution.MaxProfit(prices: …): Integer;`: a method of a class
        return method.group(1), _params(method.group(2))
    if m and spaced and trailing_kind(spaced.group(3) or "") != "step":
        # `function is anagram (s, t)`: a name of several words, its parameters after them
        return "_".join([m.group(1), *spaced.group(1).split()]).replace("-", "_"), _params(spaced.group(2))
    squared = _SQUARE_PARAMS.match(m.group(3) or "") if m and m.group(2) is None else None
    if m and squared:
        # `function search[a, t]`: square brackets for round ones (docs/pseudocode.md, "Conventions
        # read since round 18 was opened: textbook, Python-like, C-family"); a keyword says it is a header
        return _identifier(m.group(1)), _params(squared.group(1))
    if m and trailing_kind(m.group(3) or "") == "step":
        # `function f(x): s = 0`: a step on the header's line, which dropping would lose (not read)
        return None
    if m:
        return _identifier(m.group(1)), _params(m.group(2) or "")
    m = _FUNC_EXPR.match(s)
    if m:
        return m.group(1), _params(m.group(2) or m.group(3) or m.group(4) or "")
    if braced:
        m = _TYPED_FUNC.match(s)
        # `REPEAT UNTIL (a = b) {` (AP CSP) is a loop, not a function `UNTIL` returning `REPEAT`
        loop_words = r"^(?:if|while|for|foreach|switch|return|else|elif|elseif|catch|repeat|until|loop|do)\b"
        if m and not re.match(loop_words, s, _I) and not _KEYWORDS.match(m.group(1)):
            return m.group(1), _params(m.group(2))
    if bare:
        m = _BARE_HEADER.match(s)
        if m and not _KEYWORDS.match(m.group(1)) and (any_name or not _NOT_A_HEADER.match(m.group(1))):
            return m.group(1).replace("-", "_"), _params(m.group(2))
        m = TYPED_BARE_HEADER.match(s)
        if m and not _KEYWORDS.match(m.group(1)):
            return m.group(1), _params(m.group(2))
    return None
