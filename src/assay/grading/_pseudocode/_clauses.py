"""English noun phrases and comparisons of the pseudocode normaliser (docs/pseudocode.md, "English").

:func:`clause_phrase` rewrites the phrases that name things by what they are or hold (nodes, counts,
parts of items, the top of a stack, results of recursion) into Python expressions;
:mod:`assay.grading._pseudocode._prose` calls it from its :func:`phrase`. The phrases that refer to
something the answer defined earlier (parts of items, counts, recursion, the top of a stack) are read
in :mod:`assay.grading._pseudocode._clause_refs`; the helpers that say which names a sentence may mean
are in :mod:`assay.grading._pseudocode._clause_names`, shared with the steps built on these phrases
(:mod:`assay.grading._pseudocode._clause_steps`). The kinds:

* **nodes**: ``there is no node``, ``the tree is empty``, ``p has a left child``, ``a and b both
  exist``;
* **counts and positions**: ``how many items are in q right now``, ``the middle index`` (of the two
  ends the answer set), ``x is the target`` (a value comparison, not Python's identity), ``the
  lengths of a and b differ``;
* **parts of items**: ``the last interval in merged``, ``the end of merged[-1]``, ``… ends before x``;
* **the top of a stack**: ``the day on top of it`` (the last list the sentence named), ``the price of
  day d`` (the list named for the noun);
* **recursion in words**: ``the depth of its left subtree``, ``whichever is bigger`` (of the two
  values a ``find a and b`` step kept);
* **a step explained, then written**: ``otherwise go left (hi = mid - 1)``.

Each reads a kind of phrasing and applies only when what it refers to is unambiguous; otherwise it
leaves the text alone and the line is reported as not understood.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._also_tests import drop_closing_too
from assay.grading._pseudocode._base import PRIM, Ctx, sub
from assay.grading._pseudocode._clause_names import (
    CHILD,
    IGNORECASE,
    MORE,
    NAME,
    PRIMARY,
    known_name,
    only_node,
)
from assay.grading._pseudocode._clause_refs import (
    counted,
    number_words,
    parts_of_items,
    recursion,
    them,
    top_of,
)

__all__ = ["clause_phrase", "explained_step"]

# words a test's `not` may follow that name no thing: `is not null`, `and not null`, `does not …`, and
# the adverbs a verb of being keeps before it (`is also not nil`)
_NOT_A_THING = (
    r"(?i:is|are|was|were|be|if|and|or|while|until|then|return|not|do|does|did|has|have|"
    r"also|still|already|currently|yet|just|really|surely|definitely)"
)

_NODE_WORDS = r"(?:node|tree|root|head|list)"
_ENDS = (("lo", "hi"), ("low", "high"), ("left", "right"), ("l", "r"), ("start", "end"), ("begin", "end"))
_NOT_HELD = r"a|an|no|any|anything|something|nothing|more|less|items?|elements?|entries|one|it|them|stuff"
_NODE_NAMES = r"(?:node|root|tree|head|cur|curr|current|\w+_?node|\w+Node|left|right|child|subtree)"
_DIFFER = {"d": "!=", "n": "!=", "e": "==", "t": "==", "m": "=="}


def _named_node(words: str, ctx: Ctx) -> str | None:
    noun = re.search(_NODE_WORDS + r"\b", words.lower())
    return noun.group(0) if noun and known_name(noun.group(0), ctx) else None


# a value `still` may stand before: a number, infinity, nothing, a truth value, a string, a name
_STILL_VALUE = (
    r"([-+]?\d|[-+]?\u221e|[-+]?(?:inf|infinity|float\(|math\.inf)\b|(?:None|null|nil|nothing|empty|"
    r"zero|true|false|True|False)\b|__s\d+__)|([A-Za-z_]\w*)(?=[\w.]*(?:\[[^\[\]]*\])*\s*(?:$|[):]|\b(?:else|then|and|or|do)\b))"
)


def clause_phrase(s: str, ctx: Ctx) -> str:
    """Rewrite the expression kinds above in ``s`` (string-masked code)."""
    # `if the count of c is 0 now`: a time word at the end of a test says nothing more
    if re.fullmatch(r"\s*(?:nothing|null|nil|none|NULL|NIL)\s*", s) and not known_name(s.strip(), ctx):
        return "None"  # `let prev be nothing and cur be the head`: each value of a shared `let`
    s = drop_closing_too(s)
    s = re.sub(
        r"\b(is|are|was|were)\s+(?:already|still)\s+(?=a\b|an\b|one\b|in\b|inside\b|present\b|stored\b)",
        r"\1 ",
        s,
    )
    # `if x is in seen already`, `while c is inside window still`: the word after the place says the
    # same as before it (docs/pseudocode.md, "Conventions read since round 18 was opened: English")
    s = re.sub(
        r"\b((?:is|are|was|were)(?:\s+not)?\s+(?:in|inside)\s+[A-Za-z_]\w*)\s+(?:already|still)\b(?=\s*(?:$|[,:)]|\bthen\b))",
        r"\1",
        s,
    )
    # `if best is still ∞`, `while lo is still 0`: `still` says the value has not changed since it
    # was set, which is the test itself (docs/pseudocode.md, "Conventions read since round 9 was
    # opened"); before a value only, so `is still going` stays words
    s = sub(
        ctx,
        "still-equal",
        rf"\b(is|are|was|were)(\s+not)?\s+(?i:still)\s+(?=({_STILL_VALUE}))",
        lambda m: (
            m.group(1) + (m.group(2) or "") + " "
            if m.group(3) is not None or known_name(m.group(4), ctx)
            else m.group(0)
        ),
        s,
    )
    s = sub(
        ctx,
        "english-operators",
        r"\b(?:drops?|dropped|falls?|fell|goes|went|gets|got|sinks?|sank|dips?|dipped)\s+(?:below|under)\b",
        "<",
        s,
    )
    s = sub(
        ctx,
        "english-operators",
        r"\b(?:rises?|rose|goes|went|gets|got|climbs?|climbed)\s+(?:above|over|past)\b|\bexceeded\b",
        ">",
        s,
    )

    def has(m: re.Match[str]) -> str:
        if ctx.kinds.get(m.group(1)) not in ("set", "dict", "list") or re.fullmatch(
            _NOT_HELD, m.group(2), IGNORECASE
        ):
            return m.group(0)
        ctx.rule("contains")
        negated = re.search(r"\bnot\b|n't\b", m.group(0)) is not None
        return f"({m.group(2)} {'not in' if negated else 'in'} {m.group(1)})"

    # `if seen already has v`: a container holding a value
    s = re.sub(
        rf"(?<![\w.])({NAME})\s+(?:already\s+|still\s+)?(?:has|holds|includes|contains|does\s+not\s+(?:have|hold|include|contain)|"
        rf"doesn't\s+(?:have|hold|include|contain))\s+({PRIM})(?=\s*$|\s*\)|\s+(?:and|or)\b|\s*,)",
        has,
        s,
        flags=IGNORECASE,
    )
    if (
        re.fullmatch(r"\s*(?:it|that|this\s+one)\s*", s, IGNORECASE)
        and ctx.made
        and not known_name("it", ctx)
    ):
        return ctx.made  # `make a dummy node and let tail be it`: what the last step made
    nodes = [p for p in sorted(ctx.params) if ctx.kinds.get(p) == "node"]
    if len(nodes) == 2:
        # `attach whichever list is left`: of the question's two lists, the one not used up
        a, b = nodes
        s = sub(
            ctx,
            "english-references",
            r"\bwhichever\s+(?:list|one|node|of\s+(?:them|the\s+two))\s+(?:is\s+(?:still\s+)?(?:left|remaining|not\s+(?:empty|null|none|done))|"
            r"remains|still\s+has\s+nodes|is\s+non-?empty|is\s+still\s+there)",
            f"({a} if {a} is not None else {b})",
            s,
        )

    def missing(m: re.Match[str]) -> str:
        name = m.group(1)
        nodeish = ctx.kinds.get(name) == "node" or (
            ctx.kinds.get(name) is None and re.fullmatch(_NODE_NAMES, name, IGNORECASE) is not None
        )
        if not nodeish:
            return m.group(0)
        ctx.rule("is-none")
        return f"({name} is {'not ' if m.group(2) else ''}None)"

    # `if node is empty` on a node: no node (`len(node)` would fail)
    s = re.sub(
        # (`the tree is empty` names a role, not a variable: read below, as the question's node)
        # (`the node after fast is not null` is about fast's successor, read by `_english_expr`)
        rf"(?<![\w.])(?<![Tt]he\s)(?<!after\s)(?<!following\s)({NAME})\s+is\s+(not\s+)?(?:empty|missing|nothing|null|none|nil)\b",
        missing,
        s,
        flags=IGNORECASE,
    )
    s = sub(
        ctx,
        "english-operators",
        rf"{PRIMARY}\s+is\s+(not\s+)?strictly\s+between\s+({PRIM})\s+and\s+({PRIM})",
        lambda m: f"{'not ' if m.group(2) else ''}({m.group(3)} < {m.group(1)} < {m.group(4)})",
        s,
    )
    # `the smaller of a and b times w`: the product of the smaller one (not of b alone)
    s = sub(
        ctx,
        "english-functions",
        rf"\b(?:the\s+)?(smaller|lesser|lower|shorter|minimum|min|larger|bigger|greater|higher|taller|longer|maximum|max)\s+"
        rf"(?:value\s+)?of\s+({PRIM})\s+and\s+({PRIM})\s+(?:times|multiplied\s+by|\*)\s+",
        lambda m: (
            f"{'max' if m.group(1).lower() in (*MORE, 'taller', 'longer', 'maximum', 'max') else 'min'}"
            f"({m.group(2)}, {m.group(3)}) * "
        ),
        s,
    )
    s = sub(
        ctx,
        "equals-words",
        r"\b(?:differs|is\s+different|is\s+not\s+the\s+same)\s+(?:from|than|as)\b",
        "!=",
        s,
    )
    s = sub(
        ctx,
        "english-functions",
        rf"\b(?:the\s+)?(?:lower\s*case|lowercase\s+version|lower-case)\s+(?:of|version\s+of)\s+{PRIMARY}",
        r"\1.lower()",
        s,
    )
    s = sub(ctx, "english-functions", rf"{PRIMARY}\s+(?:in\s+lower\s*case|lower-?cased)\b", r"\1.lower()", s)
    if ctx.sequence:
        # `the character at left`: of the question's string or list when none is named
        s = sub(
            ctx,
            "english-references",
            rf"\b(?:the\s+)?(?:character|char|letter|number|value|item|element|digit)\s+at\s+(?:index\s+|position\s+)?"
            rf"({PRIM})(?!\s*(?:of|in)\b)",
            rf"{ctx.sequence}[\1]",
            s,
        )
    if not known_name("now", ctx):
        s = re.sub(
            r"\s*,?\s+(?:right\s+now|now|currently|at\s+this\s+(?:point|moment|time))\s*$",
            "",
            s,
            flags=IGNORECASE,
        )
    # `node.left not null AND …`: a test that drops its `is` (docs/pseudocode.md, "Conventions read since
    # round 16 was opened: mixed"); never a verb's (`is not null`, `does not …`) or a word's own `not`
    s = sub(
        ctx,
        "is-none",
        rf"(?<![\w.])(?!{_NOT_A_THING}\b)({PRIM})\s+(?i:not\s+(?:null|none|nil))\b",
        r"(\1 is not None)",
        s,
    )
    # `fast and its next both exist`: "its" is the name just before it
    s = re.sub(rf"\b({NAME})\s+and\s+its\s+(next|left|right)(?:\s+(?:node|child|one))?\b", r"\1 and \1.\2", s)
    s = sub(
        ctx,
        "is-none",
        rf"{PRIMARY}\s+and\s+{PRIMARY}\s+(?:both\s+)?(?:exist|are\s+(?:both\s+)?(?:there|present|not\s+(?:null|none|nil|empty)))\b",
        r"(\1 is not None and \2 is not None)",
        s,
    )
    s = sub(
        ctx,
        "is-none",
        rf"\bboth\s+{PRIMARY}\s+and\s+{PRIMARY}\s+exist\b",
        r"(\1 is not None and \2 is not None)",
        s,
    )
    s = sub(
        ctx,
        "is-none",
        rf"{PRIMARY}\s+(has|does\s+not\s+have|doesn't\s+have|has\s+no)\s+(?:an?\s+)?{CHILD}\b",
        lambda m: (
            m.group(0)  # a list, map or number has no child: "it" named something else, left as written
            if ctx.kinds.get(m.group(1)) in ("list", "set", "dict", "num", "str")
            else f"({m.group(1)}.{m.group(3).lower()} {'is not' if m.group(2).lower() == 'has' else 'is'} "
            "None)"
        ),
        s,
    )
    node = only_node(ctx)
    if node is not None:
        # `if there is no node`, `if the tree is empty`: the only node the question passes (a
        # variable the answer called `node` is that one)
        s = sub(
            ctx,
            "is-none",
            rf"\bthere\s+(?:is|are)\s+no\s+{_NODE_WORDS}\b|\bthe\s+{_NODE_WORDS}\s+is\s+(?:empty|missing|null|none|nil)\b",
            lambda m: f"({_named_node(m.group(0), ctx) or node} is None)",
            s,
        )
    s = sub(
        ctx,
        "length",
        rf"\b(?:the\s+)?(?:lengths|sizes)\s+of\s+{PRIMARY}\s+and\s+{PRIMARY}\s+(?:are\s+)?"
        r"(different|not\s+(?:equal|the\s+same)|differ|equal|the\s+same|match)\b",
        lambda m: f"(len({m.group(1)}) {_DIFFER[m.group(3)[0].lower()]} len({m.group(2)}))",
        s,
    )
    s = sub(
        ctx,
        "length",
        rf"\bhow\s+many\s+(?:\w+\s+)?(?:are|there\s+are|sit|wait|are\s+waiting)\s+(?:in|on)\s+(?:the\s+)?{PRIMARY}",
        r"len(\1)",
        s,
    )
    if re.search(r"\bthe\s+middle\s+(?:index|position)\b(?!\s+(?:of|in|between)\b)", s, IGNORECASE):
        pairs = [(a, b) for a, b in _ENDS if a in ctx.names and b in ctx.names]
        if len(pairs) == 1:
            # `the middle index` with `lo` and `hi` set: between those two ends (an index is whole)
            a, b = pairs[0]
            s = sub(
                ctx,
                "english-functions",
                r"\bthe\s+middle\s+(?:index|position)\b(?:\s*,?\s*rounded\s+down\b)?",
                f"({a} + {b}) // 2",
                s,
            )

    s = parts_of_items(s, ctx)
    s = counted(s, ctx)
    s = number_words(s, ctx)
    s = them(s, ctx)
    s = recursion(s, ctx)
    s = top_of(s, ctx)
    if re.fullmatch(
        r"\s*(?:we|you|i)\s+(?:never|did\s*n[o']t|do\s*n[o']t|could\s*n[o']t|have\s*n[o']t)\s+(?:find|found|see|seen)\s+"
        r"(?:it|the\s+target|one|anything|a\s+match|them)(?:\s+(?:at\s+all|in\s+the\s+loop))?\s*",
        s,
        IGNORECASE,
    ):
        # `if we never find it, give back -1` after a search loop: reaching this line is not finding it
        ctx.rule("english-not-found")
        ctx.note(f"read '{s.strip()}' as reaching the end of the search")
        return "True"

    def compare(m: re.Match[str]) -> str:
        left, right = m.group(1), m.group(3)
        if (
            not known_name(right, ctx)
            or left.lower() == "it"
            or "node" in (ctx.kinds.get(left), ctx.kinds.get(right))
        ):
            return m.group(0)
        if not m.group(0)[len(left) :].lstrip()[2:].lstrip().lower().startswith(
            ("the ", "equal", "not the")
        ) and ("[" not in left + right):
            return m.group(0)  # `a is b` between plain names may be Python's identity test, written so
        ctx.rule("equals-words")
        return f"{m.group(1)} {'!=' if m.group(2) else '=='} {m.group(3)}"

    # `if nums[mid] is the target`: a value compared with a variable (Python's `is` is identity)
    return re.sub(
        rf"{PRIMARY}\s+is\s+(not\s+)?(?:the\s+|equal\s+to\s+|the\s+same\s+as\s+)?({PRIM})(?=\s*$|\s*\)|\s+(?:and|or)\b)",
        compare,
        s,
        flags=IGNORECASE,
    )


def explained_step(code: str, name: str | None, value: str | None) -> str | None:
    """``if x < t, look in the right half`` + ``(lo = mid + 1)`` → ``if x < t, lo = mid + 1``.

    The bracket is the step when the words before it never use the name it sets: the last clause
    (after ``,``, ``then``, ``otherwise``, ``else`` or ``:``) is plain words saying what it does.
    ``None``: not that shape (the bracket then defines a name the line uses, see ``_WHERE``).
    """
    if name is None or value is None or re.search(rf"\b{re.escape(name)}\b", code):
        return None
    cut = list(re.finditer(r"(?:,\s*|\s*:\s*|\b(?:then|otherwise|else)\s+)", code, IGNORECASE))
    start = cut[-1].end() if cut else 0
    words = code[start:].strip()
    if not re.fullmatch(r"[A-Za-z]+(?:\s+[A-Za-z']+){1,8}", words):
        return None
    if re.match(r"(?:if|while|for|return|set|let)\b", words, IGNORECASE):
        return None
    return f"{code[:start]}{name} = {value.strip()}"
