"""The Origin rule of the access middleware (docs/security.md, "Access: API keys in the browser")."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from assay.api import create_app
from assay.api._auth import same_origin
from assay.scale import get_scale_settings


def _scope(**headers: str) -> dict[str, object]:
    return {"type": "http", "headers": [(k.encode(), v.encode()) for k, v in headers.items()]}


def test_same_origin_compares_the_origin_with_the_host_the_browser_reached() -> None:
    assert same_origin(_scope(host="127.0.0.1:8000", origin="http://127.0.0.1:8000"))
    assert same_origin(_scope(host="school.example", origin="https://School.Example"))
    assert same_origin(_scope(host="127.0.0.1:8000"))  # not a browser: nothing to forge
    assert not same_origin(_scope(host="127.0.0.1:8000", origin="http://127.0.0.1:8001"))  # same site
    assert not same_origin(_scope(host="school.example", origin="https://evil.school.example"))
    assert not same_origin(_scope(host="school.example", origin="null"))  # a sandboxed frame
    assert not same_origin(_scope(origin="http://127.0.0.1:8000"))
    assert same_origin(_scope(host="a", origin="https://ok.example"), ("https://ok.example",))


@pytest.fixture
def open_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[TestClient]:
    monkeypatch.setenv("ASSAY_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("ASSAY_CORS_ORIGINS", '["https://partner.example"]')
    monkeypatch.delenv("ASSAY_AUTH", raising=False)
    get_scale_settings.cache_clear()
    try:
        yield TestClient(create_app())  # no lifespan: the middleware answers before any service
    finally:
        get_scale_settings.cache_clear()


def _outcome(client: TestClient, origin: str) -> str:
    try:
        with client.websocket_connect("/ws/interviews/none?token=x", headers={"origin": origin}) as ws:
            ws.receive_json()
    except WebSocketDisconnect as closed:
        return f"closed {closed.code}"
    except Exception:  # the route ran without an interview service: past the middleware
        return "reached the route"
    return "reached the route"


def test_with_keys_off_a_socket_from_another_site_is_still_refused(open_app: TestClient) -> None:
    assert _outcome(open_app, "http://evil.example") == "closed 4403"
    # a listed CORS origin, or this server itself, reaches the route (which then wants a real interview)
    assert _outcome(open_app, "https://partner.example") != "closed 4403"
    assert _outcome(open_app, "http://testserver") != "closed 4403"
