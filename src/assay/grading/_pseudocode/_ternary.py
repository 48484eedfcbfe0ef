"""C, Java and JavaScript ternaries ``c ? a : b`` as Python's ``(a if c else b)`` (docs/pseudocode.md)."""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import Ctx, find_top, split_top
from assay.grading._pseudocode._brackets import balanced

__all__ = ["ternaries"]


def ternaries(s: str, ctx: Ctx) -> str:
    """Every ternary of ``s``: those inside brackets argument by argument, then the outermost one."""
    return _ternary(_nested_ternaries(s, ctx), ctx)


def _nested_ternaries(s: str, ctx: Ctx) -> str:
    """``Math.max(1, c ? a : b)``, ``[c ? a : b]``: a ternary inside brackets, argument by argument."""
    out, k = "", 0
    while k < len(s):
        if s[k] not in "([":
            out, k = out + s[k], k + 1
            continue
        close, depth = k, 0
        for close in range(k, len(s)):
            depth += 1 if s[close] in "([{" else -1 if s[close] in ")]}" else 0
            if depth == 0:
                break
        if depth != 0:
            return s
        inner = _nested_ternaries(s[k + 1 : close], ctx)
        if find_top(inner, r"\?(?![.?])") is not None:
            parts = split_top(inner)
            inner = ", ".join(_ternary(p.strip(), ctx) if "?" in p else p.strip() for p in parts)
        out, k = out + s[k] + inner + s[close], close + 1
    return out


def _ternary(s: str, ctx: Ctx) -> str:
    """``c ? a : b`` → ``(a if c else b)``, innermost-last so nested ternaries nest."""
    q = find_top(s, r"\s*\?\s*")
    if q is None or s[q.start() :].startswith("?."):
        return s
    rest = s[q.end() :]
    colon = find_top(rest, r"\s*:\s*")
    if colon is None:
        return s
    test, yes, no = s[: q.start()], rest[: colon.start()], rest[colon.end() :]
    lead = re.match(r"^(.*?(?:=|\breturn\b|\(|,)\s*)(?=[^=]*$)", test)
    prefix = ""
    if (
        lead
        and not re.search(r"[<>!=]=?\s*$", lead.group(1))
        and balanced(lead.group(1), "()[]", in_order=False)
    ):
        prefix, test = lead.group(1), test[lead.end() :]
    elif re.match(r"^\s*return\b", test):
        # `return k == "abc" ? 1 : -1`: the comparison is the test, `return` the prefix
        prefix, test = re.sub(r"^(\s*return\b\s*).*$", r"\1", test), re.sub(r"^\s*return\b\s*", "", test)
    else:
        assign = find_top(test, r"(?<![=!<>])=(?!=)")
        if assign is not None:
            prefix, test = test[: assign.end()] + " ", test[assign.end() :]
    ctx.rule("ternary")
    return f"{prefix}({_ternary(yes, ctx)} if {test.strip()} else {_ternary(no, ctx)})"
