"""Data shapes of the solver: the trigger, the model contract, executions, votes and task records.

The contracts are documented in docs/solve.md ("Model output contract", "result.json").
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints

__all__ = [
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
]


class Trigger(BaseModel):
    """The body of ``POST /``: who asks, with which secret, and the first quiz URL. Extra fields are kept."""

    model_config = ConfigDict(extra="allow")

    email: Annotated[str, StringConstraints(strip_whitespace=True, min_length=1)]
    secret: Annotated[str, StringConstraints(min_length=1)]
    url: Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, pattern=r"^https?://\S+$")]


class FetchRequest(BaseModel):
    """A web resource a model asks the solver to fetch for its code (the code has no network).

    Only URLs on the quiz's origin or named by the page are fetched; the body is saved as ``save_as``
    in the program's working directory.
    """

    url: str = Field(max_length=500, description="Absolute or page-relative URL on the quiz's site.")
    headers: dict[str, str] = Field(
        default_factory=dict, description="Request headers the page says to send (e.g. X-Token)."
    )
    pages: int = Field(
        default=1,
        ge=1,
        le=20,
        description="For a paginated listing: also fetch ?page=2..N (stops at an empty page).",
    )
    save_as: str = Field(
        default="", max_length=80, description="File name for the body (default: from the URL)."
    )


class ModelOutput(BaseModel):
    """What every model returns (docs/solve.md, "Model output contract")."""

    code: str | None = Field(
        default=None,
        max_length=6000,
        description="Python computing the answer into a variable named answer; null if not needed.",
    )
    answer: Any = Field(
        default=None, description="The final answer if known (number, string, boolean or JSON)."
    )
    explanation: str = Field(default="", max_length=600, description="One or two sentences.")
    language: str = Field(default="python", max_length=20, description="The code's language: python.")
    fetch: list[FetchRequest] = Field(
        default_factory=list, description="Web resources to download first (the code cannot use the network)."
    )


class ExecResult(BaseModel):
    """What running one model's code in the sandbox produced."""

    status: str = Field(description="ok, error, timeout, memory, no_answer, no_code, not_python, internal.")
    answer: Any = None
    has_answer: bool = False
    stdout: str = ""
    error: str = ""
    wall_s: float = 0.0


class Candidate(BaseModel):
    """One model's answer to one question, after its code ran (and its repair round, if any)."""

    model: str
    answer: Any = None
    normalised: str | None = None
    source: str = Field(default="", description="code, claimed, repaired, reconciled or none.")
    output: ModelOutput | None = None
    execution: ExecResult | None = None
    repaired: bool = False
    confidence: float | None = None
    error: str | None = None
    seconds: float = 0.0


class Decision(BaseModel):
    """The answer chosen for a question, and why (recorded in result.json)."""

    answer: Any = None
    normalised: str | None = None
    method: str = Field(
        description="single, majority, executed, reconciled, reconciled-confidence, primary, plurality, none."
    )
    contributors: list[str] = Field(default_factory=list)
    reasons: list[str] = Field(default_factory=list)
    counts: dict[str, int] = Field(default_factory=dict)
    reconciliation: list[Candidate] = Field(default_factory=list)


class FileInfo(BaseModel):
    """A file linked from a quiz page, downloaded into the task's folder."""

    url: str
    name: str
    size: int = 0
    content_type: str = ""
    preview: str = ""
    error: str | None = None


class PageSnapshot(BaseModel):
    """What a rendered quiz page holds."""

    url: str
    origin: str
    text: str = ""
    html: str = ""
    links: list[str] = Field(default_factory=list)
    submit_url: str | None = None
    difficulty: int | None = None
    decoded: list[str] = Field(default_factory=list, description="Text decoded from atob(...) calls.")
    scripts: list[str] = Field(default_factory=list, description="Inline scripts, as written.")
    screenshot: str | None = Field(default=None, description="Workspace file name of a canvas screenshot.")
    canvas_text: str = ""
    answer_hint: str = ""
    files: list[FileInfo] = Field(default_factory=list)


class Attempt(BaseModel):
    """One submission of an answer for a question, and the server's reply."""

    answer: Any = None
    correct: bool | None = None
    reason: str | None = None
    next_url: str | None = None
    status: int | None = None
    at_s: float = Field(default=0.0, description="Seconds since the question's URL was received.")
    early: bool = False
    error: str | None = None


class QuestionRecord(BaseModel):
    """Everything about one question of a chain."""

    url: str
    submit_url: str | None = None
    difficulty: int | None = None
    started_at: float = 0.0
    seconds: float = 0.0
    files: list[FileInfo] = Field(default_factory=list)
    candidates: list[Candidate] = Field(default_factory=list)
    decision: Decision | None = None
    attempts: list[Attempt] = Field(default_factory=list)
    correct: bool | None = None
    error: str | None = None


class TaskState(StrEnum):
    """Where a task is."""

    QUEUED = "queued"
    RUNNING = "running"
    DONE = "done"
    FAILED = "failed"


class TaskRecord(BaseModel):
    """One trigger's chain: returned by ``GET /tasks/{id}`` and written as result.json (no secret)."""

    id: str
    state: TaskState = TaskState.QUEUED
    email: str = ""
    start_url: str = ""
    models: list[str] = Field(default_factory=list)
    primary: str | None = None
    created_at: float = 0.0
    started_at: float | None = None
    finished_at: float | None = None
    questions: list[QuestionRecord] = Field(default_factory=list)
    solved: int = 0
    stopped_because: str | None = None
    workspace: str | None = None
    log: list[str] = Field(default_factory=list)


class SolverEvent(BaseModel):
    """A progress event of a task (the demo's view and the task log are built from them)."""

    task_id: str
    kind: Literal[
        "task_started",
        "question_started",
        "page_read",
        "model_answered",
        "decided",
        "submitted",
        "question_done",
        "task_done",
        "note",
    ]
    question: int = 0
    message: str = ""
    data: dict[str, Any] = Field(default_factory=dict)
