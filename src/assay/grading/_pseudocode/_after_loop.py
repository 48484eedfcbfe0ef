"""A step said to come after a loop: ``when the loop ends return best`` (docs/pseudocode.md, "English").

``when you reach the end``, ``once the loop is over``, ``if the loop finishes``, ``after the loop``
say where a step runs: after the loop. The words are taken away only where the line stands there:
the nearest line above it at its indentation or less is a loop's header at the same indentation
(so the step already runs once, after the loop). ``if nothing was found`` says the same only when
the loop's body gives something back (else it could be a test of the learner's own). A reason
between the opener and the step (``the target is not there so return -1``) is dropped when it holds
no test of its own (no ``and``, ``or``, ``if``, ``unless``, ``but``, ``only``); ``prev is the new
head, give it back`` (here or on any line, also ``at the end prev is the new head; return it``)
gives back the one name the sentence is about. Anywhere else the line is left as
written (and listed if nothing reads it).
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._fills import FILL_REST
from assay.grading._pseudocode._lex import SrcLine
from assay.grading._pseudocode._walked_inputs import LOOKED_AT

__all__ = ["LOOP_END", "after_loop_steps"]

_I = re.IGNORECASE
# what was avoided in it: `if the loop ends without a match,`, `if we finish this loop with no problem,`
# (also said as a clause: `when the loop ends and nothing was repeated,`; the step may follow with
# no comma when its person says where it starts: `… without finding one I return false`)
_WITHOUT = (
    r"(?:\s+(?:without|w/o|with\s+no)\s+[a-z\s]+?(?=,|\s+(?:so|then)\b|\s+(?:I|we|you)\s+(?:just\s+)?(?:return|give)\b)"
    # (the tense left unmarked, as a learner of a language without it says it: `and nothing repeat`)
    r"|\s+and\s+(?:nothing|no\s+[a-z]+)\s+(?:(?:was|were|has\s+been|got)\s+(?:found|repeated|seen|matched|returned)"
    r"|(?:repeat|match|return)(?:s|es|ed)?"
    # (`and nothing came twice`, `and nothing showed up two times`: a repeat said in words)
    r"|(?:came|appeared|showed\s+up|turned\s+up|occurred)\s+(?:twice|two\s+times|again|more\s+than\s+once))"
    r"(?=,|\s+(?:so|then)\b))?"
)
LOOP_END = (
    # (`cycle` is the loop to a speaker of a Romance language, `ciclo`: `when the cycle is finished`)
    # (`if the second loop completes`: of two loops, the one just above; only a loop right above is read)
    r"(?:when|once|after|if|as\s+soon\s+as)\s+(?:the\s+)?(?:(?:whole|outer|main|for|while|second|last|inner)\s+)?"
    r"(?:loop|cycle)\s+"
    # the verb with or without its `-s` (`after loop finish`: a learner's grammar, the same end)
    r"(?:(?:end|finish|complete|stop)(?:s|es|ed)?|is\s+(?:over|done|finished|finish|complete)|has\s+(?:ended|finished|completed))"
    rf"{_WITHOUT}"
    # (`when the list is done and nothing came twice`: the walk named by what it walks, said over)
    r"|(?:when|once|after)\s+the\s+(?:list|array|walk|scan)\s+is\s+(?:over|done|finished)"
    rf"{_WITHOUT}"
    # the learner finishing it: `if we finish this loop with no problem`, `once you leave the loop`
    r"|(?:when|once|after|if)\s+(?:you|we|I)\s+(?:finish(?:ed)?|leave|left|exit(?:ed)?|get\s+out\s+of|come\s+out\s+of|"
    r"are\s+out\s+of)\s+(?:the|this|that)\s+(?:(?:whole|outer|main|for|while)\s+)?loop"
    rf"{_WITHOUT}"
    # (`if we get all the way to the end without a match`: the distance said, the same end)
    # (the loop itself may be the one that gets there: `if the loop gets to the end of nums`; to
    # `arrive at the end` is to reach it)
    r"|(?:when|once|after|if)\s+(?:you|we|it|I|the\s+(?:loop|cycle))\s+(?:(?:reach(?:es)?|hits?)\s+(?:all\s+the\s+way\s+)?(?:to\s+)?|"
    r"(?:get|gets|make\s+it|go|goes)\s+(?:all\s+the\s+way\s+)?to\s+|arrives?\s+(?:at|to)\s+)the\s+end"
    rf"(?:\s+of\s+(?:the\s+)?\w+)?{_WITHOUT}"
    # `if we get here`, `if you make it this far`: the point below the loop, said as a place
    r"|(?:when|once|if)\s+(?:you|we|I|it)\s+(?:get|gets|got|make\s+it|made\s+it|come|reach)\s+"
    r"(?:here|this\s+far|to\s+this\s+(?:point|line))"
    # `when every cell has been looked at`, `once all the words are handled`: each item done
    r"|(?:when|once|after)\s+(?:every|each|all(?:\s+(?:of\s+)?the)?)\s+[a-z]+(?:\s+[a-z]+)?\s+"
    r"(?:(?:has|have)\s+been\s+(?:[a-z]+ed|seen|done|gone\s+through)(?:\s+(?:at|through|over|with|on))?"
    r"|(?:is|are)\s+(?:done|finished|handled|processed|checked|visited|seen|over))"
    # `when you've gone through all the cells`, `once we have checked every number`: the learner done
    r"|(?:when|once|after|if)\s+(?:you|we|I)(?:'ve|\s+have)?\s+(?:gone\s+through|been\s+through|looked\s+at|walked\s+"
    r"through|visited|checked|seen|handled|processed)\s+(?:all|every|each)\s+(?:of\s+)?(?:the\s+)?[a-z]+"
    # `when cur falls off the end`: the walking name past the last item ends the loop
    # (`when fast reaches the end`: the walking name at the end, as the loop's test stops it there)
    # (`when fast arrives to the end`: to arrive at or to the end is to reach it, as said by a person)
    r"|(?:when|once|after|if)\s+[A-Za-z_]\w*\s+(?:(?:falls|runs|goes|drops|walks|steps)\s+(?:off|past)|reaches|hits|gets\s+to|"
    r"arrives?\s+(?:at|to))"
    r"\s+(?:the\s+)?end"
    r"(?:\s+of\s+(?:the\s+)?\w+)?"
    # `when fast cannot go further`: the walking name that can go on no more ends the loop (read only
    # right after a loop, as the rest are; docs/pseudocode.md, "Conventions read since round 17 was
    # opened: English")
    r"|(?:when|once|if)\s+[A-Za-z_]\w*\s+(?:cannot|can't|can\s+not|can\s+no\s+longer)\s+(?:go|move|step|walk)\s+"
    r"(?:any\s+)?(?:further|farther|on|forward)"
    r"|after\s+(?:the|this|that)?\s*loop|at\s+the\s+end\s+of\s+(?:the|this|that)?\s*loop"
    # `when done`, `once finished`, `when it's all over`, `after everything is done`: the loop's end,
    # its subject left out or said as a pronoun (read only right after a loop, as the rest are)
    r"|(?:when|once|after)\s+(?:(?:it|that|this|everything|we|you)(?:'s|'re|\s+is|\s+are|\s+have|\s+has)?\s+)?"
    r"(?:all\s+)?(?:done|finished|over|complete)"
    # `when that stops`, `the moment it ends`, `as soon as this finishes`: the loop said as a pronoun
    # with its verb of ending (read only right after a loop, as the rest are)
    r"|(?:when|once|after|as\s+soon\s+as|the\s+moment)\s+(?:that|it|this)\s+(?:stops|ends|finishes|is\s+over)"
)
_NOT_FOUND = r"(?:if|when)\s+(?:nothing|no\s+\w+(?:\s+\w+)?)\s+(?:was|is|has\s+been|were|got)\s+found"
_OPENER = re.compile(
    # (the person who does the step may follow: `… all the cells you give back the count`)
    rf"^(?:{LOOP_END}|(?P<found>{_NOT_FOUND}))\b\s*,?\s*(?:then\s+)?(?:(?:you|we|I(?=\s+(?:just\s+)?(?:return|give|hand|send)\b))\s+(?:just\s+)?)?(?P<rest>\S.*)$",
    _I,
)
# (a bracket of words inside the fact is a remark on it: `slow is on the middle (the second one if
# the length is even) so return slow`; a bracket holding code is no remark and the line is left)
_REASON = re.compile(
    r"^(?P<fact>[A-Za-z](?:[\w\s'\-]|\([A-Za-z][\w\s',\-]*\))*?)\s*,?\s+(?:so|then|therefore|hence)\s+"
    r"(?:(?:just|simply)\s+)?(?P<step>\S.*)$",
    _I,
)
# `prev is sitting on the new head`: a pointer said to rest on the answer is that answer
_SITTING = r"(?:(?:(?:sitting|standing|resting|parked|pointing)\s+)?(?:on|at)\s+)?"
_GIVE_IT = re.compile(
    rf"^(?:(?:at|in)\s+the\s+end\s*,?\s*)?(?P<name>[A-Za-z_]\w*)\s+is\s+(?:now\s+)?{_SITTING}(?:the|our)\s+[a-z][a-z\s]*?\s*[,;]\s*"
    r"(?:so\s+|and\s+|then\s+)?"
    r"(?:give|hand|send|return)\s+(?:it|that)(?:\s+back)?\s*\.?$",
    _I,
)
# the same said over a `;` (which parts the logical line in two): `previous is the new head; return it`
_FACT = re.compile(
    r"^(?:(?:at|in)\s+the\s+end\s*,?\s*)?(?P<name>[A-Za-z_]\w*)\s+is\s+(?:now\s+)?(?:the|our)\s+[a-z][a-z\s]*?\s*\.?$",
    _I,
)
_IT_BACK = re.compile(
    r"^(?:so\s+|then\s+|and\s+)?(?:return|give|hand|send)\s+(?:it|that)(?:\s+back)?\s*\.?$", _I
)
# where the pointers stand when the loop is over: `fast has run off the end (or is on the last node),
# and slow is on the middle node` says what holds, sets nothing and runs no code (a comment)
# (`if there are two middles slow stays on the second one`: where it stands in one case, said with a
# fact of the input's (`there is` / `there are`), still a place; any other `if` is a test)
_PLACE = (
    # (each phrase ends with a letter and the gap after it is one run of spaces, so that a long run of
    # spaces can be split in one way only: overlapping quantifiers took cubic time on it)
    r"(?:if\s+there\s+(?:is|are)\s+[a-z](?:[a-z ]*?[a-z])?(?:\s*,)?\s+)?"
    r"[A-Za-z_]\w*\s+(?:(?:is|are|stays?|remains?)\s+(?:now\s+)?(?:(?:sitting|standing|resting|parked|pointing)\s+)?"
    r"(?:on|at)\s+(?:the\s+)?[a-z](?:[a-z ]*?[a-z])?|"
    # (`slow is in the middle`, `… in the middle of the list`: the middle only, `in` before any other
    # word is a membership test; `stays in the second one`: the one of two middles it stays in)
    r"(?:is|are)\s+(?:now\s+)?in\s+the\s+middle(?:\s+of\s+(?:the\s+)?[a-z]+)?|"
    r"(?:stays?|remains?)\s+(?:in|on|at)\s+the\s+(?:first|second|last|middle)(?:\s+one)?|"
    r"(?:has|have)\s+(?:(?:run|gone|fallen|walked|stepped|moved)\s+(?:off|past)|hit|reached|got\s+to|come\s+to)"
    r"\s+(?:the\s+)?end)"
    # (`(the second middle, when the length is even)`: a bracket of words, commas too)
    r"(?:\s*\([a-z][a-z ,]*\))?"
)
# (`at most one of the lists still has nodes left`: what is left of two walked inputs, a fact of
# the walk that sets nothing; the steps that use it follow)
_LEFT_OVER = (
    r"(?:at\s+most\s+|only\s+|just\s+)?one\s+of\s+(?:the\s+)?(?:two\s+)?(?:lists|strings|arrays|them)\s+"
    r"(?:may\s+|might\s+|can\s+|could\s+)?(?:still\s+)?(?:has|have)\s+(?:nodes|items|elements|characters|"
    r"something|anything)(?:\s+(?:left|remaining|in\s+it))?"
)
# (`fast has hit the end, so slow is in the middle`: one place said to follow from the other)
_WHERE_THEY_ARE = re.compile(
    rf"(?:{_LEFT_OVER}|{_PLACE}(?:\s*(?:,\s*(?:and\s+|so\s+)?|\s+(?:and|so)\s+){_PLACE})*)\s*\.?", _I
)
# (`the answer is false`: the answer said as a fact, which gives it back)
_STEP_VERB = re.compile(r"^(?:return|give|hand|send|output|set|let|print|stop|break|the\s+answer\s+is)\b", _I)
_HOLDS_A_TEST = re.compile(r"\b(?:and|or|if|unless|but|only|when|while|until|except)\b", _I)
_LOOP_HEADER = re.compile(
    # (the walk may be told as what the learner does: `then I go through nums one number at a time`)
    r"^(?:\d+[.)]\s*)?(?:(?:then|first|next|now)\s*,?\s+)?(?:(?:I|we|you)\s+(?:will\s+)?)?(?:for|for\s*each|foreach|while|as\s+long\s+as|repeat|loop|do|go\s+(?:through|thru|over|on)|run|"
    r"walk\s+(?:through|thru|over)|iterate|keep\s+(?:going|looping))\b"
    # (`look at the numbers in nums one at a time`: the walk said as looking at the items)
    rf"|^(?:\d+[.)]\s*)?{LOOKED_AT}",
    _I,
)
_GIVES_BACK = re.compile(r"\b(?:return|give\s+back|give\b.*\bback|hand\b.*\bback)\b", _I)


_CLOSER = re.compile(r"(?:end|done|od|next|end\s*(?:while|for|loop)|loop)\s*[.;]?", _I)


def _loop_above(lines: list[SrcLine], k: int) -> int | None:
    """Where the loop this line comes right after starts, or ``None``."""
    for j in range(k - 1, -1, -1):
        above = lines[j]
        if not above.code or above.indent > lines[k].indent:
            continue
        if above.indent == lines[k].indent and _LOOP_HEADER.match(above.code):
            return j
        if above.indent == lines[k].indent and _CLOSER.fullmatch(above.code):
            continue  # `end` / `done` closes the loop above it: the header is further up
        return None
    return None


def _step(rest: str) -> str | None:
    said = _GIVE_IT.match(rest)
    if said:
        return f"return {said.group('name')}"
    if _STEP_VERB.match(rest) or any(re.fullmatch(p, rest.rstrip(". "), _I) for p in FILL_REST):
        return rest
    reason = _REASON.match(rest)
    fact = re.sub(r"\([^()]*\)", "", reason.group("fact")) if reason else ""  # the remark tests nothing
    if reason and not _HOLDS_A_TEST.search(fact) and _STEP_VERB.match(reason.group("step")):
        return reason.group("step")
    return None


def _closed_flush_loops(lines: list[SrcLine]) -> list[SrcLine]:
    """Flush lines (bullets at one level) where a ``when the loop is finished …`` line closes a loop.

    Typed at one level, a loop's header says where the loop starts and nothing says where it ends, so
    every later line is read into it. A line that opens by saying the loop is over, at the header's
    level with only lines at that level or deeper since the header, says the loop ended before it:
    the lines between are its body (as they were read anyway), indented under the header so the line
    itself stands after the loop. With two loop headers at that level above it (nested when typed
    flush), which loop is over is not said, and nothing is moved.
    """
    out = list(lines)
    for k, line in enumerate(lines):
        if not line.code or not _OPENER.match(line.code) or _loop_above(out, k) is not None:
            continue
        headers: list[int] = []
        for j in range(k - 1, -1, -1):
            above = out[j]
            if not above.code:
                continue
            if above.indent < line.indent:
                break
            if above.indent == line.indent and _LOOP_HEADER.match(above.code):
                headers.append(j)
        if len(headers) != 1 or headers[0] == k - 1:
            continue
        for b in range(headers[0] + 1, k):
            was = out[b]
            if was.code:
                out[b] = SrcLine(was.indent + 4, was.code, was.strings, was.comment, was.lineno, was.header)
    return out


def after_loop_steps(lines: list[SrcLine]) -> list[SrcLine]:
    """The lines, with ``when the loop ends …`` read as the step after the loop (see the docstring)."""
    lines = _closed_flush_loops(lines)
    out = list(lines)
    for k, line in enumerate(lines):
        nxt = lines[k + 1] if k + 1 < len(lines) else None
        fact = _FACT.match(line.code) if line.code else None
        if fact and nxt is not None and nxt.lineno == line.lineno and _IT_BACK.match(nxt.code):
            out[k] = SrcLine(line.indent, "", line.strings, line.code, line.lineno, line.header)
            out[k + 1] = SrcLine(
                nxt.indent, f"return {fact.group('name')}", nxt.strings, nxt.comment, nxt.lineno, nxt.header
            )
            continue
        if k > 0 and out[k].code.startswith("return ") and out[k] is not line:
            continue
        said = _GIVE_IT.match(line.code) if line.code else None
        if said:  # `prev is the new head, give it back`, wherever it stands: the name is what "it" is
            out[k] = SrcLine(
                line.indent,
                f"return {said.group('name')}",
                line.strings,
                line.comment,
                line.lineno,
                line.header,
            )
            continue
        m = _OPENER.match(line.code) if line.code else None
        if m is None:
            continue
        start = _loop_above(lines, k)
        if start is None:
            continue
        if m.group("found") and not any(
            _GIVES_BACK.search(lines[j].code) for j in range(start + 1, k) if lines[j].indent > line.indent
        ):
            continue
        step = _step(m.group("rest").strip())
        if step is None and _WHERE_THEY_ARE.fullmatch(m.group("rest").strip()):
            out[k] = SrcLine(line.indent, "", line.strings, line.code, line.lineno, line.header)
            continue
        if step is not None:
            out[k] = SrcLine(line.indent, step, line.strings, line.comment, line.lineno, line.header)
    return out
