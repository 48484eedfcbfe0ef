"""Function headers written without a keyword, in two more shapes (docs/pseudocode.md, "Functions").

A C-style header whose parameters carry no types and that opens no brace, ``bool isAnagram(s, t)``
(the return type names a type C, Java or C++ declares; a verb never does), and an English header
whose name is the question's method in words, ``can finish(n, pre):`` (the first line of an
answer, ending in ``:``). Either maps onto the question's method as any header does.
"""

from __future__ import annotations

import re

__all__ = ["TYPED_BARE_HEADER", "spaced_header"]

_TYPE = (
    r"(?:int|integer|long|short|bool|boolean|double|float|char|string|String|void|auto|Integer|Boolean|"
    r"vector|List|ArrayList|Map|HashMap|Set|HashSet|ListNode|TreeNode)"
)
# `bool isAnagram(s, t)`, `int[] twoSum(nums, target)`, `vector<int> f(a)`, `ListNode* reverse(head)`
TYPED_BARE_HEADER = re.compile(
    rf"^(?:(?:public|private|protected|static)\s+)*{_TYPE}(?:\s*<[\w<>, ]*>)?(?:\s*\[\])*"
    r"(?:\s*[*&]\s*|\s+)([A-Za-z_]\w*)\s*\(([^()]*)\)\s*:?$"
)
_SPACED = re.compile(
    r"^(?P<words>[A-Za-z][A-Za-z0-9]*(?:\s+[A-Za-z][A-Za-z0-9]*){1,3})\s*(?P<params>\([^()]*\))\s*:$"
)


def spaced_header(code: str, method: str, params: int) -> str | None:
    """``can finish(n, pre):`` as ``can_finish(n, pre):``; ``None`` when the line is no such header.

    Only when the words spell the question's method (``can finish`` for ``canFinish``) and the
    parameters are as many as its own: a title with a note in brackets, ``My solution (stack):`` or
    ``Two pointers (sorted):``, is a title, and a header of another name or count is not guessed.
    """
    m = _SPACED.match(code.strip())
    if m is None or "".join(m.group("words").split()).lower() != method.replace("_", "").lower():
        return None
    inside = m.group("params")[1:-1].strip()
    if len([p for p in inside.split(",") if p.strip()]) != params:
        return None
    return "_".join(m.group("words").split()) + m.group("params") + ":"
