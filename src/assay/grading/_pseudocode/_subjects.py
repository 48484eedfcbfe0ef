"""The person who does a step, said at the start of any clause (docs/pseudocode.md, English).

English prose names who acts: `we`, `you`, `I`. `_discourse` drops it at the start of a sentence;
a clause inside one starts the same way — after a comma, a colon, `then`, `and`, `so` — and the
subject says nothing there either: `for each word w in words, I sort its letters`, `if x is in seen,
we return true`, `…, and then you move left on`. Only before a verb of a step (the same verbs
`_discourse` knows), and only `I` written as a capital inside a sentence: a lower-case `i` there is
as likely the learner's index (`…, and i moves on`), and a name the answer sets is never dropped.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import Ctx

__all__ = ["FIRST_PERSON_STEP", "clause_subjects"]

# the step verbs a subject may stand before (those of `_discourse._WHO`, and a few more of the same kind)
_VERBS = (
    r"(?:add|set|return|give|hand|push|pop|put|move|increase|decrease|sort|make|create|swap|append|remove|"
    r"take|keep|start|check|loop|go|walk|skip|stop|break|continue|reverse|mark|record|store|compute|count|"
    r"update|build|call|subtract|multiply|divide|advance|shift|look|join|split|insert|drop|delete|"
    r"increment|decrement|double|halve|save|remember|append|return|bump|slide|shrink|grow|extend)"
)
# a sentence told as what the learner does (`I return false.`, `we will add x to seen.`) is a step,
# not an explanation (docs/pseudocode.md, "Conventions read since round 11 was opened: English")
# (`I` only as a capital: a lower-case `i start from 0` is the learner's index, as inside a clause below)
FIRST_PERSON_STEP = re.compile(
    rf"^(?:[Ww][Ee]|I|[Yy][Oo][Uu])\s+(?i:(?:will|then|now|just|simply|also|first|again)\s+)?(?i:{_VERBS}s?)\b"
)
_AFTER = r"(?:,|:|;|\bthen|\band|\bso)"
_ADVERB = r"(?:just|then|now|simply|also|first|again)"
_SUBJECT = re.compile(
    rf"(?P<lead>{_AFTER}\s+(?:then\s+)?)(?P<who>we|you|I)\s+(?:{_ADVERB}\s+)?(?={_VERBS}s?\b)",
    re.IGNORECASE,
)


def clause_subjects(s: str, ctx: Ctx) -> str:
    """``s`` without a subject pronoun at the start of a clause inside it."""

    def one(m: re.Match[str]) -> str:
        who = m.group("who")
        if who.lower() == "i" and who != "I":
            return m.group(0)  # `…, and i add…`: the learner's `i`, perhaps
        if who.lower() in ctx.kinds or who.lower() in ctx.names or who.lower() in ctx.params:
            return m.group(0)
        ctx.rule("english-fillers")
        return m.group("lead")

    return _SUBJECT.sub(one, s)
