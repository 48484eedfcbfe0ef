"""The learning job's errors, each under a group of ``assay.errors``."""

from __future__ import annotations

from assay.errors import InvalidInputError, NotFoundError

__all__ = ["ConceptNotFoundError", "CourseError", "LearnInputError"]


class LearnInputError(InvalidInputError):
    """A field of an evaluation request is missing or malformed; ``details["field"]`` names it."""

    def __init__(self, field: str, message: str, *, code: str, hint: str | None = None) -> None:
        super().__init__(message, code=code, hint=hint, details={"field": field})
        self.field = field


class ConceptNotFoundError(NotFoundError):
    """The course has no concept with this id."""

    default_code = "CONCEPT_NOT_FOUND"

    def __init__(self, concept_id: str, *, known: list[str] | None = None) -> None:
        hint = "assay learn course validate lists the course's concepts"
        if known:
            hint = f"known concepts include {', '.join(sorted(known)[:8])}; " + hint
        super().__init__(
            f"concept {concept_id!r} is not in the course",
            hint=hint,
            details={"field": "concept_id", "concept_id": concept_id},
        )


class CourseError(InvalidInputError):
    """A course file that cannot be used; ``problems`` lists every problem with its path."""

    default_code = "INVALID_COURSE"

    def __init__(self, source: str, problems: list[str]) -> None:
        shown = "; ".join(problems[:5]) + (f"; and {len(problems) - 5} more" if len(problems) > 5 else "")
        super().__init__(
            f"course {source} is invalid: {shown}",
            hint="fix the course file (format: docs/learning.md, 'Course files')",
            details={"source": source, "problems": problems},
        )
        self.source = source
        self.problems = problems
