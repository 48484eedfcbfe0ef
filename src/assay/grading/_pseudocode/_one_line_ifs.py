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

docs/pseudocode.md, "Conventions read since round 15 was opened: mixed".
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
    return "\n".join(lines)
