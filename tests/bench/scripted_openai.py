"""A scripted OpenAI-compatible server on 127.0.0.1 that speaks the chat-completions wire format.

The test gives it a function from the user prompt to a reply (or to an HTTP status); it records
every request so tests can check what the model was actually sent (the learning history). The
benchmark's start-up connection check (:data:`PING_PROMPT`) is answered "OK" and counted apart.
"""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler
from typing import Any

from assay.bench._clients import PING_PROMPT
from tests.servers import serve_handler

Reply = str | tuple[int, str]  # text, or (HTTP status, error message), or DROP
DROP = (0, "drop")  # close the connection without answering: the client sees a connection failure


@dataclass
class ScriptedOpenAI:
    script: Callable[[str], Reply]
    requests: list[dict[str, Any]] = field(default_factory=list)
    pings: int = 0  # the benchmark's start-up connection checks, answered "OK" and not in requests
    answer_pings: bool = True
    by_model: Callable[[str, str], Reply] | None = None  # (model, prompt) -> reply, instead of script
    base_url: str = ""
    lock: threading.Lock = field(default_factory=threading.Lock)

    def prompts(self) -> list[str]:
        with self.lock:
            return [r["messages"][-1]["content"] for r in self.requests]


def _handler(server_state: ScriptedOpenAI) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:
            del format, args

        def _send(self, status: int, body: dict[str, Any]) -> None:
            data = json.dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            try:
                self.wfile.write(data)
            except (BrokenPipeError, ConnectionResetError):
                # the client gave up on this reply (a timeout on a loaded machine) and asks again; the
                # traceback socketserver would print lands in the test's captured stderr, not the job's
                pass

        def do_GET(self) -> None:
            if self.path.endswith("/models"):
                self._send(200, {"object": "list", "data": [{"id": "scripted", "object": "model"}]})
            else:
                self._send(404, {"error": {"message": "not found"}})

        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length", "0"))
            body = json.loads(self.rfile.read(length) or b"{}")
            if not self.path.endswith("/chat/completions"):
                self._send(404, {"error": {"message": "not found"}})
                return
            content = body["messages"][-1]["content"]
            if content == PING_PROMPT and server_state.answer_pings:
                with server_state.lock:
                    server_state.pings += 1
                reply: Reply = "OK"
            else:
                with server_state.lock:
                    server_state.requests.append(body)
                if server_state.by_model is not None:
                    reply = server_state.by_model(str(body.get("model")), content)
                else:
                    reply = server_state.script(content)
            if reply == DROP:
                self.close_connection = True
                self.connection.shutdown(socket.SHUT_RDWR)
                return
            if isinstance(reply, tuple):
                status, message = reply
                self._send(status, {"error": {"message": message, "type": "invalid_request_error"}})
                return
            self._send(
                200,
                {
                    "id": f"chatcmpl-{len(server_state.requests)}",
                    "object": "chat.completion",
                    "created": int(time.time()),
                    "model": body.get("model", "scripted"),
                    "choices": [
                        {
                            "index": 0,
                            "message": {"role": "assistant", "content": reply},
                            "finish_reason": "stop",
                        }
                    ],
                    "usage": {
                        "prompt_tokens": len(body["messages"][-1]["content"]) // 4,
                        "completion_tokens": 20,
                        "total_tokens": 20 + len(body["messages"][-1]["content"]) // 4,
                    },
                },
            )

    return Handler


@contextmanager
def scripted_openai(
    script: Callable[[str], Reply], *, by_model: Callable[[str, str], Reply] | None = None
) -> Iterator[ScriptedOpenAI]:
    """Serve ``script`` on a free port of 127.0.0.1 for the duration of the block."""
    state = ScriptedOpenAI(script=script, by_model=by_model)
    with serve_handler(_handler(state)) as base:
        state.base_url = f"{base}/v1"
        yield state
