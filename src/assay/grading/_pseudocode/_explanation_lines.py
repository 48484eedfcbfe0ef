"""Lines around the steps that are no steps: an explanation, a heading, an example (docs/pseudocode.md,
"English": explanation lines, and "A line that sets names is a step").

A learner writes their idea, a title, a test case or the complexity above or below the code. Each is
read as what it is, noted and skipped, never run; a line that also sets a name (``use two pointers:
slow and fast, both start at head``) or names the question's inputs (``My solution (s):``) is not
skipped, because dropping it would lose the learner's values or header.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from assay.grading._pseudocode._dash_labels import dash_label_words
from assay.grading._pseudocode._frame_lines import frame_line
from assay.grading._pseudocode._headers import in_words_header
from assay.grading._pseudocode._subjects import FIRST_PERSON_STEP

__all__ = ["example_line", "explanation_line"]

# (a bracket of plain words is more of the sentence: `Here is my approach (backtracking):`; `Method:`
# only with its colon, as `method f(x):` is a header, and so is `Algorithm 3sum (nums):`)
# An opener may follow a spoken filler (`Ok so my idea is: …`, `Well, here is …`) and a learner may drop
# the verb after `here` (`Here my idea, it is backtracking:`; docs/pseudocode.md, "Conventions read since
# round 12 was opened")
# (only before a label or `here`/`my`: `ok so make a set` is a step said after the filler)
_FILLER = (
    r"^(?:[-*\u2022]\s+)?(?:(?:ok(?:ay)?|well|alright|so|um+|hmm+)\s*[,!.]?\s+(?:so\s+)?"
    r"(?=(?:here|my|our|idea|approach|plan|note|notes|intuition|invariant|strategy|solution|explanation)\b))?"
)
# `Minha solução: expandir a partir do centro`, `Mi idea: …`, `Meine Lösung: …`: the label of an opening
# remark in the learner's first language (Portuguese, Spanish, French, German, Italian), only before its
# colon (docs/pseudocode.md, "Conventions read since round 17 was opened: mixed")
_FOREIGN_MY = r"minha|meu|mi|mis|ma|mon|meine?|mein|la\s+mia|il\s+mio"
_FOREIGN_LABEL = (
    r"solu[çc][ãa]o|soluci[óo]n|solution|l[öo]sung|soluzione|ideia|idea|id[ée]e|idee|abordagem|"
    r"enfoque|approche|ansatz|estrat[ée]gia|estrategia|strat[ée]gie|strategie|strategia|algoritmo|algorithme"
)
_PROSE = re.compile(
    _FILLER + r"(?!algorithm\s+[\w-]+\s*\()(?:here(?=\s+(?:my|our|the)\s)|idea|approach|note|notes|intuition|"
    r"invariant|explanation|complexity|time(?:\s+complexity)?|space(?:\s+complexity)?|"
    r"here\s+is|here's|here\s+are|we|this|my|i|basically|plan|strategy|solution|observation|key\s+insight|"
    r"algorithm|explanation|summary|assume|assuming|because|since|so|thus|hence|remember|hint|use|using|"
    r"method(?=\s*:)|(?:tests?(?:\s+(?:first|cases?))?|examples?|samples?)(?=\s*:)|"
    rf"(?:(?:{_FOREIGN_MY})\s+)?(?:{_FOREIGN_LABEL})(?=\s*:))\b"
    r"(?:[^:=\u2190]*:\s*\S.*|(?:[^=\u2190(){}\[\]]|\(\s*[A-Za-z][A-Za-z' ,+&/-]*\))*[.:!]\s*)$",
    re.IGNORECASE,
)


# `ejemplo: [1, 2] → 3`: the example's label in the learner's first language (Spanish, Portuguese,
# French, German, Italian, Dutch; docs/pseudocode.md, "Conventions read since round 13 was opened: mixed")
_FOREIGN_EXAMPLE = (
    r"ejemplos?|prueba|exemplos?|teste|exemples?|beispiel(?:e)?|esempio|esempi|voorbeeld(?:en)?"
)


# an explanation's words after its colon that set a name (`use these variables: prev = nothing`) are
# steps: dropping them would lose the learner's values, so such a line is read, or listed as not understood
# (a name at the start of the words or of a list item: `(0 = new, 1 = on the path)` defines words)
# (also in words: `use two pointers: slow and fast, both start at head`, `… : i set to 0`)
# (`missing = how many chars are still missing`: a name's meaning said as a question's words, `how
# many`, `how much`, `whether`, assigns nothing; docs/pseudocode.md, "Conventions read since round 13
# was opened: mixed")
_HOLDS_ASSIGNMENT = re.compile(
    r"(?:^|[,;]|\band\b)\s*(?:[a-z]+\s+)?[A-Za-z_]\w*\s*(?:=(?!=)|:=|\u2190)"
    r"(?!\s*(?:how\s+(?:many|much|far|long|often)|whether)\b)\s*\S"
    r"|\b(?:start|starts|begin|begins)\s+(?:at|as|from|with|off\s+at)\b|\b(?:is\s+|are\s+)?set\s+to\b",
    re.IGNORECASE,
)


# `Use two pointers, slow and fast, both start at head.`: a sentence that opens as advice (`use …`)
# but names the pointers it makes and places them is the step that sets them (`_clause_walks`); read
# as an explanation, its pointers were never set (docs/pseudocode.md, "Conventions read since round 19
# was opened: English")
_POINTERS_PLACED = re.compile(
    r"^(?:use|using)\s+(?:two|three|four|\d+)\s+(?:pointers|variables|cursors|markers|indices|indexes)"
    r"\s*[,:]\s*\S",
    re.IGNORECASE,
)
_STAND_AT_START = re.compile(
    r"\b(?:stand|sit)s?\s+(?:at|on)\s+\S.*?\s(?:at\s+(?:the\s+)?(?:start|beginning)|at\s+first|"
    r"to\s+begin\s+with|initially)\b",
    re.IGNORECASE,
)


def _places_pointers(s: str) -> bool:
    return _POINTERS_PLACED.match(s) is not None and (
        _HOLDS_ASSIGNMENT.search(s) is not None or _STAND_AT_START.search(s) is not None
    )


def _names_inputs(s: str, params: Collection[str]) -> bool:
    """``My solution (s):``: a bracket that names only the question's inputs may be a header's."""
    for inside in re.findall(r"\(([^()]*)\)", s):
        words = re.findall(r"[A-Za-z_]\w*", inside)
        if words and all(w in params for w in words):
            return True
    return False


# a heading or an exclamation around the code: `Answer:`, `My code:`, `done!`, `that's it!`
_LABEL = re.compile(
    r"^(?!.*\b(?:if|else|elif|for|while|do|def|function|procedure|algorithm|func|fn|sub|method|class|repeat|loop|"
    r"until|try|except|finally|switch|case|default|begin|end|then|return|each|forever|otherwise|with|break|"
    r"continue|pass|stop|skip|main)\b)[A-Za-z][A-Za-z']*(?:\s+[A-Za-z][A-Za-z']*){0,3}\s*(?::|!+|\.{3})$",
    re.IGNORECASE,
)


# `Test: "abba" → 2`, `Example 2: [1, 1] -> true`: an input and what it should give, shown before or
# after the steps, never run (docs/pseudocode.md, "Conventions read since round 12 was opened"); `ex:`
# is the label shortened (round 14's conventions)
_EXAMPLE = re.compile(
    rf"^(?:(?:tests?(?:\s+case)?|examples?|ex|{_FOREIGN_EXAMPLE})\s*(?:\d+\s*)?:|e\.g\.\s*:?)\s*\S.*?\s"
    r"(?:->|=>|\u2192|gives|returns|should\s+(?:give|return|be))\s+\S",
    re.IGNORECASE,
)


def example_line(s: str) -> bool:
    """An example's input and what it should give."""
    return _EXAMPLE.match(s) is not None


# `To find the position of target in the sorted array nums[0…n–1]:` (a lecture's slides): the
# purpose of the steps below, said as an infinitive before a colon; it sets nothing and the steps
# name the inputs themselves (docs/pseudocode.md, "Conventions read since round 16 was opened: English")
# (`To Build(i):` names a procedure with its parameters, as a header does, and stays one)
_PURPOSE = re.compile(r"^to\s+(?![A-Za-z_]\w*\s*\()[a-z]{2,}\b[^=\u2190;{}]*[\w)\]]\s*:$", re.IGNORECASE)


# `Now answer[i] = ∏ nums[j] for j < i`, `After this, total = ∑ a[k] over k ≤ i`: what holds at that point,
# said after the step that made it true in a big operator's notation over a bound index, which no step
# is written in (docs/pseudocode.md, "Conventions read since round 17 was opened: English"); without
# the opener that places it (`ans[i] = ∏ nums[j] for j ≠ i` alone could be a step) it stays listed
_STATE = re.compile(
    r"^(?:now|after\s+(?:this|that|these|the\s+loop|the\s+pass)|at\s+this\s+point|by\s+now|so\s+now|at\s+the\s+end)"
    # (a verb of doing before the operator makes it a step: `now set total to ∑ nums`)
    r"\b\s*,?\s*(?![^\u220f\u2211\u2200]*\b(?:set|let|make|assign|compute|calculate|store|put|return|give)\b)"
    r"[^\u220f\u2211\u2200]*[\u220f\u2211\u2200]",
    re.IGNORECASE,
)


def explanation_line(s: str, params: Collection[str]) -> bool:
    """An explanation, a heading or a complexity remark: read, noted, never run."""
    if _STATE.match(s) or frame_line(s):
        return True
    if _PURPOSE.match(s) and not in_words_header(s):  # (`To find min depth of root:` names a method)
        return True
    if (
        _PROSE.match(s)
        and not _HOLDS_ASSIGNMENT.search(s.partition(":")[2])
        and not _names_inputs(s, params)
        and not _places_pointers(s)
        # (after a filler too: `ok so I make an empty set` is a step said by its doer)
        and not FIRST_PERSON_STEP.match(re.sub(_FILLER, "", s, flags=re.IGNORECASE))
    ):
        return True
    if _LABEL.match(s):
        return True
    dashed = dash_label_words(s)  # `idea - same letters sorted give one key`: a colon typed as a dash
    if dashed is not None and not _HOLDS_ASSIGNMENT.search(dashed) and not _names_inputs(dashed, params):
        return True
    return re.search(r"\bO\([^()]*\)", s) is not None and not re.match(
        r"^(?:return|if|for|while)\b", s, re.IGNORECASE
    )
