"""A text and its one parse (docs/grading.md, "In the code"): what the grading pipeline's steps pass
along instead of the text, so that no step parses it again."""

from __future__ import annotations

import ast
import textwrap
from dataclasses import dataclass

__all__ = ["Parsed"]


@dataclass(frozen=True, slots=True)
class Parsed:
    """A text and its parse: the one ``ast.parse`` of that text the pipeline makes.

    Attributes:
        raw: the text as given.
        text: ``raw`` dedented (code pasted from an indented block runs as written); what is parsed.
        tree: the module, or ``None`` when ``text`` does not parse.
        error: why it does not parse (``SyntaxError``, or ``ValueError`` for a NUL character).
    """

    raw: str
    text: str
    tree: ast.Module | None
    error: SyntaxError | ValueError | None = None

    @classmethod
    def of(cls, raw: str) -> Parsed:
        text = textwrap.dedent(raw)
        try:
            return cls(raw, text, ast.parse(text))
        except (SyntaxError, ValueError) as exc:
            return cls(raw, text, None, exc)
