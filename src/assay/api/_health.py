"""``GET /health``: whether the service can grade (database reachable), and what it runs with."""

from __future__ import annotations

import asyncio
from typing import Any

from fastapi import APIRouter
from fastapi.responses import JSONResponse

import assay
from assay.api._deps import ServiceDep

__all__ = ["router"]

router = APIRouter(tags=["health"])


@router.get("/health")
async def health(service: ServiceDep) -> JSONResponse:
    """``200`` with ``status: ok`` when the database answers, ``503`` with ``status: degraded`` otherwise."""
    database = service.repository is None or await asyncio.to_thread(service.repository.ping)
    body: dict[str, Any] = {
        "status": "ok" if database else "degraded",
        "version": assay.__version__,
        "database": "ok" if database else "unreachable",
        "model": service.gateway.model_id if service.gateway.configured else None,
    }
    return JSONResponse(status_code=200 if database else 503, content=body)
