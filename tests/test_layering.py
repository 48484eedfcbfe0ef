"""The package layering of docs/architecture.md holds, and packages meet only through public names.

Two checks: import-linter's contracts in pyproject.toml (layers front doors → jobs → core → base,
private modules, no cycles inside a package), and an ``ast`` walk over every module of ``src/assay``
that also catches a private *name* imported across packages (``from assay.llm import _helper``),
which import-linter does not see. Each check is also run on a copy of the source with one planted
violation, so a contract that has stopped matching anything fails here.
"""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "src"
LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")

#: Private imports across packages that are known and allowed; kept in step with ``ignore_imports``
#: in pyproject.toml (empty: every package imports the others' public names only).
KNOWN: set[str] = set()


def _private(part: str) -> bool:
    return part.startswith("_") and not (part.startswith("__") and part.endswith("__"))


def _module_name(path: Path, src: Path) -> str:
    parts = list(path.relative_to(src).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _owner(target: str) -> str | None:
    """The package a private module belongs to (``assay.llm`` for ``assay.llm._gateway``), if private."""
    parts = target.split(".")
    for i, part in enumerate(parts):
        if _private(part):
            return ".".join(parts[:i])
    return None


def _inside(importer: str, package: str) -> bool:
    return importer == package or importer.startswith(package + ".")


def private_imports(src: Path) -> list[str]:
    """Every import, under ``src/assay``, of another package's private module or private name."""
    found: list[str] = []
    for path in sorted((src / "assay").rglob("*.py")):
        importer = _module_name(path, src)
        is_package = path.name == "__init__.py"
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            targets: list[tuple[str, str | None]] = []
            if isinstance(node, ast.Import):
                targets = [(alias.name, None) for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                if node.level:  # relative: resolve against the importer's package
                    base = importer.split(".")
                    base = base if is_package else base[:-1]
                    base = base[: len(base) - (node.level - 1)]
                    module = ".".join([*base, *([node.module] if node.module else [])])
                else:
                    module = node.module or ""
                targets = [(module, alias.name) for alias in node.names]
            for module, name in targets:
                if module != "assay" and not module.startswith("assay."):
                    continue
                owner = _owner(module)
                if owner is None and name is not None and _private(name):
                    owner = module  # a private name of a public module
                if owner is not None and not _inside(importer, owner):
                    what = module if name is None else f"{module}.{name}"
                    found.append(f"{path.relative_to(src)}:{node.lineno}: {importer} imports {what}")
    return found


def _lint_imports(src: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(LINT_IMPORTS), "--config", str(ROOT / "pyproject.toml"), "--no-cache"],
        cwd=ROOT,
        env={"PYTHONPATH": str(src), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.fixture
def planted(tmp_path: Path) -> Path:
    """A copy of ``src/`` the tests below add one violation to."""
    copy = tmp_path / "src"
    shutil.copytree(SRC, copy, ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
    return copy


def test_import_contracts_are_kept() -> None:
    done = _lint_imports(SRC)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 broken" in done.stdout


@pytest.mark.parametrize(
    ("module", "source", "contract"),
    [
        # core importing a job: against the layers
        ("assay/judge/_planted.py", "import assay.grading\n", "front doors -> jobs -> core -> base"),
        # one job importing another: jobs are independent
        ("assay/bench/_planted.py", "import assay.grading\n", "front doors -> jobs -> core -> base"),
        # a new top-level package nobody placed in a layer
        ("assay/newjob/__init__.py", "", "front doors -> jobs -> core -> base"),
        # a job that has not landed yet is held to the contract as soon as it does
        ("assay/learning/__init__.py", "import assay.bench\n", "front doors -> jobs -> core -> base"),
        # a front door reaching into a package's private module
        ("assay/cli/_planted.py", "import assay.llm._gateway\n", "private _modules are imported"),
        # a cycle inside a package
        ("assay/llm/_planted.py", "import assay.llm._gateway\n", "no import cycles"),
        # the grading pipeline reaching past the pseudocode subpackage's __init__
        (
            "assay/grading/_planted.py",
            "from assay.grading._pseudocode._clean import clean_text\n",
            "private _modules are imported",
        ),
        # the pseudocode subpackage importing the pipeline that imports it
        ("assay/grading/_pseudocode/_planted.py", "import assay.grading._step_prepare\n", "no import cycles"),
    ],
)
def test_a_planted_violation_breaks_its_contract(
    planted: Path, module: str, source: str, contract: str
) -> None:
    target = planted / module
    target.parent.mkdir(exist_ok=True)
    target.write_text(source, encoding="utf-8")
    if module == "assay/llm/_planted.py":
        gateway = planted / "assay/llm/_gateway.py"
        gateway.write_text(gateway.read_text() + "\nfrom assay.llm import _planted  # noqa\n")
    if module.startswith("assay/grading/_pseudocode/"):
        # imported by the subpackage's door, as any of its modules is
        door = planted / "assay/grading/_pseudocode/__init__.py"
        door.write_text(door.read_text() + "\nfrom assay.grading._pseudocode import _planted  # noqa\n")
    done = _lint_imports(planted)
    assert done.returncode != 0, done.stdout
    broken = done.stdout.split("Broken contracts", 1)[-1]
    assert contract in broken, done.stdout


def unexpected_private_imports(src: Path) -> list[str]:
    return [line for line in private_imports(src) if line.split(": ", 1)[1] not in KNOWN]


def test_no_module_imports_another_packages_private_names() -> None:
    assert unexpected_private_imports(SRC) == []


@pytest.mark.parametrize(
    ("module", "source"),
    [
        ("assay/cli/_planted.py", "from assay.bench._runner import BenchOptions\n"),
        ("assay/cli/_planted.py", "import assay.llm._gateway\n"),
        ("assay/cli/_planted.py", "from assay.llm import _gateway\n"),
        ("assay/cli/_planted.py", "from assay.llm._gateway import Gateway as G\n"),
        ("assay/grading/_planted.py", "def f():\n    from assay.judge._complexity import x\n"),
        ("assay/bench/_planted.py", "from assay.llm._models import _private_helper\n"),
        ("assay/api/_planted.py", "from assay.grading import _SECRET\n"),
    ],
)
def test_the_private_import_check_sees_a_planted_import(planted: Path, module: str, source: str) -> None:
    (planted / module).write_text(source, encoding="utf-8")
    found = unexpected_private_imports(planted)
    assert len(found) == 1 and "_planted" in found[0], found


def test_the_private_import_check_allows_a_packages_own_modules(planted: Path) -> None:
    (planted / "assay/llm/_planted.py").write_text(
        "from assay.llm._gateway import Gateway\nfrom . import _models\nfrom ._cache import cache_key\n",
        encoding="utf-8",
    )
    assert unexpected_private_imports(planted) == []
