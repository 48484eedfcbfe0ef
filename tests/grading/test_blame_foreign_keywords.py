"""Pseudocode whose keywords are in a language we do not read is not understood, never "not a solution".

Round 16's first read (stop 31) refused a correct answer written wholly in German (`funktion
istPalindrom(s)`, `solange links < rechts`, `rückgabe wahr`) as ``INVALID_SOLUTION``: the shape check
found one kind of code in it (a comparison) where it asks for two, because its other signals (an
assignment, a return, a loop) are English or symbols. "Neither code nor pseudocode" tells a learner who
wrote steps that they wrote none. Two signals that hold in any language now count: a name indexed by a
name (`s[links]`) and a header `name(params)` with a body indented under it. The answer is then refused
as not understood, naming its lines, or goes to the model.

The answers below were written for this test, in German, Dutch, Turkish and Polish keywords, for
question 125 (valid palindrome) and question 704 (binary search); none is taken from the labelled corpus.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from assay.grading._algorithm_shape import has_algorithmic_structure
from assay.sandbox import Sandbox
from tests.grading.support import assert_not_understood, grade_without_model

FOREIGN = {
    # German keywords, a header and an indexed name
    "german": (
        "funktion suche(zahlen, ziel)\n"
        "    setze unten auf 0\n"
        "    setze oben auf länge(zahlen) - 1\n"
        "    solange unten <= oben\n"
        "        setze mitte auf (unten + oben) div 2\n"
        "        wenn zahlen[mitte] gleich ziel dann\n"
        "            rückgabe mitte\n"
        "        sonst wenn zahlen[mitte] kleiner als ziel dann\n"
        "            setze unten auf mitte + 1\n"
        "        sonst\n"
        "            setze oben auf mitte - 1\n"
        "    rückgabe -1\n"
    ),
    # Dutch keywords, no comparison symbol at all: the header and the index are the two kinds
    "dutch": (
        "functie zoek(getallen, doel)\n"
        "  laag wordt 0, hoog wordt lengte van getallen min 1\n"
        "  zolang laag niet groter dan hoog\n"
        "    midden wordt (laag plus hoog) gedeeld door 2\n"
        "    als getallen[midden] gelijk aan doel dan geef midden terug\n"
        "    anders als getallen[midden] kleiner dan doel dan laag wordt midden plus 1\n"
        "    anders hoog wordt midden min 1\n"
        "  geef -1 terug\n"
    ),
    # Turkish keywords with no header: an indexed name and a comparison
    "turkish": (
        "sol = 0 olsun, sağ = uzunluk(s) - 1 olsun\n"
        "sol < sağ olduğu sürece\n"
        "    eğer s[sol] harf değilse sol bir artır\n"
        "    değilse eğer s[sağ] harf değilse sağ bir azalt\n"
        "    değilse\n"
        "        eğer küçük(s[sol]) != küçük(s[sağ]) ise yanlış döndür\n"
        "        sol bir artır, sağ bir azalt\n"
        "doğru döndür\n"
    ),
    # Polish keywords under a header with a colon and tab indentation
    "polish": (
        "funkcja palindrom(s):\n"
        "\tlewy := 0\n"
        "\tprawy := długość(s) - 1\n"
        "\tdopóki lewy < prawy wykonuj\n"
        "\t\tjeżeli małe(s[lewy]) różne od małe(s[prawy]) to zwróć fałsz\n"
        "\t\tlewy := lewy + 1; prawy := prawy - 1\n"
        "\tzwróć prawda\n"
    ),
    # Round 17 (stop 32): Portuguese steps in sentences, no comparison symbol and no header; the index
    # and a block closed by its own word (`Fim enquanto` under `Enquanto …`) are the two kinds
    "portuguese": (
        "Algoritmo busca binária\n"
        "INICIO recebe 0 e FIM recebe o tamanho de V menos 1.\n"
        "Enquanto INICIO não passar de FIM, faça:\n"
        "   MEIO recebe a metade de INICIO mais FIM;\n"
        "   se V[MEIO] for igual ao alvo, retorne MEIO;\n"
        "   se V[MEIO] for menor que o alvo, INICIO recebe MEIO mais 1;\n"
        "   senão FIM recebe MEIO menos 1.\n"
        "Fim enquanto;\n"
        "Retorne menos 1.\n"
    ),
    # Indonesian, closed the same way (`akhir selama` under `selama …`)
    "indonesian": (
        "kiri diisi 0 dan kanan diisi panjang s kurang 1\n"
        "selama kiri lebih kecil dari kanan lakukan\n"
        "    jika s[kiri] bukan huruf maka kiri maju satu\n"
        "    jika huruf kecil s[kiri] tidak sama dengan huruf kecil s[kanan] maka kembalikan salah\n"
        "    kiri maju satu dan kanan mundur satu\n"
        "akhir selama\n"
        "kembalikan benar\n"
    ),
    # a glued closer in camel case (`FinMentre` under `Mentre …`), and an index
    "glued closer": (
        "Mentre sinistra minore di destra fai\n"
        "    se s[sinistra] diverso da s[destra] restituisci falso\n"
        "    sinistra avanti di uno, destra indietro di uno\n"
        "FinMentre\n"
        "restituisci vero\n"
    ),
}

# Not answers, though each has one of the new signals
NOT_ANSWERS = {
    # a shopping list whose item has a bracket and sub-items indented under it: a "header" alone
    "shopping list": "Groceries\nEggs (large)\n    twelve, free range\n    from the market\nMilk\nBread\n",
    # a note with a bracketed reference `notes[appendix]`: an "index" alone
    "note": "Dear tutor,\nplease see my notes[appendix] for the reading list.\nThank you, Ana\n",
    # a list whose item comes back under a word of its own ("Brown eggs" under "Eggs from ..."): a
    # "closer" alone, and a one-word line that only ends like an opener ("House" under "Use ...")
    "list with echoes": "Eggs from the market, twelve\nMilk\nBrown eggs\nUse them by Friday\nHouse\n",
    # a comparison and a word that comes back, flush left with nothing under its first line: prose,
    # not a block closed by name (stop 32's review)
    "e-mail": (
        "Hello Bob,\nThanks for sending the draft over.\nI think the totals are off: row 3 > row 4 in the "
        "sheet.\nMany thanks\nAlice\n"
    ),
    "poem": "Rain on the roof tonight\nrain in my cup, I <3 the grey\nGentle rain\n",
    "meeting notes": "Budget review moved to Friday\nMarketing budget\nrevenue > target for Q3 anyway\n",
    "two lists": "Eggs (large)\n    twelve, free range\nEggs from the market, twelve\nBrown eggs\nBread\n",
    # nested data, neither signal
    "json": (
        '{\n  "name": "palindrome",\n  "tags": ["string", "two pointers"],\n'
        '  "level": {\n    "n": 2\n  }\n}\n'
    ),
}


@pytest.mark.parametrize("text", FOREIGN.values(), ids=FOREIGN.keys())
def test_foreign_keyword_steps_have_structure(text: str) -> None:
    assert has_algorithmic_structure(text)


@pytest.mark.parametrize("text", NOT_ANSWERS.values(), ids=NOT_ANSWERS.keys())
def test_texts_with_one_new_signal_are_still_not_steps(text: str) -> None:
    assert not has_algorithmic_structure(text)


# (German is read since round 16 was opened, docs/pseudocode.md "Pseudocode in other languages": its
# answer here runs, tests/grading/test_pseudo_languages.py)
@pytest.mark.parametrize(
    ("name", "question_id"), [("dutch", "704"), ("polish", "125"), ("indonesian", "125")]
)
def test_without_a_model_foreign_steps_are_not_understood_never_not_a_solution(
    tmp_path: Path, sandbox: Sandbox, name: str, question_id: str
) -> None:
    status, body = grade_without_model(tmp_path, sandbox, FOREIGN[name], question_id)
    assert_not_understood(status, body)


def test_a_shopping_list_is_still_not_a_solution(tmp_path: Path, sandbox: Sandbox) -> None:
    status, body = grade_without_model(tmp_path, sandbox, NOT_ANSWERS["shopping list"], "125")
    assert status == 422, body
    assert body["error"] == "INVALID_SOLUTION", body
