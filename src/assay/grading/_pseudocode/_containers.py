"""Described containers in pseudocode: ``a list of n zeros``, ``an empty set`` (docs/pseudocode.md).

A phrase naming a container is read as the Python value it describes; its parts (a size, a fill
value, the elements) are expressions, so this module sits above the expression rewrites.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._arrays import tables
from assay.grading._pseudocode._base import PRIM, Ctx
from assay.grading._pseudocode._empty_lists import HOLDING, IN_IT, whole_phrase
from assay.grading._pseudocode._expr import expr

__all__ = ["NUM_WORDS", "container_phrase"]

_I = re.IGNORECASE
NUM_WORDS = {
    "zeros": "0",
    "zeroes": "0",
    "ones": "1",
    "falses": "False",
    "trues": "True",
    "nones": "None",
    "nils": "None",
    "nulls": "None",
    "empty strings": '""',
}


def container_phrase(text: str, ctx: Ctx) -> str | None:
    """A described container, e.g. ``a list of n zeros`` → ``[0] * (n)``; ``None`` when not one."""
    table = tables(text.strip(), ctx)  # `array of size m × n, every entry 0`: a table, not `array of X`
    if table != text.strip():
        return table
    t = re.sub(r"^(?:an?|the|one)\s+", "", text.strip(), flags=_I)
    empty = re.match(r"^(?:empty|blank)\b", t, _I) is not None
    t = re.sub(r"^(?:new|empty|blank)\s+(?:and\s+empty\s+)?", "", t, flags=_I)
    empty = empty or re.match(r"^empty\b", t, _I) is not None
    t = re.sub(r"^(?:empty|new)\s+", "", t, flags=_I)
    m = re.fullmatch(
        r"(list|array|stack|queue|deque|set|map|dictionary|dict|hash\s*map)\s+of\s+[a-z]+s", t, _I
    )
    if m and empty:
        # `an empty stack of days`, `an empty list of triples`: what it will hold, not what it holds
        t = m.group(1)
    m = re.fullmatch(
        rf"(?:list|array|row|vector)\s+of\s+({'|'.join(NUM_WORDS)})\s*,?\s+(?:as\s+long\s+as|the\s+same\s+(?:length|size)\s+as|"
        rf"(?:with\s+)?one\s+(?:for\s+each|per)\s+(?:item|element|entry|value|number|position)\s+(?:of|in))\s+(?:the\s+)?({PRIM})",
        t,
        _I,
    )
    if m:
        ctx.rule("array-of-size")
        return f"[{NUM_WORDS[m.group(1).lower()]}] * len({expr(m.group(2), ctx)})"
    m = re.fullmatch(
        rf"(?:list|array|table|vector|row)\s+{HOLDING}\s+({PRIM}(?:\s*[-+*]\s*{PRIM})*)\s+"
        rf"({'|'.join(NUM_WORDS)}|copies\s+of\s+.+?){IN_IT}",
        t,
        _I,
    )
    if m:
        word = m.group(2).lower()
        value = NUM_WORDS.get(word) or expr(re.sub(r"^copies\s+of\s+", "", m.group(2), flags=_I), ctx)
        ctx.rule("array-of-size")
        return f"[{value}] * ({m.group(1)})"
    m = re.fullmatch(
        rf"(?:list|array|table|vector)\s+of\s+(?:size|length)\s+({PRIM}(?:\s*[-+*]\s*{PRIM})*)"
        rf"(?:\s*,?\s*(?:all\s+)?(?:filled\s+with|initiali[sz]ed\s+(?:to|with)|set\s+to|with\s+all|of|with|full\s+of)"
        rf"\s+(.+))?",
        t,
        _I,
    )
    if m:
        raw = (m.group(2) or "0").strip()
        value = NUM_WORDS.get(raw.lower()) or expr(raw, ctx)
        ctx.rule("array-of-size")
        return f"[{value}] * ({m.group(1)})"
    m = re.fullmatch(
        r"(?:(list|linked\s+list|tree|binary\s+tree)\s+)?node(?:\s+(?:with|of|holding)\s+(?:value\s+|val\s+)?(.+))?",
        t,
        _I,
    )
    if m:
        ctx.rule("empty-containers")
        kind = "TreeNode" if (m.group(1) or "").lower().endswith("tree") else "ListNode"
        return f"{kind}({expr(m.group(2), ctx) if m.group(2) else 0})"
    kinds = [
        (
            r"(?:hash\s*)?(?:map|dictionary|dict|table|hashmap|hashtable|lookup(?:\s+table)?|counter|count(?:er)?\s+map|object)",
            "{}",
        ),
        (r"(?:hash\s*)?set|hashset", "set()"),
        (r"(?:array\s*list|arraylist|list|array|stack|queue|deque|vector|sequence|collection)", "[]"),
        (r"string", '""'),
    ]
    for pattern, value in kinds:
        if re.fullmatch(pattern, t, _I):
            ctx.rule("empty-containers")
            return value
    lists = whole_phrase(t)
    if lists is not None:
        # `list of n empty lists`: one new list per position (_empty_lists), never `[n []s]`
        ctx.rule("empty-containers")
        return f"[{lists[0]} for _ in range({expr(lists[1], ctx)})]"
    m = re.fullmatch(
        r"(?:queue|stack|list|deque|array)\s+(containing|holding|with|of)\s+(?:only\s+)?(.+)", t, _I
    )
    if m:
        if m.group(1).lower() == "of" and _a_count(m.group(2).strip(), ctx):
            # `array of n`: n items, or the one item n? Either could be meant, so neither is run
            return None
        ctx.rule("empty-containers")
        return f"[{expr(m.group(2), ctx)}]"
    m = re.fullmatch(
        r"(?:set)\s+(?:of|containing|holding|with)\s+(?:all\s+)?(?:the\s+)?(?:elements\s+of\s+|values\s+of\s+|numbers\s+in\s+)?(.+)",
        t,
        _I,
    )
    if m:
        ctx.rule("empty-containers")
        return f"set({expr(m.group(1), ctx)})"
    return None


def _a_count(operand: str, ctx: Ctx) -> bool:
    """Whether ``operand`` reads as a number of items (``n``, ``len(s)``, ``10``, a name holding a number)."""
    count = r"\d+|[nmk]|size|length|len\s*\(.+\)|(?:the\s+)?length\s+of\s+.+"
    return re.fullmatch(count, operand, _I) is not None or ctx.kinds.get(operand) == "num"
