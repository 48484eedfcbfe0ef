"""The quiz solver job: solves chains of data quizzes on JS-rendered pages (see docs/solve.md)."""

from __future__ import annotations

__all__: list[str] = []
