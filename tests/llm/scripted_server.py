"""A real HTTP server on 127.0.0.1 speaking OpenAI chat completions and Ollama's /api/chat.

Tests script what it answers, step by step (per model when they need to), and read back what it
received. Nothing here touches the clients: the SDKs talk to it over real sockets.
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Step:
    """One scripted answer."""

    status: int = 200
    body: Any = None
    headers: dict[str, str] = field(default_factory=dict)
    stall_s: float = 0.0  # send headers, then trickle whitespace for this long before the body
    delay_s: float = 0.0  # say nothing for this long, then answer (a slow model)


def openai_body(
    text: str, *, model: str = "gpt-4o-mini", prompt_tokens: int = 11, completion_tokens: int = 7
) -> Any:
    return {
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "created": 1700000000,
        "model": model,
        "system_fingerprint": "fp_test",
        "choices": [{"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}],
        "usage": {
            "prompt_tokens": prompt_tokens,
            "completion_tokens": completion_tokens,
            "total_tokens": prompt_tokens + completion_tokens,
        },
    }


def ollama_body(
    text: str, *, model: str = "qwen2.5-coder:1.5b", prompt_tokens: int = 13, completion_tokens: int = 5
) -> Any:
    return {
        "model": model,
        "created_at": "2024-01-01T00:00:00Z",
        "message": {"role": "assistant", "content": text},
        "done": True,
        "done_reason": "stop",
        "prompt_eval_count": prompt_tokens,
        "eval_count": completion_tokens,
    }


def ok(text: str, **kwargs: Any) -> Step:
    return Step(body=openai_body(text, **kwargs))


def ollama_ok(text: str, **kwargs: Any) -> Step:
    return Step(body=ollama_body(text, **kwargs))


def ollama_error(status: int, message: str = "scripted error", headers: dict[str, str] | None = None) -> Step:
    """An error as Ollama (or a proxy in front of it) sends one: ``{"error": "..."}``."""
    return Step(status=status, body={"error": message}, headers=headers or {})


def error(status: int, message: str = "scripted error", headers: dict[str, str] | None = None) -> Step:
    return Step(
        status=status,
        body={"error": {"message": message, "type": "test", "code": None}},
        headers=headers or {},
    )


class ScriptedLLMServer:
    """Threaded HTTP server; ``script(path, *steps, model=None)`` queues answers."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._steps: dict[tuple[str, str | None], deque[Step]] = {}
        self.requests: list[dict[str, Any]] = []
        self.tags: list[dict[str, Any]] = []
        self.in_flight = 0  # POSTs being answered right now
        self.max_in_flight = 0  # the most there ever were at once
        self._stop = threading.Event()
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            disable_nagle_algorithm = True  # headers and body go out as separate writes

            def log_message(self, format: str, *args: Any) -> None:  # quiet
                pass

            def do_GET(self) -> None:
                server._record(self, None)
                if self.path.rstrip("/") == "/api/tags":
                    self._send(Step(body={"models": server.tags}))
                else:
                    self._send(error(404, f"no GET {self.path}"))

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length) if length else b""
                try:
                    payload = json.loads(raw or b"{}")
                except ValueError:
                    payload = {"_raw": raw.decode("utf-8", "replace")}
                server._record(self, payload)
                with server._lock:
                    server.in_flight += 1
                    server.max_in_flight = max(server.max_in_flight, server.in_flight)
                try:
                    step = server._next(self.path, payload.get("model"))
                    if step.delay_s:
                        server._stop.wait(step.delay_s)
                finally:
                    # Counted down before the answer goes out: once the client has it, it may send
                    # the next request at once, and that one must not overlap this one in the count.
                    with server._lock:
                        server.in_flight -= 1
                self._send(step)

            def _send(self, step: Step) -> None:
                data = json.dumps(step.body).encode() if step.body is not None else b""
                try:
                    if step.stall_s:
                        self.send_response(step.status)
                        self.send_header("Content-Type", "application/json")
                        self.send_header("Transfer-Encoding", "chunked")
                        self.end_headers()
                        until = time.monotonic() + step.stall_s
                        while time.monotonic() < until and not server._stop.is_set():
                            self.wfile.write(b"1\r\n \r\n")  # one byte of JSON whitespace: never idle
                            self.wfile.flush()
                            time.sleep(0.05)
                        self.wfile.write(f"{len(data):x}\r\n".encode() + data + b"\r\n0\r\n\r\n")
                        return
                    self.send_response(step.status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    for name, value in step.headers.items():
                        self.send_header(name, value)
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.port = self.httpd.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}"
        self._thread = threading.Thread(
            target=self.httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )

    def start(self) -> ScriptedLLMServer:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        self.httpd.shutdown()
        self.httpd.server_close()

    def script(self, path: str, *steps: Step, model: str | None = None) -> None:
        with self._lock:
            self._steps.setdefault((path, model), deque()).extend(steps)

    def _next(self, path: str, model: str | None) -> Step:
        with self._lock:
            for key in ((path, model), (path, None)):
                queue = self._steps.get(key)
                if queue:
                    return queue.popleft()
        return error(500, f"nothing scripted for {path} model={model}")

    def _record(self, handler: BaseHTTPRequestHandler, payload: Any) -> None:
        with self._lock:
            self.requests.append(
                {
                    "method": handler.command,
                    "path": handler.path,
                    "headers": {k.lower(): v for k, v in handler.headers.items()},
                    "json": payload,
                }
            )

    def posts(self, path: str) -> list[dict[str, Any]]:
        with self._lock:
            return [r for r in self.requests if r["method"] == "POST" and r["path"] == path]
