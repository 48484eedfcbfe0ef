"""Serve the local quiz server over real HTTP for tests: uvicorn in a thread on a free port."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import httpx

from assay.solver.quizserver import QuizSettings, create_quiz_app
from tests.servers import serve
from tests.solver.quiz_reference import PageView, static_view


class FakeClock:
    """A monotonic clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@dataclass
class QuizServer:
    base: str
    client: httpx.Client
    clock: FakeClock

    def start(self, email: str, task: str | None = None) -> str:
        params = {"email": email, **({"task": task} if task else {})}
        response = self.client.get(f"{self.base}/quiz/_start", params=params)
        assert response.status_code == 200, response.text
        return str(response.json()["url"])

    def fetch(self, url: str, headers: dict[str, str] | None = None) -> bytes:
        response = self.client.get(url, headers=headers)
        assert response.status_code == 200, (url, response.status_code, response.text)
        return response.content

    def view(self, url: str) -> PageView:
        """The page without its task script (enough for the tasks outside NEEDS_SCRIPT)."""
        return static_view(url, self.fetch(url).decode())

    def submit(self, view: PageView, answer: Any, **overrides: Any) -> httpx.Response:
        body = {"email": view.email, "secret": "s3cret", "url": view.url, "answer": answer, **overrides}
        return self.client.post(view.submit_url(), json=body)

    def status(self, email: str) -> dict[str, Any]:
        response = self.client.get(f"{self.base}/quiz/_status", params={"email": email})
        assert response.status_code == 200, response.text
        return dict(response.json())


@contextmanager
def serve_quiz(settings: QuizSettings | None = None) -> Iterator[QuizServer]:
    """Run the quiz app on 127.0.0.1 (a port the OS picks) with a FakeClock, for the block."""
    clock = FakeClock()
    app = create_quiz_app(settings or QuizSettings(), clock=clock)
    with serve(app, lifespan="off") as base, httpx.Client(timeout=30) as client:
        yield QuizServer(base=base, client=client, clock=clock)
