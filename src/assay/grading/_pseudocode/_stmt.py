"""Line classification of the pseudocode normaliser: block headers, closers and statements.

Works on one string-masked logical line at a time and returns what it is: a :class:`Header`
(opens a block, maybe with an inline body), a :class:`Closer` (``end for``, ``}``, ``until c``),
or a :class:`Stmt` (one or more Python lines).
Function headers are read in ``_function_headers`` (the normaliser asks it before classifying).
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import PRIM_ALONE
from assay.grading._pseudocode._bracketed_conditions import test_of
from assay.grading._pseudocode._clause_names import subject_of
from assay.grading._pseudocode._discourse import test_without_verdict, verdict_before_so
from assay.grading._pseudocode._explanation_lines import example_line, explanation_line
from assay.grading._pseudocode._expr import PRIM, Ctx, expr, find_top, split_top
from assay.grading._pseudocode._function_headers import parse_function_header, strip_opener
from assay.grading._pseudocode._if_else_line import else_after_comma
from assay.grading._pseudocode._loop_commas import while_comma
from assay.grading._pseudocode._loops import for_header, ruby_loop
from assay.grading._pseudocode._mixed import split_assignments
from assay.grading._pseudocode._questions import answered_question
from assay.grading._pseudocode._simple_steps import statement
from assay.grading._pseudocode._steps import (
    Closer,
    Header,
    Stmt,
    balanced_outer,
    paren_split,
    split_body,
    without_own_end,
)
from assay.grading._pseudocode._subjects import clause_subjects

__all__ = ["Closer", "Header", "Stmt", "classify", "closes_kind"]

_I = re.IGNORECASE
# a child a test names, put somewhere and said again as `that` (`…, put that (one) at the back of q`)
_PUT_THAT = (
    r"\b(?P<verb>put|add|push|append|enqueue|queue|insert|place)\s+that(?:\s+(?:one|child|node|subtree))?"
    r"(?=\s+(?:also\s+)?(?:at|to|in|into|on|onto)\b)"
)
_NAME = r"[A-Za-z_]\w*"
_P = PRIM_ALONE
# `If suppose key not in groups then …`: Indian English says `if suppose` for `if` (docs/pseudocode.md,
# "Conventions read since round 16 was opened: mixed"); never a name `suppose` read or called
_SUPPOSE = r"(?:\s+suppose(?:\s+that)?\b(?=\s+[A-Za-z_(\[!]))?"

FAMILIES: dict[str, set[str]] = {
    "if": {"if", "elif", "else"},
    "fi": {"if", "elif", "else"},
    "for": {"for"},
    "foreach": {"for"},
    "while": {"while"},
    "wend": {"while"},
    "loop": {"for", "while", "repeat", "do"},
    "do": {"for", "while", "repeat", "do"},
    "done": {"for", "while", "repeat", "do"},
    "od": {"for", "while", "repeat", "do"},
    "next": {"for"},
    "repeat": {"repeat"},
    "function": {"func"},
    "procedure": {"func"},
    "proc": {"func"},
    "def": {"func"},
    "algorithm": {"func"},
    "func": {"func"},
    "method": {"func"},
    "sub": {"func"},
    # COBOL's `END-PERFORM` ends its loop, `PERFORM VARYING …` (round 16's conventions: mixed)
    "perform": {"for", "while", "repeat", "do"},
    "else": {"else", "elif", "if"},
    "class": {"class"},
    "try": {"try", "except", "finally"},
}

_END = re.compile(
    r"^(?:(?:end|finish(?=\s+[a-z]))\s*[-_]?\s*(?P<kind>if|for\s*each|foreach|for|while|loop|function|procedure|proc|def|algorithm|"
    r"func|method|repeat|do|else|class|try|sub|perform)?|(?P<short>fi|done|od|wend|loop|next(?:\s+[A-Za-z_]\w*)?))"
    r"\s*[;.]?$",
    _I,
)


def _end_families(m: re.Match[str]) -> set[str] | None:
    """The block kinds an ``_END`` match closes; ``None`` for a bare ``end`` (the innermost block)."""
    word = (m.group("kind") or m.group("short") or "").lower()
    word = re.sub(r"\s+.*$", "", word).replace(" ", "")
    if word == "foreach" or word.startswith("foreach"):
        word = "for"
    return FAMILIES.get(word) if word else None


def closes_kind(code: str, kind: str) -> bool:
    """Whether ``code`` is an end-keyword line that would close a block of ``kind`` (``endwhile``,
    ``end``, ``until …`` after ``repeat``), read without classifying it: a look-ahead that records
    no rule (``_blocks.Builder``)."""
    s = code.strip()
    m = _END.match(s)
    if m:
        families = _end_families(m)
        return families is None or kind in families
    return kind in ("repeat", "do") and re.match(r"^until\s+\S", s, _I) is not None


_LOOSE_BODY = re.compile(
    # (`if node is nothing we answer 0`: the person who does the step may come first, docs/pseudocode.md)
    r"\s+(?=(?:we|you|I)\s+(?:just\s+|simply\s+)?(?:answer|say|return|give|stop|skip)\b|(?:return|break|continue|print|set|let|increment|decrement|append|add|increase|decrease|give\s+back|"
    r"move|put|push|pop|remove|swap|stop|skip|mark|change|reset)\b)",
    _I,
)


# a one-line `if c then x else y endif` closes itself (textbooks' `endif` / `end if` / `end-if`); a
# bare `end` may be a variable (`hi ← end`), so only the words naming the `if` count
_INLINE_END_IF = re.compile(r"\s+end\s*[-_]?\s*if\s*;?\s*$", _I)


_IT_VALUE_TEST = re.compile(
    r"^it(?:'s\b|\s*[<>=!]|\s+(?:is|isnt|was|wasnt|does|doesnt|did|becomes?|became|drops?|dropped|falls?|fell|goes|went|reaches|reached|hits?|"
    r"gets?|got|exceeds?|exceeded|equals?|rises?|rose|stays?)\b)(?!\s+(?:a|an|empty|none|nil|null|nothing|"
    r"missing|leaf|node|list)\b)",
    _I,
)


# a verb of repeating before `while`/`until`, with the particle English adds to it: `loop while`,
# `loop through while`, `keep going until`, `go on while`, `repeat again while`
_LOOP_VERB = (
    r"(?:do|loop|repeat|iterate|go|run|keep\s+(?:going|looping|repeating|doing\s+this))"
    r"(?:\s+(?:through|on|around|again|over))?"
)


def _counted(target: str, ctx: Ctx) -> bool:
    # a value (a number, a popped item, `count[c]`): never a node, a list or a map as a whole
    return "[" in target or ctx.kinds.get(target) not in ("node", "list", "dict", "set", "queue")


def _if_like(kind: str, rest: str, braced: bool, colon: bool, ctx: Ctx) -> Header:
    parts = paren_split(rest) or split_body(rest, "then")
    if parts is None:
        comma = find_top(rest, r"\s*,\s*(?:then\s+)?")
        # `if c is not in m, or m[c] is 0, return false`: a comma before `or` goes on with the test
        # when another comma parts it from its step (docs/pseudocode.md, round 15's English)
        alternative = find_top(rest, r"\s*,\s*(?!or\b)(?:then\s+)?", _I)
        if comma is not None and re.match(r"\s*,\s*or\b", rest[comma.start() :], _I) and alternative:
            ctx.rule("if-comma-or")
            rest = rest[: comma.start()] + " " + rest[comma.end() :]
            comma = find_top(rest, r"\s*,\s*(?:then\s+)?")
        if comma is not None and comma.start() > 0:
            ctx.rule("if-comma")
            parts = rest[: comma.start()].strip(), rest[comma.end() :].strip()
            parts = test_without_verdict(parts[0], parts[1], ctx), parts[1]
            # `if c move l right, else move r left`: that comma parts the two steps, not test and step
            parts = else_after_comma(parts, _LOOSE_BODY)
    head, body = parts if parts else (rest, "")
    if not parts and not colon:
        loose = find_top(head, _LOOSE_BODY.pattern, _I)
        if loose and loose.start() > 0:
            head, body = head[: loose.start()].strip(), head[loose.end() :].strip()
            head = verdict_before_so(head, ctx)  # `if x is in seen we found one so return true`
    head = re.sub(r"^\((.*)\)$", r"\1", head) if balanced_outer(head) else head
    subject = re.match(rf"^(?:the\s+)?(?!it\b)({_NAME})\s+(?:is|has|was|equals|reaches|gets)\b", head, _I)
    if not subject and ctx.last_target and _IT_VALUE_TEST.match(head) and _counted(ctx.last_target, ctx):
        # `decrease the count of c by 1` / `if it drops below zero`: "it" is what the last step changed,
        # read only when the test is about a value and that step changed one; `if it has a left
        # child` after `row = root` may mean another node, so it is left for the reference layer or
        # listed as not understood (docs/pseudocode.md, "English")
        ctx.rule("english-references")
        head = re.sub(r"^it(?:'s|\s+is)\b", f"{ctx.last_target} is", head, flags=_I)
        head = re.sub(r"^it\b", ctx.last_target, head, flags=_I)
    if body and subject and re.search(r"\bit\b", body):
        # `if the text is 2n long, add it to results`: "it" is what the condition is about
        # (`if node has a left child, queue it`: the child)
        ctx.rule("english-references")
        body = re.sub(r"\bit\b", subject_of(head) or subject.group(1), body)
    child = subject_of(head) if body else None
    if child and re.search(_PUT_THAT, body, _I):
        # `if node has a left child, put that at the back of the queue`: "that" is the child the
        # test names, as "it" is (it was the last thing made, the queue itself: docs/pseudocode.md)
        ctx.rule("english-references")
        body = re.sub(_PUT_THAT, rf"\g<verb> {child}", body, count=1, flags=_I)
    word = "if" if kind == "if" else "elif"
    closed = _INLINE_END_IF.search(body) if body else None
    if closed and closed.start() > 0:
        ctx.rule("end-keywords")
        body = body[: closed.start()].strip()
    if body:
        els = find_top(body, r"\s*,?\s+\b(?:else|otherwise)\b\s*,?\s*", _I)  # `…, else reset x`
        if els is not None:
            first, second = body[: els.start()].strip(), body[els.end() :].strip()
            ctx.rule("inline-if-else")
            return Header(
                kind,
                f"{word} {test_of(head, ctx)}",
                inline=[*inline_statements(first, ctx), "\x00else", *inline_statements(second, ctx)],
                braced=braced,
            )
    return Header(kind, f"{word} {test_of(head, ctx)}", inline_statements(body, ctx), braced)


def inline_statements(body: str, ctx: Ctx) -> list[str]:
    """Translate an inline body (``then x ← 1``; Python's ``if c: a; b`` holds two statements)."""
    if not body:
        return []
    lines: list[str] = []
    # `then bestLen = r - l + 1 and bestL = l`: two assignments joined by `and`, read as on a line of
    # their own (docs/pseudocode.md, "Conventions read since round 16 was opened: mixed")
    for part in (piece for step in split_top(body, ";") for piece in split_assignments(step)):
        if re.match(r"^(?:if|while|for)\b", part, _I):
            # `for (…) if (c) return false;`: a one-line block inside a one-line block
            inner = classify(part, ctx, None)
            simple = isinstance(inner, Header) and inner.inline and not inner.pre
            if simple and isinstance(inner, Header) and "\x00else" not in inner.inline:
                lines.append(f"{inner.python}: {'; '.join(inner.inline)}")
                continue
        lines.extend(statement(part, ctx).lines)
    return lines


def classify(
    code: str, ctx: Ctx, top_kind: str | None, *, header: bool = False
) -> Header | Closer | Stmt | None:
    """What one masked logical line is. ``None``: nothing to emit (``begin``, a lone ``{``).

    ``header``: the line was found to be a function header written without a keyword.
    """
    s = code.strip()
    if not s:
        return None
    if not ctx.c_like:
        s = clause_subjects(s, ctx)  # `for each w in words, I sort …`: the subject before the loop's step
        s = answered_question(s)  # `is c in seen? if so …`: the test asked, then answered
    if s == "{" or re.fullmatch(r"(?:begin|then|do)", s, _I):
        ctx.rule("block-keywords" if s != "{" else "braces")
        return None
    if s == "}" or re.fullmatch(r"\}\s*\)\s*;?", s):
        ctx.rule("braces")
        return Closer(None, braced=True, text=s)
    m = re.match(r"^}\s*while\s+(.+?)\s*;?$", s, _I)
    if m:
        ctx.rule("do-while")
        return Closer(
            {"do", "repeat"}, braced=True, footer=f"if not ({test_of(m.group(1), ctx)}): break", text=s
        )
    m = _END.match(s)
    if m:
        ctx.rule("end-keywords")
        return Closer(_end_families(m), text=s)
    m = re.match(r"^end\s+([A-Za-z_][\w-]*)\s*[;.]?$", s, _I)
    if m and (m.group(1) in ctx.functions or m.group(1) in ctx.hyphenated):
        # Fortran's and PL/I's `END MINCOST`: the end of the procedure of that name
        # (docs/pseudocode.md, "Conventions read since round 10 was opened")
        ctx.rule("end-keywords")
        return Closer(FAMILIES["function"], text=s)
    m = re.match(r"^until\s+(.+?)\s*;?$", s, _I)
    if m:
        ctx.rule("repeat-until")
        return Closer({"repeat", "do"}, footer=f"if {test_of(m.group(1), ctx)}: break", text=s)
    if top_kind == "do":
        m = re.match(r"^(?:loop\s+)?while\s+(.+?)\s*;?$", s, _I)
        if m and not re.search(r"(?:\bdo|:|\{)\s*$", s, _I):
            ctx.rule("do-while")
            return Closer({"do"}, footer=f"if not ({test_of(m.group(1), ctx)}): break", text=s)
    if re.match(
        r"^(?:input|output|require|requires|ensure|ensures|precondition|postcondition|returns)\s*:", s, _I
    ):
        ctx.note(f"skipped the description line '{s[:40]}'")
        return None
    if example_line(s):
        ctx.note(f"skipped the example line '{s[:40]}'")
        return None
    m = re.match(r"^(?:the\s+)?(?:final\s+)?(?:answer|result)\s*(?:is\s*)?:\s*(\S.*)$", s, _I)
    words = re.findall(r"\b[A-Za-z]+\s+[A-Za-z]+\b", m.group(1)) if m else []
    prose_words = [w for w in words if not re.search(r"\b(?:and|or|not|in|if|else|mod|div|is)\b", w)]
    if m and not prose_words and not re.search(r"\bO\(", m.group(1)):
        # `answer: dp[n − 1]` as a step: what the procedure gives back
        ctx.rule("return-words")
        return Stmt([f"return {expr(m.group(1).rstrip('.'), ctx)}"])
    if explanation_line(s, ctx.params):
        ctx.rule("prose")
        ctx.note(f"read the line '{s[:40]}' as an explanation, not a step")
        return None
    head, braced, colon = strip_opener(s)
    if re.match(r"^class\s+\w+", head, _I):
        ctx.rule("class-wrapper")
        return Header("class", "", braced=braced)
    m = re.match(
        r"^(?:(?:export|const|let|var)\s+)+([A-Za-z_]\w*)\s*=\s*(?:async\s+)?(?:\(([^()]*)\)|([A-Za-z_]\w*))\s*=>\s*(?![{\s]*$)(.+)$",
        s,
    )
    if m:
        ctx.rule("function-header")
        params = [p for p in (x.strip() for x in (m.group(2) or m.group(3) or "").split(",")) if p]
        body = m.group(4).strip().rstrip(";")
        return Header("func", "", name=m.group(1), params=params, inline=[f"return {expr(body, ctx)}"])
    m = re.match(
        r"^((?:def|function|procedure|algorithm|func|fn)\s+[A-Za-z_][\w-]*\s*\([^()]*\)\s*(?:->\s*[^:]+)?):\s*(\S.*)$",
        s,
        _I,
    )
    fn = parse_function_header(m.group(1)) if m else None
    if m and fn is not None and re.match(r"^(?:return|pass|print)\b", m.group(2), _I):
        ctx.rule("function-header")
        return Header("func", "", name=fn[0], params=fn[1], inline=statement(m.group(2), ctx).lines)
    fn = parse_function_header(s, bare=header, any_name=header)
    if fn is not None:
        ctx.rule("function-header")
        return Header("func", "", braced=braced, name=fn[0], params=fn[1])
    ruby = ruby_loop(head, braced, ctx)
    if ruby is not None:
        return ruby
    m = re.match(
        r"^if\s+([A-Za-z_]\w*)\s*,\s*([A-Za-z_]\w*)\s*(?:\u2190|:=|=)\s*([A-Za-z_]\w*)\[(.+)\]\s*;\s*\2\s*$",
        head,
    )
    if m:
        # Go's `if v, ok := m[k]; ok {`: the key is there, and v is its value
        ctx.rule("if-then")
        key = expr(m.group(4), ctx)
        return Header("if", f"if ({m.group(1)} := {m.group(3)}.get({key})) is not None", braced=braced)
    m = re.match(r"^unless\b\s*(.*)$", head, _I)
    if m:
        ctx.rule("if-then")
        negated = _if_like("if", m.group(1), braced, colon, ctx)
        negated.python = f"if not ({negated.python[3:]})"
        return negated
    m = re.match(rf"^(?:else\s*if|elseif|elsif|elif|otherwise\s+if)\b{_SUPPOSE}\s*(.*)$", head, _I)
    if m:
        ctx.rule("else-if")
        return _if_like("elif", m.group(1), braced, colon, ctx)
    m = re.match(r"^(?:else|otherwise)\b\s*(.*)$", head, _I)
    if m:
        body = re.sub(r"^(?:do\b|then\b|:|->|,)\s*", "", m.group(1).strip(), flags=_I)
        return Header("else", "else", inline_statements(body, ctx), braced)
    m = re.match(
        rf"^(?:if{_SUPPOSE}|when|whenever|only\s+if|only\s+when|in\s+case|if\s+ever|in\s+the\s+case\s+that)\b\s*(.*)$",
        head,
        _I,
    )
    if m:
        if re.search(r"\bthen\b", head, _I):
            ctx.rule("if-then")
        return _if_like("if", m.group(1), braced, colon, ctx)
    m = re.match(
        r"^(?:for\s*each|foreach|for|(?:go|walk|loop|iterate|run|step)\s+(?:through|over|across)(?=\s+(?:each|every|all)\b))\b\s*(.*)$",
        head,
        _I,
    )
    if m:
        return for_header(m.group(1), braced, colon, ctx, inline_statements)
    m = re.match(rf"^(?:{_LOOP_VERB}\s+)?(?:while|as\s+long\s+as)\b\s*(.*)$", head, _I)
    if m:
        parts = paren_split(m.group(1)) or (split_body(m.group(1), "do") if not colon else None)
        if parts is None and not ctx.c_like:
            parts = while_comma(m.group(1), colon)  # `while fast is not null, move slow one step`
        test, body = parts if parts else (m.group(1), "")
        body = without_own_end(body)
        if re.search(r"\bdo\s*$", head, _I):
            ctx.rule("while-do")
        return Header("while", f"while {test_of(test, ctx)}", inline_statements(body, ctx), braced)
    m = re.match(rf"^(?:{_LOOP_VERB}\s+)until\b\s*(.*)$", head, _I)
    if m:
        ctx.rule("repeat-until")
        return Header("while", f"while not ({test_of(m.group(1), ctx)})", braced=braced)
    m = re.match(
        rf"^(?:repeat|do)(?:\s+(?:this|these\s+steps|the\s+following|it))?\s+({PRIM}(?:\s*[-+*]\s*{PRIM})*)\s+times$",
        head,
        _I,
    )
    if m:
        ctx.rule("repeat-times")
        return Header("for", f"for _ in range({expr(m.group(1), ctx)})", braced=braced)
    if re.fullmatch(r"(?:repeat|loop|repeat\s+forever|loop\s+forever|forever|while\s+true)", head, _I):
        ctx.rule("repeat-until")
        return Header("repeat", "while True", braced=braced)
    if re.fullmatch(r"do", head, _I):
        ctx.rule("do-while")
        return Header("do", "while True", braced=braced)
    if re.fullmatch(r"try", head, _I):
        return Header("try", "try", braced=braced)
    m = re.match(r"^(?:except|catch)\b\s*(.*)$", head, _I)
    if m:
        return Header("except", "except Exception", braced=braced)
    if re.fullmatch(r"finally", head, _I):
        return Header("except", "finally", braced=braced)
    each = _for_each_call(s, ctx)
    if each is not None:
        return each
    return statement(s.rstrip(";"), ctx)


_FOR_EACH_CALL = re.compile(
    rf"^({PRIM}?)\.forEach\(\s*(?:\(\s*({_NAME})(?:\s*,\s*({_NAME}))?\s*\)|({_NAME}))\s*=>\s*(.*?)\s*;?$"
)


def _for_each_call(s: str, ctx: Ctx) -> Header | None:
    """JavaScript's ``xs.forEach((x, i) => { … })``: a for loop (on one line or opening a block)."""
    m = _FOR_EACH_CALL.match(s)
    if not m:
        return None
    item, index = m.group(2) or m.group(4), m.group(3)
    target = expr(m.group(1), ctx)
    header = f"for {index}, {item} in enumerate({target})" if index else f"for {item} in {target}"
    body = m.group(5)
    ctx.rule("for-each")
    if body == "{":
        return Header("for", header, braced=True)
    inner = re.fullmatch(r"\{(.*)\}\s*\)", body) or re.fullmatch(r"(.*)\)", body)
    if inner is None:
        return None
    steps = [p for p in (x.strip() for x in inner.group(1).split(";")) if p]
    return Header("for", header, [line for p in steps for line in inline_statements(p, ctx)] or ["pass"])
