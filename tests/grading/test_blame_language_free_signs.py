"""Steps told in a language we do not read are not understood, never "not a solution".

Round 19's first read (stop 34) refused four correct answers as ``INVALID_SOLUTION`` ("neither code
nor pseudocode"): steps told in Russian sentences (one ``a[i]`` its only code), numbered steps in
Vietnamese and Turkish, and English prose about ``two_back`` / ``one_back``. Three signs that hold in
any language now count (``assay/grading/_shape_signals.py``): lines numbered 1, 2, 3 in order, prose
mostly in words we do not read, and names written as code used again and again. One sign alone is
still no step. The answers below were written for this test (Greek, Polish, Hindi, Swedish and
English), not taken from the labelled corpus.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from assay.grading._algorithm_shape import has_algorithmic_structure
from assay.grading._shape_signals import language_free_kinds
from assay.sandbox import Sandbox
from tests.grading.support import assert_not_understood, grade_without_model

STEPS = {
    # Greek sentences, the sum's window told in words; one `a[i]` is the only code
    "greek prose": (
        "Πρώτα αθροίζω τα πρώτα k στοιχεία του πίνακα και κρατάω το άθροισμα ως το καλύτερο.\n"
        "Μετά για κάθε θέση i από k μέχρι το τέλος προσθέτω το a[i] και αφαιρώ το στοιχείο που βγήκε.\n"
        "Αν το νέο άθροισμα είναι μεγαλύτερο, γίνεται το καλύτερο.\n"
        "Στο τέλος διαιρώ το καλύτερο με k και το επιστρέφω.\n"
    ),
    # Polish numbered steps, no symbol of code at all
    "polish numbered": (
        "Krok 1. Utwórz pusty słownik.\n"
        "Krok 2. Dla każdego słowa posortuj jego litery; to jest klucz.\n"
        "Krok 3. Dopisz słowo do listy pod tym kluczem, a gdy klucza nie ma, załóż nową listę.\n"
        "Krok 4. Zwróć wszystkie listy ze słownika.\n"
    ),
    # Hindi numbered steps in Devanagari
    "hindi numbered": (
        "1. बाएँ सूचक को शुरुआत पर और दाएँ सूचक को अंत पर रखें।\n"
        "2. जब तक बायाँ दाएँ से छोटा है, दोनों अक्षरों की तुलना करें।\n"
        "3. अगर अक्षर अलग हैं तो असत्य लौटाएँ।\n"
        "4. अंत में सत्य लौटाएँ।\n"
    ),
    # English prose about values named as code, one instruction line
    "named values": (
        "I keep two numbers, prev_best and curr_best, both zero at first.\n"
        "A house with money m gives a new best: the larger of curr_best, or prev_best plus m.\n"
        "prev_best becomes the old curr_best, and curr_best becomes the new best.\n"
        "After the last house curr_best is the answer.\n"
    ),
}

NOT_STEPS = {
    # one sign each
    "numbered shopping list": "1. eggs\n2. milk\n3. bread\n4. butter\n",
    "russian letter": (
        "Дорогой преподаватель, спасибо за вчерашнее занятие. Я не успел записать домашнее задание, "
        "пришлите его, пожалуйста, ещё раз. С уважением, Павел\n"
    ),
    "form help": (
        "Please fill in first_name and last_name on the form.\n"
        "Your first_name and last_name must match your passport.\n"
        "Thank you!\n"
    ),
    # an English list, however long, is read: no "unread" sign
    "long english list": "eggs milk bread butter cheese apples bananas juice flour sugar salt rice pasta\n",
}


@pytest.mark.parametrize("text", STEPS.values(), ids=STEPS.keys())
def test_steps_in_words_we_do_not_read_have_structure(text: str) -> None:
    assert has_algorithmic_structure(text)


@pytest.mark.parametrize("text", NOT_STEPS.values(), ids=NOT_STEPS.keys())
def test_one_language_free_sign_alone_is_no_step(text: str) -> None:
    assert len(language_free_kinds(text)) <= 1
    assert not has_algorithmic_structure(text)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Step 1: sort\nStep 2: scan\nStep 3: return", "numbered"),
        ("1) a\n2) b\n1) c\n2) d\n3) e\n", "numbered"),  # a second list starts
        (STEPS["greek prose"], "unread"),
        (STEPS["named values"], "names"),
    ],
)
def test_each_sign_is_read(text: str, kind: str) -> None:
    assert kind in language_free_kinds(text)


def test_numbers_out_of_order_are_no_procedure() -> None:
    assert "numbered" not in language_free_kinds("3. eggs\n1. milk\n7. bread\n2. jam\n")


@pytest.mark.parametrize(("name", "question_id"), [("greek prose", "643"), ("polish numbered", "49")])
def test_without_a_model_they_are_not_understood_never_not_a_solution(
    tmp_path: Path, sandbox: Sandbox, name: str, question_id: str
) -> None:
    status, body = grade_without_model(tmp_path, sandbox, STEPS[name], question_id)
    assert_not_understood(status, body)


def test_a_numbered_shopping_list_is_still_not_a_solution(tmp_path: Path, sandbox: Sandbox) -> None:
    status, body = grade_without_model(tmp_path, sandbox, NOT_STEPS["numbered shopping list"], "49")
    assert status == 422, body
    assert body["error"] == "INVALID_SOLUTION", body
