"""A thing kept with its first value said after its name: ``keep a set called seen, which starts empty``.

(docs/pseudocode.md, "Conventions read since round 11 was opened: English".) Learners name what
they keep and then say where it starts, after a comma or in a relative clause: ``keep a set called
seen, which starts empty``, ``make a list out that starts out empty``, ``keep a write position w,
start 0``, ``use a counter c that begins at 1``. The name is set to that first value:

- ``empty`` makes the container the noun before the name says (``a set`` → ``set()``, ``a list`` →
  ``[]``, ``a map`` → ``{}``); with no container noun (``keep a thing t, which starts empty``)
  nothing says which container, and the line is left not understood;
- any other value is a value, and only for a noun that is no container (``a position``, ``a
  count``, ``a pointer``): ``keep a list xs, which starts at 0`` says two things and is left;
- the name must stand right before the clause (``called`` / ``named`` may come before it), and the
  clause must open with ``which`` / ``that`` / a comma and a verb of starting; other words
  (``keep a set seen, which is handy``) give no value and are left to the other rows.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import Ctx
from assay.grading._pseudocode._containers import container_phrase
from assay.grading._pseudocode._creation import assign
from assay.grading._pseudocode._kinds import NAME, Expr, kind

__all__ = ["kept_with_first_value"]

_I = re.IGNORECASE
_CONTAINER = r"(?:list|array|stack|queue|deque|set|map|dictionary|dict|hash\s*map|hash\s*set|table|string)"


@kind(
    r"(?:keep|make|create|use|have|hold|start|set\s+up|declare|take)\s+(?:also\s+)?(?:a|an|one|my)\s+"
    r"(?P<desc>(?:[a-z]+\s+){0,3}?)(?:(?:called|named)\s+)?(?P<name>" + NAME + r")"
    r"\s*(?:,\s*(?:(?:which|that|and\s+it|it)\s+)?|\s+(?:which|that)\s+)"
    r"(?:starts?|begins?|is\s+set)(?:\s+(?:out|off))?(?:\s+(?:at|as|from|with|on|to))?\s+(?P<value>\S.*?)\.?"
)
def kept_with_first_value(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    desc = re.sub(r"\s+(?:called|named)\s*$", "", m.group("desc").strip(), flags=_I)
    name = m.group("name")
    if name.lower() in {"called", "named", "which", "that", "it"}:
        return None
    container = re.search(rf"\b{_CONTAINER}\b", desc, _I)
    value = m.group("value").strip()
    if re.fullmatch(r"(?:empty|blank)(?:\s+(?:at\s+first|for\s+now))?", value, _I):
        if container is None:
            return None  # `keep a thing t, which starts empty`: which container is not said
        made = container_phrase(f"an empty {container.group(0)}", ctx)
        if made is None:
            return None
        ctx.rule("set-let")
        return assign(name, made, ctx)
    if container is not None:
        return None  # `keep a list xs, which starts at 0`: a container said to start at a number
    ctx.rule("set-let")
    return assign(name, expr(value, ctx), ctx)
