"""``stack.top``, ``res.last[1]``, ``queue.front``: an end of a list named as a field (docs/pseudocode.md,
"Mixed").

Learners borrow the field names of other languages' stacks and lists (C++'s ``back``/``front``,
Kotlin's and Ruby's ``first``/``last``, the textbook stack's ``top``) and write them without the
call's brackets. Read only on a name the answer (or the question) makes a list: ``.top``, ``.last``
and ``.back`` are its last item (``[-1]``), ``.first`` and ``.front`` its first (``[0]``). On
anything else (a node, a pair, a name of unknown kind) the field stays as written and the line is
not understood. ``.peek`` is not read: a stack peeks at its last item, a queue at its first.
"""

from __future__ import annotations

from assay.grading._pseudocode._base import Ctx, sub

__all__ = ["list_ends"]

_ENDS = {"top": "[-1]", "last": "[-1]", "back": "[-1]", "first": "[0]", "front": "[0]"}


def list_ends(s: str, ctx: Ctx) -> str:
    """``stack.top`` → ``stack[-1]`` where ``stack`` is known to be a list."""
    if "." not in s:
        return s
    lists = sorted((n for n, k in ctx.kinds.items() if k == "list"), key=len, reverse=True)
    if not lists:
        return s
    names = "|".join(lists)
    return sub(
        ctx,
        "list-ends",
        rf"(?<![\w.])({names})\.(top|last|back|first|front)\b(?!\s*[(\w])",
        lambda m: m.group(1) + _ENDS[m.group(2)],
        s,
    )
