"""What a model's program can see, in the real sandbox: its copy of the task's files, the standard
library and the data libraries; never the assay source (the local quiz server's generators, from
which every answer can be derived), the checkout around it, or the folders of other tasks.

The same hostile program runs from this checkout and from a clone with its virtualenv under /tmp
(where the job's working directory moves to /var/tmp: docs/security.md).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import assay
from assay.sandbox import SandboxError
from assay.solver import SolverService
from tests.solver.solver_harness import solver_settings

pytestmark = pytest.mark.skipif(os.geteuid() != 0, reason="the hiding layers need root")

#: A model's program hunting for the quiz server's source every way it could, then doing its job.
HOSTILE = r"""
import importlib, os, sys
import assay

def attempt(fn):
    try:
        return fn()
    except Exception as exc:
        return type(exc).__name__

def read(path):
    with open(path, "rb") as fh:
        return fh.read(64).decode("utf-8", "replace")

package = os.path.dirname(assay.__file__)
server = os.path.join(package, "solver", "quizserver")
checkout = os.path.dirname(os.path.dirname(package))
seen = {
    "by_path": attempt(lambda: os.listdir(server)),
    "by_file": attempt(lambda: read(os.path.join(server, "__init__.py"))),
    "by_import": attempt(lambda: importlib.import_module("assay.solver.quizserver").__name__),
    "by_proc": attempt(lambda: os.listdir("/proc/self/root" + server)),
    "by_cwd": attempt(lambda: os.listdir("/proc/self/cwd/../.." + server)),
    "reference": attempt(lambda: read(os.path.join(checkout, "tests", "solver", "quiz_reference.py"))),
    "other_task": attempt(lambda: os.listdir(OTHER_TASK)),
    "modules": [m for m in sys.modules if "quizserver" in m],
}
walked = []
for entry in dict.fromkeys([*sys.path, package, checkout, os.path.dirname(OTHER_TASK)]):
    for root, dirs, files in os.walk(entry):
        walked += [f for f in files if "quizserver" in root or f in ("quiz_reference.py", "result.json")]
seen["walk"] = walked[:5]
import pandas as pd
seen["revenue"] = float(pd.read_csv("sales.csv", sep=";", decimal=",")["revenue"].sum())
answer = seen
"""

HIDDEN = {
    "by_path": "FileNotFoundError",
    "by_file": "FileNotFoundError",
    "by_import": "ModuleNotFoundError",
    "by_proc": "FileNotFoundError",
    "by_cwd": "FileNotFoundError",
    "reference": "FileNotFoundError",
    "other_task": "FileNotFoundError",
    "modules": [],
    "walk": [],
    "revenue": 4.0,
}
OTHER = "20261125-120000-0123456789"  # another task's folder in TASK_BASEDIR
SALES = b"region;revenue\nEast;1,5\nWest;2,5\n"


def hostile(other_task: Path) -> str:
    return f"OTHER_TASK = {str(other_task)!r}\n" + HOSTILE


@pytest.fixture
def basedir() -> Iterator[Path]:
    """A TASK_BASEDIR outside /tmp (which every job sees empty anyway), holding another task's folder."""
    root = Path(tempfile.mkdtemp(prefix="assay-tasks-", dir="/"))
    root.chmod(0o755)
    other = root / OTHER
    (other / "files").mkdir(parents=True)
    (other / "result.json").write_text('{"answer": 42}')
    for path in (other, other / "files"):
        path.chmod(0o755)
    (other / "result.json").chmod(0o644)
    try:
        yield root
    finally:
        shutil.rmtree(root, ignore_errors=True)


def test_the_service_hides_the_source_and_the_task_folders_from_programs(basedir: Path) -> None:
    service = SolverService(solver_settings(basedir, task_basedir=basedir), models=["openai:unused"])
    runner = service.runner
    assert runner.hidden == [str(basedir.resolve())]
    try:
        try:
            result = runner.run(hostile(basedir / OTHER), {"sales.csv": SALES}, wall_s=60)
        except SandboxError as exc:
            pytest.skip(f"the sandbox cannot start here: {exc}")
    finally:
        runner.close()
    assert result.status == "ok", result.error
    assert result.answer == HIDDEN


def test_without_hiding_the_same_program_finds_the_source(basedir: Path) -> None:
    """The probe works: in a pool of the default kind (the judge's) the package is readable."""
    from assay.sandbox import Limits, Sandbox, SandboxJob

    code = hostile(basedir / OTHER)
    files = {"sales.csv": __import__("base64").b64encode(SALES).decode()}
    with Sandbox(max_workers=1) as pool:
        result = pool.run(
            SandboxJob(
                entry="assay.solver._exec:run_program",
                payload={"code": code, "files": files},
                limits=Limits(wall_s=60, memory_mb=768, open_files=128, processes=32),
            )
        )
    event = result.messages[-1]
    assert event["event"] == "done", (result.status, result.stderr[-1500:], event)
    seen = event["answer"]
    assert "__init__.py" in seen["by_path"]
    assert seen["by_import"] == "assay.solver.quizserver"
    assert seen["other_task"] == ["files", "result.json"]


# -- a clone under /tmp -------------------------------------------------------------------------

CLONE_SCRIPT = """
import json, sys
from assay.solver import CodeRunner
runner = CodeRunner(hidden=[sys.argv[1]])
try:
    result = runner.run(open(sys.argv[2]).read(), {"sales.csv": open(sys.argv[3], "rb").read()}, wall_s=60)
finally:
    runner.close()
print(json.dumps({"file": __import__("assay").__file__, "result": result.model_dump(mode="json")}))
"""


def _site_packages() -> str:
    return next(p for p in sys.path if p.endswith("site-packages") and Path(p, "pandas").is_dir())


@pytest.fixture
def clone() -> Iterator[Path]:
    """A copy of the package in a checkout under /tmp, with a virtualenv there that runs it.

    The virtualenv borrows this one's third-party libraries through a ``.pth`` line (no editable
    install, so ``assay`` is found in the clone's ``src``).
    """
    root = Path(tempfile.mkdtemp(prefix="assay-clone-", dir="/tmp"))
    try:
        package = Path(assay.__file__).resolve().parent
        shutil.copytree(package, root / "src" / "assay")
        (root / ".git").mkdir()
        (root / "pyproject.toml").write_text('[project]\nname = "assay"\n')
        (root / "tests" / "solver").mkdir(parents=True)
        (root / "tests" / "solver" / "quiz_reference.py").write_text("ANSWERS = {}\n")
        base = getattr(sys, "_base_executable", sys.executable)
        subprocess.run([base, "-m", "venv", "--without-pip", str(root / ".venv")], check=True, timeout=120)
        site = next((root / ".venv" / "lib").glob("python3*/site-packages"))
        (site / "clone.pth").write_text(f"{root / 'src'}\n{_site_packages()}\n")
        yield root
    finally:
        shutil.rmtree(root, ignore_errors=True)


def test_a_clone_under_tmp_hides_its_source_too(clone: Path, basedir: Path, tmp_path: Path) -> None:
    program = tmp_path / "program.py"
    program.write_text(hostile(basedir / OTHER))
    sales = tmp_path / "sales.csv"
    sales.write_bytes(SALES)
    script = tmp_path / "run.py"
    script.write_text(CLONE_SCRIPT)
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8", "HOME": str(tmp_path)}
    done = subprocess.run(
        [str(clone / ".venv" / "bin" / "python"), str(script), str(basedir), str(program), str(sales)],
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    out: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    assert out["file"].startswith(str(clone / "src" / "assay"))  # the clone's package ran
    result = out["result"]
    assert result["status"] == "ok", result["error"]
    assert result["answer"] == HIDDEN
