"""Lua written as pseudocode (docs/pseudocode.md, "Conventions read since round 12 was opened").

An answer reads as Lua when a line declares with ``local`` (``local best = 0``, after a bullet too,
or ``Local best = 0`` as a phone capitalises it)
or counts with Lua's ``for i = a, b do``. In such an answer only:

* ``local x = …`` is ``x = …`` and ``local function f(…)`` is ``function f(…)``;
* ``~=`` is ``!=``;
* ``for i = a, b do`` counts from ``a`` to ``b`` inclusive: ``for i = a to b do``; with a step
  (``for i = a, b, -1 do``) ``… to b step -1 do``.

A missing table entry reads as ``nil`` in Lua (``if last[c] ~= nil``), as ``undefined`` does in
JavaScript: :func:`reads_as_lua` tells the program to read a map's missing entries the same way.
Outside such an answer ``~=`` is still ``!=`` (``_expr``: MATLAB's too, and Python has none). Lua's
length ``#t`` is read by the lexer in every answer, wherever an operand is due (``_lex``), so it
needs no Lua of its own here.
"""

from __future__ import annotations

import re

__all__ = ["lua", "reads_as_lua"]

_BULLET = r"(?:[-*+\u2022\u00b7]\s+)?"
# `Local best = 0`: a phone capitalises the line's first word (docs/pseudocode.md, "Conventions read
# since round 13 was opened: mixed")
_LOCAL = re.compile(rf"^([ \t]*{_BULLET})[Ll]ocal\s+(?=(?:[Ff]unction\s+)?[A-Za-z_]\w*)", re.MULTILINE)
# `for i = 0, #s - 1 do`: two or three bounds apart by commas, then `do`
_COUNTED = re.compile(
    # (Lua's own `--` comment may follow: `for i = 1, #s do  -- every letter`)
    rf"^([ \t]*{_BULLET})for\s+([A-Za-z_]\w*)\s*=\s*([^,\n]+?)\s*,\s*([^,\n]+?)(?:\s*,\s*([^,\n]+?))?\s+do"
    # (or a one-line loop's step, its `end` dropped: `for i = 1, k do s = s + a[i]`, `_one_line_loops`)
    r"(\s+--.*|\s+(?!--)\S.*?)?\s*$",
    re.MULTILINE | re.IGNORECASE,
)

# `if last[c] ~= nil then`: Lua's own not-equal against Lua's own nothing (docs/pseudocode.md,
# "Conventions read since round 18 was opened: textbook, Python-like, C-family")
_NOT_NIL = re.compile(r"~=\s*nil\b|\bnil\s*~=")


def reads_as_lua(text: str) -> bool:
    """Whether ``text`` declares with ``local``, counts with ``for i = a, b do`` or tests ``~= nil``."""
    return (
        _LOCAL.search(text) is not None
        or _COUNTED.search(text) is not None
        or _NOT_NIL.search(text) is not None
    )


def lua(code: str) -> str:
    """``code`` (string literals hidden) rewritten where it is Lua; unchanged otherwise."""
    if not reads_as_lua(code):
        return code
    code = _LOCAL.sub(r"\1", code)
    code = _COUNTED.sub(_counted, code)
    return code.replace("~=", "!=")


def _counted(m: re.Match[str]) -> str:
    step = f" step {m.group(5)}" if m.group(5) else ""
    return f"{m.group(1)}for {m.group(2)} = {m.group(3)} to {m.group(4)}{step} do{m.group(6) or ''}"
