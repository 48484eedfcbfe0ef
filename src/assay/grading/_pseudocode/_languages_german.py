"""German pseudocode, as German schools, wikis and courses write it: ``wenn … dann`` / ``solange``.

German teaching pseudocode (school textbooks, the "FI-Wiki" of vocational IT training, university
notes) writes its control words in German and its blocks by indentation, often with no end marker
(docs/pseudocode.md, "Pseudocode in other languages"). An answer reads as German when a statement
opens with one of its control words in its shape: ``wenn … dann``, ``solange …``, ``für i von a bis
b``, ``für jedes x in xs``, ``funktion f(…)``, ``rückgabe …`` (none is an English word or name).
Umlauts may be typed ``ue``/``oe``/``ae``, and any case is read:

* ``funktion f(a, b)`` (``prozedur``) / ``ende funktion``: ``function f(a, b)`` / ``end function``;
* ``wenn c dann`` (``falls``) / ``sonst wenn c dann`` / ``sonst`` / ``ende wenn``: ``if``/``else
  if``/``else``/``end if``; ``wenn c dann <statement>`` on one line is ``if c then <statement>``;
* ``solange c [tue]`` / ``ende solange``: ``while c do`` / ``end while``; ``für i von a bis b [schritt
  s] [tue]`` / ``ende für``: ``for i <- a to b [step s] do`` (both ends counted); ``für jedes [Noun] x
  in xs``: ``for each x in xs do``; ``wiederhole`` / ``bis c``: ``repeat`` / ``until c``;
* ``rückgabe x`` / ``gib x zurück`` / ``liefere x``: ``return x``; ``ausgabe x`` / ``gib x aus``: ``print x``;
* the verbs of a step: ``setze x auf v`` is ``x <- v``, ``erhöhe x um v`` is ``x += v``,
  ``verringere x um v`` (``vermindere``) is ``x -= v``;
* in a condition: ``und``/``oder``/``nicht``; ``a größer als b`` (``kleiner als``, ``größer oder
  gleich``, ``kleiner oder gleich``, ``gleich``, ``nicht gleich``, ``ungleich``) is the comparison,
  and the verb a German clause ends with (``… ist dann``) is dropped; ``x leer`` / ``x nicht leer``
  is ``x is empty`` / ``x is not empty``; ``x kein Buchstabe und keine Ziffer`` is ``x is not a letter
  or digit`` (``ein Buchstabe``, ``eine Ziffer`` likewise);
* ``länge(x)`` and ``x.länge`` are ``len(x)``, ``klein(x)`` / ``groß(x)`` are ``lower(x)`` /
  ``upper(x)``, ``wahr``/``falsch`` are ``true``/``false``.

Not read: German nouns for structures (``neue Warteschlange mit wurzel drin``, ``Liste mit n
Nullen``) and invented methods (``q.vorneEntfernen()``); those lines stay and are reported.
"""

from __future__ import annotations

from assay.grading._pseudocode._languages import Language, form, guard, table

__all__ = ["GERMAN"]

_UE = "(?:ü|ue)"
_OE = "(?:ö|oe)"
_AE = "(?:ä|ae)"
_FOR = f"f{_UE}r"
_RETURN = rf"(?:r{_UE}ckgabe|liefere|gib\s+zur{_UE}ck)"
# a place a verb writes to: `summe`, `eingrad[a]`, `knoten.wert`
_PLACE = r"(?P<target>[A-Za-z_][\w.]*(?:\[[^\]]*\])*)"
_DO = r"(?:\s+(?:tue|mache|wiederhole))?\s*:?\s*$"
_BIGGER = f"gr{_OE}(?:ß|ss)er"

GERMAN = Language(
    rule="german",
    guard=guard(
        r"^[ \t]*(?:(?:wenn|falls)\s.+\sdann\b|solange\s+\S|"
        rf"{_FOR}\s+[A-Za-z_]\w*\s+von\s.+\sbis\s|{_FOR}\s+(?:jede[nsmr]?|alle)\s.+\sin\s|"
        rf"(?:funktion|prozedur)\s+[A-Za-z_]\w*\s*\(|{_RETURN}\s+\S)"
    ),
    words=table(
        (rf"\bl{_AE}nge\s*\(", "len("),
        (rf"(?<![\w.])([A-Za-z_]\w*)\.l{_AE}nge\b(?!\s*\()", r"len(\1)"),
        (r"\bklein\s*\(", "lower("),
        (r"\bgro(?:ß|ss)\s*\(", "upper("),
        (r"\bwahr\b", "true"),
        (r"\bfalsch\b", "false"),
    ),
    # longest first: a character test's `und` and `keine` before the plain words
    logic=table(
        (r"\s+ist$", ""),
        (
            r"\s+(?:ist\s+)?kein(?:e|en)?\s+Buchstabe\s+(?:und|oder)\s+keine\s+Ziffer(?:\s+ist)?\b",
            " is not a letter or digit",
        ),
        (
            r"\s+(?:ist\s+)?ein(?:e|en)?\s+Buchstabe\s+oder\s+eine\s+Ziffer(?:\s+ist)?\b",
            " is a letter or digit",
        ),
        (r"\s+(?:ist\s+)?kein(?:e|en)?\s+Buchstabe(?:\s+ist)?\b", " is not a letter"),
        (r"\s+(?:ist\s+)?keine\s+Ziffer(?:\s+ist)?\b", " is not a digit"),
        (r"\s+(?:ist\s+)?ein(?:e|en)?\s+Buchstabe(?:\s+ist)?\b", " is a letter"),
        (r"\s+(?:ist\s+)?eine\s+Ziffer(?:\s+ist)?\b", " is a digit"),
        (r"\s+(?:ist\s+)?nicht\s+leer(?:\s+ist)?\b", " is not empty"),
        (r"\s+(?:ist\s+)?leer(?:\s+ist)?\b", " is empty"),
        (rf"\s+(?:ist\s+)?{_BIGGER}\s+oder\s+gleich(?:\s+als)?\s+", " >= "),
        (r"\s+(?:ist\s+)?kleiner\s+oder\s+gleich(?:\s+als)?\s+", " <= "),
        (rf"\s+(?:ist\s+)?{_BIGGER}\s+als\s+", " > "),
        (r"\s+(?:ist\s+)?kleiner\s+als\s+", " < "),
        (r"\s+(?:ist\s+)?(?:nicht\s+gleich|ungleich)\s+", " != "),
        (r"\s+(?:ist\s+)?gleich\s+", " == "),
        (r"(?<=\s)und(?=\s)", "and"),
        (r"(?<=\s)oder(?=\s)", "or"),
        (r"(?:(?<=\s)|^)nicht(?=\s|\()", "not"),
    ),
    forms=(
        form(
            "function",
            r"^(?P<i>\s*)(?:funktion|prozedur)\s+(?P<name>[A-Za-z_]\w*)\s*(?P<params>\([^()]*\))?\s*:?\s*$",
            "{i}function {name}{params|()}",
        ),
        form("end function", r"^(?P<i>\s*)ende\s*(?:funktion|prozedur)\s*$", "{i}end function"),
        form(
            "else if",
            r"^(?P<i>\s*)sonst\s*,?\s*(?:wenn|falls)\s+(?P<cond>.+?)(?:\s+dann)?\s*:?\s*$",
            "{i}else if {cond} then",
        ),
        form(
            "if",
            r"^(?P<i>\s*)(?:wenn|falls)\s+(?P<cond>.+?)\s+dann\s+(?P<body>\S.*?)\s*$",
            "{i}if {cond} then {body}",
        ),
        form("if", r"^(?P<i>\s*)(?:wenn|falls)\s+(?P<cond>.+?)(?:\s+dann)?\s*:?\s*$", "{i}if {cond} then"),
        form("else", r"^(?P<i>\s*)sonst\s*:?\s*$", "{i}else"),
        form("end if", r"^(?P<i>\s*)ende\s*(?:wenn|falls)\s*$", "{i}end if"),
        form("while", rf"^(?P<i>\s*)solange\s+(?P<cond>.+?){_DO}", "{i}while {cond} do"),
        form("end while", r"^(?P<i>\s*)ende\s*solange\s*$", "{i}end while"),
        form(
            "for",
            rf"^(?P<i>\s*){_FOR}\s+(?P<var>[A-Za-z_]\w*)\s*(?:(?:<-|:=|=|\u2190)\s*|\svon\s+)(?P<start>.+?)(?<=\S)"
            r"\s+bis\s+(?P<stop>.+?)(?<=\S)(?:\s+(?:mit\s+)?schritt(?:weite)?\s+(?P<step>.+?)(?<=\S))?" + _DO,
            "{i}for {var} <- {start} to {stop}[ step {step}] do",
        ),
        # `für jedes Paar [a, b] in xs`: a German noun (capitalised) may name what the items are
        form(
            "for each",
            rf"^(?P<i>\s*){_FOR}\s+(?:jede[nsmr]?|alle)\s+(?:(?-i:[A-ZÄÖÜ][a-zäöüß]+)\s+)?(?P<var>.+?)"
            rf"\s+(?:in|aus)\s+(?P<seq>.+?){_DO}",
            "{i}for each {var} in {seq} do",
        ),
        form("end for", rf"^(?P<i>\s*)ende\s*{_FOR}\s*$", "{i}end for"),
        form("repeat", r"^(?P<i>\s*)wiederhole\s*:?\s*$", "{i}repeat"),
        # (`bis = 3` sets a name `bis`: no loop's end)
        form("until", r"^(?P<i>\s*)bis\s+(?![=:<\u2190+\-*/\[.])(?P<cond>.+?)\s*$", "{i}until {cond}"),
        form("end", r"^(?P<i>\s*)ende\s*$", "{i}end"),
        form("return", rf"^(?P<i>\s*){_RETURN}\s*:?\s+(?P<value>.+?)\s*$", "{i}return {value}"),
        form("return", rf"^(?P<i>\s*)gib\s+(?P<value>.+?)\s+zur{_UE}ck\s*$", "{i}return {value}"),
        form("write", r"^(?P<i>\s*)ausgabe\s*:?\s+(?P<value>.+?)\s*$", "{i}print {value}"),
        form("write", r"^(?P<i>\s*)gib\s+(?P<value>.+?)\s+aus\s*$", "{i}print {value}"),
        form("assign", rf"^(?P<i>\s*)setze\s+{_PLACE}\s+auf\s+(?P<value>.+?)\s*$", "{i}{target} <- {value}"),
        form("add", rf"^(?P<i>\s*)erh{_OE}he\s+{_PLACE}\s+um\s+(?P<value>.+?)\s*$", "{i}{target} += {value}"),
        form(
            "subtract",
            rf"^(?P<i>\s*)(?:verringere|vermindere)\s+{_PLACE}\s+um\s+(?P<value>.+?)\s*$",
            "{i}{target} -= {value}",
        ),
    ),
)
