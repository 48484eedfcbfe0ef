"""Python's warnings about our own drafts never reach the learner (docs/grading.md, "Errors").

The normaliser compiles its drafts to learn whether they are Python. Python warns about code it
would still run (``2(x)``: "'int' object is not callable; perhaps you missed a comma?"), and those
warnings, naming lines of ``<normalised>`` nobody wrote, were printed above the CLI's one-line error.
"""

from __future__ import annotations

import warnings
from pathlib import Path

import pytest

from assay.grading._pseudocode._base import compile_quietly
from tests.grading.support import assay_grade

# A note in brackets after a step reads as a call on the number before it: `... / 3 (integer)`.
NOTE_AFTER_A_NUMBER = "lo = 0\nhi = len(s)\nmid = (lo + hi) / 2 + hi / 3   (integer)\nreturn mid\n"


def test_the_cli_prints_one_error_and_its_hint_and_no_python_warning(tmp_path: Path) -> None:
    result = assay_grade(tmp_path, "--no-store", stdin=NOTE_AFTER_A_NUMBER)
    assert result.returncode == 2, result.stderr
    assert "SyntaxWarning" not in result.stderr + result.stdout
    lines = result.stderr.strip().splitlines()
    assert lines[0].startswith("error: Our pseudocode translation did not understand line 3"), lines
    assert all(line.startswith(("error:", "hint:")) for line in lines), lines


def test_compile_quietly_hides_warnings_and_keeps_errors() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # any warning that escaped would raise here
        code = compile_quietly("x = 2(3)\n", "<draft>")
    assert code.co_filename == "<draft>"
    with pytest.raises(SyntaxError):
        compile_quietly("return 1 +\n", "<draft>")
