"""The Jinja2 environment of the pages (templates and static files ship inside the package)."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from functools import lru_cache
from pathlib import Path
from typing import Any

from fastapi.templating import Jinja2Templates

__all__ = ["STATIC_DIR", "get_templates"]

HERE = Path(__file__).resolve().parent
STATIC_DIR = HERE / "static"


def _as_json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


def _when(epoch: float) -> str:
    return datetime.fromtimestamp(epoch, UTC).strftime("%Y-%m-%d %H:%M UTC")


def _iso(epoch: float) -> str:
    return datetime.fromtimestamp(epoch, UTC).isoformat()


def _percent(value: float | None) -> str:
    return "–" if value is None else f"{value:.1f}%"


@lru_cache(maxsize=1)
def get_templates() -> Jinja2Templates:
    """The templates (autoescaped HTML), with the filters the pages use."""
    templates = Jinja2Templates(directory=str(HERE / "templates"))
    templates.env.filters["as_json"] = _as_json
    templates.env.filters["percent"] = _percent
    templates.env.filters["when"] = _when
    templates.env.filters["iso"] = _iso
    return templates
