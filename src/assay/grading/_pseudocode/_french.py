"""French school pseudocode (« algorithmique »): ``POUR i = 0 JUSQU'A n - 1 FAIRE`` / ``FINPOUR``.

French lycées and first-year courses teach algorithms in a pseudocode of their own, and learners
answer in it (docs/pseudocode.md, "Conventions read since round 14 was opened: mixed"). An answer
reads as it when it closes a block with one of its words (``FINPOUR``, ``FINTANTQUE``, ``FINSI``,
``FINFONCTION``, also spelt ``FIN POUR`` or ``Fin_Pour``) and opens one with another (``POUR … FAIRE``,
``TANTQUE … FAIRE``, ``SI … ALORS``, ``FONCTION``). There only, its words become the pseudocode the
line rules read, one line for one line (line numbers keep pointing into the answer):

* ``POUR i = a JUSQU'A b [PAS DE s] FAIRE`` (also ``POUR i DE a A b``, ``allant de``, ``←``) /
  ``FINPOUR``: ``for i <- a to b [step s] do`` / ``end for``, both ends counted, as the course's;
* ``TANTQUE c FAIRE`` (``TANT QUE``) / ``FINTANTQUE``: ``while c do`` / ``end while``; ``SI c ALORS``
  / ``SINON SI c ALORS`` / ``SINON`` / ``FINSI``: ``if``/``else if``/``else``/``end if``;
  ``RÉPÉTER`` / ``JUSQU'À c``: ``repeat`` / ``until c``;
* ``FONCTION f(a, b)`` / ``FINFONCTION``: ``function f(a, b)`` / ``end function``; ``RETOURNER x``
  (``RETOURNE``, ``RENVOYER``): ``return x``;
* in a condition, ``ET``, ``OU``, ``NON`` (any case) are ``and``, ``or``, ``not``;
* ``LONGUEUR(x)`` / ``TAILLE(x)`` are ``len(x)``, ``VRAI``/``FAUX`` are ``true``/``false``;
  ``ÉCRIRE x`` / ``AFFICHER x`` is ``output x`` (the result) when it is a bare program's last one,
  outside every block; any other, and any in an answer with a ``FONCTION``, is ``print(x)``, a value
  shown in passing;
* the program's frame, ``DÉBUT`` and ``FIN`` alone on a line, and a heading the course marks with a
  backslash (``\\ Module principal``) are comments.

Outside such an answer nothing changes (``Si`` may be a name, ``ET`` an identifier).
"""

from __future__ import annotations

import re

__all__ = ["french"]

_I = re.IGNORECASE
_APOS = "['\u2019]"
_UNTIL_WORD = rf"JUSQU{_APOS}\s*(?:A|À|AU)"
_CLOSER = re.compile(r"^\s*FIN\s*_?\s*(?:POUR|TANT\s*QUE|SI|FONCTION)\s*$", re.M | _I)
# (what stands between the two words starts and ends with a character that is not a space, so a long
# run of spaces is split in one way only: `POUR\s+.+\s+FAIRE` took cubic time on one)
_BETWEEN = r"\s+\S(?:.*\S)?\s+"
_OPENER = re.compile(
    rf"^\s*(?:POUR{_BETWEEN}FAIRE|TANT\s*QUE{_BETWEEN}FAIRE|SI{_BETWEEN}ALORS|FONCTION\s+\S.*)\s*$", re.M | _I
)
_FUNCTION = re.compile(r"^(\s*)FONCTION\s+([A-Za-z_]\w*)\s*(\([^()]*\))?\s*(?::.*)?$", _I)
_END_FUNCTION = re.compile(r"^(\s*)FIN\s*_?\s*FONCTION\s*$", _I)
_IF = re.compile(r"^(\s*)SI\s+(.+?)\s+ALORS\s*:?\s*$", _I)
_ELSE_IF = re.compile(r"^(\s*)SINON\s+SI\s+(.+?)\s+ALORS\s*:?\s*$", _I)
_ELSE = re.compile(r"^(\s*)SINON\s*:?\s*$", _I)
_WHILE = re.compile(r"^(\s*)TANT\s*QUE\s+(.+?)\s+FAIRE\s*:?\s*$", _I)
# `POUR i = 0 JUSQU'A n - 1 FAIRE`, `Pour i de 1 à n faire`, `Pour i allant de 0 à n-1 pas de 2 faire`
# (each value ends with a character that is not a space, `(?<=\S)`: a lazy value stopping inside a long
# run of spaces made the pattern quadratic on it; the shortest value never ends in one anyway)
_FOR = re.compile(
    rf"^(\s*)POUR\s+([A-Za-z_]\w*)\s*(?:(?:<-|=|\u2190)\s*|\s(?:allant\s+)?de\s+)(.+?)(?<=\S)\s+(?:{_UNTIL_WORD}|A|À)\s+"
    rf"(.+?)(?<=\S)(?:\s+PAS\s+(?:DE\s+)?(.+?)(?<=\S))?\s+FAIRE\s*:?\s*$",
    _I,
)
_REPEAT = re.compile(r"^(\s*)R[EÉ]P[EÉ]TER\s*$", _I)
_UNTIL = re.compile(rf"^(\s*){_UNTIL_WORD}\s+(.+?)\s*$", _I)
_ENDS = {"pour": "end for", "tantque": "end while", "si": "end if"}
_END = re.compile(r"^(\s*)FIN\s*_?\s*(POUR|TANT\s*QUE|SI)\s*$", _I)
_RETURN = re.compile(r"^(\s*)(?:RETOURNER|RETOURNE|RENVOYER|RENVOIE)\s+(.+?)\s*$", _I)
_WRITE = re.compile(r"^(\s*)(?:[EÉ]CRIRE|AFFICHER)\s*(?:\(\s*(.+?)\s*\)|\s(.+?))\s*;?\s*$", _I)
# the program's frame, a heading (`\\ Module principal`, `Exercice 5 :`, `Énoncé : …`, `Code :`) and
# the notes' dashed rule: no step
_FRAME = re.compile(
    r"^(\s*)((?:D[EÉ]BUT|FIN)\s*\.?|\\\s.*|-{3,}|(?:Exercice|[EÉ]nonc[eé]|Code|Algorithme|Remarque)\b[^:]{0,12}:.*)$",
    _I,
)
_WORDS = (
    (re.compile(r"\b(?:LONGUEUR|TAILLE)\s*\(", _I), "len("),
    (re.compile(r"\bVRAI\b", _I), "true"),
    (re.compile(r"\bFAUX\b", _I), "false"),
)
_LOGIC = (
    (re.compile(r"(?<=\s)(?:ET|Et|et)(?=\s)"), "and"),
    (re.compile(r"(?<=\s)(?:OU|Ou|ou)(?=\s)"), "or"),
    (re.compile(r"(?:(?<=\s)|^)(?:NON|Non|non)(?=\s|\()"), "not"),
)


def reads_as_french(code: str) -> bool:
    """Whether ``code`` closes a block with a French ``FIN…`` and opens one with the course's words."""
    return _CLOSER.search(code) is not None and _OPENER.search(code) is not None


def _condition(text: str) -> str:
    for pattern, word in _LOGIC:
        text = pattern.sub(word, text)
    return text


def _line(line: str) -> str:
    """One line of a French answer as the pseudocode the line rules read."""
    for pattern, word in _WORDS:
        line = pattern.sub(word, line)
    if m := _FUNCTION.match(line):
        return f"{m.group(1)}function {m.group(2)}{m.group(3) or '()'}"
    if m := _END_FUNCTION.match(line):
        return f"{m.group(1)}end function"
    if m := _ELSE_IF.match(line):
        return f"{m.group(1)}else if {_condition(m.group(2))} then"
    if m := _IF.match(line):
        return f"{m.group(1)}if {_condition(m.group(2))} then"
    if m := _ELSE.match(line):
        return f"{m.group(1)}else"
    if m := _WHILE.match(line):
        return f"{m.group(1)}while {_condition(m.group(2))} do"
    if m := _FOR.match(line):
        step = f" step {m.group(5)}" if m.group(5) else ""
        return f"{m.group(1)}for {m.group(2)} <- {m.group(3)} to {m.group(4)}{step} do"
    if m := _REPEAT.match(line):
        return f"{m.group(1)}repeat"
    if m := _UNTIL.match(line):
        return f"{m.group(1)}until {_condition(m.group(2))}"
    if m := _END.match(line):
        return m.group(1) + _ENDS[re.sub(r"\s", "", m.group(2)).lower()]
    if m := _RETURN.match(line):
        return f"{m.group(1)}return {m.group(2)}"
    if m := _WRITE.match(line):
        return f"{m.group(1)}output {m.group(2) or m.group(3)}"
    if m := _FRAME.match(line):
        return f"{m.group(1)}# {m.group(2)}"
    return line


_OPENS = re.compile(r"^\s*(?:POUR\s.*\sFAIRE|TANT\s*QUE\s.*\sFAIRE|SI\s.*\sALORS|R[EÉ]P[EÉ]TER)\s*:?\s*$", _I)
_CLOSES = re.compile(rf"^\s*(?:FIN\s*_?\s*(?:POUR|TANT\s*QUE|SI)|{_UNTIL_WORD}\s.*)\s*$", _I)


def _result_line(lines: list[str]) -> int | None:
    """The ``ÉCRIRE`` that gives a bare program's result: its last, outside every block; ``None``
    in an answer with a ``FONCTION`` (there it displays, as an exam board's ``OUTPUT`` does)."""
    if any(_FUNCTION.match(line) for line in lines):
        return None
    depth, last = 0, None
    for k, line in enumerate(lines):
        if _CLOSES.match(line):
            depth -= 1
        elif _OPENS.match(line):
            depth += 1
        elif _WRITE.match(line):
            last = k if depth == 0 else None
    return last


def french(code: str) -> str:
    """``code`` (literals hidden) rewritten where it is French school pseudocode; unchanged otherwise."""
    if not reads_as_french(code):
        return code
    lines = code.split("\n")
    result = _result_line(lines)
    out = [_line(line) for line in lines]
    for k, line in enumerate(lines):
        # any other `ÉCRIRE` displays a value in passing: never the result, never a return
        if k != result and (m := _WRITE.match(line)):
            out[k] = f"{m.group(1)}print({m.group(2) or m.group(3)})"
    return "\n".join(out)
