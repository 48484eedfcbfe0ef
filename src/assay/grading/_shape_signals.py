"""Signs of steps that no English keyword list holds (docs/grading.md, "Errors").

``INVALID_SOLUTION`` ("neither code nor pseudocode") tells a learner who wrote steps that they wrote
none, so :func:`~assay.grading._algorithm_shape.has_algorithmic_structure` errs towards steps. Round
19's first read (stop 34) refused four correct answers that way: steps told in Russian, Vietnamese and
Turkish sentences, and English prose about ``two_back`` / ``one_back`` with one Spanish ``Para cada``.
Each had at most one of the shape check's kinds of code, because its keywords are words we do not read.
The three signals here hold whatever the language; like the others, each counts as one kind, and one
kind alone is never steps:

* ``numbered``: three or more lines numbered 1, 2, 3 … in order (``1.``, ``2)``, ``Step 3:``,
  ``Bước 4.``, ``Шаг 5.``) — a procedure's layout (a numbered shopping list has it too, hence one kind);
* ``unread``: prose mostly in words we do not read — hardly any English function word, and many
  words with letters outside ASCII (Cyrillic, Vietnamese, Turkish…). We cannot tell such a text has no
  steps, so it may not be called "not a solution" on a second sign;
* ``names``: two or more names written as code (``two_back``, ``oneBack``), each used twice or more.
  Prose that keeps coming back to named values is describing a program's state.
"""

from __future__ import annotations

import re

__all__ = ["language_free_kinds", "names_as_code", "unread"]

# (an optional word before the number: `Step 1.`, `Bước 1.`, `Шаг 1:`, `Adım 1)`)
_NUMBERED = re.compile(r"^\s*(?:[^\W\d]+\s+)?(\d{1,2})\s*[.):]", re.UNICODE)
_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)
# (no one-letter word: `a` and `i` are names as often as words)
# English's commonest function words and the keywords pseudocode borrows from it: a text written in
# English, or in code, holds many of them
_ENGLISH_WORDS = (
    "an the of to in on at by for from with and or not is are be it this that as if then else "
    "while each every return set let do end until when we you so but all its than into"
)
_ENGLISH = frozenset(_ENGLISH_WORDS.split())
_NAME = re.compile(r"\b(?:[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]*[A-Za-z0-9]|[a-z]{2,}[A-Z][A-Za-z0-9]*)\b")


def _numbered(text: str) -> bool:
    expected = 1
    for line in text.splitlines():
        found = _NUMBERED.match(line)
        if found is None:
            continue
        number = int(found.group(1))
        if number == expected:
            expected += 1
        elif number == 1:
            expected = 2  # a second list starts
        if expected > 3:
            return True
    return False


def unread(text: str) -> bool:
    """Whether ``text`` is prose mostly in words we do not read (see the module's docstring)."""
    words = _WORD.findall(text)
    if len(words) < 12:
        return False
    english = sum(word.lower() in _ENGLISH for word in words)
    beyond_ascii = sum(not word.isascii() for word in words)
    return english <= 0.1 * len(words) and beyond_ascii >= 0.2 * len(words)


def names_as_code(text: str) -> set[str]:
    """The names written as code (``two_back``, ``oneBack``) used at least twice in ``text``."""
    counts: dict[str, int] = {}
    for name in _NAME.findall(text):
        counts[name] = counts.get(name, 0) + 1
    return {name for name, count in counts.items() if count >= 2}


def language_free_kinds(text: str) -> set[str]:
    """The kinds of step signs in ``text`` that hold in any language (see the module's docstring)."""
    kinds: set[str] = set()
    if _numbered(text):
        kinds.add("numbered")
    if unread(text):
        kinds.add("unread")
    if len(names_as_code(text)) >= 2:
        kinds.add("names")
    return kinds
