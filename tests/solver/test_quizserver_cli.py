"""`assay solve quiz-server` as a user runs it: a real process on a free port."""

from __future__ import annotations

import subprocess
import sys
import time

import httpx

from tests.servers import free_port


def test_the_command_serves_the_chain_with_its_options() -> None:
    port = free_port()
    command = [sys.executable, "-m", "assay", "solve", "quiz-server", "--port", str(port)]
    process = subprocess.Popen(
        [*command, "--time-limit", "42", "--seed", "cli", "--secret", "hush", "--log-level", "warning"],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        deadline = time.monotonic() + 60
        while True:
            assert process.poll() is None, process.communicate()[0]
            try:
                started = httpx.get(f"http://127.0.0.1:{port}/quiz/_start", params={"email": "a@b.co"})
                break
            except httpx.TransportError:
                assert time.monotonic() < deadline, "the quiz server did not start"
                time.sleep(0.2)
        assert started.status_code == 200 and started.json()["time_limit_s"] == 42
        url = started.json()["url"]
        assert url.startswith(f"http://127.0.0.1:{port}/quiz/csv-sum?email=a@b.co&id=")
    finally:
        process.terminate()
        output = process.communicate(timeout=30)[0]
    assert "/quiz/_start?email=you@example.com" in output
    assert "hush" not in output  # the secret is never printed


def test_a_blank_seed_is_one_readable_line_and_exit_2() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "assay", "solve", "quiz-server", "--seed", " "],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    assert "seed" in result.stderr and "Traceback" not in result.stderr
