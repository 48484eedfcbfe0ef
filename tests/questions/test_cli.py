"""`assay questions ...` through the real console script entry (run_app), plus the schema doc."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from assay.questions._schema import question_json_schema, replace_schema_block

ROOT = Path(__file__).resolve().parents[2]


def _assay(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    import os

    return subprocess.run(
        [sys.executable, "-m", "assay", *args],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "COLUMNS": "200", **(env or {})},
    )


def test_list_filters_and_json() -> None:
    out = _assay("questions", "list", "--difficulty", "hard", "--json")
    assert out.returncode == 0, out.stderr
    rows = json.loads(out.stdout)
    assert rows and all(r["difficulty"] == "hard" for r in rows)
    table = _assay("questions", "list", "--concept", "stack")
    assert "Valid Parentheses" in table.stdout and "Two Sum" not in table.stdout


def test_show_never_reveals_hidden_tests_or_reference() -> None:
    out = _assay("questions", "show", "3", "--json")
    assert out.returncode == 0, out.stderr
    shown = json.loads(out.stdout)
    assert shown["id"] == "3" and shown["signature"]["method"] == "length_of_longest_substring"
    assert "reference_solution" not in shown and "hidden_test_cases" not in shown
    assert "tmmzuxt" not in out.stdout  # a hidden input of question 3
    text = _assay("questions", "show", "3")
    assert "last_seen" not in text.stdout and "tmmzuxt" not in text.stdout


def test_bad_ids_exit_2_with_one_line() -> None:
    missing = _assay("questions", "show", "424242")
    assert missing.returncode == 2
    assert "Question ID 424242 could not be found" in missing.stderr
    assert "Traceback" not in missing.stderr
    bad = _assay("questions", "show", "../etc")
    assert bad.returncode == 2 and "is not valid" in bad.stderr


def test_validate_unusable_path_exits_2(tmp_path: Path) -> None:
    out = _assay("questions", "validate", str(tmp_path / "nope"))
    assert out.returncode == 2 and "does not exist" in out.stderr
    empty = _assay("questions", "validate", str(tmp_path))
    assert empty.returncode == 2 and "holds no" in empty.stderr


def test_schema_command_and_doc_are_current() -> None:
    out = _assay("questions", "schema")
    assert json.loads(out.stdout) == question_json_schema()
    doc = (ROOT / "docs" / "questions.md").read_text()
    assert replace_schema_block(doc) == doc, "run `assay questions schema --update-doc docs/questions.md`"


def test_show_prints_type_hints_and_indexing_as_written() -> None:
    # Question text is data: rich must not read ``[int]`` or ``[i]`` as markup tags and drop them.
    out = _assay("questions", "show", "1")
    assert out.returncode == 0, out.stderr
    assert "def two_sum(self, nums: List[int], target: int) -> List[int]" in out.stdout
    assert "nums[i]" in out.stdout
    assert out.stdout.count(" -> ") >= 8  # every visible example, not a sample of them


def test_errors_stay_one_line_when_piped() -> None:
    # rich folds at 80 columns when stderr is not a terminal; an error must still be one line
    long_id = "q" * 64
    out = _assay("questions", "show", long_id, env={"COLUMNS": "80"})
    assert out.returncode == 2
    lines = out.stderr.splitlines()
    assert any(f"Question ID {long_id} could not be found" in line for line in lines), out.stderr
