"""The rest of a list filled with one value: ``from w to the end of nums, fill all with zero``.

(docs/pseudocode.md, "Conventions read since round 11 was opened: English".) An answer that moves
items to the front of a list often finishes by filling the positions left over, said in words:
``fill everything from w to the end with 0``, ``from w until the end of the array, fill all with
zeros``, ``set every position from w to the end to zero``, ``put 0 in every slot from w to the end
of nums``. Each is ``nums[w:] = [V] * (len(nums) - w)``: every position from the first one said up
to the last, in place (the list keeps its length and its identity, which an in-place question
checks).

The list is the one named (a name the answer or the question binds) or, with no name or with its
noun (``the array``, ``the list``), the question's only list; with two lists and no name the line
is left not understood. Only the end of the list is read as where the filling stops: ``from w to n
- 2`` says another end and is left to the other rows.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import Ctx
from assay.grading._pseudocode._kinds import NAME, Expr, kind

__all__ = ["FILL_REST", "fill_rest"]

_I = re.IGNORECASE
_START = r"(?:position\s+|index\s+|place\s+)?(?P<start>[A-Za-z_]\w*|\d+)"
_END = (
    rf"(?:to|until|till|through|thru|up\s+to)\s+(?:the\s+)?(?:very\s+)?end"
    rf"(?:\s+of\s+(?:the\s+)?(?P<seq>{NAME}))?"
)
_ALL = (
    r"(?:all|everything|them|each|the\s+rest|all\s+of\s+them|every\s+(?:one|position|slot|place|cell|spot)|"
    r"(?:the\s+)?(?:positions|slots|places|cells|spots))"
)
_VALUE = r"(?P<value>zeros?|zeroes|[A-Za-z_]\w*|-?\d+)"
# the patterns (also read by `_after_loop`, where the step follows `after the loop,`)
FILL_REST = (
    rf"fill\s+(?:{_ALL}\s+)?(?:of\s+(?:the\s+)?(?P<seq0>{NAME})\s+)?from\s+{_START}\s+{_END}\s+with\s+{_VALUE}",
    rf"from\s+{_START}\s+{_END}\s*,?\s*(?:fill|set|make)\s+{_ALL}\s+(?:with|to|as|into)\s+{_VALUE}",
    rf"(?:set|make)\s+{_ALL}\s+from\s+{_START}\s+{_END}\s+(?:to|into)\s+{_VALUE}",
    rf"(?:put|write|place)\s+{_VALUE}\s+(?:in|into|at)\s+{_ALL}\s+from\s+{_START}\s+{_END}",
)


def _the_list(said: str | None, ctx: Ctx) -> str | None:
    lists = [p for p in ctx.sequences if ctx.kinds.get(p) == "list"]
    if said is None or re.fullmatch(r"array|list|numbers|input", said, _I):
        return lists[0] if len(lists) == 1 else None  # the question's only list, by its noun or unsaid
    return said if ctx.kinds.get(said) == "list" else None  # a name nothing binds as a list: not clear


@kind(*FILL_REST)
def fill_rest(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    groups = m.groupdict()
    seq = _the_list(groups.get("seq") or groups.get("seq0"), ctx)
    if seq is None:
        return None
    value = m.group("value")
    said = "0" if re.fullmatch(r"zeros?|zeroes", value, _I) else expr(value, ctx)
    start = expr(m.group("start"), ctx)
    ctx.rule("fill-rest")
    return [f"{seq}[{start}:] = [{said}] * (len({seq}) - {start})"]
