"""The solver's HTTP endpoint (docs/solve.md, "Endpoint").

``POST /`` and ``POST /run`` take ``{email, secret, url, ...}``: 200 with the task id when the secret
matches (the chain runs in the background), 403 for a wrong secret, 400 for a body that is not a
JSON object or lacks a field. ``GET /tasks/{id}`` shows a task's state, answers, timings and log,
from memory or, after a restart, from its saved record (docs/solve.md, "Tasks after a restart").
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse
from pydantic import ValidationError

from assay.solver._models import Trigger
from assay.solver._service import SecretMismatchError, SolverService, TaskRecordUnreadableError

__all__ = ["create_solver_app"]


def _error(status: int, code: str, message: str, hint: str) -> JSONResponse:
    return JSONResponse(
        status_code=status, content={"error": {"code": code, "message": message, "hint": hint}}
    )


def create_solver_app(service: SolverService | None = None, *, manage: bool = True) -> FastAPI:
    """The endpoint app; ``manage`` starts and closes the service with the app."""
    solver = service or SolverService()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        if manage:
            await solver.start()
        try:
            yield
        finally:
            if manage:
                await solver.close()

    app = FastAPI(title="Assay quiz solver", lifespan=lifespan)
    app.state.solver = solver

    async def trigger(request: Request) -> JSONResponse:
        raw = await request.body()
        try:
            body: Any = json.loads(raw)
        except (ValueError, UnicodeDecodeError):
            return _error(
                400,
                "SOLVE_BAD_JSON",
                "the body is not JSON",
                'send {"email": ..., "secret": ..., "url": ...}',
            )
        if not isinstance(body, dict):
            return _error(
                400,
                "SOLVE_BAD_JSON",
                "the body is not a JSON object",
                'send {"email": ..., "secret": ..., "url": ...}',
            )
        try:
            parsed = Trigger.model_validate(body)
        except ValidationError as exc:
            fields = sorted({str(e["loc"][0]) for e in exc.errors() if e["loc"]})
            return _error(
                400,
                "SOLVE_MISSING_FIELD",
                f"missing, empty or invalid field(s): {', '.join(fields)}",
                "email, secret and url are required strings; url is the quiz's http(s) address",
            )
        try:
            record = solver.trigger(parsed)
        except SecretMismatchError as exc:
            return _error(403, exc.code, exc.message, exc.hint or "")
        return JSONResponse(
            status_code=200,
            content={
                "status": "accepted",
                "task_id": record.id,
                "url": parsed.url,
                "task": f"/tasks/{record.id}",
            },
        )

    app.add_api_route("/", trigger, methods=["POST"], summary="Start solving a quiz chain")
    app.add_api_route("/run", trigger, methods=["POST"], summary="Start solving a quiz chain (alias)")

    @app.get("/tasks/{task_id}", summary="A task's state, answers, timings and log")
    async def get_task(task_id: str) -> JSONResponse:
        record = solver.tasks.get(task_id)  # this process's tasks: no thread hop
        if record is None:
            try:
                record = await asyncio.to_thread(solver.find_task, task_id)
            except TaskRecordUnreadableError as exc:
                return _error(500, exc.code, exc.message, exc.hint or "")
        if record is None:
            return _error(
                404,
                "SOLVE_TASK_NOT_FOUND",
                f"no task {task_id!r}",
                "use the task_id returned by POST /; records older than TASK_RETENTION_HOURS are swept",
            )
        return JSONResponse(content=record.model_dump(mode="json"))

    @app.get("/tasks", summary="Tasks of this process and those saved under TASK_BASEDIR, newest first")
    async def list_tasks() -> dict[str, Any]:
        items = await asyncio.to_thread(solver.list_tasks)
        return {
            "tasks": [
                {
                    "id": r.id,
                    "state": r.state,
                    "solved": r.solved,
                    "questions": len(r.questions),
                    "url": r.start_url,
                }
                for r in items
            ]
        }

    @app.get("/health", summary="Liveness")
    async def health() -> dict[str, Any]:
        return {"ok": True, "models": solver.models, "primary": solver.primary}

    return app
