"""A stored grade is not reused by an engine whose code changed (docs/grading.md, "Storage").

The engine fingerprint holds a digest of the grading, judge and sandbox sources. These tests change
sources only in a temporary copy (``engine_copy``): in-process, with the fingerprint pointed at the
copy, and as a developer meets it, ``assay grade`` run from a copy of the package.
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import pytest

import assay
from assay.grading import GradingSettings
from assay.grading import _settings as grading_settings
from assay.grading._engine_sources import ENGINE_PACKAGES, engine_sources_digest, package_roots, source_digest
from assay.grading._settings import engine_fingerprint
from assay.sandbox import Sandbox
from tests.api.support import SEED_SOLUTION, make_service

IGNORED = shutil.ignore_patterns("__pycache__")


@pytest.fixture
def engine_copy(tmp_path: Path) -> tuple[Path, ...]:
    """A copy of the grading, judge and sandbox packages' folders, free to change."""
    copies = []
    for root in package_roots():
        copy = tmp_path / "engine" / root.name
        shutil.copytree(root, copy, ignore=IGNORED)
        copies.append(copy)
    return tuple(copies)


def _touch_comment(roots: Sequence[Path], name: str = "_scoring.py") -> Path:
    """Append a comment to a grading source (what the smallest code change looks like to the digest)."""
    path = roots[0] / name
    path.write_text(path.read_text() + "\n# changed by a test\n")
    return path


def test_the_digest_follows_the_code_not_where_it_lives(engine_copy: tuple[Path, ...]) -> None:
    assert [p.name for p in engine_copy] == [name.rsplit(".", 1)[1] for name in ENGINE_PACKAGES]
    # a copy elsewhere (an installed wheel, another checkout) is the same engine
    assert source_digest(engine_copy) == source_digest(package_roots())
    before = source_digest(engine_copy)
    path = _touch_comment(engine_copy)
    assert source_digest(engine_copy) != before
    path.write_text(path.read_text().removesuffix("\n# changed by a test\n"))
    assert source_digest(engine_copy) == before


@pytest.mark.parametrize(
    "change",
    ["new-module", "renamed-module", "judge-module", "sandbox-module"],
)
def test_any_python_source_of_the_engine_counts(engine_copy: tuple[Path, ...], change: str) -> None:
    grading, judge, sandbox = engine_copy
    before = source_digest(engine_copy)
    if change == "new-module":
        (grading / "_new_step.py").write_text("STEP = 1\n")
    elif change == "renamed-module":
        (grading / "_scoring.py").rename(grading / "_scoring_renamed.py")
    elif change == "judge-module":
        _touch_comment([judge], "_compare.py")
    else:
        _touch_comment([sandbox], "__init__.py")
    assert source_digest(engine_copy) != before


def test_byte_code_and_files_that_are_not_python_do_not_count(engine_copy: tuple[Path, ...]) -> None:
    grading = engine_copy[0]
    before = source_digest(engine_copy)
    (grading / "__pycache__").mkdir(exist_ok=True)
    (grading / "__pycache__" / "_scoring.cpython-311.pyc").write_bytes(b"\x00compiled")
    (grading / "notes.txt").write_text("not code\n")
    assert source_digest(engine_copy) == before


def test_the_fingerprint_changes_with_the_code_and_only_then(engine_copy: tuple[Path, ...]) -> None:
    settings = GradingSettings(_env_file=None)
    before = engine_fingerprint(settings, sources=source_digest(engine_copy))
    assert engine_fingerprint(settings, sources=source_digest(engine_copy)) == before
    _touch_comment(engine_copy)
    assert engine_fingerprint(settings, sources=source_digest(engine_copy)) != before
    # by default, the code this process runs, computed once
    assert engine_fingerprint(settings) == engine_fingerprint(settings, sources=engine_sources_digest())
    assert engine_sources_digest.cache_info().currsize == 1


def test_a_stored_grade_is_not_reused_after_the_code_changed(
    engine_copy: tuple[Path, ...], tmp_path: Path, sandbox: Sandbox, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(grading_settings, "engine_sources_digest", lambda: source_digest(engine_copy))
    first = asyncio.run(make_service(tmp_path, sandbox).evaluate("3", SEED_SOLUTION))
    again = asyncio.run(make_service(tmp_path, sandbox).evaluate("3", SEED_SOLUTION))
    assert again.evaluation_id == first.evaluation_id  # the same engine: the stored grade
    _touch_comment(engine_copy)
    service = make_service(tmp_path, sandbox)
    fresh = asyncio.run(service.evaluate("3", SEED_SOLUTION))
    assert fresh.evaluation_id != first.evaluation_id
    assert service.repository is not None
    trail = [(s.evaluation_id, s.reused) for s in service.repository.submissions(question_id="3")]
    assert trail == [(first.evaluation_id, False), (first.evaluation_id, True), (fresh.evaluation_id, False)]


def _grade_from(package_parent: Path, tmp_path: Path) -> str:
    """``assay grade --json`` of the sliding-window answer, run from the ``assay`` package under
    ``package_parent``; the evaluation id it answered with."""
    solution = tmp_path / "solution.py"
    solution.write_text(SEED_SOLUTION)
    env = {
        **os.environ,
        "PYTHONPATH": str(package_parent),  # ahead of the installed (editable) assay
        "ASSAY_DATA_DIR": str(tmp_path / "data"),
        "ASSAY_LLM_MODEL": "none",
        "ASSAY_DATABASE_URL": f"sqlite:///{tmp_path / 'cli.sqlite3'}",
    }
    done = subprocess.run(
        [sys.executable, "-m", "assay", "grade", "-q", "3", "-s", str(solution), "--json"],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    evaluation_id: str = json.loads(done.stdout)["evaluationId"]
    return evaluation_id


def test_assay_grade_after_a_code_change_grades_afresh(tmp_path: Path) -> None:
    """The developer's case: grade, change the pipeline, grade the same text again."""
    package = Path(assay.__file__).parent
    src = tmp_path / "src"
    shutil.copytree(package, src / "assay", ignore=IGNORED)
    first = _grade_from(src, tmp_path)
    assert _grade_from(src, tmp_path) == first  # nothing changed: the stored grade
    _touch_comment([src / "assay" / "grading"])
    assert _grade_from(src, tmp_path) != first
