"""A real `assay serve` on a free port, axe-core and screenshots (Chromium itself: tests/browser.py)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx

from tests.servers import free_port

AXE = Path(__file__).resolve().parent / "vendor" / "axe.min.js"
ASSAY = Path(sys.executable).with_name("assay")
DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}


def base_env(data_dir: Path, **extra: str) -> dict[str, str]:
    """The server's environment: no model, a throwaway data directory, nothing from the caller's ASSAY_*."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("ASSAY_", "OPENAI_"))}
    env.update({"ASSAY_DATA_DIR": str(data_dir), "ASSAY_LLM_MODEL": "none", **extra})
    return env


@contextmanager
def assay_serve(env: dict[str, str], log: Path) -> Iterator[str]:
    """`assay serve` as a real process on a free port; yields its URL once /health answers."""
    port = free_port()
    with log.open("wb") as out:
        process = subprocess.Popen(
            [str(ASSAY), "serve", "--port", str(port), "--log-level", "warning"],
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
        )
        url = f"http://127.0.0.1:{port}"
        try:
            deadline = time.monotonic() + 60
            while True:
                assert process.poll() is None, log.read_text(errors="replace")
                assert time.monotonic() < deadline, "assay serve did not start: " + log.read_text()
                try:
                    if httpx.get(url + "/health", timeout=2).status_code == 200:
                        break
                except httpx.HTTPError:
                    pass
                time.sleep(0.2)
            yield url
        finally:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def axe_violations(page: Any) -> list[dict[str, Any]]:
    """axe-core's serious and critical findings on the page as it is now."""
    page.add_script_tag(path=str(AXE))
    found: list[dict[str, Any]] = page.evaluate(
        """async () => {
            const r = await axe.run(document, {resultTypes: ['violations']});
            return r.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
                .map(v => ({id: v.id, impact: v.impact, help: v.help,
                            targets: v.nodes.slice(0, 5).map(n => n.target.join(' '))}));
        }"""
    )
    return found


def screenshot(page: Any, folder: Path, name: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path
