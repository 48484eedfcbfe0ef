"""Whether a submission has the shape of an algorithm, not of a data file or a letter.

``INVALID_SOLUTION`` ("neither code nor pseudocode") puts the failure on the learner, so it is kept
for text with no steps at all (docs/grading.md, "Errors"). Erring towards steps is safe: text taken
for steps is run, translated or refused as not understood (docs/pseudocode.md, "When it fails").
"""

from __future__ import annotations

import ast
import re

from assay.grading._copied import copied_marks, words
from assay.grading._shape_signals import language_free_kinds

__all__ = ["has_algorithmic_structure", "question_pasted"]


_BULLET = re.compile(r"^\s*(?:[-*\u2022>]|\d{1,3}[.):]|step\s+\d+[.):]?)\s*", re.IGNORECASE)
_STEP_WORDS = re.compile(
    # "For example, ..." opens an example, not a loop
    r"^(?:for(?!\s+(?:example|instance)\b)|foreach|while|if|else|elif|elseif|otherwise|return|repeat|until|loop|do|break|continue|"
    r"function|procedure|algorithm|def|class|set|let|initiali[sz]e|increment|decrement|swap|append|"
    r"push|pop|remove|insert|sort|reverse|call|yield)\b",
    re.IGNORECASE,
)
# A step inside a sentence: "keep only the letters of s, and return true if ...".
_MIDLINE_STEP = re.compile(
    r"(?:[,;]|\band\b|\bthen\b)\s+(?:return|set|let|repeat|swap|increment|decrement|append)\s+\w",
    re.IGNORECASE,
)
# "Given a string s, return the length of ...": how a question states its task, not a step.
_GIVEN = re.compile(r"^given\b", re.IGNORECASE)
# An instruction in English: a line that opens (after a bullet, a number or "then") with a verb of
# an algorithm's vocabulary. One such line is a description ("use a window over the string"); two or
# more are steps written as sentences, and a translation that keeps none of them failed on our side.
_VERBS = (
    r"go|walk|loop|iterate|scan|traverse|visit|look|check|compare|test|keep|store|save|remember|"
    r"record|track|put|place|add|push|stick|insert|take|remove|pop|delete|drop|move|shift|advance|"
    r"step|bump|increase|decrease|raise|lower|count|make|create|build|start|begin|give|output|print|"
    r"answer|stop|finish|skip|mark|update|replace|change|assign|compute|calculate|work|find|search|"
    r"sort|split|join|merge|combine|collect|fill|copy|grow|shrink|expand|extend|slide|try|recurse|"
    r"get|read|write|attach|hook|link"
)
_INSTRUCTION = re.compile(
    r"^(?:(?:then|next|now|first|finally|after\s+that|and)\b[,\s]*)?"
    rf"(?:{_VERBS}|when|whenever|once|after|each|every|otherwise|else|until|as\s+long\s+as)\b",
    re.IGNORECASE,
)
# A step in a voice of its own, inside a sentence: "so we return the empty string", "then you walk
# over s", "I keep a count". A voiced `return` and one more voiced instruction are steps written as
# prose; a story or a recipe rarely returns anything.
_VOICED = re.compile(
    r"\b(?:we|you|i|let'?s|let\s+us)\s+"
    r"(?:(?:then|also|just|first|now|simply|finally|can|could|will|would|should|must|"
    r"(?:need|have|want|try|got)\s+to)\s+)*"
    rf"(?P<verb>return|(?:give|hand|pass|send)\s+(?:it\s+)?back|set|repeat|swap|increment|decrement|append|{_VERBS})\b",
    re.IGNORECASE,
)
# Code inside sentences or behind line prefixes the rules above do not strip ("1:30  l = 0" copied
# with a video's timestamps, "While lo <= hi take mid = (lo+hi)/2. Hit -> return mid."). Two kinds of
# these are steps: a data list or a description has at most one ("eggs = 2", "a letter repeats").
# Erring this way is safe: text taken for steps is translated or refused as not understood, a 422
# either way, while text taken for "not a solution" tells a learner with steps that they wrote none.
_CODE_SIGNALS = (
    (
        "assign",
        re.compile(r"(?<![\w=!<>:])[A-Za-z_]\w*(?:\[[^\]\n]*\])?\s*(?:[-+*/]?=|:=|<-|←)(?!=)\s*[\w(\[-]"),
    ),
    ("compare", re.compile(r"[\w)\]]\s*(?:<=|>=|==|!=|≤|≥|≠|<(?![-=])|>)\s*[\w(\[-]")),
    ("return", re.compile(r"\breturn\s+[\w(\[\-'\"]", re.IGNORECASE)),
    (
        "loop",
        re.compile(r"\b(?:while|for\s+(?:each\s+)?\w+\s+(?:in|from|=|←|<-)|repeat|until)\b", re.IGNORECASE),
    ),
    # Two signals that no word list holds, so they hold in a language whose keywords we do not read
    # (`funktion istPalindrom(s)` over `solange links < rechts`, docs/grading.md "Errors"): a name
    # indexed by a name (`s[links]`, `nums[i - 1]`; a list in a data file follows no name) ...
    ("index", re.compile(r"(?<![\w\]\)])[^\W\d]\w*\[\s*[^\W\d]\w*\s*(?:[-+]\s*\d+\s*)?\]")),
    # ... and a header, `name(params)` after at most one word, alone on its line with a body indented
    # under it (a shopping list's "Eggs (large)" has a body only with sub-items, and is one kind alone)
    (
        "header",
        re.compile(
            r"^([ \t]*)(?:[^\W\d]\w*[ \t]+)?[^\W\d]\w*[ \t]*\([ \t]*(?:[^\W\d]\w*[ \t]*"
            r"(?:,[ \t]*[^\W\d]\w*[ \t]*)*)?\)[ \t]*[:{]?[ \t]*\n(?:[ \t]*\n)*\1[ \t]+\S",
            re.MULTILINE,
        ),
    ),
)
# Paragraphs: steps told as sentences, several to a line ("Start with an empty list. If it is full,
# stop; otherwise call build again."). Each sentence after the first is read like a line of its own,
# once its connective ("First,", "Then", "Finally") is set aside; such a sentence only counts towards
# the two instructions, since one "If ..." or "For ..." sentence opens stories as well as steps.
_SENTENCE_BREAK = re.compile(r"(?<=[.!?;:])\s+")
_CONNECTIVE = re.compile(
    r"^(?:(?:first|second|third|then|next|now|finally|lastly|after\s+that|so|and|also)\b[,\s]*)+",
    re.IGNORECASE,
)
_ASSIGNMENT = re.compile(r"[\u2190\u27f5\u21d0]|:=|<-|^[A-Za-z_][\w.]*(?:\[[^\]\n]*\])?\s*[-+*/]?=(?!=)")


def has_algorithmic_structure(
    text: str,
    python: str | None = None,
    line_map: list[int] | tuple[int, ...] | None = None,
    *,
    tree: ast.Module | None = None,
) -> bool:
    """Whether a submission has the shape of an algorithm: loops, conditions, assignments, a return.

    Guards against grading a JSON file or a shopping list as a (failing) solution.

    Args:
        text: the submission as typed.
        python: the normaliser's Python when it compiled; its statements are checked instead of the text.
        line_map: the normaliser's line map (produced line -> submission line, 0 for added lines);
            what the normaliser added (the ``class Solution`` wrapper, the signature) does not count.
        tree: ``python`` already parsed (then it is not parsed again).
    """
    if python is not None and tree is None:
        try:
            tree = ast.parse(python)
        except (SyntaxError, ValueError):
            tree = None
    if tree is not None:
        return any(_is_step(node) and _from_user(node, line_map) for node in ast.walk(tree))
    instructions = 0
    for raw in text.splitlines():
        line = _BULLET.sub("", raw.split("//", 1)[0].split("#", 1)[0]).strip()
        midline = _MIDLINE_STEP.search(line) and not _GIVEN.match(line)
        if line and (_STEP_WORDS.match(line) or _ASSIGNMENT.search(line) or midline):
            return True
        instructions += bool(line and _INSTRUCTION.match(line))
        instructions += sum(_opens_with_step(sentence) for sentence in _SENTENCE_BREAK.split(line)[1:])
    if instructions >= 2:
        return True
    voiced = [_voiced_verb(m.group("verb")) for m in _VOICED.finditer(text)]
    if "return" in voiced and len(voiced) >= 2:
        return True
    kinds = {kind for kind, pattern in _CODE_SIGNALS if pattern.search(text)}
    kinds |= language_free_kinds(text)
    if len(kinds) == 1 and _closes_by_name(text):
        kinds.add("closer")
    if "names" in kinds and instructions:
        # one instruction line about values named as code ("After the last house, one_back is the
        # answer"): the names are the program's state, the line a step on it
        kinds.add("instruction")
    return len(kinds) >= 2


def _closes_by_name(text: str) -> bool:
    """Whether a block is closed by the word that opened it, in whatever language: ``Fim enquanto``
    under ``Enquanto ESQ for menor que DIR, faça:``, ``ende solange``, ``FinSi`` / ``FIMSE`` under
    ``Si …`` / ``SE …``. Round 17's first read (stop 32) refused a correct answer written wholly in
    Portuguese as "not a solution": its one other signal was ``S[ESQ]``.

    Only code's layout counts: the opening line has a line indented under it, and the closer stands
    no deeper than the opener. A letter's "Many thanks" under "Thanks for …", a list's "Brown eggs"
    under "Eggs from the market" are flush left with nothing under them (stop 32's review). A glued
    closer must be camel-cased or shouted (``House`` under ``Use it`` is neither).
    """
    lines = [raw.expandtabs(4) for raw in text.splitlines()]
    openers: dict[str, tuple[int, bool]] = {}  # first word -> (indentation, written in capitals)
    for n, raw in enumerate(lines):
        indent = len(raw) - len(raw.lstrip())
        words = _BULLET.sub("", raw.strip()).rstrip(";.:").split()
        if len(words) == 2 and words[0].isalpha() and _opened_above(words[1].lower(), indent, openers):
            return True
        if len(words) == 1 and words[0].isalpha() and _glued_closer(words[0], indent, openers):
            return True
        if len(words) >= 3 and words[0].isalpha() and _indented_under(lines, n, indent):
            openers.setdefault(words[0].lower(), (indent, words[0].isupper()))
    return False


def _indented_under(lines: list[str], n: int, indent: int) -> bool:
    below = next((line for line in lines[n + 1 :] if line.strip()), "")
    return len(below) - len(below.lstrip()) > indent


def _opened_above(word: str, indent: int, openers: dict[str, tuple[int, bool]]) -> bool:
    opened = openers.get(word)
    return opened is not None and indent <= opened[0]


def _glued_closer(word: str, indent: int, openers: dict[str, tuple[int, bool]]) -> bool:
    low = word.lower()
    for cut in range(2, 5):  # the closing word's letters before the opener's: `Fin`, `End`, `Fim`, `Ende`
        opened = openers.get(low[cut:])
        if opened is None or indent > opened[0]:
            continue
        camel = word[cut].isupper() and word[cut - 1].islower()
        if camel or (word.isupper() and opened[1]):
            return True
    return False


def question_pasted(text: str, question_text: str) -> bool:
    """Whether ``text`` is the question's own wording with no step of the learner's besides.

    A pasted statement reads as steps ("Given a string s, return ...", an example's ``s = "abc"``),
    and a model asked to translate it writes a solution the learner never gave. A line is the
    question's when at least 80 % of its words lie in runs of six words copied from ``question_text``
    (:func:`~assay.grading._copied.copied_marks`); the text is pasted when it has such lines and what
    is left of it has no algorithmic structure. An answer that quotes the task and then gives its
    steps keeps them.
    """
    marks = copied_marks(text, question_text)
    lines = text.splitlines()
    copied: set[int] = set()
    at = 0
    for n, line in enumerate(lines):
        count = len(words(line))
        if count and sum(marks[at : at + count]) >= 0.8 * count:
            copied.add(n)
        at += count
    if not copied:
        return False
    rest = "\n".join(line for n, line in enumerate(lines) if n not in copied)
    return not has_algorithmic_structure(rest)


def _opens_with_step(sentence: str) -> bool:
    rest = _CONNECTIVE.sub("", sentence)
    return bool(_STEP_WORDS.match(rest) or _INSTRUCTION.match(rest))


def _voiced_verb(verb: str) -> str:
    # "we give back the list", "I hand it back": a return in other words
    return "return" if verb.lower().endswith("back") else verb.lower()


def _is_step(node: ast.AST) -> bool:
    if isinstance(node, ast.Return | ast.For | ast.While | ast.If):
        return True
    if isinstance(node, ast.Assign | ast.AugAssign | ast.AnnAssign):
        return True
    # `seen.add(x)`, `nums.sort()`, `self.helper(x)`: a method call is a step; a bare name, a literal
    # or `eggs(2)` is not.
    return bool(
        isinstance(node, ast.Expr)
        and isinstance(node.value, ast.Call)
        and isinstance(node.value.func, ast.Attribute)
    )


def _from_user(node: ast.AST, line_map: list[int] | tuple[int, ...] | None) -> bool:
    line: int | None = getattr(node, "lineno", None)
    if line_map is None or line is None:
        return True
    return 0 < line <= len(line_map) and line_map[line - 1] > 0
