"""Benchmarks: open a bench result folder under ``ASSAY_WEB_BENCH_DIR`` and read its summary.

Reads the files of the folder layout in docs/bench.md ("The results folder"): ``summary.json`` for the
matrix and the significance table, ``quick_view.html`` as it was written. A path is always relative
to the configured root; ``..``, absolute paths and links that lead outside it are refused.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path, PurePosixPath
from typing import Annotated, Any

from fastapi import APIRouter, Query, Request
from fastapi.responses import FileResponse, HTMLResponse, Response

from assay.errors import InvalidInputError, NotFoundError
from assay.web._access import refused
from assay.web._errors import Problem
from assay.web._identity import current_learner
from assay.web._settings import get_web_settings
from assay.web._templates import get_templates

__all__ = ["resolve_run", "router", "summary_view"]

router = APIRouter(include_in_schema=False)

_MAX_LISTED = 200


def resolve_run(root: Path, relative: str) -> Path:
    """The result folder ``relative`` names under ``root``.

    Raises:
        InvalidInputError: ``INVALID_BENCH_PATH`` for an absolute path, ``..`` or a link outside the root.
        NotFoundError: ``BENCH_RUN_NOT_FOUND`` when there is no ``summary.json`` there.
    """
    pure = PurePosixPath(relative.replace("\\", "/"))
    if not relative.strip() or pure.is_absolute() or ".." in pure.parts or ":" in relative:
        raise InvalidInputError(
            f"{relative!r} is not a result folder under the benchmark root",
            code="INVALID_BENCH_PATH",
            hint="give the folder relative to ASSAY_WEB_BENCH_DIR, e.g. test_20261125_101500",
        )
    base = root.resolve()
    folder = (base / pure).resolve()
    if not folder.is_relative_to(base):
        raise InvalidInputError(
            f"{relative!r} leads outside the benchmark root",
            code="INVALID_BENCH_PATH",
            hint="only folders under ASSAY_WEB_BENCH_DIR can be opened",
        )
    if not (folder / "summary.json").is_file():
        raise NotFoundError(
            f"no finished bench run at {relative!r} (no summary.json)",
            code="BENCH_RUN_NOT_FOUND",
            hint="pick one of the runs listed on /bench; an unfinished run has no summary yet",
        )
    return folder


def list_runs(root: Path) -> list[dict[str, Any]]:
    """Finished runs under ``root`` (``summary.json`` one or two levels down), newest first."""
    base = root.resolve()
    if not base.is_dir():
        return []
    found = [*base.glob("*/summary.json"), *base.glob("*/*/summary.json")]
    runs = []
    for summary in sorted(found, key=lambda p: p.stat().st_mtime, reverse=True)[:_MAX_LISTED]:
        folder = summary.parent.resolve()
        if folder.is_relative_to(base):
            runs.append({"path": folder.relative_to(base).as_posix(), "name": folder.name})
    return runs


def _cell(result: dict[str, Any]) -> dict[str, Any]:
    interval = result.get("interval") or [None, None]
    return {
        "accuracy": result.get("accuracy"),
        "low": interval[0] if len(interval) > 0 else None,
        "high": interval[1] if len(interval) > 1 else None,
        "method": result.get("interval_method"),
        "correct": result.get("correct"),
        "scored": result.get("scored"),
        "api_errors": result.get("api_errors", 0),
    }


def summary_view(summary: dict[str, Any]) -> dict[str, Any]:
    """The quick facts, the prompt × model matrix and the pairwise tests of a ``summary.json``."""
    results = [r for r in summary.get("results") or [] if isinstance(r, dict)]
    prompts = list(dict.fromkeys(str(r.get("prompt")) for r in results))
    models = list(dict.fromkeys(str(r.get("model")) for r in results))
    matrix = {(str(r.get("prompt")), str(r.get("model"))): _cell(r) for r in results}
    verdict = summary.get("verdict") or {}
    best = summary.get("best_prompt")
    return {
        "test_id": summary.get("test_id"),
        "timestamp": summary.get("timestamp"),
        "seconds": summary.get("total_execution_time"),
        "rounds": summary.get("rounds"),
        "scored": summary.get("scored_trials"),
        "api_errors": summary.get("api_errors"),
        "best": best if isinstance(best, dict) else None,
        "verdict": verdict if isinstance(verdict, dict) else {"": str(verdict)},
        "prompts": prompts,
        "models": models,
        "matrix": matrix,
        "comparisons": [c for c in summary.get("comparisons") or [] if isinstance(c, dict)],
        "schema_version": summary.get("schema_version"),
    }


def _read(folder: Path) -> dict[str, Any]:
    try:
        data: Any = json.loads((folder / "summary.json").read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise InvalidInputError(
            f"summary.json of this run cannot be read: {exc}",
            code="INVALID_BENCH_SUMMARY",
            hint="the run may still be writing it, or the file was edited; run `assay bench` again",
        ) from None
    if not isinstance(data, dict):
        raise InvalidInputError("summary.json of this run is not a JSON object", code="INVALID_BENCH_SUMMARY")
    return data


def _page(request: Request, context: dict[str, Any], status: int = 200) -> HTMLResponse:
    context.setdefault("learner", current_learner(request))
    context.setdefault("title", "Benchmarks")
    return get_templates().TemplateResponse(request, "bench.html", context, status_code=status)


@router.get("/bench", response_class=HTMLResponse)
async def bench_page(request: Request, run: Annotated[str, Query(max_length=500)] = "") -> HTMLResponse:
    """The runs under the root, or one run: quick facts, matrix with intervals, significance table."""
    if (denied := await refused(request, "read")) is not None:
        return _page(request, {"runs": [], "run": run, "view": None, "problem": denied}, denied.status)
    root = get_web_settings().bench_dir
    runs = await asyncio.to_thread(list_runs, root)
    context: dict[str, Any] = {"runs": runs, "root": str(root), "run": run, "view": None, "problem": None}
    if not run:
        return _page(request, context)
    try:
        folder = await asyncio.to_thread(resolve_run, root, run)
        context["view"] = summary_view(await asyncio.to_thread(_read, folder))
        context["has_quick_view"] = (folder / "quick_view.html").is_file()
    except (InvalidInputError, NotFoundError) as exc:
        context["problem"] = Problem(
            status=404 if isinstance(exc, NotFoundError) else 400,
            code=exc.code,
            message=exc.message,
            hint=exc.hint,
        )
        return _page(request, context, context["problem"].status)
    return _page(request, context)


@router.get("/bench/quick-view", response_model=None)
async def quick_view(request: Request, run: Annotated[str, Query(max_length=500)]) -> Response:
    """The run's own ``quick_view.html``, as ``assay bench`` wrote it."""
    if (denied := await refused(request, "read")) is not None:
        return _page(request, {"runs": [], "run": run, "view": None, "problem": denied}, denied.status)
    try:
        folder = await asyncio.to_thread(resolve_run, get_web_settings().bench_dir, run)
    except (InvalidInputError, NotFoundError) as exc:
        status = 404 if isinstance(exc, NotFoundError) else 400
        problem = Problem(status=status, code=exc.code, message=exc.message, hint=exc.hint)
        return _page(request, {"runs": [], "run": run, "view": None, "problem": problem}, status)
    page = folder / "quick_view.html"
    if not page.is_file():
        return _page(
            request,
            {
                "runs": [],
                "run": run,
                "view": None,
                "problem": Problem(
                    status=404, code="QUICK_VIEW_NOT_FOUND", message="this run has no quick view"
                ),
            },
            404,
        )
    return FileResponse(page, media_type="text/html; charset=utf-8")
