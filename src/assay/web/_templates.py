"""The Jinja2 environment of the pages (templates and static files ship inside the package)."""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime
from functools import lru_cache
from pathlib import Path
from typing import Any

from fastapi import Request
from fastapi.templating import Jinja2Templates
from markupsafe import Markup, escape

from assay.scale import Principal, get_scale_settings

__all__ = ["STATIC_DIR", "get_templates"]

HERE = Path(__file__).resolve().parent
STATIC_DIR = HERE / "static"


def _as_json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


_CODE = re.compile(r"`([^`\n]+)`")
_STRONG = re.compile(r"\*\*([^*\n]+)\*\*")


def prose(text: str) -> Markup:
    """A question's description as HTML: paragraphs at blank lines, `code` and **bold**; escaped first."""
    paragraphs = []
    for block in re.split(r"\n\s*\n", text.strip()):
        html = str(escape(" ".join(line.strip() for line in block.splitlines())))
        html = _CODE.sub(r"<code>\1</code>", html)
        html = _STRONG.sub(r"<strong>\1</strong>", html)
        paragraphs.append(f"<p>{html}</p>")
    return Markup("\n".join(paragraphs))


def _when(epoch: float) -> str:
    return datetime.fromtimestamp(epoch, UTC).strftime("%Y-%m-%d %H:%M UTC")


def _iso(epoch: float) -> str:
    return datetime.fromtimestamp(epoch, UTC).isoformat()


def _percent(value: float | None) -> str:
    return "–" if value is None else f"{value:.1f}%"


def _keys(request: Request) -> dict[str, Any]:
    # Whether the header offers the sign-in page (ASSAY_AUTH=keys, docs/web.md) and which key is in.
    principal = request.scope.get("state", {}).get("principal")
    is_key = isinstance(principal, Principal) and principal.kind == "key"
    signed = principal.name if isinstance(principal, Principal) and is_key else None
    # A key that is not admin acts as its own learner: the header shows it instead of the name form.
    bound = principal.bound_learner if isinstance(principal, Principal) else None
    return {
        "keys_required": get_scale_settings().auth == "keys",
        "signed_key": signed,
        "learner_bound": bound,
    }


@lru_cache(maxsize=1)
def get_templates() -> Jinja2Templates:
    """The templates (autoescaped HTML), with the filters the pages use."""
    templates = Jinja2Templates(directory=str(HERE / "templates"), context_processors=[_keys])
    templates.env.filters["as_json"] = _as_json
    templates.env.filters["percent"] = _percent
    templates.env.filters["when"] = _when
    templates.env.filters["prose"] = prose
    templates.env.filters["iso"] = _iso
    return templates
