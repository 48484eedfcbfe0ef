"""A walk said as looking at the input's items, the input named by its noun: ``look at every number x
in the list, from the 1st one to the last one``.

(docs/pseudocode.md, "Conventions read since round 18 was opened: English".) Learners who say a walk
as looking at the items (:mod:`_walked_inputs`, ``look at each number in nums``) often name the
collection by what it is rather than by its name: ``in the list``, ``of the array``, ``in the
string``, ``in the input``. As in :mod:`_walked_inputs`, the noun is the question's input of that kind
only when the question has exactly one input it fits (``list`` / ``array`` / ``vector`` a list,
``string`` a string, ``input`` either), the answer never uses the noun as a name of its own and,
for a list's noun, the answer makes no list that ``the list`` could also mean. The whole walk in its
usual order said again after it (``from the first one to the last one``, ``from the 1st to the
last``) adds nothing and is dropped; the other order (``from the last one to the first``) is left, so
the line is not read as a walk at all.
"""

from __future__ import annotations

import re

__all__ = ["looked_at_input"]

_I = re.IGNORECASE
_WHERE = re.compile(
    r"^(?P<pre>.*?\s(?:in|of|from)\s+)the\s+(?:(?:given|input)\s+)?(?P<noun>list|array|vector|string|input)\b"
    r"(?P<post>.*)$",
    _I,
)
_ITEM = r"(?:\s+(?:one|number|item|element|value|character|letter|char|position|slot))?"
_IN_ORDER = re.compile(
    rf"\s*,?\s*from\s+the\s+(?:first|1st|start|beginning|front|left){_ITEM}\s+(?:up\s+)?(?:to|till|until)\s+"
    rf"the\s+(?:last|end|back|right){_ITEM}(?=\s*[:.]?\s*$)",
    _I,
)


def looked_at_input(
    code: str, lists: list[str], strings: list[str], taken: set[str], made_list: bool
) -> str | None:
    """``code`` with ``the list`` (``the string``, …) written as the one input it names, and the usual
    order said again dropped; ``None`` when the line names no input so (see the docstring).

    Args:
        code: the line, a walk said as looking at items (the caller checks it reads as one after).
        lists: the question's list inputs.
        strings: the question's string inputs.
        taken: the words the answer uses as names of its own (lower case).
        made_list: whether the answer makes a list of its own.
    """
    m = _WHERE.match(code)
    if m is None:
        return None
    noun = m.group("noun").lower()
    if noun in taken:
        return None  # `the list` is a name of the learner's: theirs, not the input
    if noun == "string":
        fits = strings
    elif noun == "input":
        fits = lists + strings
    else:
        fits = lists
    if len(fits) != 1 or (made_list and fits[0] in lists):
        return None
    return f"{m.group('pre')}{fits[0]}{_IN_ORDER.sub('', m.group('post'))}"
