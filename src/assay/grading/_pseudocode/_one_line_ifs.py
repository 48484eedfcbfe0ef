"""Two spellings of a one-line ``if``: a swipe keyboard's ``them``, and ``do … done`` around the step.

``if len(cur) == 2*n them res.append(cur); return``: a swipe or a slip from ``n`` to the key beside
it types ``them`` for ``then``. ``them`` is a word no notation has, and between a one-line ``if``'s
condition and its step it can only be ``then``. Read so only there: the line is an ``if`` with no
``then`` of its own, ``them`` stands alone once after the condition's brackets are closed, a step
follows it (``return``, ``break``, ``continue``, an assignment or a call), and the answer never uses
``them`` anywhere else.

``if open < n do go(cur + "(", open + 1, close) done``: a one-line ``if`` closed the way a shell's
``while … do … done`` is, ``done`` ending the step that ``do`` began. Read as ``if … then …`` only
when the whole line is that shape, one ``do`` and one ``done``, with a step between them.

``if node.left != null then queue.push(node.left) end``: Lua's and Ruby's one-line ``if``, closed by
a bare ``end`` at the end of the same line; and ``else lo = mid + 1 end`` under a one-line ``if c
then hi = mid - 1``, the ``end`` closing both. The ``end`` is dropped there only when the answer never
uses ``end`` as a name (nothing sets it, no operator or ``return`` comes before it), since ``hi ←
end`` is a variable.

docs/pseudocode.md, "Conventions read since round 15 was opened: mixed" and "… round 17 …: mixed".
"""

from __future__ import annotations

import re

__all__ = ["one_line_ifs"]

_I = re.IGNORECASE
_STEP = (
    r"(?=(?:return|break|continue|print)\b|[A-Za-z_][\w.]*(?:\[[^\[\]]*\])*\s*(?:=(?!=)|\+=|-=|\u2190|:=)"
    r"|[A-Za-z_][\w.]*\s*\()"
)
_THEM = re.compile(rf"^(?P<head>\s*(?:else\s+)?if\b(?:(?!\bthen\b).)*?\S)\s+them\s+{_STEP}", _I)
_DO_DONE = re.compile(
    rf"^(?P<head>\s*(?:else\s+)?if\b(?:(?!\b(?:then|do|done)\b).)*?\S)\s+do\s+{_STEP}"
    r"(?P<step>(?:(?!\b(?:do|done)\b).)+?)\s+done\s*(?P<rest>(?:#|//).*)?$",
    _I,
)


# `if c then STEP end` (and `elseif c then STEP end`): the step between `then` and a bare last `end`
_THEN_END = re.compile(
    rf"^(?P<head>\s*(?:else\s*if|elif|if)\b(?:(?!\b(?:then|end)\b).)*?\S\s+then\s+{_STEP}"
    r"(?P<step>(?:(?!\b(?:then|end|else)\b).)+?))\s+end\s*;?\s*(?P<rest>(?:#|//|--).*)?$",
    _I,
)
# `else STEP end` under a one-line `if c then STEP`
_ELSE_END = re.compile(
    rf"^(?P<head>\s*else\s+(?!if\b){_STEP}(?P<step>(?:(?!\b(?:then|end|else)\b).)+?))"
    r"\s+end\s*;?\s*(?P<rest>(?:#|//|--).*)?$",
    _I,
)
_ONE_LINE_IF = re.compile(rf"^\s*(?:else\s*if|elif|if)\b.*?\bthen\s+{_STEP}\S", _I)
# `end` as a name: set (`end = n`, `end ← n`), or read after an operator, a bracket or `return`
_END_NAME = re.compile(
    r"\bend\s*(?:=(?!=)|:=|\u2190|<-|\+=|-=|\[|\.|\()|(?:[-+*/%=<>(\[,:\u2190]|\breturn)\s*end\b", _I
)


def _closed(text: str) -> bool:
    return text.count("(") == text.count(")") and text.count("[") == text.count("]")


def one_line_ifs(text: str) -> str:
    """``text`` (string literals hidden) with each such ``if`` written with ``then``."""
    lines = text.split("\n")
    them_uses = len(re.findall(r"\bthem\b", text, _I))
    thems = [k for k, line in enumerate(lines) if (m := _THEM.match(line)) and _closed(m.group("head"))]
    if them_uses == len(thems):
        for k in thems:
            m = _THEM.match(lines[k])
            assert m is not None
            lines[k] = m.group("head") + " then " + lines[k][m.end() :]
    for k, line in enumerate(lines):
        m = _DO_DONE.match(line)
        if m is not None and _closed(m.group("head")) and _closed(m.group("step")):
            rest = f"  {m.group('rest')}" if m.group("rest") else ""
            lines[k] = f"{m.group('head')} then {m.group('step').strip()}{rest}"
    if _END_NAME.search(text) is None:
        _drop_one_line_ends(lines)
    return "\n".join(lines)


def _drop_one_line_ends(lines: list[str]) -> None:
    """``lines`` with the bare ``end`` of each one-line ``if`` (and of an ``else`` step under one) dropped."""
    above = ""  # the last line with a step, to know an `else` closes a one-line `if`
    for k, line in enumerate(lines):
        m = _THEN_END.match(line)
        if m is None and _ONE_LINE_IF.match(above) and _indent(line) == _indent(above):
            m = _ELSE_END.match(line)
        if m is not None and _closed(m.group("head")):
            rest = f"  {m.group('rest')}" if m.group("rest") else ""
            lines[k] = f"{m.group('head')}{rest}"
        if line.strip():
            above = lines[k]


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())
