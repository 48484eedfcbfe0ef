"""English noun phrases and comparisons of the pseudocode normaliser (docs/pseudocode.md, "English").

:func:`clause_phrase` rewrites the phrases that name things by what they are or hold (nodes, counts,
parts of items, the top of a stack, results of recursion) into Python expressions;
:mod:`assay.grading._pseudocode._prose` calls it from its :func:`phrase`. The helpers that say which names
a sentence may mean (:func:`known_name`, :func:`only_node`, :func:`subject_of`) are shared with the
steps built on these phrases (:mod:`assay.grading._pseudocode._clause_steps`). The kinds:

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

from assay.grading._pseudocode._base import PRIM, Ctx, sub

__all__ = ["ITEM_NOUNS", "clause_phrase", "explained_step", "known_name", "only_node", "subject_of"]

_I = re.IGNORECASE
_NAME = r"[A-Za-z_]\w*"
_P = rf"(?<![\w.])({PRIM})"
_NODE_WORDS = r"(?:node|tree|root|head|list)"
_CHILD = r"(left|right|next)(?:\s+(?:child|node|subtree|neighbou?r|pointer))?"
_ENDS = (("lo", "hi"), ("low", "high"), ("left", "right"), ("l", "r"), ("start", "end"), ("begin", "end"))
ITEM_NOUNS = (
    r"interval|pair|range|span|entry|item|element|value|number|row|word|string|meeting|segment|triple|group|"
    r"list"
)
_NOT_AN_OWNER = (
    r"sum|total|length|size|count|max|min|number|end|start|rest|middle|first|last|copy|top|bottom|half|value|"
    r"item|element|entry|node|key"
)
_NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
_NOT_HELD = r"a|an|no|any|anything|something|nothing|more|less|items?|elements?|entries|one|it|them|stuff"
_PLURALS = (
    r"(?:elements|items|values|numbers|entries|characters|chars|letters|steps|stairs|nodes|words|strings|days|"
    r"houses|prices|intervals|courses|coins|things|integers|ints|rows|cells|heights|temperatures|pairs)"
)
_ORDINALS = {"second": 1, "third": 2, "fourth": 3, "fifth": 4}
_NODE_NAMES = r"(?:node|root|tree|head|cur|curr|current|\w+_?node|\w+Node|left|right|child|subtree)"
_MORE = ("bigger", "larger", "greater", "higher", "more")
_DIFFER = {"d": "!=", "n": "!=", "e": "==", "t": "==", "m": "=="}


def only_node(ctx: Ctx) -> str | None:
    nodes = [p for p in sorted(ctx.params) if ctx.kinds.get(p) == "node"]
    return nodes[0] if len(nodes) == 1 else None


def _named_node(words: str, ctx: Ctx) -> str | None:
    noun = re.search(_NODE_WORDS + r"\b", words.lower())
    return noun.group(0) if noun and known_name(noun.group(0), ctx) else None


def known_name(name: str, ctx: Ctx) -> bool:
    base = re.match(_NAME, name)
    return base is not None and (base.group(0) in ctx.names or base.group(0) in ctx.params)


def clause_phrase(s: str, ctx: Ctx) -> str:
    """Rewrite the expression kinds above in ``s`` (string-masked code)."""
    # `if the count of c is 0 now`: a time word at the end of a test says nothing more
    if re.fullmatch(r"\s*(?:nothing|null|nil|none|NULL|NIL)\s*", s) and not known_name(s.strip(), ctx):
        return "None"  # `let prev be nothing and cur be the head`: each value of a shared `let`
    s = re.sub(
        r"\b(is|are|was|were)\s+(?:already|still)\s+(?=a\b|an\b|one\b|in\b|inside\b|present\b|stored\b)",
        r"\1 ",
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
            _NOT_HELD, m.group(2), _I
        ):
            return m.group(0)
        ctx.rule("contains")
        negated = re.search(r"\bnot\b|n't\b", m.group(0)) is not None
        return f"({m.group(2)} {'not in' if negated else 'in'} {m.group(1)})"

    # `if seen already has v`: a container holding a value
    s = re.sub(
        rf"(?<![\w.])({_NAME})\s+(?:already\s+|still\s+)?(?:has|holds|includes|does\s+not\s+(?:have|hold|include)|"
        rf"doesn't\s+(?:have|hold|include))\s+({PRIM})(?=\s*$|\s*\)|\s+(?:and|or)\b|\s*,)",
        has,
        s,
        flags=_I,
    )
    if re.fullmatch(r"\s*(?:it|that|this\s+one)\s*", s, _I) and ctx.made and not known_name("it", ctx):
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
            ctx.kinds.get(name) is None and re.fullmatch(_NODE_NAMES, name, _I) is not None
        )
        if not nodeish:
            return m.group(0)
        ctx.rule("is-none")
        return f"({name} is {'not ' if m.group(2) else ''}None)"

    # `if node is empty` on a node: no node (`len(node)` would fail)
    s = re.sub(
        # (`the tree is empty` names a role, not a variable: read below, as the question's node)
        rf"(?<![\w.])(?<![Tt]he\s)({_NAME})\s+is\s+(not\s+)?(?:empty|missing|nothing|null|none|nil)\b",
        missing,
        s,
        flags=_I,
    )
    s = sub(
        ctx,
        "english-operators",
        rf"{_P}\s+is\s+(not\s+)?strictly\s+between\s+({PRIM})\s+and\s+({PRIM})",
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
            f"{'max' if m.group(1).lower() in (*_MORE, 'taller', 'longer', 'maximum', 'max') else 'min'}"
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
        rf"\b(?:the\s+)?(?:lower\s*case|lowercase\s+version|lower-case)\s+(?:of|version\s+of)\s+{_P}",
        r"\1.lower()",
        s,
    )
    s = sub(ctx, "english-functions", rf"{_P}\s+(?:in\s+lower\s*case|lower-?cased)\b", r"\1.lower()", s)
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
        s = re.sub(r"\s*,?\s+(?:right\s+now|now|currently|at\s+this\s+point)\s*$", "", s, flags=_I)
    # `fast and its next both exist`: "its" is the name just before it
    s = re.sub(
        rf"\b({_NAME})\s+and\s+its\s+(next|left|right)(?:\s+(?:node|child|one))?\b", r"\1 and \1.\2", s
    )
    s = sub(
        ctx,
        "is-none",
        rf"{_P}\s+and\s+{_P}\s+(?:both\s+)?(?:exist|are\s+(?:both\s+)?(?:there|present|not\s+(?:null|none|nil|empty)))\b",
        r"(\1 is not None and \2 is not None)",
        s,
    )
    s = sub(
        ctx, "is-none", rf"\bboth\s+{_P}\s+and\s+{_P}\s+exist\b", r"(\1 is not None and \2 is not None)", s
    )
    s = sub(
        ctx,
        "is-none",
        rf"{_P}\s+(has|does\s+not\s+have|doesn't\s+have|has\s+no)\s+(?:an?\s+)?{_CHILD}\b",
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
        rf"\b(?:the\s+)?(?:lengths|sizes)\s+of\s+{_P}\s+and\s+{_P}\s+(?:are\s+)?"
        r"(different|not\s+(?:equal|the\s+same)|differ|equal|the\s+same|match)\b",
        lambda m: f"(len({m.group(1)}) {_DIFFER[m.group(3)[0].lower()]} len({m.group(2)}))",
        s,
    )
    s = sub(
        ctx,
        "length",
        rf"\bhow\s+many\s+(?:\w+\s+)?(?:are|there\s+are|sit|wait|are\s+waiting)\s+(?:in|on)\s+(?:the\s+)?{_P}",
        r"len(\1)",
        s,
    )
    if re.search(r"\bthe\s+middle\s+(?:index|position)\b(?!\s+(?:of|in|between)\b)", s, _I):
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

    s = _parts_of_items(s, ctx)
    s = _counted(s, ctx)
    s = _number_words(s, ctx)
    s = _them(s, ctx)
    s = _recursion(s, ctx)
    s = _top_of(s, ctx)
    if re.fullmatch(
        r"\s*(?:we|you|i)\s+(?:never|did\s*n[o']t|do\s*n[o']t|could\s*n[o']t|have\s*n[o']t)\s+(?:find|found|see|seen)\s+"
        r"(?:it|the\s+target|one|anything|a\s+match|them)(?:\s+(?:at\s+all|in\s+the\s+loop))?\s*",
        s,
        _I,
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
        rf"{_P}\s+is\s+(not\s+)?(?:the\s+|equal\s+to\s+|the\s+same\s+as\s+)?({PRIM})(?=\s*$|\s*\)|\s+(?:and|or)\b)",
        compare,
        s,
        flags=_I,
    )


def _parts_of_items(s: str, ctx: Ctx) -> str:
    """``the last interval in merged`` → ``merged[-1]``; its ``end``/``start`` and ``ends before x``."""
    s = sub(
        ctx,
        "english-slices",
        rf"\b(?:the\s+)?(first|last|final|latest)\s+(?:{ITEM_NOUNS})\s+(?:in|of)\s+(?:the\s+)?{_P}",
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


def explained_step(code: str, name: str | None, value: str | None) -> str | None:
    """``if x < t, look in the right half`` + ``(lo = mid + 1)`` → ``if x < t, lo = mid + 1``.

    The bracket is the step when the words before it never use the name it sets: the last clause
    (after ``,``, ``then``, ``otherwise``, ``else`` or ``:``) is plain words saying what it does.
    ``None``: not that shape (the bracket then defines a name the line uses, see ``_WHERE``).
    """
    if name is None or value is None or re.search(rf"\b{re.escape(name)}\b", code):
        return None
    cut = list(re.finditer(r"(?:,\s*|\s*:\s*|\b(?:then|otherwise|else)\s+)", code, _I))
    start = cut[-1].end() if cut else 0
    words = code[start:].strip()
    if not re.fullmatch(r"[A-Za-z]+(?:\s+[A-Za-z']+){1,8}", words):
        return None
    if re.match(r"(?:if|while|for|return|set|let)\b", words, _I):
        return None
    return f"{code[:start]}{name} = {value.strip()}"


def _top_of(s: str, ctx: Ctx) -> str:
    """``the day on top of it`` → ``waiting[-1]``; ``the price of waiting[-1]`` → ``prices[…]``."""
    top = re.search(
        rf"\b(?:the\s+)?(?:(?:{ITEM_NOUNS}|day|index|one|thing)\s+)?(?:on\s+(?:the\s+)?top\s+of|at\s+the\s+top\s+of)\s+"
        rf"(?:the\s+)?(it|{_NAME})\b",
        s,
        _I,
    )
    if top:
        stack = top.group(1)
        if stack.lower() == "it":
            # "it" is the last list the sentence named (`while waiting has items and … on top of it`)
            named = [w for w in re.findall(_NAME, s[: top.start()]) if ctx.kinds.get(w) == "list"]
            stack = named[-1] if named else ""
        if ctx.kinds.get(stack) == "list":
            ctx.rule("english-references")
            ctx.collection = stack
            s = f"{s[: top.start()]}{stack}[-1]{s[top.end() :]}"

    def of(m: re.Match[str]) -> str:
        # `the price of day d` with a list `prices`: that list's entry
        owner = next((n for n in (f"{m.group(1)}s", f"{m.group(1)}es") if ctx.kinds.get(n) == "list"), None)
        if owner is None or re.fullmatch(_NOT_AN_OWNER, m.group(1), _I):
            return m.group(0)
        ctx.rule("english-references")
        return f"{owner}[{m.group(2)}]"

    return re.sub(
        rf"\b(?:the\s+)?({_NAME})\s+of\s+(?:the\s+)?(?:day\s+|index\s+|position\s+)?{_P}",
        of,
        s,
        flags=_I,
    )


def function_noun(name: str) -> str | None:
    """``max_depth`` → ``depth``, ``getHeight`` → ``height``: what a function's name says it computes."""
    m = re.fullmatch(r"(?:max|min|get|compute|calc|calculate|find|count)_?([A-Za-z]+)", name)
    return m.group(1).lower() if m and m.group(1).lower() not in ("of", "in", "to") else None


def _called_in_words(ctx: Ctx) -> list[tuple[str, str]]:
    """Each function with the words that call it: its name, and the noun its name computes."""
    said = [(name, name) for name in ctx.functions]
    for name in ctx.functions:
        noun = function_noun(name)
        if noun and not known_name(noun, ctx) and noun not in ctx.functions:
            said.append((name, noun))
    return said


def _recursion(s: str, ctx: Ctx) -> str:
    """``the depth of its left subtree`` → ``depth(root.left)``; ``whichever is bigger`` of what was found."""
    node = only_node(ctx) if len(ctx.functions) <= 1 else None
    child = r"(?:(?:its|the)\s+)?(left|right|next)\s+(?:subtree|child|branch|side|node|half|sub-tree)\b"
    for name, said in _called_in_words(ctx):

        def call(m: re.Match[str], name: str = name) -> str:
            if m.group(2):
                return f"{name}({m.group(2)})"
            return f"{name}({node}.{m.group(1).lower()})" if node else m.group(0)

        # a call in words: `the depth of its left subtree` (only there is "its" surely the procedure's
        # node: in a loop, "its left child" is the child of the loop's node)
        s = sub(
            ctx,
            "call-keyword",
            rf"\b(?:the\s+)?{re.escape(said)}\s+of\s+(?:the\s+)?(?:{child}|{_P})",
            call,
            s,
        )
    if len(ctx.found) >= 2:
        s = sub(
            ctx,
            "english-functions",
            r"\bthe\s+(bigger|larger|greater|higher|smaller|lower|lesser)\s+(?:one\s+)?of\s+(?:the\s+)?(?:two|them|those|these|both)\b",
            lambda m: f"{'max' if m.group(1).lower() in _MORE else 'min'}({', '.join(ctx.found)})",
            s,
        )
        pick = (
            r"\b(?:whichever(?:\s+of\s+(?:the\s+|them\s+)?(?:two|those|these))?\s+(?:one\s+)?is\s+|"
            r"the\s+(?:two|those|these)\s+(?:values\s+|results\s+)?'?s?\s*)"
            r"(bigger|larger|greater|higher|more|smaller|less|lower|fewer)\b"
        )
        s = sub(
            ctx,
            "english-functions",
            pick,
            lambda m: f"{'max' if m.group(1).lower() in _MORE else 'min'}({', '.join(ctx.found)})",
            s,
        )
    return s


def _them(s: str, ctx: Ctx) -> str:
    """``the first k of them``, ``that is the same backwards``: what the last step made."""
    last = ctx.made
    if last is None or not re.fullmatch(_NAME, last):
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


def _number_words(s: str, ctx: Ctx) -> str:
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


def _counted(s: str, ctx: Ctx) -> str:
    """``the number of steps in cost`` → ``len(cost)``; ``the kth number`` → ``nums[k - 1]``."""

    def size(m: re.Match[str]) -> str:
        if ctx.kinds.get(m.group(1)) not in ("list", "set", "dict") and m.group(1) not in ctx.sequences:
            return m.group(0)
        ctx.rule("length")
        return f"len({m.group(1)})"

    s = re.sub(
        rf"\b(?:the\s+)?(?:number|count|amount)\s+of\s+{_PLURALS}\s+(?:in|of|inside)\s+(?:the\s+)?{_P}"
        r"(?!\s+(?:that|which|where|whose|equal|appears?)\b)",
        size,
        s,
        flags=_I,
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
        rf"\b(?:the\s+)?(?:({'|'.join(_ORDINALS)})|({_NAME}|\d+)(?:-|')?(?:th|st|nd|rd))\s+"
        rf"(largest\s+|smallest\s+|biggest\s+)?(?:{ITEM_NOUNS}|one)(?:\s+(?:of|in)\s+(?:the\s+)?({_NAME}))?\b",
        nth,
        s,
        flags=_I,
    )


def subject_of(head: str) -> str | None:
    """What an ``if`` test is about, when it names a part: ``node has a left child`` → ``node.left``."""
    m = re.match(rf"^(?:the\s+)?({_NAME})\s+has\s+(?:an?\s+)?{_CHILD}\b", head, _I)
    return f"{m.group(1)}.{m.group(2).lower()}" if m else None
