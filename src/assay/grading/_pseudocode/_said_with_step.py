"""Words said with a step that add nothing to it (docs/pseudocode.md, "Conventions read since round 17
was opened: English"): a value said and then returned (``the depth is 0 itself, RETURN 0``), and what
a step is for said after it (``set grid[r][c] to "0" so it is not counted again``)."""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import Ctx

__all__ = ["said_with_step"]

_I = re.IGNORECASE


def _named(word: str, ctx: Ctx) -> bool:
    name = word.strip(" ,").lower()
    return name in ctx.kinds or name in ctx.names or name in ctx.params


def said_with_step(s: str, ctx: Ctx) -> str:
    """``s`` with such words taken away."""
    # `the depth is 0 itself, RETURN 0`, `the answer is -1 then, so return -1`: a value said in words,
    # then the same value given back; the words add nothing to the step (docs/pseudocode.md,
    # "Conventions read since round 17 was opened: English"); another value, or a name of the
    # learner's as the noun, leaves the sentence as written
    said = re.match(
        r"(?:the|its|our|my)\s+([a-z]+(?:\s+[a-z]+)?)\s+is\s+(-?\w+)(?:\s+(?:itself|then|here|too|also))?\s*,\s*"
        r"(?:so\s+|and\s+)?(?:just\s+)?(return\s+(-?\w+))\s*\.?$",
        s,
        _I,
    )
    if said and said.group(2) == said.group(4) and not any(_named(w, ctx) for w in said.group(1).split()):
        ctx.rule("english-fillers")
        s = said.group(3)
    # `set grid[r][c] to "0" so it is not counted again`: the step, then what it is for, said of a
    # pronoun in words that name nothing of the learner's (docs/pseudocode.md, "Conventions read since
    # round 17 was opened: English"); `… so return x` is a second step and is left to the rules for it
    purpose = re.match(
        r"(?P<step>.+?\S)\s*,?\s+so\s+(?:that\s+)?"
        r"(?P<why>(?:it|we|they|you|nobody)\s+[A-Za-z' ]+?)\s*\.?$",
        s,
        _I,
    )
    # (`sort … so that the most common one is first`: the purpose of a sort is its order, never dropped)
    if purpose and re.match(r"(?:sort|order|arrange|rank)\b", purpose.group("step"), _I):
        purpose = None
    if (
        purpose
        and not any(_named(w, ctx) for w in purpose.group("why").split()[1:])
        and not re.search(
            r"\b(?:return|give|set|let|add|put|push|pop|remove|increase|decrease|stop|break|skip)\b",
            purpose.group("why"),
            _I,
        )
    ):
        ctx.rule("english-fillers")
        s = purpose.group("step")
    return s
