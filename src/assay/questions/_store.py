"""Where questions live: the store protocol, the directory store (the bundled bank) and parsing.

Every store validates the id before it touches a path or key, and turns a malformed file into a
:class:`QuestionFormatError` that names the file and the offending field.
"""

from __future__ import annotations

import builtins
import json
import logging
import re
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Protocol, runtime_checkable

from pydantic import ValidationError

from assay.questions._errors import QuestionFormatError, QuestionNotFoundError, validate_question_id
from assay.questions._models import Difficulty, Question, QuestionSummary

__all__ = [
    "DirectoryStore",
    "QuestionStore",
    "bundled_bank",
    "file_name",
    "filter_summaries",
    "id_from_file_name",
    "parse_question",
    "sort_ids",
]

log = logging.getLogger(__name__)

_FILE = re.compile(r"^L-([A-Za-z0-9_-]{1,64})\.json$")


@runtime_checkable
class QuestionStore(Protocol):
    """Read access to a bank of questions."""

    def get(self, question_id: str) -> Question:
        """The question with this id; :class:`QuestionNotFoundError` when there is none."""
        ...

    def list(
        self, difficulty: Difficulty | str | None = None, concept: str | None = None
    ) -> builtins.list[QuestionSummary]:
        """Summaries of the questions, optionally filtered by difficulty and concept."""
        ...

    def ids(self) -> builtins.list[str]:
        """Every question id in the store, in natural order ("2" before "10")."""
        ...


def file_name(question_id: str) -> str:
    """``L-{id}.json`` for a validated id."""
    return f"L-{validate_question_id(question_id)}.json"


def id_from_file_name(name: str) -> str | None:
    """The id in a ``L-{id}.json`` name, or None for any other name."""
    match = _FILE.match(name)
    return match.group(1) if match else None


def sort_ids(ids: builtins.list[str]) -> builtins.list[str]:
    """Natural order: numeric ids by value first, then the others alphabetically."""
    return sorted(ids, key=lambda i: (0, int(i), "") if i.isdigit() else (1, 0, i))


def parse_question(data: bytes | str, source: str, expected_id: str | None = None) -> Question:
    """Parse and validate one question file.

    Args:
        data: the file's content.
        source: where it came from (a path or ``s3://bucket/key``), used in error messages.
        expected_id: the id the file name promises; the ``id`` field must match it.

    Raises:
        QuestionFormatError: invalid JSON, a schema violation (naming the field) or an id mismatch.
    """
    try:
        raw = json.loads(data)
    except UnicodeDecodeError as exc:
        raise QuestionFormatError(source, f"not UTF-8 text ({exc.reason})") from None
    except json.JSONDecodeError as exc:
        raise QuestionFormatError(
            source, f"not valid JSON: {exc.msg} at line {exc.lineno} column {exc.colno}"
        ) from None
    try:
        question = Question.model_validate(raw)
    except ValidationError as exc:
        raise QuestionFormatError(source, _describe(exc)) from None
    if expected_id is not None and question.id != expected_id:
        raise QuestionFormatError(
            source, f"field 'id': {question.id!r} does not match the file name's id {expected_id!r}"
        )
    return question


def _describe(exc: ValidationError) -> str:
    errors = exc.errors(include_url=False)
    parts = []
    for error in errors[:3]:
        where = ".".join(str(p) for p in error["loc"]) or "(top level)"
        message = str(error["msg"]).removeprefix("Value error, ")
        parts.append(f"field '{where}': {message}")
    more = f" (and {len(errors) - 3} more problems)" if len(errors) > 3 else ""
    return "; ".join(parts) + more


def filter_summaries(
    summaries: builtins.list[QuestionSummary], difficulty: Difficulty | str | None, concept: str | None
) -> builtins.list[QuestionSummary]:
    """Keep the summaries of this difficulty that list this concept (case-insensitive)."""
    wanted = Difficulty(difficulty) if difficulty is not None else None
    needle = concept.strip().lower() if concept else None
    return [
        s
        for s in summaries
        if (wanted is None or s.difficulty == wanted)
        and (needle is None or any(c.lower() == needle for c in s.concepts))
    ]


def valid_summaries(
    store: QuestionStore, difficulty: Difficulty | str | None = None, concept: str | None = None
) -> builtins.list[QuestionSummary]:
    """The summaries of ``store``'s questions that load, filtered; one that does not (malformed, or
    gone since it was listed) is logged and left out, so one bad question never hides the bank."""
    summaries = []
    for question_id in store.ids():
        try:
            summaries.append(store.get(question_id).summary())
        except (QuestionFormatError, QuestionNotFoundError) as exc:
            log.error("skipping question %s: %s", question_id, exc.message)
    return filter_summaries(summaries, difficulty, concept)


def bundled_bank() -> Traversable:
    """The bank that ships inside the package (``assay/questions/bank``)."""
    return resources.files("assay.questions").joinpath("bank")


class DirectoryStore:
    """Questions as ``L-{id}.json`` files in one directory (default: the bundled bank).

    Args:
        path: the directory; None for the bundled bank.
    """

    def __init__(self, path: Path | str | Traversable | None = None) -> None:
        self._root: Traversable = bundled_bank() if path is None else _as_traversable(path)
        self.location = str(self._root)

    def __repr__(self) -> str:
        return f"DirectoryStore({self.location!r})"

    def get(self, question_id: str) -> Question:
        """Load, validate and return one question."""
        name = file_name(question_id)
        entry = self._root.joinpath(name)
        if not entry.is_file():
            raise QuestionNotFoundError(question_id)
        return parse_question(entry.read_bytes(), f"{self.location}/{name}", question_id)

    def ids(self) -> builtins.list[str]:
        """Ids of every ``L-*.json`` file in the directory."""
        if not self._root.is_dir():
            return []
        found = [id_from_file_name(entry.name) for entry in self._root.iterdir() if entry.is_file()]
        return sort_ids([i for i in found if i is not None])

    def list(
        self, difficulty: Difficulty | str | None = None, concept: str | None = None
    ) -> builtins.list[QuestionSummary]:
        """Summaries of the valid questions; a malformed file is logged and left out."""
        return valid_summaries(self, difficulty, concept)


def _as_traversable(path: Path | str | Traversable) -> Traversable:
    if isinstance(path, str):
        return Path(path)
    return path
