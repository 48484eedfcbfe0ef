"""More English sentence kinds of the pseudocode normaliser (docs/pseudocode.md, "English").

The kinds here complete :mod:`assay.grading._pseudo_prose` (kept under its size):

* **literal maps**: ``a map pairs that maps a to b, c to d and e to f``;
* **steps at once**: ``at the same time set a to x and b to y`` → a tuple assignment, so each value
  is computed from the old ones;
* **placing names**: ``start slow and fast at the head``, ``point p at the head``;
* **walking**: ``move p one step`` / ``two steps`` (a node follows ``next``, a number counts);
* **writing into a list**: ``write x at position k``, ``fill the rest of xs with zeros from k to the
  end``, ``make a queue with just the root in it``;
* **nodes**: ``there is no node``, ``the tree is empty``, ``p has a left child``, ``a and b both
  exist``;
* **counts and positions**: ``how many items are in q right now``, ``the middle index`` (of the two
  ends the answer set), ``x is the target`` (a value comparison, not Python's identity);
* **a step explained, then written**: ``x becomes the one k places back (old[i - k])``.

Each reads a kind of phrasing and applies only when what it refers to is unambiguous; otherwise it
returns ``None`` (or leaves the text alone) and the line is reported as not understood.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from assay.grading._pseudo_base import PRIM, Ctx, split_top, sub

__all__ = ["clause_phrase", "clause_step", "explained_step", "subject_of"]

Expr = Callable[[str, Ctx], str]

_I = re.IGNORECASE
_NAME = r"[A-Za-z_]\w*"
_P = rf"(?<![\w.])({PRIM})"
_COUNTS = {"one": 1, "a": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_NODE_WORDS = r"(?:node|tree|root|head|list)"
_CHILD = r"(left|right|next)(?:\s+(?:child|node|subtree|neighbou?r|pointer))?"
_ENDS = (("lo", "hi"), ("low", "high"), ("left", "right"), ("l", "r"), ("start", "end"), ("begin", "end"))
_ITEM_NOUNS = (
    r"interval|pair|range|span|entry|item|element|value|number|row|word|string|meeting|segment|triple|group|"
    r"list"
)
_NOT_AN_OWNER = (
    r"sum|total|length|size|count|max|min|number|end|start|rest|middle|first|last|copy|top|bottom|half"
)
_DIFFER = {"d": "!=", "n": "!=", "e": "==", "t": "==", "m": "=="}
_FILLERS = {"zeros": "0", "zeroes": "0", "ones": "1", "nones": "None", "falses": "False", "trues": "True"}


def _only_node(ctx: Ctx) -> str | None:
    nodes = [p for p in sorted(ctx.params) if ctx.kinds.get(p) == "node"]
    return nodes[0] if len(nodes) == 1 else None


def _named_node(words: str, ctx: Ctx) -> str | None:
    noun = re.search(_NODE_WORDS + r"\b", words.lower())
    return noun.group(0) if noun and _known(noun.group(0), ctx) else None


def _known(name: str, ctx: Ctx) -> bool:
    base = re.match(_NAME, name)
    return base is not None and (base.group(0) in ctx.names or base.group(0) in ctx.params)


def clause_phrase(s: str, ctx: Ctx) -> str:
    """Rewrite the expression kinds above in ``s`` (string-masked code)."""
    # `if the count of c is 0 now`: a time word at the end of a test says nothing more
    s = re.sub(r"\s*,?\s+(?:right\s+now|now|currently|at\s+this\s+point)\s*$", "", s, flags=_I)
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
            f"({m.group(1)}.{m.group(3).lower()} {'is not' if m.group(2).lower() == 'has' else 'is'} None)"
        ),
        s,
    )
    node = _only_node(ctx)
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
            not _known(right, ctx)
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
        rf"\b(?:the\s+)?(first|last|final|latest)\s+(?:{_ITEM_NOUNS})\s+(?:in|of)\s+(?:the\s+)?{_P}",
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
        rf"\b(?:the\s+)?(?:(?:{_ITEM_NOUNS}|day|index|one|thing)\s+)?(?:on\s+(?:the\s+)?top\s+of|at\s+the\s+top\s+of)\s+"
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


def subject_of(head: str) -> str | None:
    """What an ``if`` test is about, when it names a part: ``node has a left child`` → ``node.left``."""
    m = re.match(rf"^(?:the\s+)?({_NAME})\s+has\s+(?:an?\s+)?{_CHILD}\b", head, _I)
    return f"{m.group(1)}.{m.group(2).lower()}" if m else None


def _map_literal(s: str, ctx: Ctx, expr: Expr) -> list[str] | None:
    m = re.fullmatch(
        r"(?:make|create|build|set\s+up|define|let|have)\s+(?:a|an|the)?\s*(?:new\s+)?"
        rf"(?:dictionary|dict|map|hash\s*map|table|lookup(?:\s+table)?)\s+(?:called\s+|named\s+)?({_NAME})\s*,?\s+"
        r"(?:that|which)\s+(?:maps|sends|takes|turns)\s+(.+)",
        s,
        _I,
    )
    if m is None:
        return None
    entries: list[str] = []
    for part in split_top(m.group(2)):
        for piece in re.split(r"\s+and\s+", part):
            kv = re.fullmatch(r"(.+?)\s+(?:to|->|\u2192|onto|into)\s+(.+)", piece.strip(), _I)
            if kv is None:
                return None
            entries.append(f"{expr(kv.group(1), ctx)}: {expr(kv.group(2), ctx)}")
    ctx.rule("english-map-literal")
    ctx.kinds[m.group(1)] = "dict"
    return [f"{m.group(1)} = {{{', '.join(entries)}}}"]


def _at_once(s: str, ctx: Ctx, expr: Expr) -> list[str] | None:
    once = r"(?:at\s+the\s+same\s+time|simultaneously|together|all\s+at\s+once|in\s+one\s+go|at\s+once)"
    m = re.fullmatch(rf"{once}\s*,?\s*(.+)", s, _I) or re.fullmatch(rf"(.+?)\s*,?\s*{once}", s, _I)
    if m is None:
        return None
    body = re.sub(r"^(?:set|let|make|update)\s+", "", m.group(1).strip(), flags=_I)
    pieces = re.split(
        rf"\s*(?:,\s*(?:and\s+)?|\s+and\s+)(?:set\s+|let\s+)?(?={PRIM}\s+(?:to|becomes|=|be)\s)",
        body,
        flags=_I,
    )
    pairs = [re.fullmatch(rf"({PRIM})\s+(?:to|becomes|=|be)\s+(.+)", p.strip(), _I) for p in pieces]
    if len(pairs) < 2 or not all(pairs):
        return None
    ctx.rule("simultaneous-assignment")
    targets = ", ".join(expr(p.group(1), ctx) for p in pairs if p)
    values = ", ".join(expr(p.group(2), ctx) for p in pairs if p)
    return [f"{targets} = {values}"]


def _place(s: str, ctx: Ctx, expr: Expr) -> list[str] | None:
    m = re.fullmatch(
        rf"(start|begin|place|point|put|set)\s+({_NAME}(?:\s*,\s*{_NAME})*(?:\s*,?\s+and\s+{_NAME})?)\s+"
        r"(?:both\s+)?(?:at|on|to\s+point\s+(?:at|to))\s+(.+)",
        s,
        _I,
    )
    if m is None:
        return None
    names = [n for n in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", m.group(2)) if n]
    where = m.group(3).strip()
    if re.match(r"(?:the\s+)?(?:end|front|back|top|bottom|start|beginning|position|index)\b", where, _I):
        return None  # `put x at the end of out` is a container step
    if len(names) == 1 and m.group(1).lower() in ("put", "set", "place"):
        return None
    value = expr(where, ctx)
    kind = ctx.kinds.get(value)
    ctx.rule("set-let")
    for n in names:
        if kind:
            ctx.kinds[n] = kind
    return [f"{' = '.join(names)} = {value}"]


def _walk(s: str, ctx: Ctx, expr: Expr) -> list[str] | None:
    m = re.fullmatch(
        rf"(?:move|advance|step|walk|shift|push)\s+({PRIM})\s+(?:forward\s+|ahead\s+|along\s+|on\s+)?"
        r"(one|a|two|three|four|five|\d+)\s+(?:steps?|nodes?|places?|positions?|times?)"
        r"(?:\s+(?:forward|ahead|along|on|further))?",
        s,
        _I,
    )
    if m is None:
        return None
    target = expr(m.group(1), ctx)
    word = m.group(2).lower()
    count = int(word) if word.isdigit() else _COUNTS[word]
    kind = ctx.kinds.get(target)
    if kind == "node" and count <= 5:
        ctx.rule("english-walk")
        return [f"{target} = {target}{'.next' * count}"]
    if kind == "num":
        ctx.rule("increment")
        return [f"{target} += {count}"]
    return None


def _write_at(s: str, ctx: Ctx, expr: Expr) -> list[str] | None:
    m = re.fullmatch(
        r"(?:write|put|place|store|set|copy)\s+(.+?)\s+(?:at|in|into|to)\s+(?:the\s+)?(?:position|index|slot|spot|place)\s+"
        rf"({PRIM}(?:\s*[-+]\s*{PRIM})?)(?:\s+(?:of|in)\s+(?:the\s+)?({PRIM}))?",
        s,
        _I,
    )
    if m is None:
        return None
    seq = expr(m.group(3), ctx) if m.group(3) else ctx.sequence
    if seq is None or ctx.kinds.get(seq) != "list":
        return None
    ctx.rule("english-write-at")
    return [f"{seq}[{expr(m.group(2), ctx)}] = {expr(m.group(1), ctx)}"]


def _fill(s: str, ctx: Ctx, expr: Expr) -> list[str] | None:
    m = re.fullmatch(
        r"fill\s+(?:in\s+)?(?:the\s+rest\s+of\s+)?(?:the\s+)?(\w+)\s+with\s+(\w+|-?\d+s?)\s*,?\s*"
        r"(?:from|starting\s+(?:at|from))\s+(?:position\s+|index\s+)?(.+?)\s+(?:to|until|up\s+to|through|till)\s+"
        r"(?:the\s+)?end(?:\s+of\s+(?:the\s+)?\w+)?",
        s,
        _I,
    )
    if m is None:
        return None
    named = m.group(1)
    seq = named if ctx.kinds.get(named) == "list" else None
    if seq is None and re.fullmatch(r"list|array|numbers|values|items|elements", named, _I):
        seq = ctx.sequence
    filler = m.group(2).lower()
    value = _FILLERS.get(filler) or (filler[:-1] if re.fullmatch(r"-?\d+s", filler) else filler)
    if seq is None or not re.fullmatch(r"-?\d+|None|True|False", value):
        return None
    start = expr(m.group(3), ctx)
    ctx.rule("english-fill")
    return [f"{seq}[{start}:] = [{value}] * (len({seq}) - ({start}))"]


def _seeded(s: str, ctx: Ctx, expr: Expr) -> list[str] | None:
    m = re.fullmatch(
        r"(?:make|create|build|start|set\s+up)\s+(?:a|an)\s+(?:new\s+)?(queue|stack|list)"
        rf"(?:\s+(?:called|named)\s+({_NAME}))?\s+(?:with|holding|containing|that\s+holds|that\s+contains)\s+"
        r"(?:just|only)?\s*(.+?)(?:\s+in\s+it|\s+inside)?",
        s,
        _I,
    )
    if m is None:
        return None
    name = m.group(2) or m.group(1).lower()
    if name in ctx.params:
        return None
    ctx.rule("empty-containers")
    ctx.kinds[name] = "list"
    return [f"{name} = [{expr(m.group(3), ctx)}]"]


def _explained(s: str, ctx: Ctx, expr: Expr) -> list[str] | None:
    m = re.fullmatch(
        rf"({PRIM}(?:\s+at\s+{PRIM})?)\s+(?:becomes|is\s+now|is\s+set\s+to|gets|turns\s+into)\s+"
        r"([A-Za-z][A-Za-z' ,-]*?)\s*\(([^()]*(?:\([^()]*(?:\([^()]*\))?[^()]*\))*[^()]*)\)",
        s,
        _I,
    )
    if m is None or len(m.group(2).split()) < 2 or not re.search(r"[\[\]+*/%-]|\bmod\b", m.group(3)):
        return None
    # `nums at i becomes the number k places back (old[i - k])`: the words explain, the bracket says
    ctx.rule("english-explained")
    target = re.sub(rf"^({PRIM})\s+at\s+({PRIM})$", r"\1[\2]", m.group(1).strip())
    return [f"{expr(target, ctx)} = {expr(m.group(3), ctx)}"]


def _lists_of(s: str, ctx: Ctx, expr: Expr) -> list[str] | None:
    m = re.fullmatch(
        r"(?:make|create|build|set\s+up)\s+(?:a\s+|an\s+)?(?:list|array)\s+of\s+(.+?)\s+(?:new\s+)?empty\s+"
        rf"(lists|sets|maps|dictionaries|dicts)\s+(?:called|named)\s+({_NAME})",
        s,
        _I,
    )
    if m is None:
        return None
    empty = {"lists": "[]", "sets": "set()"}.get(m.group(2).lower(), "{}")
    ctx.rule("empty-containers")
    ctx.kinds[m.group(3)] = "list"
    return [f"{m.group(3)} = [{empty} for _ in range({expr(m.group(1), ctx)})]"]


def _every_whose(s: str, ctx: Ctx, expr: Expr) -> list[str] | None:
    m = re.fullmatch(
        rf"(?:push|put|add|append|enqueue)\s+(?:every|each|all(?:\s+the)?)\s+({_NAME})\s+(?:whose|where\s+its|with)\s+"
        rf"({_NAME})\s+(?:is|are|equals|==|=)\s+(.+?)\s+(?:onto|on|to|into|in)\s+(?:(an?\s+(?:new\s+|empty\s+)?)?"
        r"(stack|queue|list)|(\w+))",
        s,
        _I,
    )
    if m is None or ctx.kinds.get(m.group(2)) != "list":
        return None
    # `put every course whose needs is 0 into a queue`: the positions of the list that pass the test
    item = re.sub(r"(?<=[^s])s$", "", m.group(1))
    found = (
        f"[{item} for {item} in range(len({m.group(2)})) if {m.group(2)}[{item}] == {expr(m.group(3), ctx)}]"
    )
    ctx.rule("english-every-whose")
    if m.group(4):
        name = m.group(5).lower()
        if name in ctx.params:
            return None
        ctx.kinds[name] = "list"
        return [f"{name} = {found}"]
    target = m.group(6) if m.group(6) else m.group(5).lower()
    if ctx.kinds.get(target) != "list":
        return None
    return [f"{target}.extend({found})"]


def _so_return(s: str, ctx: Ctx, expr: Expr) -> list[str] | None:
    m = re.fullmatch(
        rf"({_NAME})\s+is\s+(?:now\s+|then\s+)?(?:the|a|an|at\s+the)\s+([a-z ]+?)\s*[,;]?\s*"
        r"(?:so|and\s+so|therefore)\s+(?:return|give\s+back|hand\s+back|answer\s+with)\s+(.+)",
        s,
        _I,
    )
    if m is None or any(_known(word, ctx) for word in m.group(2).split()):
        return None
    # `slow is now the middle, so return slow`: the first half says why, the second is the step
    ctx.rule("return-words")
    return [f"return {expr(m.group(3), ctx)}"]


def _whole_value(s: str, ctx: Ctx, expr: Expr) -> list[str] | None:
    m = re.fullmatch(
        rf"(return|give\s+back|hand\s+back|set\s+({PRIM})\s+to|let\s+({PRIM})\s+be)\s+(.*\band\s+({_NAME})\b.*)",
        s,
        _I,
    )
    if (
        m is None
        or not _known(m.group(5), ctx)
        or re.search(rf"\band\s+{m.group(5)}\s+(?:to|by|from|into|onto)\b", s)
    ):
        return None
    # `return the bigger of skip and take`: "and take" joins two values here, it is not a second step
    value = expr(m.group(4), ctx)
    target = m.group(2) or m.group(3)
    return [f"{expr(target, ctx)} = {value}"] if target else [f"return {value}"]


def _stretch(s: str, ctx: Ctx, expr: Expr) -> list[str] | None:
    m = re.fullmatch(
        r"(?:stretch|extend|widen|grow|shrink|trim|narrow)\s+(.+?)\s+to\s+(.+)",
        s,
        _I,
    )
    if m is None:
        return None
    target = expr(m.group(1), ctx)
    owner = re.fullmatch(r"([A-Za-z_]\w*(?:\[[^\[\]]*\])*)\[[^\[\]]*\]", target)
    if owner is None or not _known(target, ctx):
        return None  # `move left to the right` is a step of its own; only a part of an item is stretched
    # `stretch the end of the last interval to the bigger of its end and end`: "its" is that item
    value = re.sub(
        r"\bits\s+(start|beginning|end|finish)\b", r"the \1 of " + owner.group(1), m.group(2), flags=_I
    )
    ctx.rule("set-let")
    return [f"{target} = {expr(value, ctx)}"]


def _called(s: str, ctx: Ctx, expr: Expr) -> list[str] | None:
    m = re.fullmatch(
        rf"(?:make|create|take|keep|build|get|save)\s+(an?\s+(?:copy|clone|duplicate|sorted\s+copy|reversed\s+copy)\s+of\s+.+?)"
        rf"\s*,?\s+(?:called|named|and\s+call\s+it)\s+({_NAME})",
        s,
        _I,
    )
    if m is None:
        return None
    ctx.rule("set-let")
    value = expr(m.group(1), ctx)
    if value.endswith("[:]") or value.startswith(("list(", "sorted(")):
        ctx.kinds[m.group(2)] = "list"
    return [f"{m.group(2)} = {value}"]


def _pop_that(s: str, ctx: Ctx, expr: Expr) -> list[str] | None:
    m = re.fullmatch(
        rf"(?:pop|take|remove)\s+(?:that|this|the\s+top)\s*(?:{_ITEM_NOUNS}|day|index|one|thing)?\s+off"
        rf"(?:\s+(?:of\s+)?(?:it|the\s+stack|the\s+top))?\s*,?\s+(?:as|into|and\s+call\s+it|calling\s+it)\s+({_NAME})",
        s,
        _I,
    )
    if m is None or ctx.collection is None:
        return None
    # `pop that day off as d` after `the day on top of waiting`: that list
    ctx.rule("stack-queue")
    return [f"{m.group(1)} = {ctx.collection}.pop()"]


def clause_step(s: str, ctx: Ctx, expr: Expr) -> list[str] | None:
    """Python lines for one step of the kinds above, or ``None``."""
    rules = (_map_literal, _at_once, _place, _walk, _write_at, _fill, _seeded, _explained, _lists_of)
    for rule in (*rules, _every_whose, _so_return, _whole_value, _stretch, _called, _pop_that):
        lines = rule(s, ctx, expr)
        if lines is not None:
            return lines
    return None
