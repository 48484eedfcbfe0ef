"""A real HTTP receiver for the webhook tests, in its own process (so it can be killed and restarted)."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from tests.servers import free_port

SECRET = "s3cr3t-webhook-key-do-not-log"
#: Webhook URLs often carry a token of their own (in the path or the query): never logged either.
URL_TOKEN = "url-t0ken-do-not-log"

# A receiver that checks the signature like a real one would and appends what it accepted.
RECEIVER = """
import hashlib, hmac, json, sys
from http.server import BaseHTTPRequestHandler, HTTPServer

port, out, secret = int(sys.argv[1]), sys.argv[2], sys.argv[3].encode()

class Handler(BaseHTTPRequestHandler):
    def do_POST(self):
        body = self.rfile.read(int(self.headers["Content-Length"]))
        stamp = self.headers["X-Assay-Timestamp"]
        want = "sha256=" + hmac.new(secret, stamp.encode() + b"." + body, hashlib.sha256).hexdigest()
        ok = hmac.compare_digest(want, self.headers["X-Assay-Signature"])
        if ok:
            with open(out, "a") as f:
                f.write(json.dumps({"event_id": self.headers["X-Assay-Event-Id"],
                                    "body": json.loads(body)}) + "\\n")
        self.send_response(200 if ok else 401)
        self.end_headers()

    def log_message(self, *args):
        pass

HTTPServer(("127.0.0.1", port), Handler).serve_forever()
"""


class Receiver:
    def __init__(self, tmp: Path) -> None:
        self.port = free_port()
        self.out = tmp / "received.jsonl"
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/hooks/{URL_TOKEN}?key={URL_TOKEN}"

    def start(self) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-c", textwrap.dedent(RECEIVER), str(self.port), str(self.out), SECRET]
        )
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()
                return
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("receiver did not start")

    def kill(self) -> None:
        if self.process is not None:
            self.process.kill()
            self.process.wait(timeout=10)
            self.process = None

    def received(self) -> list[dict]:
        if not self.out.exists():
            return []
        return [json.loads(line) for line in self.out.read_text().splitlines()]
