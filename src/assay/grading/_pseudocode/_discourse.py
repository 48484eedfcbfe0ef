"""The words around English pseudocode that carry no step (docs/pseudocode.md, "English").

Learners talk while they write: a step opens with ``then``, ``now``, ``so``, ``after all``; a
phone drops the apostrophe of ``isnt`` and ``doesnt``; and English leaves out what it said once
(``fast is not null and neither is fast's next``, ``both a and b are 0``). :func:`tidy` rewrites
these into the plain sentence they stand for, before the sentence kinds read it. Each rewrite keeps
the meaning word for word: a filler is dropped only at the start and only when it is not one of the
learner's own names; an elided test is written out in full, never guessed.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import PRIM, PRIM_ALONE, Ctx, sub
from assay.grading._pseudocode._kinds import NAME
from assay.grading._pseudocode._said_with_step import said_with_step
from assay.grading._pseudocode._subjects import clause_subjects
from assay.grading._pseudocode._that_is import restated_values

__all__ = ["test_without_verdict", "tidy", "verdict_before_so"]

_I = re.IGNORECASE
_P = PRIM_ALONE
_FILLER = (
    r"(?:and\s+then|then|now|so|at\s+the\s+end|in\s+the\s+end|ok(?:ay)?(?:\s+so)?|well|finally|lastly|after\s+all|after\s+that|and\s+finally|"
    r"first(?:\s+of\s+all)?\s*,|next\s*,|also|just|simply)"
)
# where an elided test ends: the end, a bracket or colon, or the next "and" / "or" / "then"
_END = r"(?=\s*(?:$|[):,;]|\b(?:and|or|then|do)\b))"
_BECAME = (
    r"(?:became|becomes|has\s+become|reached|reaches|has\s+reached|hit|hits|has\s+hit|dropped\s+to|drops\s+to|"
    r"fell\s+to|falls\s+to|went\s+to|goes\s+to)"
)
_NUMBER = r"(?=zero\b|0\b|-?\d+\b)"
# a pronoun before a step's verb: `we add x to out`, `then you return best`
_WHO = (
    # (`first I make …`: an order word, then the person)
    r"(?:(?:first|next|then)\s*,?\s+(?=(?:we|you|i)\s))?"
    r"(?:we|you|i|first|next|and)\s+(?:just\s+|then\s+|now\s+|simply\s+|will\s+)?(?=(?:add|set|return|give|answer|push|pop|put|move|increase|"
    r"decrease|sort|make|create|swap|append|remove|take|keep|start|check|loop|go|walk|skip|stop|break|continue|"
    r"reverse|mark|record|store|compute|count|update|build|call|subtract|multiply|divide|advance|shift|look)\b)"
)
# (one clause only: `put its value at the end, and if … put the right child at the back too` is more)
_AGAIN = (
    r"(?i:^(?P<step>(?:put|add|append|push|insert|place|enqueue|stick)\s[^,;]*?\S)"
    r"(?:\s*,)?\s+(?:too|as\s+well)$)"
)
_DONE = (
    r"(?i:^(?P<step>(?:return|give)\s.*?\S)(?:\s*,)?\s+and\s+(?:(?:we|you|i)\s+(?:are|am)\s+(?:done|finished)|"
    r"(?:we|you|i)'(?:re|m)\s+(?:done|finished)|that'?s\s+it)$)"
)
# a value an elided test repeats: one word or number (`null`, `0`, `empty`), never a phrase
_VALUE = r"(null|none|nil|empty|zero|true|false|-?\d+|[A-Za-z_]\w*)"


def tidy(s: str, ctx: Ctx) -> str:
    """``s`` without its discourse words, with contractions and elided tests written out."""
    # (a filler word a verb of being follows is the sentence's subject, the learner's own name being
    # set: `now is the smaller of a and b`, `next becomes cur`; no step begins with `is`)
    while (
        (m := re.match(rf"\s*({_FILLER})\s*,?\s+(?=[A-Za-z])", s, _I))
        and not _named(m.group(1), ctx)
        and not re.match(r"(?:is|becomes|gets|equals|starts|will\s+be)\b", s[m.end() :], _I)
    ):
        ctx.rule("english-fillers")
        s = s[m.end() :]
    s = restated_values(s)  # `let m be the integer midway …, i.e. (l+r)/2 rounded down`: the formula
    # `Sort them by their count, highest first.`: a sentence's full stop after a word or bracket
    # (or after a name that ends in a figure: `set the next node of tail to list1.`)
    s = re.sub(r"(?<=[A-Za-z)\]])\.\s*$|(?<=\s\d)\.\s*$|(?<=[A-Za-z_]\d)\.\s*$", "", s)
    # (or after a whole number that ends a sum: `set r = n–1.`, which Python would read as `n - 1.0`)
    s = re.sub(r"(?<=[-+*/]\d)\.\s*$|(?<=[-+*/]\d\d)\.\s*$", "", s)
    # `slow moves one step,`: a comma that ends a sentence of words only, as its full stop would
    # (docs/pseudocode.md, "Conventions read since round 17 was opened: English"); never after code,
    # where `x = 1,` is a tuple
    s = re.sub(r"^([A-Za-z][A-Za-z' ]*[a-z])\s*,\s*$", r"\1", s)
    # `the node after fast also exists`: `also` / `still` before `exists` adds nothing to the test
    s = sub(ctx, "english-fillers", r"\b(?:also|still)\s+(?=exists?\b)", "", s)
    # `two runners on the list, slow and fast, both of them start at the head`: the runners named,
    # then where both start (read as `slow and fast both start at head`)
    s = re.sub(
        rf"^(?:use\s+|keep\s+|have\s+)?(?:two|2)\s+(?:runners|pointers|walkers|markers|cursors)(?:\s+(?:on|along|in|over|through)\s+(?:the\s+)?\w+)?"
        rf"\s*[,:]\s*({NAME})\s+and\s+({NAME})\s*,\s*both(?:\s+of\s+them)?\s+(start|begin)\s+",
        r"\1 and \2 both \3 ",
        s,
        flags=_I,
    )
    # `put the right child at the back of the queue too`: the step done again, of another thing
    # (`too` / `as well` add nothing to it); `give back [] and we are done`: the step ends the
    # procedure, as a `return` does
    s = sub(ctx, "english-fillers", _AGAIN, r"\g<step>", s)
    s = sub(ctx, "english-fillers", _DONE, r"\g<step>", s)
    who = re.match(_WHO, s, _I)
    if who and not _named(who.group(0).split()[0], ctx):
        ctx.rule("english-fillers")
        s = s[who.end() :]
    s = clause_subjects(s, ctx)  # `…, we return true`: the same subject inside the sentence
    s = _steps_said_short(s, ctx)
    # `isnt`, `doesnt`, `arent`: the apostrophe a phone keyboard left out; with it (`isn't`) the same
    s = sub(
        ctx, "english-operators", r"\b(is|are|was|were|does|do|did|has|have|had)n['\u2019]?t\b", r"\1 not", s
    )
    # `x is inside seen`, `x is not inside seen`: membership said with `inside`, only of a set or a
    # map (`inside the grid` / `inside nums` says within its bounds, `inside the window` a place: left)
    s = sub(
        ctx,
        "contains",
        rf"\b(is|are)\s+(not\s+)?(?:already\s+)?inside\s+(?:the\s+)?(?=({NAME})\b)",
        lambda m: (
            f"{m.group(1)} {m.group(2) or ''}in "
            if ctx.kinds.get(m.group(3)) in ("set", "dict")
            else m.group(0)
        ),
        s,
    )
    # `take 1 away from cnt[c]`: the amount inside the phrasal verb, as `take away 1 from` says it
    s = sub(
        ctx, "english-operators", r"\btake\s+(?!away\b)([\w.\[\]]+)\s+away\s+from\b", r"take away \1 from", s
    )
    # `… and the node after fast is not null either`: `either` closes a second negated test and adds
    # nothing to it (only after `not <one word>`, at the end of the test or before `and` / `or` / a comma)
    s = sub(
        ctx,
        "english-operators",
        r"\b(not\s+(?:a\s+|an\s+)?[\w.\[\]]+)\s+either\b(?=\s*(?:$|,|\)|\band\b|\bor\b|\bthen\b|:))",
        r"\1",
        s,
    )
    # `not same with`, `is same to`: the comparison said another way
    s = sub(
        ctx,
        "english-operators",
        r"\b(?:is\s+)?not\s+(?:the\s+)?same\s+(?:with|as|to)\b",
        "is not the same as",
        s,
    )
    s = sub(
        ctx,
        "english-operators",
        r"\b(?:is\s+)?(?:the\s+)?same\s+(?:with|to)\b|\bis\s+same\s+as\b",
        "is the same as",
        s,
    )
    # `c is not exist in cnt`, `x doesn't exist in seen`: membership said with "exist"
    s = sub(
        ctx,
        "contains",
        r"\b(?:is\s+not|isn't|does\s+not|doesn't|do\s+not|don't|not)\s+(?:exists?|existing|present|found)\s+in\b",
        "not in",
        s,
    )
    # `last[ch] is at or after left`, `one past last[ch]`: positions compared and counted in words
    s = sub(ctx, "english-operators", r"\bis\s+(?:at\s+or\s+(?:after|beyond|past)|not\s+before)\b", ">=", s)
    s = sub(ctx, "english-operators", r"\bis\s+(?:at\s+or\s+before|not\s+after|not\s+past)\b", "<=", s)
    s = sub(ctx, "english-operators", rf"\bone\s+(past|after|beyond|before)\s+{_P}", _one_off, s)
    # `if that made it zero`, `if it became 0`, `if need[d] reached 0`: a value tested after the last
    # step changed it ("it" is what that step changed; left as written when no step changed one)
    if ctx.last_target is not None:
        s = sub(
            ctx,
            "english-references",
            rf"\b(?:(?:that|this|which)\s+(?:made|makes|brought|brings|has\s+made)\s+it|it\s+{_BECAME})\s+{_NUMBER}",
            f"{ctx.last_target} is ",
            s,
        )
    s = sub(ctx, "english-operators", rf"{_P}\s+{_BECAME}\s+{_NUMBER}", r"\1 is ", s)
    # `whichever is larger, its end or e`: the larger of the two
    s = sub(
        ctx,
        "english-functions",
        r"\bwhichever\s+is\s+(larger|bigger|greater|higher|more|smaller|less|lower)\s*[,:]?\s*(?:of\s+)?"
        r"(.+?)\s+or\s+(.+?)(?=\s*$|\s*[);])",
        r"the \1 of \2 and \3",
        s,
    )
    # `current's next node`, `node's left child`: the link is the node
    s = sub(
        ctx,
        "english-references",
        rf"(?<![\w.])({PRIM}\.(?:next|left|right|prev))\s+(?:node|child|pointer|one)\b",
        r"\1",
        s,
    )
    # `s[i] is not alnum`: the library's short name for a letter or digit
    s = sub(ctx, "english-operators", r"\b(is\s+(?:not\s+)?)(?:alnum|alpha-?numeric)\b", r"\1alphanumeric", s)
    # `there is only one house`, `there are fewer than two numbers`: how many items the question's list has
    if ctx.sequence is not None:
        s = sub(
            ctx,
            "length",
            r"\bthere\s+(?:is|are|'s)\s+(only\s+|just\s+|exactly\s+|fewer\s+than\s+|less\s+than\s+|at\s+least\s+|"
            r"at\s+most\s+|more\s+than\s+)?(one|a\s+single|two|three|\d+)\s+(?!of\b)([a-z]+)\b",
            lambda m: _how_many(m, ctx),
            s,
        )
    # `a is not null and neither is b` / `a is 0 and so is b`: the test said once, for both
    s = sub(
        ctx,
        "english-operators",
        rf"{_P}\s+(is\s+not|is)\s+{_VALUE}\s*,?\s+and\s+(neither|nor|so)\s+is\s+{_P}{_END}",
        _both_tested,
        s,
    )
    # `neither a nor b is null`, `both a and b are 0`
    s = sub(
        ctx,
        "english-operators",
        rf"\b(neither|both)\s+{_P}\s+(?:nor|and)\s+{_P}\s+(?:is|are)(\s+not)?\s+{_VALUE}{_END}",
        _both_or_neither,
        s,
    )
    # `a and b both not null`, `a and b are both 0`: `both` after the pair (docs/pseudocode.md,
    # "Conventions read since round 9 was opened")
    s = sub(
        ctx,
        "english-operators",
        rf"{_P}\s+and\s+{_P}\s+(?:(?:are|is)\s+)?both\s+(?:(?:are|is)\s+)?(not\s+)?{_VALUE}{_END}",
        lambda m: (
            _pair(m.group(1), m.group(2), m.group(4), bool(m.group(3)))
            if re.fullmatch(r"null|none|nil|empty|zero|true|false|-?\d+", m.group(4), _I)
            or _named(m.group(4), ctx)
            else m.group(0)  # `a and b both exist`: a verb, read by the rules for it
        ),
        s,
    )
    return s


_MAKE = r"(?:make|create|build|set\s+up|keep|prepare|start)"
_CONTAINER = r"(?:list|array|map|dictionary|dict|hash\s*map|set|stack|queue|deque|table|grid|counter)"


def _steps_said_short(s: str, ctx: Ctx) -> str:
    """A step whose verb or name the sentence said once for two steps, written out in full."""
    # `make a queue holding just the root, and an empty list called levels`: one verb, two things made
    m = re.fullmatch(
        rf"({_MAKE})\s+(an?\s+.+?)\s*,\s*(?:and\s+)?(?:also\s+)?(an?\s+(?:new\s+|empty\s+)*{_CONTAINER}\b.*)",
        s,
        _I,
    )
    if m and not re.search(r"\b(?:and|then)\s+(?:make|create|build)\b", m.group(3), _I):
        ctx.rule("compound-steps")
        s = f"{m.group(1)} {m.group(2)}, and make {m.group(3)}"
    # `take the first course out of the queue, call it c, and …`: what is taken is named
    s = re.sub(
        rf"^((?:pop|take|remove|dequeue|get)\s+.+?)\s*,\s*(?:and\s+)?(?:call|name)\s+(?:it|that|this)\s+({NAME})\b",
        r"\1 as \2",
        s,
        flags=_I,
    )
    # `count how many nodes are in the queue, call it n, these are the nodes of this level`: what is
    # counted or worked out is named, as with `and call it n`; words after the name that say what it
    # is (`these are …`, naming none of the learner's names and no number) are a remark
    said = re.match(
        rf"^((?:count|compute|work\s+out|figure\s+out|find|measure)\s+.+?)\s*,\s*(?:and\s+)?(?:call|name)\s+"
        rf"(?:it|that|this)\s+({NAME})"
        r"(?:\s*,\s*((?:these|this|that|those|they|it)\s+(?:are|is)\s+[A-Za-z' ]+?))?\s*$",
        s,
        _I,
    )
    if said and not any(_named(w, ctx) for w in (said.group(3) or "").split()):
        ctx.rule("compound-steps")
        s = f"{said.group(1)} and call it {said.group(2)}"
    # `make an empty set, call it seen`, `create a list of n zeros and name it dp`: what is made is named
    s = re.sub(
        # (also `…, name is seen`, `…, its name is seen`, `…, with the name seen`: the name said as a noun)
        rf"^({_MAKE}\s+(?:an?|the|one)\s+[^,]+?)\s*(?:,\s*(?:and\s+)?|\s+and\s+)(?:(?:call|name)\s+(?:it|that|this)|"
        r"(?:its\s+|the\s+|with\s+(?:the\s+)?)?name(?:\s+is|\s+will\s+be|\s*:)?)"
        rf"\s+({NAME})\b",
        r"\1 called \2",
        s,
        flags=_I,
    )
    # `they overlap, so stretch its end …`: words that say why, then the step
    why = re.match(r"([A-Za-z' ]+?)\s*,\s*so\s+(?=[a-z])", s, _I)
    if why and len(why.group(1).split()) >= 2 and not any(_named(w, ctx) for w in why.group(1).split()):
        ctx.rule("english-fillers")
        s = s[why.end() :]
    s = said_with_step(s, ctx)  # `the depth is 0 itself, RETURN 0`, `… so it is not counted again`
    # `add [s, e] to result as a new interval`: what the item is, said after the step
    s = re.sub(
        r"^((?:add|append|push|put|insert)\s+.+?\s+(?:to|onto|into|on|in)\s+\S+)\s+as\s+an?\s+(?:new\s+)?[a-z]+$",
        r"\1",
        s,
        flags=_I,
    )
    # `take the distinct numbers and sort them by their count`: one thing taken, then sorted
    return re.sub(r"^take\s+(.+?)\s+and\s+sort\s+(?:them|it)\b", r"sort \1", s, flags=_I)


def _how_many(m: re.Match[str], ctx: Ctx) -> str:
    if _named(m.group(3), ctx):
        return m.group(0)  # `there is one x` with x a name of the answer's: not a count of items
    words = {"one": "1", "a single": "1", "two": "2", "three": "3"}
    n = words.get(re.sub(r"\s+", " ", m.group(2).lower()), m.group(2))
    how = re.sub(r"\s+", " ", (m.group(1) or "").strip().lower())
    op = {"fewer than": "<", "less than": "<", "at least": ">=", "at most": "<=", "more than": ">"}.get(
        how, "=="
    )
    return f"(len({ctx.sequence}) {op} {n})"


def _one_off(m: re.Match[str]) -> str:
    return f"({m.group(2)} {'-' if m.group(1).lower() == 'before' else '+'} 1)"


def _named(word: str, ctx: Ctx) -> bool:
    name = word.strip(" ,").lower()
    return name in ctx.kinds or name in ctx.names or name in ctx.params


def _both_or_neither(m: re.Match[str]) -> str:
    # `both a and b are not null`: each is not; `neither a nor b is not null` says it twice over: as written
    neither = m.group(1).lower() == "neither"
    if neither and m.group(4):
        return m.group(0)
    return _pair(m.group(2), m.group(3), m.group(5), neither or bool(m.group(4)))


def _both_tested(m: re.Match[str]) -> str:
    negated = m.group(2).lower() != "is"
    if negated != (m.group(4).lower() in ("neither", "nor")):
        return m.group(0)  # `a is 0 and neither is b` says something else: left as written
    return _pair(m.group(1), m.group(5), m.group(3), negated)


def _pair(a: str, b: str, value: str, negated: bool) -> str:
    verb = "is not" if negated else "is"
    return f"{a} {verb} {value} and {b} {verb} {value}"


# after an `if`'s test, what the test means for the answer: a pronoun, a modal or copula, words
_VERDICT = re.compile(
    r"\s*,?\s+((?:they|it|this|that|these|those)\s+(?:can't|cannot|can\s+not|can\s+never|couldn't|won't|will\s+not|"
    r"will\s+never|never|must|is|are|isn't|aren't)\s+[A-Za-z' ]+?"
    # `if x is in seen we found a repeat, so …`: the learner saying what the test found
    r"|(?:we|you|I)(?:\s+have|'ve)?\s+(?:found|got|spotted|seen|hit)\s+(?:a|an|the|our|one)\s+"
    r"[A-Za-z' ]+?)\s*$",
    _I,
)


def test_without_verdict(test: str, step: str, ctx: Ctx) -> str:
    """``the lengths differ they can't be anagrams`` / ``so return false``: the test alone.

    The words between an ``if``'s test and ``, so <step>`` say what the test means (``they can't be
    anagrams``, ``it is not possible``): they are dropped only when a ``so`` brings the step and the
    words name nothing of the learner's; otherwise the test is left as written (and listed).
    """
    verdict = _VERDICT.search(test)
    if verdict is None or verdict.start() == 0 or not re.match(r"so\b", step, _I):
        return test
    if any(_named(w, ctx) for w in verdict.group(1).split()[1:]):
        return test
    ctx.rule("english-fillers")
    return test[: verdict.start()]


def verdict_before_so(test: str, ctx: Ctx) -> str:
    """``the lengths differ they can't be anagrams so`` before a step: the test alone.

    The same verdict as :func:`test_without_verdict`, with ``so`` and no comma before the step
    (``if x is in seen we found a repeat so return true``); a test that does not end with a verdict
    and ``so`` comes back as it was.
    """
    so = re.search(r"\s*,?\s+so$", test, _I)
    if so is None:
        return test
    alone = test_without_verdict(test[: so.start()], "so", ctx)
    return alone if alone != test[: so.start()] else test
