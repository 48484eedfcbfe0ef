"""The prompt builder and the repair round's feedback: the worked idioms must run and read the data right.

Each loading snippet is executed here on a file of the kind it describes, because a snippet that does
not run (or reads a decimal comma as text) would teach a small model the wrong thing.
"""

from __future__ import annotations

import base64
import io
import json
import os
import zipfile
from collections import Counter
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import pytest
from PIL import Image

from assay.solver._idioms import (
    answer_format,
    fetch_idiom,
    file_idioms,
    format_idiom,
    image_tips,
    page_for_prompt,
)
from assay.solver._models import ExecResult, FileInfo, ModelOutput, PageSnapshot
from assay.solver._prompts import question_context, repair_hints, repair_message


def run_lines(folder: Path, lines: list[str], extra: str = "") -> dict[str, Any]:
    """Execute prompt lines in ``folder`` the way a model's program would start."""
    scope: dict[str, Any] = {}
    here = os.getcwd()
    os.chdir(folder)
    try:
        prelude = "import json, io, re, base64, zipfile\nfrom collections import Counter\n"
        prelude += "import pandas as pd\nimport numpy as np\nfrom PIL import Image\n"
        exec(prelude + "\n".join(lines) + "\n" + extra, scope)
    finally:
        os.chdir(here)
    return scope


def test_a_messy_csv_is_read_with_its_delimiter_decimal_comma_and_cleaned_text(tmp_path: Path) -> None:
    data = (
        "Region;Product;Revenue\nnORTH;hinges;1460,49\nEast ;rivets;753,31\n"
        " sOUTH;bolts;10,5\nsouth ;nuts;1,25\n"
    )
    (tmp_path / "sales.csv").write_text(data)
    lines = file_idioms("sales.csv", data.encode())
    assert lines[0] == "df = pd.read_csv('sales.csv', sep=';', decimal=',')"
    scope = run_lines(
        tmp_path, lines, "answer = round(float(df[df['Region'] == 'south']['Revenue'].sum()), 2)"
    )
    assert scope["answer"] == 11.75  # both spellings of South, decimal commas read as numbers


def test_a_headerless_csv_gets_header_none_and_names(tmp_path: Path) -> None:
    data = "1,359\n2,543\n3,726\n"
    (tmp_path / "values.csv").write_text(data)
    lines = file_idioms("values.csv", data.encode())
    assert "header=None" in lines[0]
    scope = run_lines(tmp_path, lines, "answer = int(df[df['col1'] >= 500]['col1'].sum())")
    assert scope["answer"] == 543 + 726  # the first line is data, not a header


def test_one_value_a_line_is_a_list_and_json_shapes_are_named(tmp_path: Path) -> None:
    (tmp_path / "keys.txt").write_text("0123\n4567\n")
    lines = file_idioms("keys.txt", b"0123\n4567\n")
    assert run_lines(tmp_path, lines)["values"] == [123, 4567]
    records = [{"city": "Pune", "temp": 21.5}, {"city": "Turin", "temp": 3.0}]
    (tmp_path / "w.json").write_text(json.dumps(records, indent=1))
    lines = file_idioms("w.json", json.dumps(records, indent=1).encode())
    assert "columns: ['city', 'temp']" in lines[-1]
    assert run_lines(tmp_path, lines)["df"]["temp"].sum() == 24.5
    runs = {"runs": [{"run": "a", "y_true": [1], "y_pred": [1]}]}
    (tmp_path / "runs.json").write_text(json.dumps(runs))
    lines = file_idioms("runs.json", json.dumps(runs).encode())
    assert run_lines(tmp_path, lines)["rows"] == runs["runs"]


def test_a_zip_of_jsonl_is_read_member_by_member(tmp_path: Path) -> None:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as archive:
        archive.writestr("logs/a.jsonl", '{"amount": 1.5}\n{"amount": 2}\n')
        archive.writestr("logs/b.jsonl", '{"amount": 10}\n')
    (tmp_path / "logs.zip").write_bytes(buf.getvalue())
    lines = file_idioms("logs.zip", buf.getvalue())
    # Indented lines continue the loop: the model's code goes inside it, per member.
    body = "\n".join([*lines, "        total.append(sum(r['amount'] for r in rows))"])
    scope = run_lines(tmp_path, ["total = []", body])
    assert scope["total"] == [3.5, 10]


def test_a_pdf_question_about_page_two_reads_pages_1(tmp_path: Path) -> None:
    from fpdf import FPDF

    pdf = FPDF()
    for heading, row in (("Draft", "Clamp 18 16.87"), ("Confirmed", "Gasket 28 81.40")):
        pdf.add_page()
        pdf.set_font("Helvetica", "", 11)
        pdf.cell(0, 10, heading, new_x="LMARGIN", new_y="NEXT")
        pdf.cell(0, 10, row, new_x="LMARGIN", new_y="NEXT")
    data = bytes(pdf.output())
    (tmp_path / "report.pdf").write_bytes(data)
    lines = file_idioms("report.pdf", data, "What is the total of the table on page 2?")
    assert "reader.pages[1]" in lines[2]
    assert any("Gasket 28 81.40" in line for line in lines)  # the extracted lines are shown
    scope = run_lines(tmp_path, lines)
    assert ["Gasket", "28", "81.40"] in scope["rows"]
    assert "reader.pages[0]" in file_idioms("report.pdf", data, "Sum the table.")[2]


def test_image_idioms_count_colours_and_differing_pixels(tmp_path: Path) -> None:
    a = Image.new("RGB", (10, 5), (255, 0, 0))
    a.paste((0, 0, 255), (0, 0, 3, 5))
    b = a.copy()
    b.putpixel((9, 4), (0, 0, 0))
    b.putpixel((8, 4), (0, 0, 0))
    for name, image in (("before.png", a), ("after.png", b)):
        image.save(tmp_path / name)
    lines = [
        *file_idioms("before.png", (tmp_path / "before.png").read_bytes()),
        *file_idioms("after.png", (tmp_path / "after.png").read_bytes()),
        *image_tips(["before.png", "after.png"]),
    ]
    # Copied verbatim with the closing line, as the 0.5B does, the lines give the answer.
    scope = run_lines(tmp_path, [*lines, *format_idiom("Answer with an integer.")])
    assert scope["answer"] == 2 and scope["arr"].shape == (5, 10, 3)
    single = [*file_idioms("before.png", (tmp_path / "before.png").read_bytes()), *image_tips(["before.png"])]
    scope = run_lines(tmp_path, [*single, *format_idiom("Answer with its hex code, like #a1b2c3.")])
    assert scope["answer"] == "#ff0000"


def test_the_answer_format_leaves_out_the_submission_instructions() -> None:
    text = (
        "Which colour covers the most pixels? Answer with its hex code, like #a1b2c3.\n"
        "POST your answer as JSON to /quiz/s/e29e82b63f, for example:\n"
        '{"email": "me@example.com", "secret": "your secret", "url": "this page", "answer": "..."}'
    )
    form = answer_format(text)
    assert form == "Answer with its hex code, like #a1b2c3."
    page = page_for_prompt(
        text + "\nSubmit\nSubmit the current code as a string.", "http://h/quiz/s/e29e82b63f"
    )
    assert "POST" not in page and "secret" not in page
    assert "Submit the current code as a string." in page and "\nSubmit\n" not in page


@pytest.mark.parametrize(
    ("hint", "expected"),
    [
        ("Answer with a number rounded to 2 decimal places.", "answer = round(float(value), 2)"),
        ("Answer with an integer.", "answer = int(value)"),
        ("Answer with a JSON boolean.", "answer = bool(value)"),
        ("Answer with its hex code, like #a1b2c3.", "answer = '#%02x%02x%02x' % (r, g, b)"),
        ("written with exactly 8 digits: keep the leading zeros", "answer = str(value).zfill(8)"),
        ("Answer with a JSON object mapping each name to its score rounded to 4 decimal places", "round("),
        ("submit it as a PNG data URI (data:image/png;base64,...)", "data:image/png;base64,"),
    ],
)
def test_each_answer_form_gets_the_line_that_produces_it(hint: str, expected: str) -> None:
    assert expected in "\n".join(format_idiom(hint))


def test_the_closing_lines_give_the_form_they_promise() -> None:
    scope: dict[str, Any] = {"value": 1234567, "results": {"a": 0.123456}, "r": 10, "g": 160, "b": 255}
    exec(format_idiom("exactly 8 digits, keep the leading zeros")[0], scope)
    assert scope["answer"] == "01234567"
    exec(format_idiom("Answer with a JSON object, rounded to 4 decimal places")[0], scope)
    assert scope["answer"] == {"a": 0.1235}
    exec(format_idiom("hex code like #a1b2c3")[0], scope)
    assert scope["answer"] == "#0aa0ff"
    lines = format_idiom("a PNG data URI with the bars filled in #2CA02C")
    assert "fill='#2ca02c'" in lines[2]
    code = "\n".join(["import io, base64", "from PIL import Image", *lines]).replace(
        "[x0, y0, x1, y1]", "[10, 10, 50, 200]"
    )
    exec(code, scope)
    head, _, payload = scope["answer"].partition(",")
    assert head == "data:image/png;base64" and Image.open(io.BytesIO(base64.b64decode(payload))).size == (
        400,
        300,
    )


def test_a_page_naming_an_api_and_a_header_gets_a_worked_fetch_entry() -> None:
    text = (
        "Items page by page, starting at api/items?page=1. "
        "Every request must carry the header X-Quiz-Key: 8ad3."
    )
    fetch = fetch_idiom(text, ["http://h/quiz/api/items?page=1"])
    assert fetch is not None
    entry = json.loads(fetch[fetch.index("[") + 1 : fetch.index("]")])
    assert entry["headers"] == {"X-Quiz-Key": "8ad3"} and entry["pages"] == 20
    assert fetch_idiom(text, []) is None


def test_the_question_context_shows_how_to_read_and_how_to_answer(tmp_path: Path) -> None:
    data = b"Region;Revenue\nEast ;1,5\n"
    page = PageSnapshot(
        url="http://127.0.0.1:1/quiz/csv-sum?email=a@b.c&id=1",
        origin="http://127.0.0.1:1",
        text=(
            "What is the total Revenue of East? Answer with a number rounded to 2 decimal places.\n"
            "POST your answer as JSON to http://127.0.0.1:1/quiz/s/k, for example:\n"
            '{"email": "a@b.c", "secret": "your secret", "url": "...", "answer": "..."}'
        ),
        submit_url="http://127.0.0.1:1/quiz/s/k",
        links=["http://127.0.0.1:1/quiz/files/sales.csv", "http://127.0.0.1:1/quiz/s/k"],
        files=[FileInfo(url="http://127.0.0.1:1/quiz/files/sales.csv", name="sales.csv")],
    )
    context = question_context(
        page, ["sales.csv (20 bytes): text"], {"sales.csv": file_idioms("sales.csv", data)}
    )
    assert "id=1" not in context and "secret" not in context and "POST" not in context
    assert "df = pd.read_csv('sales.csv', sep=';', decimal=',')" in context
    assert "HOW TO WRITE THE ANSWER (end your code like this):\nanswer = round(float(value), 2)" in context
    assert "TO READ A URL" not in context  # the only link is the downloaded file


LIBRARY_TRACEBACK = """Traceback (most recent call last):
  File "/tmp/solution.py", line 3, in <module>
    df = pd.read_csv('sales.csv')
  File "/venv/lib/pandas/io/parsers/readers.py", line 912, in read_csv
    return _read(filepath_or_buffer, kwds)
pandas.errors.ParserError: Error tokenizing data. C error: Expected 1 fields in line 3, saw 2
"""


def test_the_repair_round_names_the_fix_for_each_failure_seen() -> None:
    idioms = {"sales.csv": ["df = pd.read_csv('sales.csv', sep=';', decimal=',')"]}
    parser = ExecResult(status="error", error=LIBRARY_TRACEBACK)
    hints = repair_hints(parser, "the program failed (error)", ["sales.csv"], idioms)
    assert any("sep=';', decimal=','" in h for h in hints)
    missing = ExecResult(status="error", error="ModuleNotFoundError: No module named 'matplotlib'")
    assert any("PIL.ImageDraw" in h for h in repair_hints(missing, "failed", [], None))
    sk = ExecResult(status="error", error="ModuleNotFoundError: No module named 'sklearn.metrics'")
    assert any("sklearn is not installed" in h for h in repair_hints(sk, "failed", [], None))
    nofile = ExecResult(status="error", error="FileNotFoundError: [Errno 2] No such file: 'data.csv'")
    assert repair_hints(nofile, "failed", ["sales.csv", "x.pdf"], None) == [
        "the files in the current directory are exactly: sales.csv, x.pdf"
    ]
    undefined = ExecResult(
        status="error",
        error='  File "/tmp/solution.py", line 9, in <module>\n    answer = int(value)\n'
        "NameError: name 'value' is not defined",
    )
    assert repair_hints(undefined, "failed", [], None) == [
        "`value` is used in `answer = int(value)` but never assigned: first compute what the question "
        "asks for from the data and assign it, `value = ...`, on a line before"
    ]
    key = ExecResult(status="error", error="KeyError: 'region'")
    assert "'region' does not exist" in repair_hints(key, "failed", [], None)[0]
    silent = ExecResult(status="no_answer")
    assert any(
        "never set the variable `answer`" in h for h in repair_hints(silent, "the answer is null", [], None)
    )
    text = ExecResult(status="ok", answer="abc")
    assert any(
        "a number" in h
        for h in repair_hints(text, "the page asks for a number, got the text 'abc'", [], None)
    )
    assert repair_hints(ExecResult(status="ok", answer=1), "", [], None) == []


def test_the_repair_message_shows_the_programs_own_lines_and_what_to_change() -> None:
    output = ModelOutput(code="import pandas as pd\ndf = pd.read_csv('sales.csv')\nanswer = 1")
    messages = repair_message(
        output,
        ExecResult(status="error", error=LIBRARY_TRACEBACK),
        "the program failed (error)",
        files=["sales.csv"],
        idioms={"sales.csv": ["df = pd.read_csv('sales.csv', sep=';')"]},
        fetched=["data.json (10 bytes): JSON array of 2"],
    )
    assert [m.role for m in messages] == ["assistant", "user"]
    user = messages[1].content
    assert 'File "/tmp/solution.py", line 3' in user and "ParserError" in user
    assert "readers.py" not in user and "_read(filepath" not in user  # pandas' own frames are noise
    assert "WHAT TO CHANGE:\n- read the file" in user and "FETCHED FOR YOU" in user


def test_the_worked_snippets_need_only_what_the_prompt_imports() -> None:
    # The prelude the prompt shows is all a copied snippet relies on.
    assert Counter and np and pd  # imported above exactly as the prelude does


def test_answers_take_the_form_the_page_states() -> None:
    from assay.solver._vote import coerce

    key = "The key is the sum modulo 100000000, written with exactly 8 digits: keep the leading zeros."
    assert coerce(1234567, "string", key) == "01234567" and coerce("1234567", "string", key) == "01234567"
    assert coerce(123456789, "string", key) == "123456789"  # too long to be the key: left for the checks
    colour = "Answer with its hex code, like #a1b2c3."
    assert (
        coerce([10, 160, 255], None, colour) == "#0aa0ff"
        and coerce((1, 2, 3, 255), None, colour) == "#010203"
    )
    assert coerce([1, 2], None, colour) == [1, 2] and coerce([True, 2, 3], None, colour) == [True, 2, 3]
    assert coerce(11137.114999, "number", "rounded to 2 decimal places") == 11137.11
    assert coerce(7, "number", "rounded to 2 decimal places") == 7


def test_the_pages_examples_of_the_form_are_found() -> None:
    from assay.solver._idioms import format_examples

    assert format_examples("Answer with its hex code, like #a1b2c3.") == ["#a1b2c3"]
    assert format_examples('mapping each run to its score, like {"run-name": 0.1234}.') == [
        {"run-name": 0.1234}
    ]
    assert format_examples("Answer with an integer, e.g. 42.") == ["42"]
    assert format_examples("Answer with a number rounded to 2 decimal places.") == []
