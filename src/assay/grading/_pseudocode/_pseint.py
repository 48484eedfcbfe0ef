"""PSeInt, the Spanish-language teaching pseudocode: ``Mientras … Hacer`` / ``FinMientras``.

Courses in Spanish teach with PSeInt, and learners answer in it (docs/pseudocode.md, "Conventions
read since round 13 was opened: mixed"). An answer reads as PSeInt when it closes a block with one
of its words (``FinSi``, ``FinMientras``, ``FinPara``, ``FinFuncion``, ``FinSubProceso``, also
spelt ``Fin Si``) and opens one with another (``Si … Entonces``, ``Mientras … Hacer``, ``Para …
Hasta … Hacer``, ``Funcion``). There only, its words become the pseudocode the line rules read, one
line for one line (line numbers keep pointing into the answer):

* ``Funcion res <- f(a, b)`` … ``FinFuncion``: ``function f(a, b)``, and the closer becomes ``return
  res`` inside the function (PSeInt returns the variable its header names); ``Funcion f(a, b)``
  returns nothing; ``SubProceso`` is the same;
* ``Si c Entonces`` / ``Sino`` (``SiNo``, ``Si No``) / ``FinSi``: ``if c then`` / ``else`` / ``end
  if``; ``Mientras c Hacer`` / ``FinMientras``: ``while c do`` / ``end while``; ``Para i <- a Hasta b
  [Con Paso s] Hacer`` / ``FinPara``: ``for i <- a to b [step s] do`` / ``end for``; ``Repetir`` /
  ``Hasta Que c``: ``repeat`` / ``until c``;
* in a condition, ``Y``, ``O``, ``NO`` (any case) are ``and``, ``or``, ``not``;
* ``Definir a, b Como Entero`` declares: a comment (Python declares nothing; a name read before
  it is set stays an error); ``Longitud(x)`` is ``len(x)``, ``trunc(x)`` is ``int(x)`` (toward zero,
  as PSeInt's), ``Verdadero``/``Falso`` are ``true``/``false``, ``Escribir x`` is ``print x``.

Outside such an answer nothing changes (``Si`` may be a name, ``Y`` a coordinate).
"""

from __future__ import annotations

import re

__all__ = ["pseint"]

_I = re.IGNORECASE
_CLOSER = re.compile(r"^\s*Fin\s*_?(?:Si|Mientras|Para|Funcion|Función|SubProceso)\s*$", re.M | _I)
_OPENER = re.compile(
    r"^\s*(?:Si\s+.+\s+Entonces|Mientras\s+.+\s+Hacer|Para\s+.+\s+Hasta\s+.+\s+Hacer|(?:Funcion|Función|SubProceso)\s+\S.*)\s*$",
    re.M | _I,
)
_FUNCTION = re.compile(
    r"^(\s*)(?:Funcion|Función|SubProceso)\s+(?:([A-Za-z_]\w*)\s*(?:<-|=|\u2190)\s*)?([A-Za-z_]\w*)\s*(\([^()]*\))?\s*$",
    _I,
)
_END_FUNCTION = re.compile(r"^(\s*)Fin\s*_?(?:Funcion|Función|SubProceso)\s*$", _I)
_IF = re.compile(r"^(\s*)Si\s+(.+?)\s+Entonces\s*$", _I)
_ELSE = re.compile(r"^(\s*)(?:Sino|Si\s+No|De\s+lo\s+contrario)\s*$", _I)
_WHILE = re.compile(r"^(\s*)Mientras\s+(.+?)\s+Hacer\s*$", _I)
_FOR = re.compile(
    r"^(\s*)Para\s+([A-Za-z_]\w*)\s*(?:<-|=|\u2190)\s*(.+?)\s+Hasta\s+(.+?)(?:\s+Con\s+Paso\s+(.+?))?\s+Hacer\s*$",
    _I,
)
_REPEAT = re.compile(r"^(\s*)Repetir\s*$", _I)
_UNTIL = re.compile(r"^(\s*)Hasta\s+Que\s+(.+?)\s*$", _I)
_ENDS = {"si": "end if", "mientras": "end while", "para": "end for"}
_END = re.compile(r"^(\s*)Fin\s*_?(Si|Mientras|Para)\s*$", _I)
_DEFINE = re.compile(r"^(\s*)(Definir\s+.+\s+Como\s+\w+\s*;?)\s*$", _I)
_WRITE = re.compile(r"^(\s*)Escribir\s+(.+?)\s*;?\s*$", _I)
_WORDS = (
    (re.compile(r"\bLongitud\s*\(", _I), "len("),
    (re.compile(r"\btrunc\s*\(", _I), "int("),
    (re.compile(r"\bVerdadero\b", _I), "true"),
    (re.compile(r"\bFalso\b", _I), "false"),
)
_LOGIC = ((re.compile(r"(?<=\s)(?:Y|y)(?=\s)"), "and"), (re.compile(r"(?<=\s)(?:O|o)(?=\s)"), "or"))
_NOT = re.compile(r"(?:(?<=\s)|^)(?:NO|No|no)(?=\s|\()")


def reads_as_pseint(code: str) -> bool:
    """Whether ``code`` closes a block with PSeInt's ``Fin…`` and opens one with its words."""
    return _CLOSER.search(code) is not None and _OPENER.search(code) is not None


def _condition(text: str) -> str:
    for pattern, word in _LOGIC:
        text = pattern.sub(word, text)
    return _NOT.sub("not", text)


def pseint(code: str) -> str:
    """``code`` (string literals hidden) rewritten where it is PSeInt; unchanged otherwise."""
    if not reads_as_pseint(code):
        return code
    lines = code.split("\n")
    results: list[tuple[str | None, str]] = []  # each open function's result variable and body indent
    for k, raw in enumerate(lines):
        line = raw
        for pattern, word in _WORDS:
            line = pattern.sub(word, line)
        if m := _FUNCTION.match(line):
            body = next((b for b in lines[k + 1 :] if b.strip()), "")
            results.append((m.group(2), body[: len(body) - len(body.lstrip())]))
            line = f"{m.group(1)}function {m.group(3)}{m.group(4) or '()'}"
        elif (m := _END_FUNCTION.match(line)) and results:
            result, indent = results.pop()
            # PSeInt returns the variable the header names; the body's indentation closes it
            line = f"{indent}return {result}" if result else f"{m.group(1)}end function"
        elif m := _IF.match(line):
            line = f"{m.group(1)}if {_condition(m.group(2))} then"
        elif m := _ELSE.match(line):
            line = f"{m.group(1)}else"
        elif m := _WHILE.match(line):
            line = f"{m.group(1)}while {_condition(m.group(2))} do"
        elif m := _FOR.match(line):
            step = f" step {m.group(5)}" if m.group(5) else ""
            line = f"{m.group(1)}for {m.group(2)} <- {m.group(3)} to {m.group(4)}{step} do"
        elif m := _REPEAT.match(line):
            line = f"{m.group(1)}repeat"
        elif m := _UNTIL.match(line):
            line = f"{m.group(1)}until {_condition(m.group(2))}"
        elif m := _END.match(line):
            line = f"{m.group(1)}{_ENDS[m.group(2).lower()]}"
        elif m := _DEFINE.match(line):
            line = f"{m.group(1)}# {m.group(2)}"
        elif m := _WRITE.match(line):
            line = f"{m.group(1)}print {m.group(2)}"
        lines[k] = line
    return "\n".join(lines)
