"""Fetching on a model's behalf over real HTTP: the allow-list, redirects, pagination, headers."""

from __future__ import annotations

import json
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import httpx
import pytest

from assay.solver import FetchRequest, create_workspace
from assay.solver._fetch import Fetcher
from tests.servers import serve_handler


@pytest.fixture
def site() -> Iterator[dict[str, Any]]:
    seen: list[dict[str, str]] = []

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:
            del format, args

        def do_GET(self) -> None:
            parts = urlsplit(self.path)
            seen.append({k.lower(): v for k, v in self.headers.items()} | {"path": self.path})
            if parts.path == "/away":  # an allowed URL that points elsewhere
                self.send_response(302)
                self.send_header("Location", f"http://localhost:{port}/secret")
                self.end_headers()
                return
            if parts.path == "/items":
                if self.headers.get("X-Key") != "k1":
                    self.send_response(401)
                    self.end_headers()
                    return
                page = int(parse_qs(parts.query).get("page", ["1"])[0])
                body = json.dumps({"items": [{"n": page * 10 + i} for i in range(2)] if page <= 3 else []})
            else:
                body = "a,b\n1,2\n"
            data = body.encode()
            self.send_response(200)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

    with serve_handler(Handler) as base:
        port = urlsplit(base).port  # the redirect above points back at this server by another name
        yield {"base": base, "seen": seen}


async def test_allow_list_redirects_pagination_and_headers(site: dict[str, Any], tmp_path: Path) -> None:
    base = site["base"]
    workspace = create_workspace(tmp_path, "t", cap_mb=1)
    async with httpx.AsyncClient() as client:
        fetcher = Fetcher(client, workspace)
        fetcher.allow(f"{base}/quiz/q1?email=x", ["http://203.0.113.7/named.csv"])
        ok = await fetcher.download("data.csv", f"{base}/quiz/q1")
        assert ok.name == "data.csv" and (workspace.files_dir / "data.csv").read_bytes() == b"a,b\n1,2\n"
        again = await fetcher.download("data.csv", f"{base}/quiz/q1")
        assert again is ok  # fetched once per task
        outside = await fetcher.download("http://198.51.100.1/x.json", base)
        assert outside.name == "" and "neither on the quiz's origin" in (outside.error or "")
        # the origin is allowed; the redirect's target (another host) is not
        hop = await fetcher.download("/away", base)
        assert hop.name == "" and "localhost" in (hop.error or "")
        assert not any(s["path"] == "/secret" for s in site["seen"])
        request = FetchRequest(
            url="/items?page=1", headers={"X-Key": "k1", "Cookie": "x=1"}, pages=10, save_as="items.json"
        )
        [merged] = await fetcher.fulfil(request, f"{base}/quiz/q1")
    assert json.loads((workspace.files_dir / merged.name).read_text()) == [
        {"n": n} for n in (10, 11, 20, 21, 30, 31)
    ]
    item_requests = [s for s in site["seen"] if s["path"].startswith("/items")]
    assert len(item_requests) == 4  # pages 1-3, then the empty page 4 ends it
    assert all(s.get("x-key") == "k1" and "cookie" not in s for s in item_requests)
