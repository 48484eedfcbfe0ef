"""The interviewer's prompts (``prompts/*.txt``): the design sub-phase instruction of docs/interview.md,
and the intro, single-phase design and closing instructions, rendered with ``str.format``."""

from __future__ import annotations

from functools import lru_cache
from importlib import resources

__all__ = ["load_prompt"]


@lru_cache(maxsize=8)
def _template(name: str) -> str:
    return resources.files("assay.interview").joinpath("prompts", name).read_text(encoding="utf-8")


def load_prompt(name: str, **values: object) -> str:
    """The prompt ``name`` (e.g. ``design_sub_phase.txt``) with ``{placeholders}`` filled."""
    return _template(name).format(**values)
