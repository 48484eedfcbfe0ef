"""One reader for pseudocode written with another language's control words (docs/pseudocode.md,
"Pseudocode in other languages").

Learners write pseudocode with their first language's words: French ``SI … ALORS``, PSeInt's ``Si …
Entonces``, Russian ``если … то``, German ``wenn … dann``. Each language is a :class:`Language`, a table
(``_languages_<language>.py``): how an answer is recognised as written in it (its ``guard``, strong
enough that a name ``Si`` or ``bis`` elsewhere is never touched), and what its words become. This
module reads any such table the same way; there, its words become the pseudocode the line rules
read, one line for one line (line numbers keep pointing into the answer):

* ``swaps``: words rewritten wherever they stand, for a script no English name is spelt in (Cyrillic,
  Chinese);
* ``words``: rewritten on every line before the forms (``LONGUEUR(`` is ``len(``, ``VRAI`` is
  ``true``);
* ``forms``: whole-line patterns, the first that matches a line giving it its English shape (the
  template names the pattern's groups; a ``cond`` group's ``logic`` words become ``and``/``or``/
  ``not``; ``[ … ]`` is left out where its group did not match; ``{params|()}`` falls back to ``()``).

Two forms do more than one line: a ``function`` whose pattern has a ``result`` group (PSeInt's
``Funcion res <- f(a)``) returns that variable where its ``end function`` closes it; and with
``write_result``, a bare program's last ``write`` outside every block is its result (``output``), any
other a value shown in passing (``print(…)``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

__all__ = ["Form", "Language", "read_language"]

_OPTIONAL = re.compile(r"\[([^\[\]]*)\]")
_FIELD = re.compile(r"\{(\w+)(?:\|([^{}]*))?\}")
# a translated line opens or closes a block (counted for `write_result`)
_OPENED = ("if", "while", "for", "repeat")
_CLOSED = ("end if", "end while", "end for", "until")


@dataclass(frozen=True)
class Form:
    """One line shape: ``role`` names what it is (``if``, ``end for``, ``function``, ``write`` …),
    ``pattern`` matches the whole line (a group ``i`` for its indentation), ``template`` its English."""

    role: str
    pattern: re.Pattern[str]
    template: str


@dataclass(frozen=True)
class Language:
    """A language's table (docs/pseudocode.md, "Pseudocode in other languages")."""

    rule: str
    # every one must be found in the answer (a closer and an opener, or a statement opening with a
    # control word) for anything to change
    guard: tuple[re.Pattern[str], ...]
    swaps: tuple[tuple[re.Pattern[str], str], ...] = ()
    words: tuple[tuple[re.Pattern[str], str], ...] = ()
    logic: tuple[tuple[re.Pattern[str], str], ...] = ()
    forms: tuple[Form, ...] = ()
    write_result: bool = False
    # with ``write_result``: what any other write becomes (a value shown in passing)
    aside: str = ""
    # a last look at each translated line (German's verb-final comparisons), ``None`` for none
    finish: Callable[[str], str] | None = field(default=None)


def form(role: str, pattern: str, template: str, flags: int = re.IGNORECASE) -> Form:
    """A :class:`Form` from its pattern's text (case-insensitive unless told)."""
    return Form(role, re.compile(pattern, flags), template)


def guard(*patterns: str, flags: int = re.M | re.IGNORECASE) -> tuple[re.Pattern[str], ...]:
    """A guard's patterns, each searched in the whole answer (a line's start is ``^``)."""
    return tuple(re.compile(p, flags) for p in patterns)


def table(*pairs: tuple[str, str], flags: int = re.IGNORECASE) -> tuple[tuple[re.Pattern[str], str], ...]:
    """``(pattern, replacement)`` pairs compiled, in their order."""
    return tuple((re.compile(p, flags), word) for p, word in pairs)


# a `;` ending a line, as Pascal and some courses' Portugol end every statement (`FIM PARA;`)
_LINE_END_SEMICOLON = re.compile(r"[ \t]*;[ \t]*$", re.MULTILINE)


def reads_as(language: Language, code: str) -> bool:
    """Whether ``code`` passes every one of the language's guards (lines read without a last ``;``)."""
    unended = _LINE_END_SEMICOLON.sub("", code)
    return all(p.search(unended) for p in language.guard)


def _fill(language: Language, m: re.Match[str], template: str) -> str:
    groups = m.groupdict()

    def value(name: str, default: str | None = None) -> str:
        text = groups.get(name)
        if text is None:
            return default or ""
        if name.startswith("cond"):
            for pattern, word in language.logic:
                text = pattern.sub(word, text)
        elif name == "body" and (found := _match(language, text)):
            # a one-line `wenn c dann rückgabe x`: the statement after `then` is a line of its own
            text = _fill(language, found[1], found[0].template)
        return text

    def optional(part: re.Match[str]) -> str:
        names = [f.group(1) for f in _FIELD.finditer(part.group(1))]
        return part.group(1) if all(groups.get(n) is not None for n in names) else ""

    kept = _OPTIONAL.sub(optional, template)
    return _FIELD.sub(lambda f: value(f.group(1), f.group(2)), kept)


def _words(language: Language, line: str) -> str:
    for pattern, word in language.words:
        line = pattern.sub(word, line)
    return line


def _match(language: Language, line: str) -> tuple[Form, re.Match[str]] | None:
    for shape in language.forms:
        if m := shape.pattern.match(line):
            return shape, m
    # `FIM PARA;`, `SE (c) ENTÃO;`: a line ended by `;` as every statement is, read as without it
    unended = _LINE_END_SEMICOLON.sub("", line)
    if unended != line:
        for shape in language.forms:
            if m := shape.pattern.match(unended):
                return shape, m
    return None


def _result_line(language: Language, matched: list[tuple[Form, re.Match[str]] | None]) -> int | None:
    """The ``write`` that gives a bare program's result: its last, outside every block; ``None`` in an
    answer with a function (there it displays, as an exam board's ``OUTPUT`` does)."""
    if any(found and found[0].role == "function" for found in matched):
        return None
    depth, last = 0, None
    for k, found in enumerate(matched):
        role = found[0].role if found else ""
        if role in _CLOSED:
            depth -= 1
        elif role in _OPENED:
            depth += 1
        elif role == "write":
            last = k if depth == 0 else None
    return last


def read_language(language: Language, code: str) -> str:
    """``code`` (literals hidden) rewritten where it reads as ``language``; unchanged otherwise."""
    if not reads_as(language, code):
        return code
    for pattern, word in language.swaps:
        code = pattern.sub(word, code)
    if not (language.words or language.forms):
        return code
    lines = code.split("\n")
    worded = [_words(language, line) for line in lines]
    matched = [_match(language, line) for line in worded]
    result = _result_line(language, matched) if language.write_result else None
    results: list[tuple[str | None, str]] = []  # each open function's result variable and body indent
    out: list[str] = []
    for k, (line, found) in enumerate(zip(worded, matched, strict=True)):
        if found is None:
            out.append(language.finish(line) if language.finish else line)
            continue
        shape, m = found
        text = _fill(language, m, shape.template)
        if shape.role == "function":
            body = next((b for b in lines[k + 1 :] if b.strip()), "")
            results.append((m.groupdict().get("result"), body[: len(body) - len(body.lstrip())]))
        elif shape.role == "end function" and results:
            name, indent = results.pop()
            # PSeInt returns the variable the header names; the body's indentation closes it
            text = f"{indent}return {name}" if name else text
        elif shape.role == "write" and language.write_result and k != result:
            # any other write displays a value in passing: never the result, never a return
            text = _fill(language, m, language.aside)
        out.append(language.finish(text) if language.finish else text)
    return "\n".join(out)
