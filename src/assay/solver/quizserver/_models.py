"""The quiz server's types: what a task builds, and the JSON bodies the server answers with."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import BaseModel, Field

from assay.solver.quizserver._check import Check

__all__ = [
    "ApiListing",
    "Prepared",
    "QuestionState",
    "QuizStatus",
    "SubmitReply",
    "SubmitStyle",
    "TaskContext",
    "TaskSpec",
    "TaskStatus",
]

#: How a page names its submit URL: absolute with the origin filled in by the page's script, a
#: root-relative path in the text, or a link relative to the page.
SubmitStyle = Literal["absolute", "root", "link"]


@dataclass(frozen=True)
class TaskContext:
    """What a task generator may personalise with."""

    rng: random.Random
    email: str
    files_href: str  # relative to the page, ends with "/"
    api_href: str  # relative to the page


@dataclass(frozen=True)
class ApiListing:
    """A paginated JSON listing that answers only requests carrying ``header: token``."""

    header: str
    token: str
    pages: tuple[tuple[Mapping[str, Any], ...], ...]


@dataclass(frozen=True)
class Prepared:
    """One email's copy of one task: the page fragment, its files, and how its answer is checked."""

    title: str
    body: str  # HTML shown through atob(); ASCII only
    check: Check
    files: Mapping[str, bytes] = field(default_factory=dict)
    script: str = ""  # run after the fragment is in the page
    api: ApiListing | None = None


@dataclass(frozen=True)
class TaskSpec:
    """A task of the chain: its name (the URL path), what it exercises, its difficulty, its generator."""

    name: str
    kind: str
    difficulty: int
    submit_style: SubmitStyle
    build: Callable[[TaskContext], Prepared]


class SubmitReply(BaseModel):
    """The reply to a submission (the protocol of docs/solve.md)."""

    correct: bool
    reason: str | None = Field(description="Why the answer was not accepted; null when correct.")
    url: str | None = Field(description="The next question's URL; null when none is revealed.")
    delay: int = Field(description="Whole seconds since this question's URL was handed out.")


class QuestionState(BaseModel):
    """One handed-out question URL as the status endpoint shows it (never its answer)."""

    url: str
    seconds_since_issued: float
    seconds_left: float
    in_window: bool
    submissions: int
    in_window_submissions: int
    correct: bool | None = Field(description="Whether the last in-window submission was right; null: none.")
    next_url: str | None


class TaskStatus(BaseModel):
    """A task of the chain with every URL of it handed out to one email."""

    position: int
    task: str
    kind: str
    difficulty: int
    questions: list[QuestionState]


class QuizStatus(BaseModel):
    """Body of ``GET /quiz/_status``."""

    email: str
    time_limit_s: float
    tasks: list[TaskStatus]
