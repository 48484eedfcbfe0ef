"""Each package's ``__all__`` is sorted, complete and importable (as httpx checks its own)."""

from __future__ import annotations

import importlib

import pytest

PACKAGES = [
    "assay",
    "assay.errors",
    "assay.sandbox",
    "assay.judge",
    "assay.llm",
    "assay.questions",
    "assay.grading",
    "assay.bench",
]


def _isort_key(name: str) -> tuple[int, str]:
    """ruff's RUF022 order: CONSTANTS, then Classes, then functions, each alphabetical."""
    if name.isupper() and len(name) > 1:
        return (0, name)
    return (1, name) if name[:1].isupper() else (2, name)


@pytest.mark.parametrize("name", PACKAGES)
def test_all_is_sorted_and_resolves(name: str) -> None:
    module = importlib.import_module(name)
    exported = getattr(module, "__all__", None)
    assert exported is not None, f"{name} has no __all__"
    assert list(exported) == sorted(exported, key=_isort_key), f"{name}.__all__ is not sorted"
    assert len(set(exported)) == len(exported)
    for attr in exported:
        assert hasattr(module, attr), f"{name}.__all__ names {attr}, which does not exist"
