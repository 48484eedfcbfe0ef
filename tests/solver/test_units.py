"""Pure pieces of the solver: voting, answer checks, page reading rules, file previews."""

from __future__ import annotations

import base64
import io
import zipfile

from assay.solver import Candidate, answer_problem, coerce, decide, decide_reconciled, normalise
from assay.solver._files import preview_file
from assay.solver._page import answer_kind, decode_atob, find_difficulty, find_submit_url, html_to_text


def cand(model: str, answer: object, confidence: float | None = None) -> Candidate:
    return Candidate(model=model, answer=answer, normalised=normalise(answer), confidence=confidence)


def test_normalisation_makes_spellings_of_one_answer_agree() -> None:
    assert normalise(42) == normalise("42") == normalise(" 42.0 ") == normalise(42.0)
    assert normalise(True) == normalise("true") == normalise(" TRUE ")
    assert normalise(" Hello  World ") == normalise("hello world")
    assert normalise({"b": 1, "a": [1, 2]}) == normalise('{"a": [1, 2.0], "b": 1}')
    assert normalise("00123") != normalise(123)  # a key with a leading zero stays a string
    assert normalise(None) is None and normalise("  ") is None


def test_majority_then_primary_then_plurality() -> None:
    decision, again = decide([cand("a", 1), cand("b", "1.0"), cand("c", 2)], "c")
    assert (decision.method, decision.contributors, again) == ("majority", ["a", "b"], False)
    decision, again = decide([cand("a", 1), cand("b", 2)], "b")
    assert (decision.method, decision.answer, again) == ("primary", 2, True)
    decision, again = decide([cand("a", 1), cand("b", 2), Candidate(model="p", error="timeout")], "p")
    assert decision.method == "plurality" and again is True
    assert any("p: timeout" in r for r in decision.reasons)
    decision, again = decide([Candidate(model="a", error="x")], "a")
    assert decision.method == "none" and decision.answer is None and not again
    decision, _ = decide([cand("a", 7)], "a")
    assert decision.method == "single"


def test_reconciliation_majority_then_confidence_then_primary() -> None:
    first, _ = decide([cand("a", 1), cand("b", 2)], "a")
    got = decide_reconciled(first, [cand("a", 2, 0.6), cand("b", 2, 0.9)], "a")
    assert (got.method, got.answer) == ("reconciled", 2)
    got = decide_reconciled(first, [cand("a", 1, 0.4), cand("b", 2, 0.9)], "a")
    assert (got.method, got.answer, got.contributors) == ("reconciled-confidence", 2, ["b"])
    got = decide_reconciled(first, [cand("a", 1, 0.5), cand("b", 2, 0.5)], "a")
    assert (got.method, got.answer) == ("reconciled-primary", 1)
    got = decide_reconciled(first, [Candidate(model="a", error="x"), Candidate(model="b", error="y")], "a")
    assert got.method == "primary" and "reconciliation produced no answers" in got.reasons


def test_answer_checks_and_coercion() -> None:
    assert answer_problem("abc", "number") is not None
    assert answer_problem("12.5", "number") is None
    assert answer_problem("yes", "boolean") is not None
    assert answer_problem([1], "object") is not None
    assert answer_problem("iVBOR...", "data_uri") is not None
    assert answer_problem("data:image/png;base64,AAAA", "data_uri") is None
    assert answer_problem("x" * 1_000_001, None) is not None
    assert answer_problem(0, "number") is None and answer_problem(False, "boolean") is None
    assert coerce("42", "number") == 42 and coerce("4.50", "number") == 4.5
    assert coerce("True", "boolean") is True
    assert coerce('{"a": 1}', "object") == {"a": 1}
    assert coerce("00123", "string") == "00123"


def test_submit_url_comes_from_the_page_and_resolves_against_its_origin() -> None:
    page = "https://quiz.example.com/tasks/q7?email=a%40b.c&id=9"
    text = "Download data.csv. POST your answer to /submit/7 as JSON. See https://other.example.com/doc"
    assert find_submit_url([text], page) == "https://quiz.example.com/submit/7"
    absolute = "Post the answer to https://quiz.example.com/api/answer, not to the data file /files/data.csv."
    assert find_submit_url([absolute], page) == "https://quiz.example.com/api/answer"
    anchors = [("https://quiz.example.com/s/abc", "POST your answer as JSON to the address of this link")]
    assert find_submit_url(["nothing here"], page, anchors=anchors) == "https://quiz.example.com/s/abc"
    assert find_submit_url(["no address at all"], page) is None


def test_page_text_helpers() -> None:
    hidden = base64.b64encode(b"Q1. Sum the <b>value</b> column. Difficulty: 3").decode()
    source = f'<script>document.body.innerHTML = atob("{hidden}"); atob(`!!notbase64`)</script>'
    assert decode_atob(source) == ["Q1. Sum the <b>value</b> column. Difficulty: 3"]
    assert html_to_text("<p>a &amp; <b>b</b></p>") == "a & b"
    assert find_difficulty("Difficulty: 4/5") == 4 and find_difficulty("no level") is None
    assert answer_kind("Answer true or false.") == "boolean"
    assert answer_kind("Submit it as a base64 data URI of a PNG") == "data_uri"
    assert answer_kind("Give the 8-digit key as a string, keeping its leading zero") == "string"
    assert answer_kind("Answer with a number rounded to 2 decimal places.") == "number"


def test_previews_say_how_to_read_a_file() -> None:
    messy = "Region;Revenue\n East ;1.234,50\nwest;12,5\n".encode("cp1252")
    text = preview_file("sales.csv", messy)
    assert "delimiter: ';'" in text and "decimal mark: ','" in text and "header row: yes" in text
    headerless = preview_file("values.csv", b"1,217\n2,354\n3,41\n")
    assert "header row: NO" in headerless and "col1: int" in headerless
    utf16 = preview_file("u.csv", "a,b\n1,2\n".encode("utf-16"))
    assert "utf-16" in utf16
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("logs/a.jsonl", '{"amount": 1}\n')
    assert "logs/a.jsonl" in preview_file("logs.zip", buffer.getvalue())
    assert preview_file("x.pdf", b"%PDF-broken").startswith("x.pdf")  # never raises


def test_tidy_code_repairs_what_small_models_get_wrong_around_the_program() -> None:
    from assay.solver._agent import tidy_code

    # seen from the embedded 0.5B: the language, or the answer, in the code field
    assert tidy_code("python") is None and tidy_code("D79F") is None and tidy_code("  ") is None
    assert tidy_code("answer = 3") == "answer = 3" and tidy_code("print(42)") == "print(42)"
    fenced = "```python\nimport pandas as pd\nimport pypdf and PIL (pillow)\nanswer = 1\n```"
    assert tidy_code(fenced) == "import pandas as pd\nanswer = 1"
    broken = "x = (\nanswer = 1"  # not an import: left for the traceback and the repair round
    assert tidy_code(broken) == broken
