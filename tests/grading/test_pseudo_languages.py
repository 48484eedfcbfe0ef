"""Pseudocode in other languages' words (docs/pseudocode.md, "Pseudocode in other languages"), EXECUTED.

One reader (``_languages``) reads every language's table. Each language's forms in phrasings of our
own (never a corpus answer's words), a buggy program that must still fail, the guard (a lone ``Si``,
``wenn`` inside prose, a name ``bis`` or ``se``: untouched), and the move of French, PSeInt and
Russian onto the tables with no change in what they make (the expected texts are what the
hand-written readers made of the same inputs before the move).
"""

from __future__ import annotations

import re

import pytest

from assay.grading._pseudocode._languages import Language, read_language
from assay.grading._pseudocode._languages_chinese import CHINESE
from assay.grading._pseudocode._languages_french import FRENCH
from assay.grading._pseudocode._languages_german import GERMAN
from assay.grading._pseudocode._languages_portuguese import PORTUGUESE
from assay.grading._pseudocode._languages_russian import RUSSIAN
from assay.grading._pseudocode._languages_spanish import PSEINT
from tests.grading.support import run_normalised, sig, unread_lines
from tests.grading.test_blame_foreign_keywords import FOREIGN

AVERAGE = sig("best_average", "float", nums="List[int]", k="int")
PALINDROME = sig("is_palindrome", "bool", s="str")
FIND = sig("find", "int", nums="List[int]", target="int")
SUM = sig("total", "int", nums="List[int]")


def _lines(*lines: str) -> str:
    return "\n".join(lines)


# --- the move: French, PSeInt and Russian make what their hand-written readers made -----------------


@pytest.mark.parametrize(
    ("language", "text", "before"),
    [
        (
            FRENCH,
            _lines(
                "DÉBUT",
                "POUR i = 0 JUSQU'A LONGUEUR(s) - 1 FAIRE",
                "    SI s[i] = x ET NON trouve ALORS",
                "        trouve = VRAI",
                "    SINON SI s[i] > x OU fini ALORS",
                "        ECRIRE i",
                "    SINON",
                "        c = c + 1",
                "    FINSI",
                "FINPOUR",
                "TANT QUE i > 0 FAIRE",
                "    i = i - 1",
                "FIN TANTQUE",
                "ECRIRE c",
                "FIN",
            ),
            _lines(
                "# DÉBUT",
                "for i <- 0 to len(s) - 1 do",
                "    if s[i] = x and not trouve then",
                "        trouve = true",
                "    else if s[i] > x or fini then",
                "        print(i)",
                "    else",
                "        c = c + 1",
                "    end if",
                "end for",
                "while i > 0 do",
                "    i = i - 1",
                "end while",
                "output c",
                "# FIN",
            ),
        ),
        (
            FRENCH,
            _lines(
                "FONCTION maxi(a, b) : entier",
                "    Pour i allant de 0 à n-1 pas de 2 faire :",
                "        RÉPÉTER",
                "            x = x + 1",
                "        JUSQU'À x > 3",
                "    Fin_Pour",
                "    RETOURNER FAUX",
                "FINFONCTION",
                "\\ Module principal",
                "AFFICHER(maxi(1, 2))",
            ),
            _lines(
                "function maxi(a, b)",
                "    for i <- 0 to n-1 step 2 do",
                "        repeat",
                "            x = x + 1",
                "        until x > 3",
                "    end for",
                "    return false",
                "end function",
                "# \\ Module principal",
                "print(maxi(1, 2))",
            ),
        ),
        (
            PSEINT,
            _lines(
                "Funcion res <- busca(nums, t)",
                "    Definir i, n Como Entero",
                "    n <- Longitud(nums)",
                "    res <- -1",
                "    Para i <- 0 Hasta n - 1 Con Paso 1 Hacer",
                "        Si nums[i] = t Y NO hallado Entonces",
                "            res <- i",
                "        Sino",
                "            Escribir trunc(i / 2)",
                "        FinSi",
                "    FinPara",
                "    Mientras i > 0 O falso Hacer",
                "        i <- i - 1",
                "    FinMientras",
                "    Repetir",
                "        i <- i + 1",
                "    Hasta Que i = Verdadero",
                "FinFuncion",
            ),
            _lines(
                "function busca(nums, t)",
                "    # Definir i, n Como Entero",
                "    n <- len(nums)",
                "    res <- -1",
                "    for i <- 0 to n - 1 step 1 do",
                "        if nums[i] = t and not hallado then",
                "            res <- i",
                "        else",
                "            print int(i / 2)",
                "        end if",
                "    end for",
                "    while i > 0 or false do",
                "        i <- i - 1",
                "    end while",
                "    repeat",
                "        i <- i + 1",
                "    until i = true",
                "    return res",
            ),
        ),
        (
            PSEINT,
            _lines(
                "SubProceso f(a)",
                "    Si a Entonces",
                "        Escribir a",
                "    Si No",
                "        Escribir 0",
                "    Fin Si",
                "FinSubProceso",
            ),
            _lines(
                "function f(a)",
                "    if a then",
                "        print a",
                "    else",
                "        print 0",
                "    end if",
                "end function",
            ),
        ),
        (
            RUSSIAN,
            _lines(
                "если x > 0 то",
                "    y = 1",
                "иначе если x < 0 и не z то",
                "    y = -1",
                "иначе",
                "    пока y или z делай",
                "        вернуть y",
                "    конец пока",
                "конец если",
            ),
            _lines(
                "if x > 0 then",
                "    y = 1",
                "else if x < 0 and not z then",
                "    y = -1",
                "else",
                "    while y or z do",
                "        return y",
                "    end while",
                "end if",
            ),
        ),
        (
            RUSSIAN,
            _lines("for i in range(n): если a[i] < 0: вернуть i"),
            _lines("for i in range(n): если a[i] < 0: вернуть i"),
        ),
    ],
)
def test_old_languages_read_as_before_the_move(language: Language, text: str, before: str) -> None:
    assert read_language(language, text) == before


@pytest.mark.parametrize(
    "text",
    [
        "Si = 3\nY = Si + 1\nreturn Y",
        "for i in range(n):\n    если_x = 1\n    пока_y = 2",
        "SI a > b ALORS\n    x = 1",
        "wenn = 1\nbis = wenn + 1\nreturn bis",
        "se = 0\nfor x in nums:\n    se = se + x\nreturn se",
        "# wenn du das liest: solange es geht\nreturn 1",
    ],
)
def test_no_language_reads_an_answer_without_its_control_words(text: str) -> None:
    for language in (PSEINT, FRENCH, GERMAN, PORTUGUESE, RUSSIAN, CHINESE):
        assert read_language(language, text) == text


# --- German ----------------------------------------------------------------------------------------

GERMAN_AVERAGE = """
    funktion besterSchnitt(nums, k)
        setze summe auf 0
        für i von 0 bis k - 1
            erhöhe summe um nums[i]
        setze beste auf summe
        für i von k bis länge(nums) - 1 tue
            erhöhe summe um nums[i]
            verringere summe um nums[i - k]
            wenn summe größer als beste ist dann
                setze beste auf summe
        rückgabe beste / k
"""


def test_german_counted_loops_verbs_and_verb_final_comparison() -> None:
    assert run_normalised(GERMAN_AVERAGE, AVERAGE, [1, 12, -5, -6, 50, 3], 4) == 12.75
    assert run_normalised(GERMAN_AVERAGE, AVERAGE, [-3, -1, -2], 2) == -1.5


def test_german_bug_kept_best_starting_at_zero() -> None:
    buggy = GERMAN_AVERAGE.replace("setze beste auf summe\n        für", "setze beste auf 0\n        für")
    assert run_normalised(buggy, AVERAGE, [-3, -1, -2], 2) == 0


@pytest.mark.parametrize("spelling", ["umlauts", "ascii", "capitals"])
def test_german_palindrome_with_end_markers_and_character_tests(spelling: str) -> None:
    text = """
        FUNKTION pruefe(s)
            setze a auf 0
            setze b auf länge(s) - 1
            solange a < b tue
                wenn s[a] kein Buchstabe und keine Ziffer ist dann
                    erhöhe a um 1
                sonst wenn s[b] kein Buchstabe und keine Ziffer ist dann
                    verringere b um 1
                sonst
                    wenn klein(s[a]) ungleich klein(s[b]) ist dann
                        gib falsch zurück
                    ende wenn
                    erhöhe a um 1
                    verringere b um 1
                ende wenn
            ende solange
            rückgabe wahr
        ENDE FUNKTION
    """
    if spelling == "ascii":
        text = text.replace("ä", "ae").replace("ö", "oe").replace("ü", "ue")
    elif spelling == "capitals":
        for word in ("setze", "auf", "solange", "tue", "wenn", "dann", "sonst", "ende", "rückgabe", "gib"):
            text = re.sub(rf"\b{word}\b", word.upper(), text)
    assert run_normalised(text, PALINDROME, "A man, a plan, a canal: Panama") is True
    assert run_normalised(text, PALINDROME, "race a car") is False


def test_german_one_line_if_and_repeat_until() -> None:
    text = """
        funktion finde(nums, target)
            setze i auf 0
            wenn länge(nums) gleich 0 ist dann rückgabe -1
            wiederhole
                wenn nums[i] == target dann rückgabe i
                erhöhe i um 1
            bis i >= länge(nums)
            rückgabe -1
    """
    assert run_normalised(text, FIND, [4, 5, 6], 6) == 2
    assert run_normalised(text, FIND, [4, 5, 6], 7) == -1
    assert run_normalised(text, FIND, [], 7) == -1


def test_german_for_each_with_a_noun_and_a_name_bis() -> None:
    text = """
        funktion summiere(nums)
            setze bis auf 0
            für jede Zahl x in nums
                bis = bis + x
            rückgabe bis
    """
    assert run_normalised(text, SUM, [1, 2, 3]) == 6


def test_german_binary_search_once_refused_as_not_understood_now_runs() -> None:
    # the German answer test_blame_foreign_keywords wrote when German was not read
    text = FOREIGN["german"]
    assert run_normalised(text, FIND, [1, 3, 5, 7, 9], 7) == 3
    assert run_normalised(text, FIND, [1, 3, 5, 7, 9], 4) == -1


def test_german_prose_around_a_structure_noun_is_listed() -> None:
    text = """
        funktion summiere(nums)
            setze q auf neue Liste mit allen Zahlen drin
            setze t auf 0
            für jedes x in q
                erhöhe t um x
            rückgabe t
    """
    assert 2 in unread_lines(text, SUM)


# --- Portuguese (Portugol / VisuAlg) ---------------------------------------------------------------

PORTUGOL_FIND = """
    funcao busca(nums, target): inteiro
        var
        lo, hi, meio: inteiro
        inicio
        lo <- 0
        hi <- tamanho(nums) - 1
        enquanto lo <= hi e nao achou faca
            meio <- (lo + hi) div 2
            se nums[meio] = target entao
                retorne meio
            senao se nums[meio] < target entao
                lo <- meio + 1
            senao
                hi <- meio - 1
            fimse
        fimenquanto
        retorne -1
    fimfuncao
"""


def test_portugol_while_if_else_if_without_accents() -> None:
    text = PORTUGOL_FIND.replace("e nao achou ", "")
    assert run_normalised(text, FIND, [1, 3, 5, 7, 9], 7) == 3
    assert run_normalised(text, FIND, [1, 3, 5, 7, 9], 4) == -1


def test_portugol_counted_loop_with_accents() -> None:
    text = """
        função soma(nums): inteiro
            t <- 0
            para i de 0 até tamanho(nums) - 1 passo 1 faça
                se nums[i] > 0 e não (nums[i] = 3) então
                    t <- t + nums[i]
                fimse
            fimpara
            retorne t
        fimfunção
    """
    assert run_normalised(text, SUM, [1, -2, 3, 4]) == 5


def test_portugol_bug_kept_loop_stops_one_short() -> None:
    text = """
        funcao soma(nums): inteiro
            t <- 0
            para i de 0 ate tamanho(nums) - 2 faca
                t <- t + nums[i]
            fimpara
            retorne t
        fimfuncao
    """
    assert run_normalised(text, SUM, [1, 2, 3]) == 3


# --- Chinese control words -------------------------------------------------------------------------


def test_chinese_if_else_while_in_english_pseudocode() -> None:
    text = """
        FIND(A, target)
            lo ← 0
            hi ← A.length − 1
            当 lo <= hi do
                mid ← floor((lo + hi) / 2)
                如果 A[mid] = target then
                    返回 mid
                否则 如果 A[mid] < target then
                    lo ← mid + 1
                否则
                    hi ← mid − 1
            return −1
    """
    assert run_normalised(text, FIND, [1, 3, 5, 7, 9], 7) == 3
    assert run_normalised(text, FIND, [1, 3, 5, 7, 9], 4) == -1


def test_chinese_names_that_hold_a_control_word_are_names() -> None:
    # `当前` ("current") and `返回值` ("return value") hold `当` and `返回`: names, never `while` or
    # `return` (stop 32's review)
    text = (
        "function longest(s)\n  当前 = 0\n  for each c in s\n    当前 = 当前 + 1\n"
        "  返回值 = 当前\n  return 返回值\n"
    )
    assert read_language(CHINESE, text) == text
    assert run_normalised(text, sig("lengthOfLongestSubstring", "int", s="str"), "abc") == 3
