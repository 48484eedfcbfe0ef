"""benchmarks/interview_eval.py runs on a labelled set (here a small one written for this test)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = Path(__file__).with_name("sample_transcripts.jsonl")


def test_benchmark_prints_tables_and_writes_figures(tmp_path: Path) -> None:
    out = tmp_path / "figures.json"
    done = subprocess.run(
        [
            sys.executable,
            str(ROOT / "benchmarks" / "interview_eval.py"),
            "--transcripts",
            str(SAMPLE),
            "--json",
            str(out),
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "### dev" in done.stdout and "### heldout" in done.stdout and "| keyword-stuffed |" in done.stdout
    figures = json.loads(out.read_text())
    ours, seed = figures["all/all/coverage"], figures["all/all/seed-substring"]
    assert ours["n"] == seed["n"] == 8
    assert ours["accuracy"] > seed["accuracy"]
    stuffed = figures["all/keyword-stuffed/coverage"]
    assert stuffed["rejected"] == stuffed["n"] == 2
    assert "coverage: 2/2" in done.stdout


def test_benchmark_refuses_a_malformed_set(tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text(
        json.dumps(
            {
                "id": "x",
                "phase": "hld",
                "style": "thorough",
                "messages": [],
                "gold_covered": ["nope"],
                "gold_decision": "continue",
            }
        )
        + "\n"
    )
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "interview_eval.py"), "--transcripts", str(bad)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode != 0 and "gold_covered items not in hld" in done.stderr
