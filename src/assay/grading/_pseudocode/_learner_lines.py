"""The learner's line behind a line of the normaliser's Python.

``Normalised.line_map`` gives, for each Python line, the submission line it came from (0 for a line
the translation added). The no-blame checks name that line; the passes that run after normalising
(``_display_steps``, ``_one_of``, ``_skip_direction``) read what the learner wrote on it.
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["learner_line", "line_text", "origin"]


def origin(produced_line: int, line_map: Sequence[int]) -> int:
    """The submission line (1-based) behind Python line ``produced_line``; 0 when none is."""
    return line_map[produced_line - 1] if 0 < produced_line <= len(line_map) else 0


def line_text(lines: Sequence[str], number: int) -> str:
    """The learner's line ``number`` (1-based), stripped; empty when no line of theirs is meant (0)."""
    return lines[number - 1].strip() if 0 < number <= len(lines) else ""


def learner_line(lines: Sequence[str], line_map: Sequence[int], produced_line: int) -> str:
    """What the learner wrote on the line behind Python line ``produced_line``, stripped."""
    return line_text(lines, origin(produced_line, line_map))
