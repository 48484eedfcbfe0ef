"""The French table's guard and counted loop under the names they had when French had a reader of
its own (the backtracking tests time them); the table is ``_languages_french``."""

from __future__ import annotations

from assay.grading._pseudocode._languages_french import _FOR, _OPENER

__all__ = ["_FOR", "_OPENER"]
