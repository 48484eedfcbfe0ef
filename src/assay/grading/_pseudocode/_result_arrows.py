"""A step's result pointed at the name that keeps it: ``sum the first k numbers → total``
(docs/pseudocode.md, "Conventions read since round 9 was opened").

Phones and notes write a value, then an arrow, then the name it goes into. The arrow is read as
that assignment only when the name after it is a plain name the answer has not set before that
line and reads on a later one: then nothing else could give it its value. Otherwise the arrow
keeps its other readings (a note after a step, ``then`` after a condition, C's ``->``). A computing
verb first (``sum the costs``, ``add up the first k numbers``) is the value it computes (``the sum
of …``); other words stay as written, and a value the normaliser cannot read stays listed.

A calculator's store arrow (TI-84's ``→``, docs/pseudocode.md, "Conventions read since round 17 was
opened: mixed"): an answer that gives a first value that way (``new ListNode(0) → dummy``) and never
assigns in any other way (no ``=``, ``←``, ``:=``, ``<-``) stores with every arrow whose right side is a
target, a name, a field or an item (``list1 → tail.next``, ``tail.next → tail``), two on a line
apart by ``;`` too. In any other answer only the first value is read so.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._lex import SrcLine

__all__ = ["result_arrows"]

_ARROW = re.compile(r"^(?P<value>.*?\S)\s+(?:->|\u2192|=>)\s+(?P<name>[A-Za-z_]\w*)\s*$")
# a line that opens a block or already assigns: its arrow is `then` or a note, never a result
_NOT_A_VALUE = re.compile(
    r"^(?:if|else|elif|elseif|while|for|foreach|until|return|def|function|case|when)\b|:=|\u2190|(?<![<>=!])=(?!=)|[:{]\s*$",
    re.IGNORECASE,
)
# a verb of computing first: the value it computes
_VERBS = (
    (re.compile(r"^(?:sum(?:\s+up)?|add\s+up|total(?:\s+up)?)\s+(?:of\s+)?", re.IGNORECASE), "the sum of "),
)


def _binds(code: str, name: str) -> bool:
    n = re.escape(name)
    return (
        re.search(
            rf"(?<![\w.])(?:{n}\s*(?:,\s*[A-Za-z_]\w*\s*)*(?:=(?!=)|\u2190|:=)|(?:for|foreach)\s+(?:each\s+)?{n}\b)",
            code,
        )
        is not None
        or re.search(rf"^(?:set|let|make|initiali[sz]e)\s+{n}\b", code, re.IGNORECASE) is not None
        or re.search(rf"\(\s*(?:[A-Za-z_]\w*\s*,\s*)*{n}\s*(?:,[^()]*)?\)\s*:?\s*$", code) is not None
    )


# a store's target: a name, a field or an item of one (`tail.next`, `seen[c]`)
_TARGET = r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*|\[[^\[\]]*\])*"
_STORE = re.compile(rf"^(?P<value>.*?\S)\s+(?:->|\u2192)\s+(?P<target>{_TARGET})\s*$")
# any other way of assigning (a comparison's `==`, `<=`, `>=`, `!=` aside)
_ASSIGNS = re.compile(r"\u2190|:=|<-|(?<![<>=!])=(?!=)")


def _stores(code: str) -> str | None:
    """``value → target`` (or several apart by ``;``) as assignments; ``None`` when a part is not one."""
    parts = [part.strip() for part in code.split(";")]
    done = []
    for part in parts:
        if not part and part is parts[-1] and len(parts) > 1:
            continue  # `a → b;`: the last `;` ends the line
        m = _STORE.match(part)
        if m is None or _NOT_A_VALUE.search(m.group("value")) or "->" in m.group("value"):
            return None
        done.append(f"{m.group('target')} = {m.group('value')}")
    return "; ".join(done)


def result_arrows(lines: list[SrcLine], params: list[str]) -> bool:
    """Rewrite ``value → name`` as ``name = value`` where the arrow can only give ``name`` its value;
    in an answer that stores that way and assigns no other way, every ``value → target`` too."""
    other_assignments = any(_ASSIGNS.search(line.code) for line in lines if line.code)
    changed = _first_values(lines, params)
    if changed and not other_assignments:
        for line in lines:
            stored = _stores(line.code) if line.code else None
            if stored is not None:
                line.code = stored
    return changed


def _first_values(lines: list[SrcLine], params: list[str]) -> bool:
    changed = False
    for k, line in enumerate(lines):
        m = _ARROW.match(line.code) if line.code else None
        if m is None or _NOT_A_VALUE.search(m.group("value")):
            continue
        name = m.group("name")
        if name in params or any(_binds(earlier.code, name) for earlier in lines[:k]):
            continue
        read = re.compile(rf"(?<![\w.]){re.escape(name)}(?!\w)")
        if not any(read.search(later.code) for later in lines[k + 1 :]):
            continue
        value = m.group("value")
        for verb, noun in _VERBS:
            value = verb.sub(noun, value, count=1)
        line.code = f"{name} = {value}"
        changed = True
    return changed
