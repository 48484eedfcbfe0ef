"""The quiz solver: an endpoint that solves chains of data quizzes on JS-rendered pages.

A trigger (``POST /`` with email, secret and URL) starts a chain in the background: each page is
rendered in Chromium, several models write code that runs in the sandbox, their answers are voted
on (with a reconciliation round on disagreement), and the answer is submitted before the question's
deadline. See docs/solve.md.

Example::

    from assay.solver import SolverService, create_solver_app

    app = create_solver_app(SolverService())   # uvicorn.run(app)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from assay.solver._agent import Reconciled
    from assay.solver._app import create_solver_app
    from assay.solver._browser import BrowserError, PageReader
    from assay.solver._models import (
        Attempt,
        Candidate,
        Decision,
        ExecResult,
        FetchRequest,
        FileInfo,
        ModelOutput,
        PageSnapshot,
        QuestionRecord,
        SolverEvent,
        TaskRecord,
        TaskState,
        Trigger,
    )
    from assay.solver._runner import CodeRunner
    from assay.solver._service import SecretMismatchError, SolverService
    from assay.solver._settings import SolverSettings, get_solver_settings
    from assay.solver._vote import answer_problem, coerce, decide, decide_reconciled, normalise
    from assay.solver._workspace import DiskCapError, Workspace, create_workspace, sweep_workspaces

__all__ = [
    "Attempt",
    "BrowserError",
    "Candidate",
    "CodeRunner",
    "Decision",
    "DiskCapError",
    "ExecResult",
    "FetchRequest",
    "FileInfo",
    "ModelOutput",
    "PageReader",
    "PageSnapshot",
    "QuestionRecord",
    "Reconciled",
    "SecretMismatchError",
    "SolverEvent",
    "SolverService",
    "SolverSettings",
    "TaskRecord",
    "TaskState",
    "Trigger",
    "Workspace",
    "answer_problem",
    "coerce",
    "create_solver_app",
    "create_workspace",
    "decide",
    "decide_reconciled",
    "get_solver_settings",
    "normalise",
    "sweep_workspaces",
]

# Resolved on first access: the sandbox's zygote imports this package to reach the program entry
# (``assay.solver._exec``), and the quiz server subpackage imports it too; neither needs FastAPI,
# Playwright or pydantic models loaded.
_HOMES = {
    "Reconciled": "_agent",
    "create_solver_app": "_app",
    "BrowserError": "_browser",
    "PageReader": "_browser",
    "CodeRunner": "_runner",
    "SecretMismatchError": "_service",
    "SolverService": "_service",
    "SolverSettings": "_settings",
    "get_solver_settings": "_settings",
    "DiskCapError": "_workspace",
    "Workspace": "_workspace",
    "create_workspace": "_workspace",
    "sweep_workspaces": "_workspace",
    **{
        name: "_models"
        for name in (
            "Attempt",
            "Candidate",
            "Decision",
            "ExecResult",
            "FetchRequest",
            "FileInfo",
            "ModelOutput",
            "PageSnapshot",
            "QuestionRecord",
            "SolverEvent",
            "TaskRecord",
            "TaskState",
            "Trigger",
        )
    },
    **{name: "_vote" for name in ("answer_problem", "coerce", "decide", "decide_reconciled", "normalise")},
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'assay.solver' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(f"assay.solver.{home}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *__all__])
