"""`assay questions validate`: the bundled bank through the real judge and complexity measurement.

The judge (task B) and the measurement (task C) are other packages; until they export their API these
tests are skipped with that reason, never passed vacuously.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from assay.questions import DirectoryStore
from assay.questions._validate import check_question

Q3 = Path(DirectoryStore().location) / "L-3.json"


def _validate(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "assay", "questions", "validate", *args],
        capture_output=True,
        text=True,
        timeout=180,
        env={**os.environ, "COLUMNS": "200"},
    )


def test_schema_errors_are_reported_not_raised(tmp_path: Path) -> None:
    bad = tmp_path / "L-3.json"
    doc = json.loads(Q3.read_text())
    del doc["signature"]
    bad.write_text(json.dumps(doc))
    check = check_question(bad)
    assert not check.ok
    assert check.schema_error is not None and "field 'signature'" in check.schema_error
    out = _validate(str(tmp_path))
    assert out.returncode == 1 and "field 'signature'" in out.stderr


def test_bundled_bank_validates() -> None:
    out = _validate("--workers", "2")
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
    assert f"{len(DirectoryStore().ids())} of {len(DirectoryStore().ids())} questions OK" in out.stdout


def test_wrong_expected_and_slow_reference_are_caught(tmp_path: Path) -> None:
    doc = json.loads(Q3.read_text())
    doc["hidden_test_cases"][1]["expected"] = 99
    (tmp_path / "L-3.json").write_text(json.dumps(doc))
    out = _validate(str(tmp_path))
    assert out.returncode == 1 and "hidden #1: WA" in out.stderr

    doc = json.loads(Q3.read_text())
    doc["reference_solution"] = (
        "class Solution:\n"
        "    def length_of_longest_substring(self, s: str) -> int:\n"
        "        best = 0\n"
        "        for i in range(len(s)):\n"
        "            seen = set()\n"
        "            for ch in s[i:]:\n"
        "                if ch in seen:\n"
        "                    break\n"
        "                seen.add(ch)\n"
        "            best = max(best, len(seen))\n"
        "        return best\n"
    )
    (tmp_path / "L-3.json").write_text(json.dumps(doc))
    slow = _validate(str(tmp_path))
    assert slow.returncode == 1 and "does not meet O(n)" in slow.stderr


def test_a_reference_over_its_space_requirement_is_caught(tmp_path: Path) -> None:
    q283 = Path(DirectoryStore().location) / "L-283.json"
    doc = json.loads(q283.read_text())
    assert doc["complexity_requirements"]["space"] == "O(1)"
    doc["reference_solution"] = (
        "class Solution:\n"
        "    def move_zeroes(self, nums: List[int]) -> None:\n"
        "        non_zero = [value for value in nums if value != 0]\n"
        "        nums[:] = non_zero + [0] * (len(nums) - len(non_zero))\n"
    )
    (tmp_path / "L-283.json").write_text(json.dumps(doc))
    check = check_question(tmp_path / "L-283.json")
    assert check.tests_passed == check.tests_total and check.complexity_ok is True
    assert check.measured_space == "O(n)" and check.space_ok is False and not check.ok
    out = _validate(str(tmp_path))
    assert out.returncode == 1 and "measured extra space O(n) does not meet O(1)" in out.stderr
