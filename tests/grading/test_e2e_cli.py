"""End to end through the CLI as a user runs it: `python -m assay grade` in a subprocess."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from importlib import resources
from pathlib import Path

import pytest

from tests.api.support import BUGGY_SOLUTION, SEED_SOLUTION
from tests.grading.support import run_assay

SEED_45_KEYS = {"success", "score", "passed", "feedback", "testResults"}


def test_json_output_is_the_api_body_and_is_stored(tmp_path: Path) -> None:
    solution = tmp_path / "buggy.py"
    solution.write_text(BUGGY_SOLUTION)
    done = run_assay(tmp_path, "grade", "--question", "3", "--solution", str(solution), "--json")
    assert done.returncode == 0, done.stderr  # grading succeeded, whatever the score
    body = json.loads(done.stdout)
    assert SEED_45_KEYS <= set(body) and body["success"] is True
    assert body["passed"] is False and body["testResults"]["failedCases"]
    assert {"rubric", "needsHumanReview", "evaluationId", "measuredComplexity", "timings"} <= set(body)
    # Stored in the database the settings name; a second run returns the same evaluation.
    again = run_assay(tmp_path, "grade", "--question", "3", "--solution", str(solution), "--json")
    assert json.loads(again.stdout)["evaluationId"] == body["evaluationId"]


def test_readable_output_from_stdin_with_a_question_file(tmp_path: Path) -> None:
    bank = resources.files("assay.questions").joinpath("bank")
    question_file = tmp_path / "L-3.json"
    question_file.write_bytes(bank.joinpath("L-3.json").read_bytes())
    done = run_assay(tmp_path, "grade", "-q", str(question_file), "-s", "-", stdin=SEED_SOLUTION)
    assert done.returncode == 0, done.stderr
    assert "PASSED" in done.stdout and "score" in done.stdout and "Rubric" in done.stdout
    assert "sliding window" in done.stdout
    assert "Traceback" not in done.stdout + done.stderr


@pytest.mark.parametrize(
    ("args", "stdin", "words"),
    [
        (["-q", "999999", "-s", "-"], SEED_SOLUTION, "Question ID 999999 could not be found"),
        (["-q", "3", "-s", "-"], "   ", "empty"),
        (["-q", "3", "-s", "no/such/file.py"], None, "does not exist"),
        (["-q", "no/such/L-9.json", "-s", "-"], SEED_SOLUTION, "does not exist"),
        (["-q", "3", "-s", "/tmp"], None, "'/tmp' is a directory, not a file"),
        (["-q", "3", "-s", "-"], "Shopping list\neggs\nmilk\n", "neither code nor pseudocode"),
    ],
)
def test_bad_input_exits_2_with_one_line(
    tmp_path: Path, args: list[str], stdin: str | None, words: str
) -> None:
    done = run_assay(tmp_path, "grade", *args, stdin=stdin)
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert words in done.stderr
    assert "Traceback" not in done.stderr
    assert done.stdout == ""


@pytest.mark.parametrize(
    ("args", "stdin", "error"),
    [
        (["-q", "999999", "-s", "-"], SEED_SOLUTION, "QUESTION_NOT_FOUND"),
        (["-q", "3", "-s", "-"], "   ", "INVALID_SOLUTION"),
        (["-q", "3", "-s", "/tmp"], None, "INVALID_SOLUTION"),
    ],
)
def test_json_bad_input_prints_the_error_body_and_exits_2(
    tmp_path: Path, args: list[str], stdin: str | None, error: str
) -> None:
    done = run_assay(tmp_path, "grade", *args, "--json", stdin=stdin)
    assert done.returncode == 2, (done.stdout, done.stderr)
    body = json.loads(done.stdout)
    assert body["success"] is False and body["error"] == error and body["message"]
    assert "Traceback" not in done.stderr and len(done.stderr.strip().splitlines()) <= 2


@pytest.mark.parametrize(
    ("env", "words"),
    [
        ({"ASSAY_MAX_SOLUTION_CHARS": "abc"}, "invalid setting ASSAY_MAX_SOLUTION_CHARS='abc'"),
        ({"ASSAY_DATABASE_ECHO": "maybe"}, "invalid setting ASSAY_DATABASE_ECHO='maybe'"),
        ({"ASSAY_TEST_TIME_LIMIT_S": "-2"}, "ASSAY_TEST_TIME_LIMIT_S='-2': Input should be greater than 0"),
    ],
)
def test_bad_settings_are_one_readable_config_error(tmp_path: Path, env: dict[str, str], words: str) -> None:
    done = run_assay(tmp_path, "grade", "-q", "3", "-s", "-", stdin=SEED_SOLUTION, env=env)
    assert done.returncode == 2, (done.stdout, done.stderr)
    first = done.stderr.splitlines()[0]
    assert first.startswith("error (CONFIG_ERROR): ") and words in first
    assert "ValidationError" not in done.stderr and "Traceback" not in done.stderr
    assert "pydantic" not in done.stderr and done.stdout == ""


def test_an_unusable_data_dir_is_one_readable_config_error(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    done = run_assay(
        tmp_path,
        "grade",
        "-q",
        "3",
        "-s",
        "-",
        stdin=SEED_SOLUTION,
        env={"ASSAY_DATA_DIR": str(blocker / "data"), "ASSAY_DATABASE_URL": ""},
    )
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert "cannot create the database directory" in done.stderr and "ASSAY_DATA_DIR" in done.stderr
    assert "Traceback" not in done.stderr


def test_readable_output_shows_a_compile_error_and_the_notes(tmp_path: Path) -> None:
    broken = SEED_SOLUTION.replace("for right in range(len(s)):", "for right in range(len(s))")
    done = run_assay(tmp_path, "grade", "-q", "3", "-s", "-", "--no-store", stdin=broken)
    assert done.returncode == 0, done.stderr
    assert "Does not compile: SyntaxError: expected ':'" in done.stdout
    assert "Why points were withheld" in done.stdout


def test_malformed_question_file_is_bad_input(tmp_path: Path) -> None:
    broken = tmp_path / "L-3.json"
    broken.write_text('{"id": "3"}')
    done = run_assay(tmp_path, "grade", "-q", str(broken), "-s", "-", stdin=SEED_SOLUTION)
    assert done.returncode == 2 and "L-3.json" in done.stderr


def test_serve_help_names_host_and_port() -> None:
    assay = shutil.which("assay") or ""
    done = subprocess.run(
        [assay or sys.executable, *([] if assay else ["-m", "assay"]), "serve", "--help"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0 and "--host" in done.stdout and "--port" in done.stdout
