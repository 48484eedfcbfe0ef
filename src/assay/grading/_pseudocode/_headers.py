"""Function headers written without a keyword, in two more shapes (docs/pseudocode.md, "Functions").

A C-style header whose parameters carry no types and that opens no brace, ``bool isAnagram(s, t)``
(the return type names a type C, Java or C++ declares; a verb never does), and an English header
whose name is the question's method in words, ``can finish(n, pre):`` (the first line of an
answer, ending in ``:``). Either maps onto the question's method as any header does.
"""

from __future__ import annotations

import re

__all__ = ["TYPED_BARE_HEADER", "in_words_header", "spaced_header"]

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


# a header in words (docs/pseudocode.md, "Conventions read since round 9 was opened"): `To get
# maxDepth of root:`, `how to find max depth for root:`, `function is valid, get string s`,
# `procedure two sum, takes nums and target`: the method's name in words, then its inputs
_PARAM_NOUN = (
    r"(?:(?:an?|the)\s+)?(?:(?:string|list|array|tree|node|number|integer|int|word|text|grid)s?\s+)?"
)
_PARAMS = (
    rf"(?P<params>{_PARAM_NOUN}[A-Za-z_]\w*(?:\s*(?:,\s*(?:and\s+)?|\s+and\s+){_PARAM_NOUN}[A-Za-z_]\w*)*)"
)
_IN_WORDS = re.compile(
    r"^(?:(?:how\s+)?to\s+(?:get|find|compute|calculate|work\s+out|do)\s+(?:the\s+)?"
    r"(?P<name>[A-Za-z][A-Za-z0-9]*(?:\s+[A-Za-z][A-Za-z0-9]*){0,3}?)\s+(?:of|for|from|given|with)\s+"
    rf"{_PARAMS}\s*:"
    r"|(?:function|procedure|algorithm|method)\s+(?P<name2>[A-Za-z][A-Za-z0-9]*(?:\s+[A-Za-z][A-Za-z0-9]*){0,3}?)"
    rf"\s*,?\s+(?:gets?|takes?|given|with|receives?)\s+(?P<params2>{_PARAMS[len('(?P<params>') :]}\s*:?)$",
    re.IGNORECASE,
)


def in_words_header(code: str) -> bool:
    """Whether ``code`` has the shape of a header in words (``To find min depth of root:``), of the
    question's method or another's: never a mere purpose said above the steps."""
    return _IN_WORDS.match(code.strip()) is not None


def _words_header(code: str, method: str, params: int) -> str | None:
    """``To get maxDepth of root:`` as ``maxDepth(root):`` (see ``_IN_WORDS``), or ``None``."""
    m = _IN_WORDS.match(code.strip())
    if m is None:
        return None
    name = m.group("name") or m.group("name2")
    listed = (m.group("params") or m.group("params2")).rstrip(": ")
    if "".join(name.split()).lower() != method.replace("_", "").lower():
        return None
    names = [
        re.sub(rf"^{_PARAM_NOUN}", "", p.strip(), flags=re.IGNORECASE) for p in re.split(r",|\band\b", listed)
    ]
    names = [n.strip() for n in names if n.strip()]
    if len(names) != params or not all(re.fullmatch(r"[A-Za-z_]\w*", n) for n in names):
        return None
    return f"{''.join(name.split())}({', '.join(names)}):"


def spaced_header(code: str, method: str, params: int) -> str | None:
    """``can finish(n, pre):`` as ``can_finish(n, pre):``; ``None`` when the line is no such header.

    Only when the words spell the question's method (``can finish`` for ``canFinish``) and the
    parameters are as many as its own: a title with a note in brackets, ``My solution (stack):`` or
    ``Two pointers (sorted):``, is a title, and a header of another name or count is not guessed.
    """
    said = _words_header(code, method, params)
    if said is not None:
        return said
    m = _SPACED.match(code.strip())
    if m is None or "".join(m.group("words").split()).lower() != method.replace("_", "").lower():
        return None
    inside = m.group("params")[1:-1].strip()
    if len([p for p in inside.split(",") if p.strip()]) != params:
        return None
    return "_".join(m.group("words").split()) + m.group("params") + ":"
