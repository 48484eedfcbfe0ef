"""PSeInt, the Spanish-language teaching pseudocode: ``Mientras … Hacer`` / ``FinMientras``.

Courses in Spanish teach with PSeInt, and learners answer in it (docs/pseudocode.md, "Pseudocode in
other languages"). An answer reads as PSeInt when it closes a block with one of its words (``FinSi``,
``FinMientras``, ``FinPara``, ``FinFuncion``, ``FinSubProceso``, also spelt ``Fin Si``) and opens one
with another (``Si … Entonces``, ``Mientras … Hacer``, ``Para … Hasta … Hacer``, ``Funcion``):

* ``Funcion res <- f(a, b)`` … ``FinFuncion``: ``function f(a, b)``, and the closer becomes ``return
  res`` inside the function (PSeInt returns the variable its header names); ``Funcion f(a, b)``
  returns nothing; ``SubProceso`` is the same;
* ``Si c Entonces`` / ``Sino`` (``SiNo``, ``Si No``) / ``FinSi``: ``if c then`` / ``else`` / ``end
  if``; ``Mientras c Hacer`` / ``FinMientras``: ``while c do`` / ``end while``; ``Para i <- a Hasta b
  [Con Paso s] Hacer`` / ``FinPara``: ``for i <- a to b [step s] do`` / ``end for``; ``Repetir`` /
  ``Hasta Que c``: ``repeat`` / ``until c``;
* in a condition, ``Y``, ``O``, ``NO`` (``y``, ``o``, ``No``, ``no``) are ``and``, ``or``, ``not``;
* ``Definir a, b Como Entero`` declares: a comment (Python declares nothing; a name read before
  it is set stays an error); ``Longitud(x)`` is ``len(x)``, ``trunc(x)`` is ``int(x)`` (toward zero,
  as PSeInt's), ``Verdadero``/``Falso`` are ``true``/``false``, ``Escribir x`` is ``print x``.
"""

from __future__ import annotations

from assay.grading._pseudocode._languages import Language, form, guard, table

__all__ = ["PSEINT"]

_FUNCTION = r"(?:Funcion|Función|SubProceso)"

PSEINT = Language(
    rule="pseint",
    guard=guard(
        r"^[ \t]*Fin\s*_?(?:Si|Mientras|Para|Funcion|Función|SubProceso)\s*$",
        rf"^[ \t]*(?:Si\s+.+\s+Entonces|Mientras\s+.+\s+Hacer|Para\s+.+\s+Hasta\s+.+\s+Hacer|"
        rf"{_FUNCTION}\s+\S.*)\s*$",
    ),
    words=table(
        (r"\bLongitud\s*\(", "len("),
        (r"\btrunc\s*\(", "int("),
        (r"\bVerdadero\b", "true"),
        (r"\bFalso\b", "false"),
    ),
    # `Y` and `O` as the course writes them; a capital `Y` beside `y` (no `NO` mixed case but these)
    logic=table(
        (r"(?<=\s)(?:Y|y)(?=\s)", "and"),
        (r"(?<=\s)(?:O|o)(?=\s)", "or"),
        (r"(?:(?<=\s)|^)(?:NO|No|no)(?=\s|\()", "not"),
        flags=0,
    ),
    forms=(
        form(
            "function",
            rf"^(?P<i>\s*){_FUNCTION}\s+(?:(?P<result>[A-Za-z_]\w*)\s*(?:<-|=|\u2190)\s*)?"
            r"(?P<name>[A-Za-z_]\w*)\s*(?P<params>\([^()]*\))?\s*$",
            "{i}function {name}{params|()}",
        ),
        form("end function", rf"^(?P<i>\s*)Fin\s*_?{_FUNCTION}\s*$", "{i}end function"),
        form("if", r"^(?P<i>\s*)Si\s+(?P<cond>.+?)\s+Entonces\s*$", "{i}if {cond} then"),
        form("else", r"^(?P<i>\s*)(?:Sino|Si\s+No|De\s+lo\s+contrario)\s*$", "{i}else"),
        form("while", r"^(?P<i>\s*)Mientras\s+(?P<cond>.+?)\s+Hacer\s*$", "{i}while {cond} do"),
        form(
            "for",
            r"^(?P<i>\s*)Para\s+(?P<var>[A-Za-z_]\w*)\s*(?:<-|=|\u2190)\s*(?P<start>.+?)\s+Hasta\s+(?P<stop>.+?)"
            r"(?:\s+Con\s+Paso\s+(?P<step>.+?))?\s+Hacer\s*$",
            "{i}for {var} <- {start} to {stop}[ step {step}] do",
        ),
        form("repeat", r"^(?P<i>\s*)Repetir\s*$", "{i}repeat"),
        form("until", r"^(?P<i>\s*)Hasta\s+Que\s+(?P<cond>.+?)\s*$", "{i}until {cond}"),
        form("end if", r"^(?P<i>\s*)Fin\s*_?Si\s*$", "{i}end if"),
        form("end while", r"^(?P<i>\s*)Fin\s*_?Mientras\s*$", "{i}end while"),
        form("end for", r"^(?P<i>\s*)Fin\s*_?Para\s*$", "{i}end for"),
        form("comment", r"^(?P<i>\s*)(?P<text>Definir\s+.+\s+Como\s+\w+\s*;?)\s*$", "{i}# {text}"),
        form("write", r"^(?P<i>\s*)Escribir\s+(?P<value>.+?)\s*;?\s*$", "{i}print {value}"),
    ),
)
