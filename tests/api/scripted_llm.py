"""A real HTTP server on 127.0.0.1 that speaks OpenAI chat completions, answering from a script.

Each request takes the next step (status, JSON body, optional delay and headers); when the script
runs out the last step repeats. The requests received are kept for assertions.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler
from typing import Any

from tests.servers import serve_handler


@dataclass
class Step:
    status: int = 200
    body: Any = None
    delay_s: float = 0.0
    headers: dict[str, str] = field(default_factory=dict)


def completion(text: str, model: str = "scripted-model") -> dict[str, Any]:
    return {
        "id": "chatcmpl-1",
        "object": "chat.completion",
        "created": 1700000000,
        "model": model,
        "choices": [{"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": 100, "completion_tokens": 50, "total_tokens": 150},
    }


@dataclass
class ScriptedLLM:
    steps: list[Step]
    url: str = ""
    requests: list[dict[str, Any]] = field(default_factory=list)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def next_step(self, body: dict[str, Any]) -> Step:
        with self._lock:
            self.requests.append(body)
            return self.steps.pop(0) if len(self.steps) > 1 else self.steps[0]


@contextmanager
def scripted_llm(steps: list[Step]) -> Iterator[ScriptedLLM]:
    """Serve ``steps`` on a free port of 127.0.0.1; ``.url`` is the OpenAI base URL (``.../v1``)."""
    script = ScriptedLLM(steps=list(steps))

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *_: Any) -> None:
            pass

        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            body = json.loads(self.rfile.read(length) or b"{}")
            step = script.next_step(body)
            if step.delay_s:
                time.sleep(step.delay_s)
            payload = json.dumps(
                step.body if step.body is not None else {"error": {"message": "boom"}}
            ).encode()
            try:
                self.send_response(step.status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(payload)))
                for name, value in step.headers.items():
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(payload)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the client gave up (a timeout test)

    with serve_handler(Handler) as base:
        script.url = f"{base}/v1"
        yield script
