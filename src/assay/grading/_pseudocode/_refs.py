"""References in English pseudocode: naming a variable by what it is (docs/pseudocode.md).

Prose names things by their role rather than their name: ``the count of ch`` (an entry of the only
map), ``the queue`` / ``the stack`` (the one list used that way), ``nums at index i``, ``the lengths
are different`` (the question's two inputs), ``the number of items in xs that are even``. Each
rewrite applies only when exactly one variable fits; otherwise the phrase is left for the
``unrecognised`` check to report.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import PRIM, PRIM_ALONE, Ctx, sub
from assay.grading._pseudocode._input_nouns import named_inputs

__all__ = ["refer"]

_I = re.IGNORECASE
_NAME = r"[A-Za-z_]\w*"
_P = PRIM_ALONE
_ROLE_NAMES = {
    "queue": r"(?:q|qu|queue|dq|deque|frontier|bfs|\w*_?queue\w*|\w*Queue)",
    "stack": r"(?:st|stk|stack|\w*_?stack\w*|\w*Stack)",
}
_PROPERTY = (
    r"(?:positive|negative|zero|even|odd|non-?zero|empty|(?:greater|bigger|larger|more|less|smaller)\s+than\s+.+|"
    r"equal\s+to\s+.+|at\s+least\s+.+|at\s+most\s+.+|divisible\s+by\s+.+)"
)


_INPUTS = r"(?:string|list|array|word|input|sequence|text)s?"
# what is said of two things' lengths: the same (`neg` when the words deny it), or different
_LENGTHS = (
    r"(?:(?:(?P<neg>(?:do\s+not|does\s+not|not)\s+have|(?:are\s+)?not(?:\s+of)?)|have|are(?:\s+of)?)\s+"
    r"(?:the\s+)?same\s+(?:length|size)"
    r"|(?P<diff>(?:have|are(?:\s+of)?)\s+different\s+(?:lengths?|sizes?)|differ\s+in\s+(?:length|size)))\b"
)


# a bracket after a name that is no call's: a remark, words with a space between (`(start at 0 …)`)
_NO_CALL = r"(?!\s*\((?!\s*[A-Za-z']+\s+[A-Za-z']))"


def _length_test(a: str, b: str, m: re.Match[str]) -> str:
    """``(len(a) == len(b))``, or ``!=`` when the words said not or different."""
    return f"(len({a}) {'!=' if m.group('neg') or m.group('diff') else '=='} len({b}))"


def _only(ctx: Ctx, kind: str) -> str | None:
    owners = [name for name, k in ctx.kinds.items() if k == kind and name not in ctx.params]
    return owners[0] if len(owners) == 1 else None


def _role(ctx: Ctx, role: str) -> str | None:
    if role in ctx.kinds:
        return None
    names = [n for n, k in ctx.kinds.items() if k in ("list", "queue") and re.fullmatch(_ROLE_NAMES[role], n)]
    return names[0] if len(names) == 1 else None


def refer(s: str, ctx: Ctx) -> str:
    """Rewrite the role references in ``s`` (string-masked code) to the variables they name."""
    s = named_inputs(s, ctx)
    for role in ("queue", "stack"):
        if re.search(rf"\bthe\s+{role}\b", s, _I) and (name := _role(ctx, role)):
            s = sub(ctx, "english-references", rf"\bthe\s+{role}\b(?!\s*\()", name, s)
    counts = _only(ctx, "dict")
    if counts is not None:
        # `the count of ch`: the entry of the only map (a missing one counts from 0 when increased)
        s = sub(
            ctx,
            "english-references",
            rf"\b(?:the\s+)?(?:count|frequency|tally|number\s+of\s+occurrences)\s+of\s+"
            rf"(?!(?:elements|items|values|numbers|characters|times)\b){_P}(?!\s+in\b)",
            rf"{counts}[\1]",
            s,
        )
    if counts is not None:
        # `the partner of ch`: what the only map pairs with ch
        s = sub(
            ctx,
            "english-references",
            rf"\b(?:the\s+)?(?:partner|match|matching\s+one|opposite|counterpart|mate|pair)\s+of\s+{_P}",
            rf"{counts}[\1]",
            s,
        )
    maps = [n for n, k in ctx.kinds.items() if k == "dict"]
    if maps:
        # `cnt of c`, `the seen of x`: a map the answer named, read at a key (a map is read, not called)
        names = "|".join(re.escape(n) for n in sorted(maps, key=len, reverse=True))
        # (the key a whole name: `cnt of ch (if ch is new …)` is `cnt[ch]` and a remark, never `cnt[c]h`)
        s = sub(
            ctx, "english-references", rf"\b(?:the\s+)?({names})\s+of\s+{_P}(?![\w(]){_NO_CALL}", r"\1[\2]", s
        )
    if not re.match(r"(?:write|put|place|store|copy)\s", s, _I):
        # (`write x at position k` puts x there: a step, read in _clauses)
        s = sub(
            ctx,
            "english-references",
            rf"{_P}\s+at\s+(?:index|position)\s+({PRIM}(?:\s*[-+]\s*{PRIM})*)",
            r"\1[\2]",
            s,
        )
    if counts is not None:
        # `the key's group`, `all the groups as a list`: the only map's entry, its values
        s = sub(
            ctx,
            "english-references",
            rf"\b(?:the\s+)?({_NAME})'s\s+(?:group|list|bucket|entry|value|count|total|items)\b",
            rf"{counts}[\1]",
            s,
        )
        s = sub(
            ctx,
            "english-references",
            rf"\b(?:all\s+)?(?:the\s+)?(?:{re.escape(counts)}|groups|buckets|lists|values)\s+"
            rf"(?:of\s+{re.escape(counts)}\s+)?as\s+a\s+list\b",
            f"list({counts}.values())",
            s,
        )
    if len(ctx.sequences) >= 2:
        a, b = ctx.sequences[0], ctx.sequences[1]
        s = sub(
            ctx,
            "length",
            r"\b(?:the\s+)?(?:lengths|sizes)\s+(?:are\s+)?(?:different|not\s+(?:equal|the\s+same)|differ)\b",
            f"(len({a}) != len({b}))",
            s,
        )
        s = sub(
            ctx,
            "length",
            r"\b(?:the\s+)?(?:lengths|sizes)\s+(?:are\s+)?(?:equal|the\s+same|match)\b",
            f"(len({a}) == len({b}))",
            s,
        )
    if len(ctx.sequences) == 2:
        # `the two strings do not have the same length`, `both lists are the same size`: the
        # question's two inputs named by their number (only when it has exactly two)
        s = sub(
            ctx,
            "length",
            rf"\b(?:the\s+)?(?:two|both(?:\s+the)?)\s+(?:{_INPUTS})\s+{_LENGTHS}",
            lambda m: _length_test(ctx.sequences[0], ctx.sequences[1], m),
            s,
        )
    # `s and t don't have the same length`, `a and b differ in length`
    s = sub(ctx, "length", rf"{_P}\s+and\s+{_P}\s+{_LENGTHS}", lambda m: _length_test(m[1], m[2], m), s)
    s = sub(
        ctx,
        "length",
        rf"{_P}\s+and\s+{_P}\s+(?:have|are\s+of)\s+(different|the\s+same|equal)\s+(?:lengths?|sizes?)",
        lambda m: (
            f"(len({m.group(1)}) {'!=' if m.group(3).lower() == 'different' else '=='} len({m.group(2)}))"
        ),
        s,
    )
    m = re.search(
        rf"\b(?:the\s+)?(?:number|count)\s+of\s+(?:elements|items|values|numbers|entries|characters|chars|letters)\s+"
        rf"(?:in|of)\s+{_P}\s+(?:that|which)\s+(?:are|is)\s+({_PROPERTY})$",
        s,
        _I,
    )
    if m:
        ctx.rule("english-functions")
        s = s[: m.start()] + f"sum(bool(_item is {m.group(2)}) for _item in {m.group(1)})"
    s = sub(
        ctx,
        "english-functions",
        rf"\b(?:count\s+)?how\s+many\s+times\s+({PRIM})\s+(?:appears|occurs|shows\s+up|is)\s+in\s+{_P}",
        r"\2.count(\1)",
        s,
    )
    return s
