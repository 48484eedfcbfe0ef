"""French school pseudocode (« algorithmique »): ``POUR i = 0 JUSQU'A n - 1 FAIRE`` / ``FINPOUR``.

French lycées and first-year courses teach algorithms in a pseudocode of their own, and learners
answer in it (docs/pseudocode.md, "Pseudocode in other languages"). An answer reads as it when it
closes a block with one of its words (``FINPOUR``, ``FINTANTQUE``, ``FINSI``, ``FINFONCTION``, also
spelt ``FIN POUR`` or ``Fin_Pour``) and opens one with another (``POUR … FAIRE``, ``TANTQUE … FAIRE``,
``SI … ALORS``, ``FONCTION``):

* ``POUR i = a JUSQU'A b [PAS DE s] FAIRE`` (also ``POUR i DE a A b``, ``allant de``, ``←``) /
  ``FINPOUR``: ``for i <- a to b [step s] do`` / ``end for``, both ends counted, as the course's;
* ``TANTQUE c FAIRE`` (``TANT QUE``) / ``FINTANTQUE``: ``while c do`` / ``end while``; ``SI c ALORS``
  / ``SINON SI c ALORS`` / ``SINON`` / ``FINSI``: ``if``/``else if``/``else``/``end if``;
  ``RÉPÉTER`` / ``JUSQU'À c``: ``repeat`` / ``until c``;
* ``FONCTION f(a, b)`` / ``FINFONCTION``: ``function f(a, b)`` / ``end function``; ``RETOURNER x``
  (``RETOURNE``, ``RENVOYER``): ``return x``;
* in a condition, ``ET``, ``OU``, ``NON`` (``Et``, ``et`` …) are ``and``, ``or``, ``not``;
* ``LONGUEUR(x)`` / ``TAILLE(x)`` are ``len(x)``, ``VRAI``/``FAUX`` are ``true``/``false``;
  ``ÉCRIRE x`` / ``AFFICHER x`` is ``output x`` (the result) when it is a bare program's last one,
  outside every block; any other, and any in an answer with a ``FONCTION``, is ``print(x)``;
* the program's frame, ``DÉBUT`` and ``FIN`` alone on a line, and a heading the course marks with a
  backslash (``\\ Module principal``) are comments.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._languages import Form, Language, form, table

__all__ = ["FRENCH"]

_APOS = "['\u2019]"
_UNTIL_WORD = rf"JUSQU{_APOS}\s*(?:A|À|AU)"
# (what stands between the two words starts and ends with a character that is not a space, so a long
# run of spaces is split in one way only: `POUR\s+.+\s+FAIRE` took cubic time on one)
_BETWEEN = r"\s+\S(?:.*\S)?\s+"
_COLON = r"\s*:?\s*$"
_CLOSER = re.compile(r"^[ \t]*FIN\s*_?\s*(?:POUR|TANT\s*QUE|SI|FONCTION)\s*$", re.M | re.I)
_OPENER = re.compile(
    rf"^[ \t]*(?:POUR{_BETWEEN}FAIRE|TANT\s*QUE{_BETWEEN}FAIRE|SI{_BETWEEN}ALORS|FONCTION\s+\S.*)\s*$",
    re.M | re.I,
)
# `POUR i = 0 JUSQU'A n - 1 FAIRE`, `Pour i de 1 à n faire`, `Pour i allant de 0 à n-1 pas de 2 faire`
# (each value ends with a character that is not a space, `(?<=\S)`: a lazy value stopping inside a long
# run of spaces made the pattern quadratic on it; the shortest value never ends in one anyway)
_FOR = re.compile(
    r"^(?P<i>[ \t]*)POUR\s+(?P<var>[A-Za-z_]\w*)\s*(?:(?:<-|=|\u2190)\s*|\s(?:allant\s+)?de\s+)"
    rf"(?P<start>.+?)(?<=\S)\s+(?:{_UNTIL_WORD}|A|À)\s+(?P<stop>.+?)(?<=\S)"
    rf"(?:\s+PAS\s+(?:DE\s+)?(?P<step>.+?)(?<=\S))?\s+FAIRE{_COLON}",
    re.I,
)

FRENCH = Language(
    rule="french",
    guard=(_CLOSER, _OPENER),
    words=table(
        (r"\b(?:LONGUEUR|TAILLE)\s*\(", "len("),
        (r"\bVRAI\b", "true"),
        (r"\bFAUX\b", "false"),
    ),
    # these three in the course's cases only: `eT` is no word of it
    logic=table(
        (r"(?<=\s)(?:ET|Et|et)(?=\s)", "and"),
        (r"(?<=\s)(?:OU|Ou|ou)(?=\s)", "or"),
        (r"(?:(?<=\s)|^)(?:NON|Non|non)(?=\s|\()", "not"),
        flags=0,
    ),
    forms=(
        form(
            "function",
            r"^(?P<i>[ \t]*)FONCTION\s+(?P<name>[A-Za-z_]\w*)\s*(?P<params>\([^()]*\))?\s*(?::.*)?$",
            "{i}function {name}{params|()}",
        ),
        form("end function", r"^(?P<i>[ \t]*)FIN\s*_?\s*FONCTION\s*$", "{i}end function"),
        form(
            "else if", rf"^(?P<i>[ \t]*)SINON\s+SI\s+(?P<cond>.+?)\s+ALORS{_COLON}", "{i}else if {cond} then"
        ),
        form("if", rf"^(?P<i>[ \t]*)SI\s+(?P<cond>.+?)\s+ALORS{_COLON}", "{i}if {cond} then"),
        form("else", rf"^(?P<i>[ \t]*)SINON{_COLON}", "{i}else"),
        form("while", rf"^(?P<i>[ \t]*)TANT\s*QUE\s+(?P<cond>.+?)\s+FAIRE{_COLON}", "{i}while {cond} do"),
        Form("for", _FOR, "{i}for {var} <- {start} to {stop}[ step {step}] do"),
        form("repeat", r"^(?P<i>[ \t]*)R[EÉ]P[EÉ]TER\s*$", "{i}repeat"),
        form("until", rf"^(?P<i>[ \t]*){_UNTIL_WORD}\s+(?P<cond>.+?)\s*$", "{i}until {cond}"),
        form("end for", r"^(?P<i>[ \t]*)FIN\s*_?\s*POUR\s*$", "{i}end for"),
        form("end while", r"^(?P<i>[ \t]*)FIN\s*_?\s*TANT\s*QUE\s*$", "{i}end while"),
        form("end if", r"^(?P<i>[ \t]*)FIN\s*_?\s*SI\s*$", "{i}end if"),
        form(
            "return",
            r"^(?P<i>[ \t]*)(?:RETOURNER|RETOURNE|RENVOYER|RENVOIE)\s+(?P<value>.+?)\s*$",
            "{i}return {value}",
        ),
        form(
            "write",
            r"^(?P<i>[ \t]*)(?:[EÉ]CRIRE|AFFICHER)\s*(?:\(\s*(?P<value>.+?)\s*\)|\s(?P<bare>.+?))\s*;?\s*$",
            "{i}output {value}{bare}",
        ),
        # the program's frame, a heading (`\\ Module principal`, `Exercice 5 :`, `Énoncé : …`, `Code :`)
        # and the notes' dashed rule: no step
        form(
            "comment",
            r"^(?P<i>[ \t]*)(?P<text>(?:D[EÉ]BUT|FIN)\s*\.?|\\\s.*|-{3,}|"
            r"(?:Exercice|[EÉ]nonc[eé]|Code|Algorithme|Remarque)\b[^:]{0,12}:.*)$",
            "{i}# {text}",
        ),
    ),
    write_result=True,
    aside="{i}print({value}{bare})",
)
