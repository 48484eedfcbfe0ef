"""A value named by a noun phrase: ``the new best is …`` (docs/pseudocode.md, "English").

Learners name an intermediate value with a noun phrase and ``is``: ``The water is the smaller of
heights[l] and heights[r], times (r - l)``, ``the new best is the bigger of a and b``. Such a line is
a step (it sets the value); from it on, the phrase (``the water``, ``the new best``) is that
variable (``water``, ``new_best``). It is read only where it cannot be a fact or a test:

* the whole line is ``the`` + one or two plain words + ``is``/``becomes`` + a value, or a state said
  first and then the value (``the window is from start to i, so its length is i - start + 1``: the
  state becomes a comment, ``length`` the name, and ``that length`` on a later line reads it);
* the words are not what the procedure computes (``the depth is 0`` in ``max_depth`` may be its
  answer, not a variable), unless a state before says what they are about (``its length``);
* the words name no container, position or role that English uses for facts (``the stack is
  empty``, ``the end is …``, ``the answer is …`` which other rules read);
* the value does not start like a test or a state (``is greater than``, ``is empty``, ``is not``,
  ``is in``, ``is from … to …``) nor like a description (``is a list of …``, ``is that …``), and
  holds no clause of its own (``the new head is previous, return it``: a comma, a pronoun, ``so``).
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._lex import SrcLine

__all__ = ["noun_names"]

_I = re.IGNORECASE
_INTRO = re.compile(
    r"^(?:(?P<fact>(?:the|this|that)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:is|are)\s+[^,]+?)\s*,\s*so\s+)?"
    r"(?P<det>the|its)\s+(?P<words>[a-z]+(?:\s+[a-z]+)?)\s+(?:is|becomes|will\s+be)\s+(?P<value>\S.*?)\s*\.?$",
    _I,
)
_FACT = re.compile(r"^(?:the|this|that)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:is|are)\s+(?P<state>.+)$", _I)
_NOT_A_NAME = frozenset(
    [
        "of",
        "in",
        "on",
        "at",
        "to",
        "for",
        "with",
        "from",
        "by",
        "a",
        "an",
        "the",
        "it",
        "its",
        "this",
        "that",
        "these",
        "those",
        "each",
        "every",
        "all",
        "and",
        "or",
        "not",
        "no",
        "number",
        "stack",
        "queue",
        "deque",
        "list",
        "array",
        "map",
        "dictionary",
        "dict",
        "set",
        "string",
        "str",
        "tree",
        "node",
        "graph",
        "grid",
        "table",
        "matrix",
        "heap",
        "end",
        "start",
        "beginning",
        "first",
        "last",
        "top",
        "bottom",
        "front",
        "back",
        "middle",
        "answer",
        "result",
        "res",
        "loop",
        "window",
        "pointer",
        "pointers",
        "index",
        "left",
        "right",
        "next",
        "previous",
        "prev",
        "case",
        "idea",
        "plan",
        "goal",
        "rest",
        "other",
        "same",
        "input",
        "output",
        "time",
        "space",
        "complexity",
    ]
)
_NOT_A_VALUE = re.compile(
    r"^(?:not|in|inside|on|at|from|empty|full|done|over|found|finished|sorted|valid|invalid|true|false|null|"
    r"none|nothing|already|still|now\b(?!\s*[-+*/])|greater|less|smaller\s+than|bigger\s+than|larger\s+than|"
    r"more\s+than|fewer|equal|at\s+least|at\s+most|above|below|under|over|positive|negative|even|odd|a|an|"
    r"the\s+same|different|reached|there|here|missing|gone|used|visited|seen|part|one\s+of|that|which|where|when|"
    r"what|how|why|because|if|to|so|like|just|only|also|always|never)\b",
    _I,
)
# a value with a clause after it (`previous, return it`, `… so we stop`) is more than a value
_MORE_THAN_A_VALUE = re.compile(
    r",(?!\s*(?:times|plus|minus|divided|multiplied)\b)|(?-i:\bI\b)|\b(?:it|we|you|they|this|that|so|then|because|"
    r"return|give)\b",
    _I,
)


def _joined(comment: str | None, more: str) -> str:
    return f"{comment}; {more}" if comment else more


def _named(m: re.Match[str]) -> str | None:
    """The variable a matched line names, or ``None`` when the line is a fact or a test."""
    words = m.group("words").lower().split()
    value = m.group("value")
    if any(w in _NOT_A_NAME for w in words) or _NOT_A_VALUE.match(value) or _MORE_THAN_A_VALUE.search(value):
        return None
    said = m.group("fact")
    fact = _FACT.match(said or "")
    if said and (fact is None or not _NOT_A_VALUE.match(fact.group("state"))):
        return None  # only a state said before the value (`the window is from start to i, so …`) is dropped
    if m.group("det").lower() == "its" and not said:
        return None  # "its" with nothing before it to be about
    return "_".join(words)


def noun_names(lines: list[SrcLine], method: str) -> list[SrcLine]:
    """The lines with each noun-phrase value written as one name (see the module's docstring)."""
    out = list(lines)
    computed = {w.lower() for w in re.split(r"_|(?<=[a-z])(?=[A-Z])", method) if w}
    for k, line in enumerate(lines):
        m = _INTRO.match(line.code) if line.code else None
        name = _named(m) if m else None
        if m is None or name is None or (computed & set(name.split("_")) and not m.group("fact")):
            continue  # `the depth is 0` in `max_depth` may be what the procedure gives back: not a name
        words = m.group("words").split()
        phrase = re.compile(
            r"(?<![\w.])(?:the|that|this|its)\s+" + r"\s+".join(map(re.escape, words)) + r"(?![\w(\[])", _I
        )
        said = m.group("fact")
        out[k] = SrcLine(
            line.indent,
            f"{name} = {m.group('value')}",
            line.strings,
            _joined(line.comment, said) if said else line.comment,
            line.lineno,
            line.header,
        )
        for j in range(k + 1, len(out)):
            later = out[j]
            if later.code and phrase.search(later.code):
                code = phrase.sub(name, later.code)
                out[j] = SrcLine(later.indent, code, later.strings, later.comment, later.lineno, later.header)
    return out
