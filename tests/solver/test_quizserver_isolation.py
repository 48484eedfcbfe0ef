"""The solver must solve quizzes it has never seen: it never imports the quiz server, and the quiz
server never imports the solver. Read from the source (imports inside functions count too)."""

from __future__ import annotations

import ast
from pathlib import Path

import assay.solver

SOLVER = Path(assay.solver.__file__).parent
QUIZ = SOLVER / "quizserver"


def _imports(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def test_the_solver_never_imports_the_quiz_server() -> None:
    modules = [p for p in SOLVER.rglob("*.py") if QUIZ not in p.parents]
    assert modules, "the solver package has no modules"
    for path in modules:
        offending = sorted(name for name in _imports(path) if "quizserver" in name)
        assert not offending, f"{path.name} imports {offending}"
        assert "quiz_reference" not in path.read_text(encoding="utf-8"), path.name


def test_the_quiz_server_never_imports_the_solver() -> None:
    for path in QUIZ.rglob("*.py"):
        for name in _imports(path):
            if name.startswith("assay.solver"):
                assert name.startswith("assay.solver.quizserver"), f"{path.name} imports {name}"


def test_the_reference_answers_live_only_in_the_tests() -> None:
    assert not list(SOLVER.rglob("quiz_reference*"))
    assert (Path(__file__).parent / "quiz_reference.py").is_file()
