"""``sandbox_hide_source``: a pool whose jobs cannot read the assay package or its checkout.

The hostile probe looks for the local quiz server's generators (from which the quiz answers can be
derived) every way a program could: by path from ``assay.__file__``, through ``importlib``, by
walking ``sys.path``, through ``/proc/self/root`` and ``/proc/self/cwd``, and in the checkout around
the package (the tests' reference solution). Run in a default pool the same probe finds them, so
the probe itself is known to work.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

import assay
from assay.sandbox import RunStatus, Sandbox, SandboxError, SandboxSettings
from assay.sandbox._settings import source_paths
from tests.sandbox.conftest import needs_root, run_source

pytestmark = needs_root()

#: Emits what it could see of the package's source; every probe reports an error name when hidden.
PROBE = r"""
import importlib, importlib.util, os, sys
import assay
package = os.path.dirname(assay.__file__)
checkout = os.path.dirname(os.path.dirname(package))
target = os.path.join(package, "solver", "quizserver")

def attempt(fn):
    try:
        return fn()
    except Exception as exc:
        return type(exc).__name__

def read(path):
    with open(path, "rb") as fh:
        return len(fh.read())

found = {
    "listdir": attempt(lambda: sorted(os.listdir(target))),
    "read": attempt(lambda: read(os.path.join(target, "__init__.py"))),
    "own_source": attempt(lambda: read(os.path.join(package, "sandbox", "_child.py"))),
    "import": attempt(lambda: importlib.import_module("assay.solver.quizserver").__name__),
    "spec": attempt(lambda: str(importlib.util.find_spec("assay.solver.quizserver"))),
    "proc_root": attempt(lambda: sorted(os.listdir("/proc/self/root" + target))),
    "proc_cwd": attempt(lambda: sorted(os.listdir("/proc/self/cwd/../.." + target))),
    "proc_fds": [attempt(lambda: os.readlink("/proc/self/fd/" + fd)) for fd in os.listdir("/proc/self/fd")],
    "reference": attempt(lambda: read(os.path.join(checkout, "tests", "solver", "quiz_reference.py"))),
    "modules": sorted(m for m in sys.modules if "quizserver" in m),
}
hits = []
for entry in dict.fromkeys([*sys.path, checkout, package]):
    for root, dirs, files in os.walk(entry):
        hits += [os.path.join(root, f) for f in files if "quizserver" in root or f == "quiz_reference.py"]
found["walk"] = hits[:5]
with open("mine.csv", "w") as fh:
    fh.write("a\n1\n2\n")
found["workspace"] = open("mine.csv").read()
if payload.get("pandas"):
    import pandas
    found["pandas"] = int(pandas.read_csv("mine.csv")["a"].sum())
emit(found)
"""


@pytest.fixture(scope="module")
def hiding() -> Iterator[Sandbox]:
    settings = SandboxSettings(sandbox_isolation="full", sandbox_hide_source=True)
    with Sandbox(max_workers=1, settings=settings) as pool:
        try:
            pool.warm()
        except SandboxError as exc:
            pytest.skip(f"full isolation unavailable here: {exc}")
        yield pool


def _probe(pool: Sandbox, *, pandas: bool = False) -> dict[str, object]:
    source = PROBE.replace('payload.get("pandas")', repr(pandas))
    result = run_source(pool, source, wall_s=60.0)
    assert result.status is RunStatus.OK, (result.status, result.detail, result.stderr[-1500:])
    found = result.messages[-1]
    assert isinstance(found, dict)
    return found


def test_a_hiding_pool_shows_no_source_by_any_route(hiding: Sandbox) -> None:
    found = _probe(hiding, pandas=True)
    assert found["listdir"] == "FileNotFoundError"
    assert found["read"] == "FileNotFoundError"
    assert found["own_source"] == "FileNotFoundError"  # the sandbox's own modules are in memory only
    assert found["import"] == "ModuleNotFoundError"
    assert found["spec"] in ("None", "ModuleNotFoundError")
    assert found["proc_root"] == "FileNotFoundError"
    assert found["proc_cwd"] == "FileNotFoundError"
    assert found["reference"] == "FileNotFoundError"
    assert found["modules"] == []
    assert found["walk"] == []
    assert not [fd for fd in found["proc_fds"] if "assay" in fd or fd.endswith(".py")]  # type: ignore[attr-defined]
    # ...while the job works as before: its workspace, the standard library, a data library
    assert found["workspace"] == "a\n1\n2\n"
    assert found["pandas"] == 3


def test_the_same_probe_finds_the_source_in_a_default_pool(sandbox: Sandbox) -> None:
    """The default (the judge's) keeps the package readable: the probe above can find what it looks for."""
    found = _probe(sandbox)
    assert "__init__.py" in found["listdir"]  # type: ignore[operator]
    assert isinstance(found["read"], int) and found["read"] > 0
    assert found["walk"]


def test_source_paths_name_the_package_and_its_checkout() -> None:
    package = Path(assay.__file__).resolve().parent
    paths = source_paths([str(package.parent)])
    assert paths[0] == str(package)
    checkout = package.parent.parent
    if (checkout / "pyproject.toml").is_file():
        assert str(checkout) in paths
    assert "/" not in paths


def test_source_paths_find_a_stale_copy_on_sys_path(tmp_path: Path) -> None:
    stale = tmp_path / "site-packages" / "assay"
    stale.mkdir(parents=True)
    (stale / "__init__.py").write_text("")
    assert str(stale.resolve()) in source_paths([str(tmp_path / "site-packages"), "/nonexistent"])
