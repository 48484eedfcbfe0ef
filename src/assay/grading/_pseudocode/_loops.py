"""Loop headers of the pseudocode normaliser: counted, for-each, C, Go, Kotlin and Ruby loops.

``for i ← 1 to n``, ``for every index j between 2 and n``, ``for each (k, v) in counts``,
``for (int i = 0; i < n; i++)``, ``(1..n).each do |i|`` all become a Python ``for`` header (or a
``while`` loop where the C update is not a plain step). See docs/pseudocode.md, "Loops".
"""

from __future__ import annotations

import re
from collections.abc import Callable

from assay.grading._pseudocode import _prose as prose
from assay.grading._pseudocode._cfor import CLoop
from assay.grading._pseudocode._expr import PRIM, Ctx, cond, expr, find_top
from assay.grading._pseudocode._loop_words import walk_said_plainly
from assay.grading._pseudocode._simple_steps import TYPE_WORDS, statement
from assay.grading._pseudocode._steps import (
    Header,
    balanced_outer,
    paren_split,
    split_body,
    without_own_end,
)

__all__ = ["Inline", "for_header", "plus", "ruby_loop"]

_I = re.IGNORECASE
_STEP_VERBS = (
    r"(?:add|append|push|put|set|let|increase|decrease|increment|decrement|return|give|print|remove|insert|"
    r"mark|store|record|count|update|swap|move|check|if|skip|stop|break|continue|bump|raise|grow|reduce|lower|"
    r"drop|shrink|cut|double|halve|take|pop|make|create|call|note|remember|save|keep|change|replace|subtract)"
)
# Reads statements written after a loop header on the same line (``_stmt`` passes its own).
Inline = Callable[[str, Ctx], list[str]]

_RUBY_EACH = re.compile(
    rf"^(?P<obj>{PRIM})\.(?P<how>each|each_with_index|times)\s*(?:do\s*)?(?:\|\s*(?P<a>[A-Za-z_]\w*)\s*(?:,\s*(?P<b>[A-Za-z_]\w*)\s*)?\|)?$"
)


def ruby_loop(head: str, braced: bool, ctx: Ctx) -> Header | None:
    """Ruby's ``nums.each do |x|``, ``each_with_index do |x, i|``, ``n.times do |i|``, ``(0...n).each``."""
    m = _RUBY_EACH.match(head.strip())
    if not m:
        return None
    ctx.rule("for-each")
    obj, how, a, b = m.group("obj"), m.group("how"), m.group("a") or "_", m.group("b")
    rng = re.fullmatch(r"\((.+?)\s*(\.\.\.?)\s*(.+)\)", obj)
    if rng:
        start, end = expr(rng.group(1), ctx), expr(rng.group(3), ctx)
        iterable = f"range({start}, {end if rng.group(2) == '...' else plus(end, 1)})"
    elif how == "times":
        iterable = f"range({expr(obj, ctx)})"
    else:
        iterable = expr(obj, ctx)
    if how == "each_with_index":
        return Header("for", f"for {b or '_'}, {a} in enumerate({iterable})", braced=braced)
    return Header("for", f"for {a} in {iterable}", braced=braced)


def plus(bound: str, delta: int) -> str:
    """``bound + delta`` written simply (``n - 1`` + 1 → ``n``)."""
    b = bound.strip()
    unsafe = re.search(r"<<|>>|[&|^]|\bif\b|\band\b|\bor\b|\bnot\b|\blambda\b|,", b)
    if re.fullmatch(r"-?\d+", b):
        return str(int(b) + delta)
    m = re.fullmatch(r"(.+?)\s*([-+])\s*1", b)
    if m and not unsafe and find_top(b, r"[-+]\s*1$") is not None:
        sign = -1 if m.group(2) == "-" else 1
        if sign == -delta:
            return m.group(1).strip()
    simple = re.fullmatch(PRIM, b) is not None
    base = b if simple or (not unsafe and not re.search(r"[-+]", b)) else f"({b})"
    return f"{base} + {delta}" if delta > 0 else f"{base} - {-delta}"


_COUNTED = re.compile(
    r"^(?:(?:each|every|all)\s+)?(?:(?:index|integer|int|number|value|variable|position|counter|"
    r"[a-z]+(?=\s+[A-Za-z_]\w*\s+(?:in|from)\s))\s+)?"
    # `gets` is how `←` is read aloud (CLRS), so a dictated header says `for i gets 1 to n`
    # `for i in range 1 to m`: Python's word before the textbook's range, whose `to` says the end is in it
    r"(?P<var>[A-Za-z_]\w*)\s*(?:\u2190|=|(?<=\s)gets(?=\s)|from|in\s+(?:the\s+)?range\s+(?:from\s+)?(?=[\w(\-])|in|going\s+from|ranging\s+from|starting\s+(?:at|from)|runs?\s+from|"
    r"goes\s+from|(?P<between>between))\s*(?P<start>.+?)\s+"
    r"(?P<dir>to|up\s*to|through|thru|downto|down\s+to|\.\.<|\.\.\.?|and|below)\s+(?P<end>.+?)"
    r"(?:\s+(?:step|by|incrementing\s+by|stepping(?:\s+by)?|in\s+steps\s+of)\s+(?P<step>.+?))?"
    # the end said again with whether it is in the range: `to n, n is included`, `to n (n excluded)`
    r"(?:\s*,?\s*\(?\s*(?:(?P=end)\s+(?:is\s+)?(?:also\s+)?)?(?:(?P<excl>not\s+included|excluded|exclusive)|"
    r"inclusive|both\s+inclusive|included)\s*\)?)?$",
    _I,
)
_INDEX_ONLY = re.compile(
    r"^(?:(?:each|every|all)\s+)?(?:index|position)\s+(?P<i>[A-Za-z_]\w*)\s+(?:in|of|into|over)\s+(?P<iter>.+)$",
    _I,
)
_KEY_VALUE = re.compile(
    r"^(?:(?:each|every)\s+)?(?:key\s+)?(?P<k>[A-Za-z_]\w*)\s+(?:and|with)\s+(?:its\s+)?(?:value|count)\s+"
    r"(?P<v>[A-Za-z_]\w*)\s+(?:in|of|from)\s+(?P<iter>.+)$",
    _I,
)
_TYPE_PREFIX = re.compile(
    # Java's arrays as items: `for (int[] p : pairs)`, `for (char[] row : grid)`
    r"^(?:const|let|var|final|auto\s*&?|int|long|char|string|String|Integer|Character|double|float|bool|boolean)"
    r"(?:\s*\[\])*\s*&?\s+",
    _I,
)
_DOTS = re.compile(
    r"^(?P<var>[A-Za-z_]\w*)\s+in\s+\[?(?P<start>[^\[\].]+?)\s*\.\.\s*(?P<end>[^\[\]]+?)\]?$", _I
)
# R's and MATLAB's `for i in 1:size` / `for i = 1:n`: both ends counted, as `1..n` is. Only a number or
# a name before the colon and one name, number, call or bracketed sum after it, the colon between them
# unspaced: `1:n-1` is `(1:n) - 1` in R, so an end with arithmetic is left unread
_R_RANGE = re.compile(
    r"^(?P<var>[A-Za-z_]\w*)\s*(?:\bin\b|=)\s*(?P<start>\d+|[A-Za-z_]\w*)\s*:"
    r"(?P<end>\d+|[A-Za-z_][\w.]*(?:\([\w.]*\))?|\([^()]+\))$",
    _I,
)
_EACH = re.compile(
    # the word `each` whole (`for each_word in words` walks a name `each_word`)
    r"^(?:(?:each|every|all)(?:\s+|(?=[(\[])))?\s*(?P<target>[(\[]?[A-Za-z_][\w\s,()\[\]]*?[)\]]?)\s+(?:in|of|from)\s+(?P<iter>.+)$",
    _I,
)
_INDEXED = re.compile(
    r"^(?:(?:each|every)\s+)?(?:index|position)\s+(?P<i>[A-Za-z_]\w*)\s*(?:,|and|with)\s*(?:(?:the\s+)?[a-z]+\s+)?"
    r"(?P<v>[A-Za-z_]\w*)\s+(?:in|of)\s+(?P<iter>.+)$",
    _I,
)
_C_FOR = re.compile(
    r"^\((?P<init>[^;]*);(?P<cond>[^;]*);(?P<upd>[^;]*)\)$|^(?P<init2>[^;()]*);(?P<cond2>[^;]*);(?P<upd2>[^;]*)$"
)
_GO_RANGE = re.compile(
    r"^(?:(?P<i>[A-Za-z_]\w*)\s*,\s*)?(?P<v>[A-Za-z_]\w*)\s*(?:\u2190|=)\s*range\s+(?P<iter>.+)$"
)
_KOTLIN_UNTIL = re.compile(r"^(?P<var>[A-Za-z_]\w*)\s+in\s+(?P<start>.+?)\s+until\s+(?P<end>.+)$")


class _CFor:
    """The three parts of a C ``for`` header, with or without its parentheses (Go writes none)."""

    def __init__(self, found: re.Match[str]) -> None:
        self.parts = {
            "init": found.group("init") if found.group("init") is not None else found.group("init2") or "",
            "cond": found.group("cond") if found.group("cond") is not None else found.group("cond2") or "",
            "upd": found.group("upd") if found.group("upd") is not None else found.group("upd2") or "",
        }

    def group(self, name: str) -> str:
        return self.parts[name]


def _foreign_each(rest: str) -> str | None:
    """``(const x of xs)``, ``(int x : nums)``, ``(let [k, v] of m)`` → ``x in xs`` (``None``: not one)."""
    if not balanced_outer(rest) or ";" in rest:
        return None
    inner = _TYPE_PREFIX.sub("", _TYPE_PREFIX.sub("", rest[1:-1].strip()))  # `const auto& p`
    # Java's `Map.Entry<Integer, Integer> e : m.entrySet()`, C++'s `pair<int, int> p : v`
    inner = re.sub(r"^(?:final\s+)?[A-Za-z_][\w.:]*\s*<.*>\s*&?\s*(?=[A-Za-z_]\w*\s*:)", "", inner)
    m = re.match(r"^(\[[^\]]*\]|[A-Za-z_]\w*)\s*(?:\bof\b|:|\bin\b)\s*(.+)$", inner)
    if not m:
        return None
    target = m.group(1)
    if target.startswith("["):
        target = f"({target[1:-1]})"
    return f"{target} in {m.group(2)}"


_LISTED = re.compile(
    r"^(?P<var>[A-Za-z_]\w*\s*=\s*)(?P<first>[^,.]+?)\s*,\s*\.\.\.\s*,\s*(?P<last>[\w(-].*)$"
)


def _listed_values(head: str) -> str:
    """``i = 1, …, n–1`` as ``i = 1 ... n–1``, and ``i = n–1, …, 1`` as ``i = n–1 downto 1``: a figure
    on one side only says the way (a first figure counts up); otherwise the line is left as written."""
    m = _LISTED.match(head)
    if m is None:
        return head
    first, last = m.group("first").strip(), m.group("last").strip()
    if re.fullmatch(r"\d+", first) and (not re.fullmatch(r"\d+", last) or int(last) >= int(first)):
        return f"{m.group('var')}{first} ... {last}"
    if re.fullmatch(r"\d+", last) and (not re.fullmatch(r"\d+", first) or int(first) > int(last)):
        return f"{m.group('var')}{first} downto {last}"
    return head


def for_header(rest: str, braced: bool, colon: bool, ctx: Ctx, inline: Inline) -> Header:
    """The Python header of ``for <rest>``; ``inline`` reads a body written on the same line."""
    rest = re.sub(r"^each\b", "each", rest.strip(), flags=_I)
    rest = walk_said_plainly(rest)  # `every x inside nums one by one`
    parts = paren_split(rest)
    if parts is not None:
        loop = for_header(parts[0], braced, True, ctx, inline)
        loop.inline = [*loop.inline, *inline(parts[1], ctx)]
        return loop
    cfor = _C_FOR.match(rest)
    if cfor:
        return _cfor_header(cfor, braced, ctx)
    go = _GO_RANGE.match(rest)
    if go:
        ctx.rule("for-each")
        iterable = expr(go.group("iter"), ctx)
        if go.group("i") and go.group("i") != "_":
            return Header(
                "for", f"for {go.group('i')}, {go.group('v')} in enumerate({iterable})", braced=braced
            )
        if go.group("i"):
            return Header("for", f"for {go.group('v')} in {iterable}", braced=braced)
        return Header("for", f"for {go.group('v')} in range(len({iterable}))", braced=braced)
    foreign = _foreign_each(rest)
    until = _KOTLIN_UNTIL.match(foreign or rest)
    if until:
        ctx.rule("for-to-inclusive")
        ctx.kinds[until.group("var")] = "num"
        start, end = expr(until.group("start"), ctx), expr(until.group("end"), ctx)
        return Header("for", f"for {until.group('var')} in range({start}, {end})", braced=braced)
    if foreign is not None:
        ctx.rule("for-each")
        written_in = re.search(r"\bin\b", rest) is not None
        rest, colon = foreign, True
        cpp_map = re.match(r"^([A-Za-z_]\w*) in ([A-Za-z_]\w*)$", foreign)
        if cpp_map and ctx.c_like and not ctx.javascript and ctx.kinds.get(cpp_map.group(2)) == "dict":
            # C++ walks a map's (key, value) pairs (Java cannot walk a Map itself)
            rest = f"{cpp_map.group(1)} in {cpp_map.group(2)}.items()"
        js_in = re.match(r"^([A-Za-z_]\w*) in ([A-Za-z_]\w*)$", foreign)
        if js_in and ctx.javascript and written_in and ctx.kinds.get(js_in.group(2)) == "list":
            # JavaScript's `for (i in arr)` walks the indices of an array, not its items
            rest = f"{js_in.group(1)} in range(len({js_in.group(2)}))"
    parts = split_body(rest, "do") if not colon else None
    if parts is None:
        comma = find_top(rest, rf",\s*(?:then\s+)?(?={_STEP_VERBS}\b)", _I)
        if comma is not None and comma.start() > 0:
            # `for each x in nums, add x to total`: the step after the comma is the body
            parts = rest[: comma.start()].strip(), rest[comma.end() :].strip()
    if parts is None:
        # `for each letter ch in s and add 1 to cnt[ch]`: `and` with a step's verb after the walked
        # collection (one name) starts the body (`between 0 and count` is a range, not a step)
        joined = re.match(
            rf"^(.*\bin\s+[A-Za-z_][\w.]*)\s+and\s+(?:then\s+)?(?={_STEP_VERBS}\s+\S)", rest, _I
        )
        if joined is not None and not re.search(r"\bbetween\b", joined.group(1), _I):
            parts = joined.group(1).strip(), rest[joined.end() :].strip()
    head, body = parts if parts else (rest, "")
    body = without_own_end(body)
    # `For i = 1, …, n–1` (a lecture's slides): the values listed as mathematics lists them, first and
    # last with an ellipsis between, every one of them taken (docs/pseudocode.md, round 16's English)
    head = _listed_values(head)
    head = re.sub(r"(?<=[\w)])\s*(\.\.<|\.\.\.?)\s*(?=[\w(-])", r" \1 ", head)
    english = prose.loop(head, ctx, expr)
    if english is not None:
        return Header("for", english, inline(body, ctx), braced)
    m = _COUNTED.match(head) or _DOTS.match(head) or _R_RANGE.match(head)
    if m and m.groupdict().get("dir", "").lower() == "and" and not m.groupdict().get("between"):
        m = None
    if (
        m
        and m.groupdict().get("excl")
        and (m.group("step") or not re.match(r"(?:up\s*)?to$", m.group("dir"), _I))
    ):
        m = None  # an end left out of a downward or stepped range: which value is last is not said
    if m:
        var = m.group("var")
        # `for mask from 0 to 2^n - 1` is no C: a caret after a literal base in a counted loop is a power
        start, end = (re.sub(r"(?<![\w.])(2|10)\s*\^\s*", r"\1 ** ", m.group(g)) for g in ("start", "end"))
        start, end = expr(start, ctx), expr(end, ctx)
        direction = re.sub(r"\s+", "", (m.groupdict().get("dir") or "to").lower())
        step_raw = m.groupdict().get("step")
        step = expr(step_raw, ctx) if step_raw else None
        down = direction in ("downto",)
        ctx.rule("for-downto" if down else "for-to-inclusive")
        ctx.counted_loops = True
        if direction in ("..<", "below") or m.groupdict().get("excl"):
            end = plus(end, -1)  # half-open: the last value is end - 1
        ctx.kinds[var] = "num"
        if down:
            s = step.lstrip("-").strip() if step else "1"
            rng = (
                f"range({start}, {plus(end, -1)}, -{s})"
                if s != "1"
                else f"range({start}, {plus(end, -1)}, -1)"
            )
        elif step is None or step == "1":
            rng = f"range({start}, {plus(end, 1)})"
        elif re.fullmatch(r"-\s*\d+(?:\.\d+)?", step):
            rng = f"range({start}, {plus(end, -1)}, {step})"
        elif re.fullmatch(r"\d+(?:\.\d+)?", step):
            rng = f"range({start}, {plus(end, 1)}, {step})"
        else:
            rng = f"range({start}, {end} + (1 if ({step}) > 0 else -1), {step})"
        # a textbook counter keeps the value that first passed the bound (`settle` uses it when read after)
        downward = down or (step or "").lstrip().startswith("-")
        by = f"-{(step or '1').lstrip('-').strip()}" if down else (step or "1")
        after = None
        if re.fullmatch(r"-?\s*\d+", by.strip()):
            test = f"while {var} >= {end}" if downward else f"while {var} <= {end}"
            after = CLoop(
                var, False, True, end, test, [f"{var} = {start}"], [f"{var} += {by}"], after_only=True
            )
        return Header("for", f"for {var} in {rng}", inline(body, ctx), braced, cloop=after)
    m = _INDEX_ONLY.match(head)
    if m:
        ctx.rule("for-each-index")
        iterable = expr(m.group("iter"), ctx)
        ctx.kinds[m.group("i")] = "num"
        return Header("for", f"for {m.group('i')} in range(len({iterable}))", inline(body, ctx), braced)
    m = _KEY_VALUE.match(head)
    if m:
        ctx.rule("for-each-items")
        iterable = expr(m.group("iter"), ctx)
        return Header(
            "for",
            f"for {m.group('k')}, {m.group('v')} in {iterable}.items()",
            inline(body, ctx),
            braced,
        )
    m = _INDEXED.match(head)
    if m:
        ctx.rule("for-each-index")
        iterable = expr(m.group("iter"), ctx)
        python = f"for {m.group('i')}, {m.group('v')} in enumerate({iterable})"
        return Header("for", python, inline(body, ctx), braced)
    m = _EACH.match(head)
    if m:
        target = m.group("target").strip().replace("[", "(").replace("]", ")")
        if "(" in target and not target.startswith("("):
            target = target[target.index("(") :]  # "pair (a, b)": the tuple is the target
        if target.startswith("(") and not target.endswith(")") and ")" in target:
            target = target[: target.rindex(")") + 1]  # "(k, v) pair"
        words = target.strip("()").replace(",", " , ").split()
        if "," not in target and len(words) >= 2:
            target = words[-1]  # "for each char c in s": the last word is the variable
        target = target.strip()
        if target.startswith("(") and target.endswith(")"):
            target = target[1:-1].strip()
        iterable = expr(m.group("iter"), ctx)
        if "," in target and ctx.kinds.get(iterable) == "dict":
            iterable = f"{iterable}.items()"
            ctx.rule("for-each-items")
        if re.match(r"^(?:each|every|all)\b", rest, _I) or not colon:
            ctx.rule("for-each")
        return Header("for", f"for {target} in {iterable}", inline(body, ctx), braced)
    ctx.note(f"could not read the loop header 'for {rest}'")
    return Header("for", f"for {expr(head, ctx)}", inline(body, ctx), braced)


def _cfor_header(found: re.Match[str], braced: bool, ctx: Ctx) -> Header:
    ctx.rule("c-style-for")
    m = _CFor(found)
    init = re.match(
        rf"^\s*(?:({TYPE_WORDS})\s+)?([A-Za-z_]\w*)\s*(?:=|\u2190)\s*(.+?)\s*$", m.group("init"), _I
    )
    test = re.match(r"^\s*([A-Za-z_]\w*)\s*(<=|>=|<|>)\s*(.+?)\s*$", m.group("cond"))
    if test and re.search(r"&&|\|\||\b(?:and|or)\b|[<>=!]|\?|,", test.group(3)):
        test = None  # `i < n && a[i] > 0` is no bound: a range would drop (or misread) the rest of the test
    upd = m.group("upd").strip()
    pre = statement(m.group("init"), ctx).lines if m.group("init").strip() else []
    footer = statement(upd, ctx).lines if upd else []
    test_py = cond(m.group("cond"), ctx) if m.group("cond").strip() else "True"
    if init and test and init.group(2) == test.group(1):
        var = init.group(2)
        v = re.escape(var)
        step: str | None = None
        if re.fullmatch(rf"{v}\s*\+\+|\+\+\s*{v}", upd):
            step = "1"
        elif re.fullmatch(rf"{v}\s*--|--\s*{v}", upd):
            step = "-1"
        else:
            inc = re.fullmatch(rf"{v}\s*([+-])=\s*(\d+)|{v}\s*=\s*{v}\s*([+-])\s*(\d+)", upd)
            if inc:
                sign = inc.group(1) or inc.group(3)
                step = ("-" if sign == "-" else "") + (inc.group(2) or inc.group(4))
        op, bound = test.group(2), expr(test.group(3), ctx)
        start = expr(init.group(3), ctx)
        ok = (
            step is not None
            and step.strip("-") != "0"
            and (
                (op in ("<", "<=") and not step.startswith("-"))
                or (op in (">", ">=") and step.startswith("-"))
            )
        )
        if ok and step is not None:
            ctx.kinds[var] = "num"
            end = bound
            if op == "<=":
                end = plus(bound, 1)
            elif op == ">=":
                end = plus(bound, -1)
            rng = f"range({start}, {end})" if step == "1" else f"range({start}, {end}, {step})"
            # `settle` turns it back into a while loop if the body changes the counter or the bound
            scoped = init.group(1) is not None and init.group(1).lower() != "var"
            loop = CLoop(var, scoped, True, bound, f"while {test_py}", pre, footer)
            return Header("for", f"for {var} in {rng}", braced=braced, cloop=loop)
    loop = CLoop(init.group(2) if init else "", False, False, "", f"while {test_py}", pre, footer)
    return Header("while", f"while {test_py}", braced=braced, pre=pre, footer=footer, cloop=loop)
