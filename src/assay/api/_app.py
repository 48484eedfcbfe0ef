"""The FastAPI application factory."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI

import assay
from assay.api import _evaluations, _health, _interviews, _jobs, _learn, _learners, _questions, _submissions
from assay.api._errors import BodyLimitMiddleware, install_error_handlers
from assay.api._limits import install_access
from assay.api._settings import ApiSettings, get_api_settings
from assay.grading import GradingService
from assay.scale import get_scale_settings
from assay.threadsafe import serialize_ast_parse
from assay.web import install_web

__all__ = ["create_app"]

log = logging.getLogger("assay.api")


def create_app(settings: ApiSettings | None = None, *, service: GradingService | None = None) -> FastAPI:
    """Build the API.

    Args:
        settings: the API settings (default: ``ASSAY_*`` environment).
        service: the grading service; by default one is built at start-up from the settings, which
            also migrates the database to the newest schema.

    Returns:
        The app: ``POST /api/submissions/evaluate``, ``GET /api/questions[/{id}]``,
        ``GET /api/evaluations/{id}``, ``GET /health``, OpenAPI docs at ``/docs``.
    """
    settings = settings or get_api_settings()
    scale = get_scale_settings()
    serialize_ast_parse()  # grades parse on the event loop and in threads at once (docs/performance.md)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        app.state.service = service if service is not None else GradingService()
        log.info(
            "grading service ready: questions %r, database %r, model %s",
            app.state.service.questions,
            app.state.service.repository,
            app.state.service.gateway.model_id,
        )
        log.info("access: %s", access)
        tutor_events = _learn.listen_for_tutor_events(app)  # TUTOR_ASSESSMENT_READY (docs/learning.md)
        # The pseudocode reader's processes start in the background: the first pseudocode answer does
        # not wait for them (docs/grading.md, "Reading pseudocode").
        warming = asyncio.create_task(asyncio.to_thread(app.state.service.reader.warm))
        try:
            yield
        finally:
            warming.cancel()
            if tutor_events is not None:  # off the loop: an evaluation in flight finishes on it
                await asyncio.to_thread(tutor_events.close)

    app = FastAPI(
        title="Assay",
        version=assay.__version__,
        summary="Grades Python and pseudocode `class Solution` answers by running them in a sandbox.",
        lifespan=lifespan,
    )
    if service is not None:
        app.state.service = service
    install_error_handlers(app)
    app.add_middleware(BodyLimitMiddleware, max_bytes=settings.max_body_bytes)
    # Keys, rate limits and CORS (docs/deploy.md); added last, so they run before the body limit.
    access = install_access(app, scale)
    if scale.queue_url:  # GET /api/evaluations/{id} answers 202 while a queued grade is pending
        app.include_router(_jobs.evaluations_router)
    app.include_router(_jobs.router)
    for module in (_submissions, _questions, _evaluations, _learn, _learners, _health, _interviews):
        app.include_router(module.router)
    install_web(app)  # the pages, on the same services (docs/web.md)
    return app
