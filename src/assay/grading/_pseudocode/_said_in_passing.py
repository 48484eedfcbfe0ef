"""Words said in passing beside an English step, and "it" in an `otherwise` (docs/pseudocode.md).

* **how soon**: ``return true right there``, ``return -1 right away``, ``give back false at once``,
  ``stop immediately`` — the step happens where it stands anyway, so the words say nothing more
  (only after a ``return`` / ``give back`` / ``stop`` / ``break`` and its value);
* **no need to go on**: ``…, no need to look further``, ``(there's no need to check the rest)`` —
  after a step, what the learner need not do is a remark (only the verbs of looking on: ``look``,
  ``check``, ``search``, ``go``, ``keep``, ``continue``);
* **what the step covers**: ``return false (that covers the empty list too)``, ``(this also handles
  n = 0)`` — a bracket that opens with ``that`` / ``this`` / ``it`` and a verb of covering or
  handling is a remark on the step before it;
* **what the empty input gives, and a mood**: ``return false (an empty list just ends up here, which
  is right)`` — a bracket after a step that opens with the empty input and a verb of giving or going
  is a remark, as ``(that covers …)`` is; a pictograph (``🙂``) is dropped;
* **an analogy or what one case gives**: ``Think of it as two runners on a track.``, ``Imagine …``,
  ``For an even number of nodes this lands on the second middle one.`` — a comment (no ``=``, no
  bracket, and for the case only a verb of landing with ``this`` / ``that`` / ``it`` as its subject);
* **nothing given back, said last**: ``Nothing to return, the list is changed in place.``, ``the
  function returns nothing`` — on the answer's last line a comment (the procedure ends there and
  gives nothing back either way); on another line it is left to the other rules;
* **what the empty input gives, said after the last step**: ``return false. (An empty nums ends up
  here too, which is right.)``, ``I give back true. This works also for the empty string, because
  the loop never starts.``, a sentence of its own after it (``If the list is empty the loop does not
  run at all, so the answer is false, which is correct.``) — on the answer's last line, after a
  step that gives back (said on that line or the line before), a sentence that names the empty
  input, says why or that it is right (``also``, ``works``, ``because``, ``which is correct``), and
  holds no step of its own (no ``return`` / ``set`` / ``add`` … in the imperative, no ``=``, no
  index) is a comment: it tells what the steps above already do;
* **"it" after `otherwise`**: ``if the number is in seen, return true`` / ``otherwise add it to seen``
  — "it" in the `otherwise` step right after an `if` whose test is about one name (``the number is
  …``, ``x isn't …``) is that name, as it is in the `if`'s own step (``_stmt``). With no such test
  above (or a test about two names), "it" is left for the other rules, which list it when unclear.

Each rewrite keeps the step's words and only takes away what runs no code; a comment keeps the words.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._lex import SrcLine
from assay.grading._pseudocode._progressive import simple_present

__all__ = ["said_in_passing"]

_I = re.IGNORECASE
_SOON = re.compile(
    r"^(?P<step>(?:.*?[,:]\s*|.*?\b(?:so|then)\s+|.*?\b(?:I|we|you)\s+)?(?:return|give\s+back|stop|break)\b[^,()]*?)\s+"
    r"(?:right\s+(?:there|here|away|now)|immediately|at\s+once|straight\s+away)\b",
    _I,
)
_NO_NEED = re.compile(
    r"\s*[,;]?\s*\(?(?:there(?:'s|\s+is)\s+|so\s+|with\s+)?no\s+need\s+to\s+(?:look|check|search|go|keep|continue|carry)"
    r"\b[A-Za-z' ]*\)?\s*\.?$",
    _I,
)
_COVERS = re.compile(
    r"\s*\((?P<remark>(?:(?:that|this|it)\s+(?:also\s+)?(?:covers?|handles?|takes?\s+care\s+of|works?\s+for|deals?\s+with)\b"
    # (`(empty list just goes straight to false, which is right)`: what the empty input gives, in words)
    r"|(?:(?:for|with|on|and)\s+)?(?:an?\s+|the\s+)?empty\s+(?:list|string|array|input|tree|case)\s+(?:also\s+|just\s+)?"
    r"(?:goes|gives|returns|ends|falls|gets|is|works|lands)\b)[^()=\u2190\[\]]*)\)"
    r"\s*\.?$",
    _I,
)
# what one small input gives, in a bracket of words after the steps: `(For 1 node, the loop does not
# run at all and head itself comes back, that is correct.)`; a clause with a step's verb after a comma
# (`(for one node, return head)`) is a step in brackets and is left
_SMALL_CASE = re.compile(
    r"^\(\s*(?:for|with|on)\s+(?:1|one|a\s+single|only\s+one|just\s+one|an?\s+empty|zero|0|no)\s+[a-z]+\b"
    r"[^()=\u2190\[\]{};:]*\)\s*\.?$",
    _I,
)
_STEP_AFTER_COMMA = re.compile(
    r"(?:^\(\s*|,\s*)(?:then\s+)?(?:return|give|set|put|add|move|make|stop|break|push|pop|take|append)\b", _I
)
# `if not, add it to seen` / `if not inside, …` right after an `if`: the test above, negated, is
# what `otherwise` says (only with no test of its own: `if not x in seen` is a test)
_IF_NOT = re.compile(
    r"^if\s+not(?:\s+(?:inside|in\s+it|in\s+there|there|so|found|true))?\s*[,:]\s*(?P<rest>\S.*)$", _I
)
_IF_ABOUT = re.compile(
    r"^(?:if|when)\s+(?:the\s+)?(?P<name>[A-Za-z_]\w*)\s+(?:is|isn't|was|equals|has|appears|shows\s+up)\b"
    r"(?![^,]*\b(?:and|or)\b)",
    _I,
)
# an analogy: `Think of it as two runners on a track.`, `Imagine a window sliding along.`
_ANALOGY = re.compile(
    r"^(?:think\s+of\s+(?:it|this|them|the\s+\w+)\s+as|imagine|picture\s+(?:it|this)|it's\s+like|this\s+is\s+like)\b"
    r"[^=\u2190;{}()\[\]]*$",
    _I,
)
# what the steps give in one case: `For an even number of nodes this lands on the second middle one,
# which is the one they want.` (the subject is what the steps do; no step verb, no value)
# (also `If the list has an even length there are two middles and slow will be on the second one`:
# the case said of the input, what it has, then where a pointer ends up; still no step and no value)
_CASE = re.compile(
    r"^(?:(?:for|with|when\s+there\s+(?:is|are)|if\s+there\s+(?:is|are))\s+an?"
    r"|(?:if|when|for)\s+(?:the\s+)?(?:list|array|input|string|tree)\s+(?:has|is\s+of)\s+an?)"
    r"\s+(?:even|odd)\s+(?:number|count|length)"
    r"(?:\s+of\s+[a-z]+)?\s*,?\s+(?:there\s+(?:are|is)\s+[a-z ]+?\s*,?\s+and\s+)?"
    r"(?:this|that|it|[a-z_]\w*)\s+(?:lands|ends\s+up|stops|stays|will\s+(?:be|land|end\s+up|stop))\s+(?:on|at)\s+"
    r"[a-z][a-z ,']*\.?$",
    _I,
)
# the procedure gives nothing back, said as its last line: `Nothing to return, nums is changed in
# place.`, `the function returns nothing because …`, `we don't need to return anything` (a comment
# there: falling off the end gives nothing back, which is what the words say; on any other line they
# could mean to stop early, and are left to the other rules)
_NOTHING_BACK = re.compile(
    r"^(?:(?:there\s+is|there's)\s+)?(?:nothing|no\s+value)\s+(?:to\s+(?:be\s+)?return(?:ed)?|to\s+give\s+back|is\s+returned)"
    r"|^(?:the\s+|our\s+|this\s+)?(?:function|procedure|method|algorithm)\s+(?:returns?|gives?\s+back)\s+nothing"
    r"|^no\s+return(?:\s+value)?\s+(?:is\s+)?(?:needed|necessary|required)"
    r"|^(?:we|I|you)\s+(?:do\s+not|don't|dont|needn't)\s+(?:need\s+to\s+|have\s+to\s+)?return\s+anything",
    _I,
)
# what may follow those words: nothing, a reason, or that the input was changed where it is (`…
# yet, keep going` says more, and is left)
_NOTHING_BACK_END = re.compile(
    r"\s*(?:[.!]*\s*$|[,;:(\u2014-]?\s*(?:because|since|as|bc|b/c|cuz)\b[^;]*$"
    r"|[,;:(\u2014-]\s*[^;]*\b(?:in\s+place|directly|changed|modified|done)\b[^;]*$)",
    _I,
)
# what the empty input gives, said after the last step (see the docstring): the empty input named,
# a word that says why or that it is right, and no step or code of its own
_EMPTY_INPUT = re.compile(r"\bempty\b", _I)
_WHY_OR_RIGHT = re.compile(
    r"\b(?:also|too|works?|because|since|bc|(?:which|wich|that|this)\s+is\s+(?:right|correct|ok|fine|good)"
    r"|that's\s+(?:right|correct)|is\s+(?:right|correct|ok|fine))\b",
    _I,
)
_A_STEP = re.compile(
    r"[=\u2190\[\];{}]|\b(?:return|give|hand|set|let|put|add|append|push|pop|make|create|move|swap|call|stop|"
    r"break|increase|decrease|increment|decrement|remove|delete|insert|store|update|print|output)\b",
    _I,
)
_GIVES_BACK = re.compile(
    r"\b(?:return|give\s+back|give\b.*\bback|hand\b.*\bback|(?:the\s+)?answer\s+is)\b", _I
)
# where a remark starts after a step on the same line: a sentence's full stop or an opening bracket
_REMARK_START = re.compile(r"(?:\.\s+|\s*(?=\())(?=\(?[A-Za-z])")


def _empty_case(text: str) -> bool:
    """Whether ``text`` (a sentence, maybe in brackets) only says what the empty input gives."""
    said = text.strip().rstrip(".").strip()
    if said.startswith("(") and said.endswith(")"):
        said = said[1:-1].strip().rstrip(".")
    return (
        bool(said)
        and "(" not in said
        and _EMPTY_INPUT.search(said) is not None
        and _WHY_OR_RIGHT.search(said) is not None
        and _A_STEP.search(said) is None
    )


def _empty_case_after_step(code: str, step_above: bool) -> tuple[str, str] | None:
    """``code`` split into the step and its remark on the empty input, or ``None`` (see the docstring)."""
    if step_above and _empty_case(code):
        return "", code
    for start in _REMARK_START.finditer(code):
        head, tail = code[: start.start()], code[start.end() :]
        if _GIVES_BACK.search(head) and _empty_case(tail):
            return head.rstrip(" ."), tail.strip()
    return None


_OTHERWISE_IT = re.compile(r"^(?P<word>otherwise|else)\b(?P<rest>.*\bit\b.*)$", _I)
# `if x is in seen …` / `if it is not in seen, add x`: the second test's "it" opens a test of the
# same kind right after the first (docs/pseudocode.md, "Conventions read since round 18 was opened:
# English")
_IF_IT = re.compile(r"^(?P<word>if|when)\s+it(?P<rest>\s+(?:is|isn't|isnt|was|wasn't)\b.*)$", _I)


# a pictograph beside a step (`return false 🙂`) is a mood, no part of the step
_EMOJI = re.compile(r"\s*[\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F]+")


def _nothing_back(code: str) -> bool:
    said = _NOTHING_BACK.match(code)
    return said is not None and _NOTHING_BACK_END.fullmatch(code[said.end() :]) is not None


def _tidied(code: str) -> tuple[str, str | None]:
    """``code`` without the words said in passing, and the remark they make (``None``: none)."""
    remark = None
    code = _EMOJI.sub("", code)
    covers = _COVERS.search(code)
    if covers and covers.start() > 0:
        remark, code = covers.group("remark"), code[: covers.start()]
    need = _NO_NEED.search(code)
    if need and need.start() > 0 and re.search(r"\b(?:return|give|stop|break)\b", code[: need.start()], _I):
        remark, code = need.group(0).strip(" ,;().") if remark is None else remark, code[: need.start()]
    soon = _SOON.match(code)
    if soon:
        code = soon.group("step") + code[soon.end() :]
    return code, remark


def said_in_passing(lines: list[SrcLine]) -> list[SrcLine]:
    """The lines without the words said in passing, "it" after `otherwise` named (see the docstring)."""
    out: list[SrcLine] = []
    for k, given in enumerate(lines):
        line = given  # (a remark on the empty input is moved to the comment below)
        if not line.code:
            out.append(line)
            continue
        last = not any(later.code for later in lines[k + 1 :])
        small = _SMALL_CASE.match(line.code) is not None and not _STEP_AFTER_COMMA.search(line.code)
        if (
            _ANALOGY.match(line.code)
            or _CASE.match(line.code)
            or small
            or (last and _nothing_back(line.code))
        ):
            out.append(SrcLine(line.indent, "", line.strings, line.code, line.lineno, line.header))
            continue
        if last and not _COVERS.search(line.code):  # (a bracket `_COVERS` reads is left to it)
            above_code = next((a.code for a in reversed(out) if a.code), "")
            said = _empty_case_after_step(line.code, _GIVES_BACK.search(above_code) is not None)
            if said is not None:
                step, aside = said
                noted = f"{aside}; {line.comment}" if line.comment else aside
                line = SrcLine(line.indent, step, line.strings, noted, line.lineno, line.header)
                if not step:
                    out.append(line)
                    continue
        # `we are moving slow by one step`: the step in the simple present (docs/pseudocode.md)
        code, remark = _tidied(simple_present(line.code))
        above = out[-1] if out else None
        negated = _IF_NOT.match(code)
        if (
            negated
            and above is not None
            and above.indent == line.indent
            and re.match(r"if\b", above.code, _I)
        ):
            code = f"otherwise, {negated.group('rest')}"
        it = _OTHERWISE_IT.match(code)
        about = _IF_ABOUT.match(above.code) if above is not None and above.indent == line.indent else None
        if it and about and k > 0:
            code = it.group("word") + re.sub(r"\bit\b", about.group("name"), it.group("rest"), count=1)
        if_it = _IF_IT.match(code)
        # (the test above is read up to its `then` or comma: an `and` in its step is no second name)
        test_above = re.split(r"\s+then\s+|,", above.code, maxsplit=1)[0] if above is not None else ""
        about_test = (
            _IF_ABOUT.match(test_above) if above is not None and above.indent == line.indent else None
        )
        if if_it and about_test and re.match(r"if\b", test_above, _I):
            code = f"{if_it.group('word')} {about_test.group('name')}{if_it.group('rest')}"
        comment = (
            line.comment if remark is None else (f"{remark}; {line.comment}" if line.comment else remark)
        )
        out.append(SrcLine(line.indent, code.strip(), line.strings, comment, line.lineno, line.header))
    return out
