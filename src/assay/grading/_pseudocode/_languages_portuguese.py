"""Portugol / VisuAlg, the Portuguese teaching pseudocode: ``se … então`` / ``fimse``.

Brazilian schools and first-year courses teach algorithms in Portugol (VisuAlg, Portugol Studio), and
learners answer in it (docs/pseudocode.md, "Pseudocode in other languages"). An answer reads as it
when it closes a block with one of its words (``fimse``, ``fimenquanto``, ``fimpara``, ``fimfuncao``,
also spelt ``fim se`` or ``fim_se``) and opens one with another (``se … então``, ``enquanto … faça``,
``para … faça``, ``funcao``); accents may be left out (``entao``, ``faca``, ``ate``, ``nao``), and any
case is read:

* ``funcao f(a, b): inteiro`` (``função``, ``procedimento``) / ``fimfuncao``: ``function f(a, b)`` /
  ``end function``; ``retorne x`` (``retorna``, ``retornar``): ``return x``;
* ``se c então`` / ``senão se c então`` / ``senão`` / ``fimse``: ``if``/``else if``/``else``/``end
  if``; ``se c então <statement>`` on one line is ``if c then <statement>``;
* ``enquanto c faça`` / ``fimenquanto``: ``while c do`` / ``end while``; ``para i de a até b [passo s]
  faça`` (also ``para i <- a até b``) / ``fimpara``: ``for i <- a to b [step s] do`` (both ends
  counted); ``para cada x em xs faça``: ``for each x in xs do``; ``repita`` / ``até c``: ``repeat`` /
  ``until c``;
* in a condition, ``e``, ``ou``, ``não`` are ``and``, ``or``, ``not``, and ``=`` is ``==``;
  ``verdadeiro``/``falso`` are ``true``/``false``; ``compr(x)`` / ``tamanho(x)`` / ``comprimento(x)``
  are ``len(x)``; ``escreva(x)`` (``escreval``, ``imprima``) is ``print(x)``;
* the program's frame (``algoritmo "nome"``, ``var``, ``inicio``, ``fimalgoritmo``, ``fim.``) and its
  declarations (``i, n: inteiro``) are comments;
* a line ended by ``;`` (``FIM PARA;``), as some courses end every statement, reads as without it.
"""

from __future__ import annotations

from assay.grading._pseudocode._languages import Language, form, guard, table

__all__ = ["PORTUGUESE"]

_A = "(?:ã|a)"
_C = "(?:ç|c)"
_E = "(?:é|e)"
_THEN = rf"ent{_A}o"
_DO = rf"fa{_C}a"
_FUNCTION = rf"(?:fun{_C}{_A}o|procedimento)"
_END = r"fim\s*_?\s*"
_TYPES = r"(?:inteiro|real|caractere|cadeia|l[oó]gico|vetor\b.*)"

PORTUGUESE = Language(
    rule="portuguese",
    guard=guard(
        rf"^[ \t]*{_END}(?:se|enquanto|para|{_FUNCTION})\s*$",
        rf"^[ \t]*(?:se\s.+\s{_THEN}|enquanto\s.+\s{_DO}|para\s.+\s{_DO}|{_FUNCTION}\s+[A-Za-z_]\w*\s*\()",
    ),
    words=table(
        (r"\b(?:compr|comprimento|tamanho)\s*\(", "len("),
        (r"\bverdadeiro\b", "true"),
        (r"\bfalso\b", "false"),
    ),
    logic=table(
        (r"(?<=\s)e(?=\s)", "and"),
        (r"(?<=\s)ou(?=\s)", "or"),
        (rf"(?:(?<=\s)|^)n{_A}o(?=\s|\()", "not"),
        # Portugol assigns with `<-`: its `=` in a test compares, even where `;` ends each line as C's
        # statements end (there `while (a = b)` would assign)
        (r"(?<=\s)=(?=\s)", "=="),
    ),
    forms=(
        form(
            "function",
            rf"^(?P<i>\s*){_FUNCTION}\s+(?P<name>[A-Za-z_]\w*)\s*(?P<params>\([^()]*\))?\s*(?::.*)?$",
            "{i}function {name}{params|()}",
        ),
        form("end function", rf"^(?P<i>\s*){_END}{_FUNCTION}\s*$", "{i}end function"),
        form(
            "else if",
            rf"^(?P<i>\s*)sen{_A}o\s+se\s+(?P<cond>.+?)\s+{_THEN}\s*:?\s*$",
            "{i}else if {cond} then",
        ),
        form(
            "if",
            rf"^(?P<i>\s*)se\s+(?P<cond>.+?)\s+{_THEN}\s+(?P<body>\S.*?)\s*$",
            "{i}if {cond} then {body}",
        ),
        form("if", rf"^(?P<i>\s*)se\s+(?P<cond>.+?)\s+{_THEN}\s*:?\s*$", "{i}if {cond} then"),
        form("else", rf"^(?P<i>\s*)sen{_A}o\s*:?\s*$", "{i}else"),
        form("end if", rf"^(?P<i>\s*){_END}se\s*$", "{i}end if"),
        form("while", rf"^(?P<i>\s*)enquanto\s+(?P<cond>.+?)\s+{_DO}\s*:?\s*$", "{i}while {cond} do"),
        form("end while", rf"^(?P<i>\s*){_END}enquanto\s*$", "{i}end while"),
        form(
            "for each",
            rf"^(?P<i>\s*)para\s+cada\s+(?P<var>.+?)\s+em\s+(?P<seq>.+?)\s+{_DO}\s*:?\s*$",
            "{i}for each {var} in {seq} do",
        ),
        form(
            "for",
            # the closing `faça` looked for first: without it the three lazy parts backtracked cubically on
            # a long line (stop 32's review)
            rf"^(?=.*\s{_DO}\s*:?\s*$)(?P<i>\s*)para\s+(?P<var>[A-Za-z_]\w*)\s*(?:(?:<-|:=|=|\u2190)\s*|\sde\s+)"
            rf"(?P<start>.+?)(?<=\S)"
            rf"\s+at{_E}\s+(?P<stop>.+?)(?<=\S)(?:\s+passo\s+(?P<step>.+?)(?<=\S))?\s+{_DO}\s*:?\s*$",
            "{i}for {var} <- {start} to {stop}[ step {step}] do",
        ),
        form("end for", rf"^(?P<i>\s*){_END}para\s*$", "{i}end for"),
        form("repeat", r"^(?P<i>\s*)repita\s*:?\s*$", "{i}repeat"),
        # (`ate = 3` sets a name `ate`: no loop's end)
        form("until", rf"^(?P<i>\s*)at{_E}\s+(?![=:<\u2190+\-*/\[.])(?P<cond>.+?)\s*$", "{i}until {cond}"),
        form(
            "return",
            r"^(?P<i>\s*)(?:retorne|retorna|retornar|devolva)\s+(?P<value>.+?)\s*;?\s*$",
            "{i}return {value}",
        ),
        form(
            "write",
            r"^(?P<i>\s*)(?:escreval|escreva|imprima|imprimir)\s*\(\s*(?P<value>.*?)\s*\)\s*;?\s*$",
            "{i}print({value})",
        ),
        form(
            "comment",
            # (`FIM.`: the program's end, as Pascal's `end.`)
            rf"^(?P<i>\s*)(?P<text>algoritmo\s.*|var|in[ií]cio|{_END}algoritmo|fim\.|"
            rf"[A-Za-z_][\w, ]*:\s*{_TYPES})\s*$",
            "{i}# {text}",
        ),
    ),
)
