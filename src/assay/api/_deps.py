"""Dependencies of the routers: the services the app was built with (``Annotated`` aliases)."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from assay.grading import GradingService
from assay.questions import QuestionStore

__all__ = ["QuestionsDep", "ServiceDep", "get_questions", "get_service"]


def get_service(request: Request) -> GradingService:
    """The grading service of this app (built at start-up)."""
    service: GradingService = request.app.state.service
    return service


def get_questions(request: Request) -> QuestionStore:
    """The question store the grading service uses."""
    service: GradingService = request.app.state.service
    return service.questions


ServiceDep = Annotated[GradingService, Depends(get_service)]
QuestionsDep = Annotated[QuestionStore, Depends(get_questions)]
