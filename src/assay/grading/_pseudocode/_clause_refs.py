"""English phrases that refer to something named earlier (docs/pseudocode.md, "English").

Parts of items (``the last interval in merged``), counts and positions (``the number of steps in
cost``, ``the kth number``), number words next to arithmetic, what the last step made (``the first k
of them``), recursion in words (``the depth of its left subtree``, ``whichever is bigger``) and the
top of a stack (``the day on top of it``). :func:`assay.grading._pseudocode._clauses.clause_phrase`
applies them in turn; they are separate from it because each resolves a reference against what
the answer defined so far (its lists, functions and last results), where ``clause_phrase`` rewrites
phrasing that stands on its own.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import Ctx, sub
from assay.grading._pseudocode._clause_names import (
    IGNORECASE,
    ITEM_NOUNS,
    MORE,
    NAME,
    PRIMARY,
    function_noun,
    known_name,
    only_node,
)

__all__ = ["counted", "number_words", "parts_of_items", "recursion", "them", "top_of"]

_NOT_AN_OWNER = (
    r"sum|total|length|size|count|max|min|number|end|start|rest|middle|first|last|copy|top|bottom|half|value|"
    r"item|element|entry|node|key"
)
_NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
_PLURALS = (
    r"(?:elements|items|values|numbers|entries|characters|chars|letters|steps|stairs|nodes|words|strings|days|"
    r"houses|prices|intervals|courses|coins|things|integers|ints|rows|cells|heights|temperatures|pairs)"
)
_ORDINALS = {"second": 1, "third": 2, "fourth": 3, "fifth": 4}


def parts_of_items(s: str, ctx: Ctx) -> str:
    """``the last interval in merged`` → ``merged[-1]``; its ``end``/``start`` and ``ends before x``."""
    s = sub(
        ctx,
        "english-slices",
        rf"\b(?:the\s+)?(first|last|final|latest)\s+(?:{ITEM_NOUNS})\s+(?:in|of)\s+(?:the\s+)?{PRIMARY}",
        lambda m: f"{m.group(2)}[{'0' if m.group(1).lower() == 'first' else '-1'}]",
        s,
    )
    item = r"(?<![\w.])([A-Za-z_]\w*(?:\[[^\[\]]*\])+)"  # an item of a list: an interval, a pair
    s = sub(
        ctx,
        "english-slices",
        rf"\b(?:the\s+)?(start|beginning|end|finish)\s+of\s+(?:the\s+)?{item}",
        lambda m: f"{m.group(2)}[{'1' if m.group(1).lower() in ('end', 'finish') else '0'}]",
        s,
    )
    return sub(
        ctx,
        "english-operators",
        rf"{item}\s+(ends|finishes|starts|begins)\s+(before|after)\s+",
        lambda m: (
            f"{m.group(1)}[{'1' if m.group(2).lower() in ('ends', 'finishes') else '0'}] "
            f"{'<' if m.group(3).lower() == 'before' else '>'} "
        ),
        s,
    )


def top_of(s: str, ctx: Ctx) -> str:
    """``the day on top of it`` → ``waiting[-1]``; ``the price of waiting[-1]`` → ``prices[…]``."""
    top = re.search(
        rf"\b(?:the\s+)?(?:(?:{ITEM_NOUNS}|day|index|one|thing)\s+)?(?:on\s+(?:the\s+)?top\s+of|at\s+the\s+top\s+of)\s+"
        rf"(?:the\s+)?(it|{NAME})\b",
        s,
        IGNORECASE,
    )
    if top:
        stack = top.group(1)
        if stack.lower() == "it":
            # "it" is the last list the sentence named (`while waiting has items and … on top of it`)
            named = [w for w in re.findall(NAME, s[: top.start()]) if ctx.kinds.get(w) == "list"]
            stack = named[-1] if named else ""
        if ctx.kinds.get(stack) == "list":
            ctx.rule("english-references")
            ctx.collection = stack
            s = f"{s[: top.start()]}{stack}[-1]{s[top.end() :]}"

    def of(m: re.Match[str]) -> str:
        # `the price of day d` with a list `prices`: that list's entry (`the cost of step 0` with a
        # list `cost` named in the singular too, only after a word that says which item)
        names = [f"{m.group(1)}s", f"{m.group(1)}es"] + ([m.group(1)] if m.group("which") else [])
        owner = next((n for n in names if ctx.kinds.get(n) == "list"), None)
        if owner is None or re.fullmatch(_NOT_AN_OWNER, m.group(1), IGNORECASE):
            return m.group(0)
        ctx.rule("english-references")
        return f"{owner}[{m.group(3)}]"

    return re.sub(
        rf"\b(?:the\s+)?({NAME})\s+of\s+(?:the\s+)?(?P<which>day\s+|index\s+|position\s+|step\s+|stair\s+|house\s+)?"
        rf"{PRIMARY}",
        of,
        s,
        flags=IGNORECASE,
    )


def _called_in_words(ctx: Ctx) -> list[tuple[str, str]]:
    """Each function with the words that call it: its name, and the noun its name computes."""
    said = [(name, name) for name in ctx.functions]
    for name in ctx.functions:
        noun = function_noun(name)
        if noun and not known_name(noun, ctx) and noun not in ctx.functions:
            said.append((name, noun))
    return said


def recursion(s: str, ctx: Ctx) -> str:
    """``the depth of its left subtree`` → ``depth(root.left)``; ``whichever is bigger`` of what was found."""
    node = only_node(ctx) if len(ctx.functions) <= 1 else None
    # (`max_depth of the left child of root`: whose child may be said; then it is that name's, whoever
    # the procedure's node is)
    child = (
        r"(?:(?:its|the)\s+)?(left|right|next)\s+(?:subtree|child|branch|side|node|half|sub-tree)\b"
        rf"(?:\s+of\s+(?:the\s+)?({NAME})\b(?![.(\[]))?"
    )
    for name, said in _called_in_words(ctx):

        def call(m: re.Match[str], name: str = name) -> str:
            if m.group(3):
                return f"{name}({m.group(3)})"
            if m.group(2):  # (only a node has a child: `the left half of nums` is no field)
                owner = m.group(2)
                known = owner == node or ctx.kinds.get(owner) == "node"
                return f"{name}({owner}.{m.group(1).lower()})" if known else m.group(0)
            return f"{name}({node}.{m.group(1).lower()})" if node else m.group(0)

        # a call in words: `the depth of its left subtree` (only there is "its" surely the procedure's
        # node: in a loop, "its left child" is the child of the loop's node)
        s = sub(
            ctx,
            "call-keyword",
            rf"\b(?:the\s+)?{re.escape(said)}\s+of\s+(?:the\s+)?(?:{child}|{PRIMARY})",
            call,
            s,
        )
    if len(ctx.found) >= 2:
        s = sub(
            ctx,
            "english-functions",
            r"\bthe\s+(bigger|larger|greater|higher|smaller|lower|lesser)\s+(?:one\s+)?of\s+(?:the\s+)?(?:two|them|those|these|both)\b",
            lambda m: f"{'max' if m.group(1).lower() in MORE else 'min'}({', '.join(ctx.found)})",
            s,
        )
        pick = (
            r"\b(?:whichever(?:\s+of\s+(?:the\s+|them\s+|those\s+|these\s+)?(?:two|both|those|these))?\s+(?:one\s+)?is\s+|"
            r"the\s+(?:two|those|these)\s+(?:values\s+|results\s+)?'?s?\s*)"
            r"(bigger|larger|greater|higher|more|smaller|less|lower|fewer)\b"
        )
        s = sub(
            ctx,
            "english-functions",
            pick,
            lambda m: f"{'max' if m.group(1).lower() in MORE else 'min'}({', '.join(ctx.found)})",
            s,
        )
    return s


def them(s: str, ctx: Ctx) -> str:
    """``the first k of them``, ``that is the same backwards``: what the last step made."""
    last = ctx.made
    if last is None or not re.fullmatch(NAME, last):
        return s
    s = sub(
        ctx,
        "english-references",
        r"\b(?:the\s+)?(first|last|top)\s+(\w+)\s+(?:of|among|in)\s+(?:(?:that|this|the)\s+(?:sorted\s+|ordered\s+|"
        r"new\s+)?(?:list|array|result|order)|them|those|these|that|it)\b",
        lambda m: f"{last}[:{m.group(2)}]" if m.group(1).lower() != "last" else f"{last}[-{m.group(2)}:]",
        s,
    )
    return sub(
        ctx,
        "english-functions",
        r"\b(?:that|it|this|the\s+result)\s+(?:is|reads)\s+(?:the\s+same\s+(?:backwards?|reversed|in\s+reverse|both\s+ways|"
        r"forwards?\s+and\s+backwards?)|a\s+palindrome)\b",
        f"({last} == {last}[::-1])",
        s,
    )


def number_words(s: str, ctx: Ctx) -> str:
    """``one plus the larger``, ``x minus two``: a number word next to arithmetic is the number."""
    words = "|".join(w for w in _NUMBER_WORDS if not known_name(w, ctx))
    op = r"(?:plus|minus|times|[-+*])"

    def number(word: str) -> str:
        return str(_NUMBER_WORDS.index(word.lower()))

    s = sub(ctx, "english-operators", rf"(?<![\w.])({words})(?=\s+{op}\s)", lambda m: number(m.group(1)), s)
    return sub(
        ctx,
        "english-operators",
        rf"(\s{op}\s+)({words})\b(?!\s+(?:of|more|less|times|steps?|places?)\b)",
        lambda m: m.group(1) + number(m.group(2)),
        s,
    )


def counted(s: str, ctx: Ctx) -> str:
    """``the number of steps in cost`` → ``len(cost)``; ``the kth number`` → ``nums[k - 1]``."""

    def size(m: re.Match[str]) -> str:
        if ctx.kinds.get(m.group(1)) not in ("list", "set", "dict") and m.group(1) not in ctx.sequences:
            return m.group(0)
        ctx.rule("length")
        return f"len({m.group(1)})"

    s = re.sub(
        rf"\b(?:the\s+)?(?:number|count|amount)\s+of\s+{_PLURALS}\s+(?:in|of|inside)\s+(?:the\s+)?{PRIMARY}"
        r"(?!\s+(?:that|which|where|whose|equal|appears?)\b)",
        size,
        s,
        flags=IGNORECASE,
    )

    def nth(m: re.Match[str]) -> str:
        word, count, seq = m.group(1), m.group(2), m.group(4) or ctx.sequence
        if seq is None or (ctx.kinds.get(seq) != "list" and seq not in ctx.sequences):
            return m.group(0)
        if m.group(3) and "sort-reverse" not in ctx.rules:
            return m.group(0)  # `the kth largest` is a position only once the answer sorted
        if word:
            ctx.rule("english-slices")
            return f"{seq}[{_ORDINALS[word.lower()]}]"
        if not count.isdigit() and not known_name(count, ctx):
            return m.group(0)
        ctx.rule("english-slices")
        return f"{seq}[{count} - 1]"

    # `the kth largest number` after sorting: the learner's own position, counted from 1
    return re.sub(
        rf"\b(?:the\s+)?(?:({'|'.join(_ORDINALS)})|({NAME}|\d+)(?:-|')?(?:th|st|nd|rd))\s+"
        rf"(largest\s+|smallest\s+|biggest\s+)?(?:{ITEM_NOUNS}|one)(?:\s+(?:of|in)\s+(?:the\s+)?({NAME}))?\b",
        nth,
        s,
        flags=IGNORECASE,
    )
