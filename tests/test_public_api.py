"""Each package's ``__all__`` is sorted, complete and importable (as httpx checks its own).

Every public package and module under ``assay`` is found with :mod:`pkgutil`, so a package that lands
later is checked without anyone adding it here. "Public names" are what the module itself binds
that does not start with ``_``: its classes, functions and assignments, and the names it imports
from ``assay`` (for a lazy package such as :mod:`assay.judge`, its ``TYPE_CHECKING`` imports).
Names imported from elsewhere (``typing``, ``pydantic``) are tools, not exports.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil

import pytest

import assay

#: Alembic loads these scripts itself (``env.py`` needs its context); they are not importable API.
NOT_API = ("assay.__main__", "assay.storage.migrations")
#: Dunder names a module may export (httpx exports ``__version__`` the same way).
EXPORTED_DUNDERS = {"__version__"}


def _private(part: str) -> bool:
    return part.startswith("_") and not (part.startswith("__") and part.endswith("__"))


def public_modules() -> list[str]:
    names = ["assay"]
    for info in pkgutil.walk_packages(assay.__path__, "assay."):
        name = info.name
        if any(_private(part) for part in name.split(".")):
            continue
        if any(name == skip or name.startswith(skip + ".") for skip in NOT_API):
            continue
        names.append(name)
    return sorted(names)


PACKAGES = public_modules()


def _bound_names(module_name: str) -> set[str]:
    """The public names a module binds itself or imports from ``assay``, read from its source."""
    module = importlib.import_module(module_name)
    tree = ast.parse(inspect.getsource(module))
    names: set[str] = set()

    def visit(body: list[ast.stmt]) -> None:
        for node in body:
            if isinstance(node, ast.ImportFrom):
                source = node.module or ""
                if node.level or source == "assay" or source.startswith("assay."):
                    names.update(alias.asname or alias.name for alias in node.names)
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                names.add(node.name)
            elif isinstance(node, ast.Assign):
                names.update(t.id for t in node.targets if isinstance(t, ast.Name))
            elif isinstance(node, (ast.AnnAssign, ast.AugAssign)) and isinstance(node.target, ast.Name):
                names.add(node.target.id)
            elif isinstance(node, ast.If):  # `if TYPE_CHECKING:` imports of a lazy package
                visit(node.body)
                visit(node.orelse)
            elif isinstance(node, ast.Try):
                visit(node.body)

    visit(tree.body)
    return {n for n in names if not n.startswith("_") or n in EXPORTED_DUNDERS} - {"__all__"}


def _isort_key(name: str) -> tuple[int, str]:
    """ruff's RUF022 order: CONSTANTS, then Classes, then functions, each alphabetical."""
    if name.isupper() and len(name) > 1:
        return (0, name)
    return (1, name) if name[:1].isupper() else (2, name)


def test_discovery_finds_the_packages() -> None:
    for name in ("assay.errors", "assay.sandbox", "assay.judge", "assay.llm", "assay.grading", "assay.cli"):
        assert name in PACKAGES
    assert not any(_private(part) for name in PACKAGES for part in name.split("."))


@pytest.mark.parametrize("name", PACKAGES)
def test_all_is_sorted_and_resolves(name: str) -> None:
    module = importlib.import_module(name)
    exported = getattr(module, "__all__", None)
    assert exported is not None, f"{name} has no __all__"
    assert list(exported) == sorted(exported, key=_isort_key), f"{name}.__all__ is not sorted"
    assert len(set(exported)) == len(exported)
    for attr in exported:
        assert hasattr(module, attr), f"{name}.__all__ names {attr}, which does not exist"


@pytest.mark.parametrize("name", PACKAGES)
def test_all_is_exactly_the_public_names(name: str) -> None:
    module = importlib.import_module(name)
    public = _bound_names(name)
    exported = set(getattr(module, "__all__", ()))
    assert sorted(public - exported) == [], f"{name}: public but missing from __all__ (or make it _private)"
    assert sorted(exported - public) == [], f"{name}: in __all__ but not bound by the module"


def test_the_check_sees_a_missing_export() -> None:
    """A public name left out of ``__all__`` is caught (a check that cannot fail proves nothing)."""
    module = importlib.import_module("assay.errors")
    public = _bound_names("assay.errors")
    assert "AssayError" in public
    assert public - (set(module.__all__) - {"AssayError"}) == {"AssayError"}
