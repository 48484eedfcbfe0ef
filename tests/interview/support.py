"""Real servers for the interview tests: the API under uvicorn on a free port, and a scripted streaming
OpenAI server."""

from __future__ import annotations

import json
import threading
from collections import deque
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler
from types import SimpleNamespace
from typing import Any

from assay.api import ApiSettings, create_app
from assay.interview import InterviewService
from tests import servers

WS = "websockets-sansio"


def serve(app: Any) -> AbstractContextManager[str]:
    """Run an ASGI app under a real uvicorn on 127.0.0.1 (a free port) for the block; yields its URL.

    ``app`` may instead be a function of the URL that makes the app (for apps that must know where
    they are served), told apart by having no ``router`` or ``routes``. WebSockets go through uvicorn's
    ``websockets-sansio`` implementation.
    """
    if callable(app) and not hasattr(app, "router") and not hasattr(app, "routes"):
        return servers.serve_for_url(app, ws=WS)
    return servers.serve(app, ws=WS)


def interview_app(service: InterviewService, *, max_body_bytes: int = 64 * 1024) -> Any:
    """The real API app with this interview service (grading is not exercised: a stand-in is enough)."""
    grading = SimpleNamespace(
        questions=None,
        repository=None,
        gateway=SimpleNamespace(model_id="none"),
        reader=SimpleNamespace(warm=lambda: None),  # the app warms the pseudocode reader at start-up
    )
    app = create_app(ApiSettings(max_body_bytes=max_body_bytes), service=grading)  # type: ignore[arg-type]
    app.state.interviews = service
    return app


@dataclass
class StreamedAnswer:
    """One scripted streaming answer: its pieces, and after how many of them to hold until released."""

    pieces: list[str]
    hold_after: int | None = None
    status: int = 200


@dataclass
class StreamingOpenAI:
    """A real HTTP server speaking OpenAI chat completions with ``stream: true`` (server-sent events).

    A held answer stops after ``hold_after`` pieces and waits for :attr:`release` — or for the client
    to go away, which sets :attr:`client_gone` (the model call was cancelled).
    """

    answers: deque[StreamedAnswer] = field(default_factory=deque)
    requests: list[dict[str, Any]] = field(default_factory=list)
    release: threading.Event = field(default_factory=threading.Event)
    client_gone: threading.Event = field(default_factory=threading.Event)
    holding: threading.Event = field(default_factory=threading.Event)
    url: str = ""

    def script(self, *answers: StreamedAnswer) -> None:
        self.answers.extend(answers)


@contextmanager
def streaming_openai() -> Iterator[StreamingOpenAI]:
    state = StreamingOpenAI()
    stop = threading.Event()

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: Any) -> None:
            pass

        def do_POST(self) -> None:
            body = json.loads(self.rfile.read(int(self.headers.get("Content-Length") or 0)) or b"{}")
            state.requests.append(body)
            answer = state.answers.popleft() if state.answers else StreamedAnswer(["Please ", "go ", "on."])
            if answer.status != 200:
                data = json.dumps({"error": {"message": "scripted failure", "type": "server_error"}}).encode()
                self.send_response(answer.status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
                return
            if not body.get("stream"):
                text = "".join(answer.pieces)
                data = json.dumps(
                    {
                        "id": "x",
                        "object": "chat.completion",
                        "created": 1,
                        "model": body.get("model"),
                        "choices": [
                            {
                                "index": 0,
                                "message": {"role": "assistant", "content": text},
                                "finish_reason": "stop",
                            }
                        ],
                        "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
                    }
                ).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
                return
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            try:
                for index, piece in enumerate(answer.pieces):
                    if answer.hold_after is not None and index == answer.hold_after:
                        state.holding.set()
                        while not state.release.is_set() and not stop.is_set():
                            self._chunk(b": waiting\n\n")  # a comment line: fails once the client is gone
                            state.release.wait(0.05)
                    self._event(
                        {"choices": [{"index": 0, "delta": {"content": piece}, "finish_reason": None}]}
                    )
                self._event({"choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]})
                self._chunk(b"data: [DONE]\n\n")
                self.wfile.write(b"0\r\n\r\n")
                self.wfile.flush()
            except (BrokenPipeError, ConnectionResetError):
                state.client_gone.set()

        def _event(self, payload: dict[str, Any]) -> None:
            chunk = {"id": "x", "object": "chat.completion.chunk", "created": 1, "model": "m", **payload}
            self._chunk(b"data: " + json.dumps(chunk).encode() + b"\n\n")

        def _chunk(self, data: bytes) -> None:
            self.wfile.write(f"{len(data):x}\r\n".encode() + data + b"\r\n")
            self.wfile.flush()

    with servers.serve_handler(Handler) as base:
        state.url = f"{base}/v1"
        try:
            yield state
        finally:  # a held answer ends before the server stops
            stop.set()
            state.release.set()
