"""`assay interview` as a real process: a scripted interview, its report, offline evaluation, errors."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.interview.answers import STUFFED, THOROUGH


def _assay(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "ASSAY_DATA_DIR": str(tmp_path / "data"), "ASSAY_LLM_MODEL": "none"}
    env.pop("ASSAY_DATABASE_URL", None)
    return subprocess.run(
        [sys.executable, "-m", "assay", "interview", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )


def test_scripted_interview_runs_to_the_end_with_a_json_report(tmp_path: Path) -> None:
    turns = ["I'm ready."] + [" ".join(THOROUGH[p]) for p in THOROUGH] + ["No questions, thanks."]
    script = tmp_path / "candidate.json"
    script.write_text(json.dumps(turns))
    done = _assay(tmp_path, "--question", "url-shortener", "--script", str(script), "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert [p["status"] for p in data["report"]["phases"]] == ["passed"] * 5
    assert data["report"]["interview_phase"] == "done"
    assert data["transcript"][1] == {"role": "candidate", "content": "I'm ready.", "interrupted": False}


def test_readable_report_names_evidence_and_gaps(tmp_path: Path) -> None:
    script = tmp_path / "candidate.txt"
    script.write_text(
        "# comment\nready\n\n"
        + THOROUGH["problem_clarification"][0]
        + "\n\n"
        + STUFFED["problem_clarification"]
    )
    done = _assay(tmp_path, "--question", "chat", "--script", str(script))
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "interviewer: Hello there" in out and "you: ready" in out
    assert "Problem Clarification" in out and "in progress" in out and "evidence" in out
    assert "QPS" in out and "scale" in out  # covered with a quote / still a gap


def test_evaluate_one_phase_offline(tmp_path: Path) -> None:
    transcript = tmp_path / "phase.json"
    transcript.write_text(json.dumps([{"role": "user", "content": STUFFED["hld"]}]))
    ours = _assay(tmp_path, "evaluate", "--phase", "hld", "--transcript", str(transcript), "--json")
    assert ours.returncode == 0, ours.stderr
    assert json.loads(ours.stdout)["decision"] == "continue"
    seed = _assay(
        tmp_path,
        "evaluate",
        "--phase",
        "hld",
        "--transcript",
        str(transcript),
        "--evaluator",
        "seed-substring",
        "--json",
    )
    assert json.loads(seed.stdout)["decision"] == "next_phase"
    readable = _assay(tmp_path, "evaluate", "--phase", "hld", "--transcript", str(transcript))
    assert "continue" in readable.stdout and "gaps: load balancer" in readable.stdout


def test_bad_input_exits_2_with_one_line(tmp_path: Path) -> None:
    transcript = tmp_path / "phase.json"
    transcript.write_text("[]")
    unknown_phase = _assay(tmp_path, "evaluate", "--phase", "nope", "--transcript", str(transcript))
    assert unknown_phase.returncode == 2 and "unknown phase 'nope'" in unknown_phase.stderr
    assert "Traceback" not in unknown_phase.stderr
    transcript.write_text("{not json")
    broken = _assay(tmp_path, "evaluate", "--phase", "hld", "--transcript", str(transcript))
    assert broken.returncode == 2 and "is not JSON" in broken.stderr
    transcript.write_text("[]")
    evaluator = _assay(
        tmp_path, "evaluate", "--phase", "hld", "--transcript", str(transcript), "--evaluator", "magic"
    )
    assert evaluator.returncode == 2 and "unknown evaluator 'magic'" in evaluator.stderr
    question = _assay(tmp_path, "--question", "nope", "--script", str(transcript))
    assert question.returncode == 2 and "no candidate turns" in question.stderr
    script = tmp_path / "s.txt"
    script.write_text("ready")
    question = _assay(tmp_path, "--question", "nope", "--script", str(script))
    assert question.returncode == 2 and "no system-design question 'nope'" in question.stderr


def test_agent_command_serves_a_company_that_changes_the_phases(tmp_path: Path) -> None:
    import time

    import httpx

    from tests.servers import free_port

    port = free_port()
    env = {**os.environ, "ASSAY_DATA_DIR": str(tmp_path / "data")}
    agent = subprocess.Popen(
        [sys.executable, "-m", "assay", "interview", "agent", "--company", "acme", "--port", str(port)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        url = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 60
        while True:
            assert agent.poll() is None, agent.stderr.read() if agent.stderr else ""
            try:
                card = httpx.get(f"{url}/.well-known/agent-card.json", timeout=2)
                if card.status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            assert time.monotonic() < deadline, "the agent did not start"
            time.sleep(0.1)
        assert card.json()["name"].startswith("acme")
        script = tmp_path / "candidate.json"
        script.write_text(json.dumps(["ready", "Our users are photographers, about 50M a day."]))
        env_companies = json.dumps({"acme": {"provider": "a2a", "url": url}})
        done = subprocess.run(
            [
                sys.executable,
                "-m",
                "assay",
                "interview",
                "--company",
                "acme",
                "--script",
                str(script),
                "--json",
            ],
            capture_output=True,
            text=True,
            timeout=120,
            env={**env, "ASSAY_LLM_MODEL": "none", "ASSAY_INTERVIEW_COMPANIES": env_companies},
        )
        assert done.returncode == 0, done.stderr
        phases = [p["phase_id"] for p in json.loads(done.stdout)["report"]["phases"]]
        assert phases == ["problem_understanding", "estimation", "storage_and_interfaces", "reliability"]
    finally:
        agent.terminate()
        agent.wait(timeout=10)
