"""Spanish control words slipped into English-written pseudocode, Python or C: ``si x > 0 then``.

Learners schooled in Spanish keep its control words when they otherwise write in English (docs/
pseudocode.md, "Pseudocode in other languages"): ``si`` for ``if`` (``else si`` / ``sino si`` for
``else if``), ``sino`` for ``else``, ``mientras … hacer`` for ``while … do``, ``para i ← 1 to n do`` for
``for``, and ``end si`` / ``end mientras`` / ``end para`` (also ``fin …``) for the block's end. Unlike
PSeInt (``_languages_spanish``), the rest of the line is English pseudocode, Python or C: ``si c
then``, ``si c:``, ``si (c) {``.

``si``, ``mientras`` and ``para`` are short enough to be a learner's name, so a line is read only in
a whole statement's shape: an answer reads this way when one line opens a block with one of them
(``si … then``, ``si … :``, ``si (…) {``, ``mientras … hacer``/``do``/``:``, ``para v ← a to b
do``), and then only lines of those shapes (and the closers) change. A condition must not open with
an operator (``si <= n:`` uses a name ``si``), and a French ``si … alors`` is French's (read before
this table).
"""

from __future__ import annotations

from assay.grading._pseudocode._languages import Language, form, guard

__all__ = ["SPANISH_WORDS"]

# a condition: not opening with an operator, so `si = 0` or `si <= n` keep `si` as a name
_OPENS = r"(?![-+*/%=<>!.,;)\]}])\S.*?"
_COND = rf"(?P<cond>{_OPENS})"
_ASSIGN = r"(?:\u2190|<-|:=|=)"
_RANGE = rf"{_ASSIGN}\s*\S.*?\s+(?:to|downto)\s+\S.*?"
_FOR = rf"para\s+(?P<var>[A-Za-z_]\w*)\s*(?P<rest>{_RANGE})"
_DO = r"\s+(?:hacer|do)"
# a comment after the statement (`si c:  # why`), kept
_NOTE = r"(?P<note>\s+(?:#|//).*)?"

SPANISH_WORDS = Language(
    rule="spanish-words",
    guard=guard(
        rf"^[ \t]*(?:(?:else\s+|sino\s+|\}}\s*else\s+)?si\s+{_OPENS}(?:\s+then|\s*:)"
        rf"|mientras\s+{_OPENS}(?:{_DO}|\s*:)"
        rf"|para\s+[A-Za-z_]\w*\s*{_RANGE}{_DO}|(?:\}}\s*else\s+)?si\s*\(.+\)\s*\{{)(?:\s+(?:#|//).*)?[ \t]*$"
    ),
    forms=(
        form("if", rf"^(?P<i>\s*)si\s+{_COND}\s+then{_NOTE}\s*$", "{i}if {cond} then[{note}]"),
        form(
            "else if",
            rf"^(?P<i>\s*)(?:else|sino)\s+si\s+{_COND}\s+then{_NOTE}\s*$",
            "{i}else if {cond} then[{note}]",
        ),
        form("if", rf"^(?P<i>\s*)si\s+{_COND}\s*:{_NOTE}\s*$", "{i}if {cond}:[{note}]"),
        form(
            "else if", rf"^(?P<i>\s*)(?:else|sino)\s+si\s+{_COND}\s*:{_NOTE}\s*$", "{i}elif {cond}:[{note}]"
        ),
        form("if", rf"^(?P<i>\s*)si\s*(?P<cond>\(.+\))\s*\{{{_NOTE}\s*$", "{i}if {cond} {[{note}]"),
        form(
            "else if",
            rf"^(?P<i>\s*)\}}\s*else\s+si\s*(?P<cond>\(.+\))\s*\{{{_NOTE}\s*$",
            "{i}} else if {cond} {[{note}]",
        ),
        form("else", rf"^(?P<i>\s*)sino\s*(?P<colon>:)?{_NOTE}\s*$", "{i}else{colon|}[{note}]"),
        form("while", rf"^(?P<i>\s*)mientras\s+{_COND}{_DO}{_NOTE}\s*$", "{i}while {cond} do[{note}]"),
        form("while", rf"^(?P<i>\s*)mientras\s+{_COND}\s*:{_NOTE}\s*$", "{i}while {cond}:[{note}]"),
        form("for", rf"^(?P<i>\s*){_FOR}{_DO}{_NOTE}\s*$", "{i}for {var} {rest} do[{note}]"),
        form("end if", rf"^(?P<i>\s*)(?:end|fin)\s*_?si{_NOTE}\s*$", "{i}end if[{note}]"),
        form("end while", rf"^(?P<i>\s*)(?:end|fin)\s*_?mientras{_NOTE}\s*$", "{i}end while[{note}]"),
        form("end for", rf"^(?P<i>\s*)(?:end|fin)\s*_?para{_NOTE}\s*$", "{i}end for[{note}]"),
    ),
)
