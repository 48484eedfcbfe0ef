"""Model-written programs run as a script would: real sandbox, ``solution.py`` in the workspace."""

from __future__ import annotations

import asyncio

import pytest

from assay.bench._models import TrialStatus
from assay.bench._runner import Executed, execute_code
from assay.sandbox import Sandbox


def run(sandbox: Sandbox, code: str, expected: str = "") -> Executed:
    return asyncio.run(execute_code(sandbox, code, expected, timeout_s=5.0, tolerance=None))


def test_runs_as_main_with_file_and_argv(sandbox: Sandbox) -> None:
    code = (
        "import os, sys\n"
        "if __name__ == '__main__':\n"
        "    print(os.path.basename(__file__), os.path.basename(sys.argv[0]), len(sys.argv))\n"
        "    print(open(__file__, encoding='utf-8').read().count('\\n'))\n"
    )
    result = run(sandbox, code, "solution.py solution.py 1\n4")
    assert result.status is TrialStatus.CORRECT, result


def test_classes_defined_in_main_pickle_and_dataclasses_work(sandbox: Sandbox) -> None:
    code = (
        "import dataclasses, pickle\n"
        "@dataclasses.dataclass\n"
        "class P:\n"
        "    x: int\n"
        "print(pickle.loads(pickle.dumps(P(3))).x)\n"
    )
    assert run(sandbox, code, "3").status is TrialStatus.CORRECT


@pytest.mark.parametrize(
    "ending",
    [
        "import os; os._exit(0)",
        "import sys; sys.exit(0)",
        "import sys; sys.exit()",
        "exit()",
        "raise SystemExit",
    ],
)
def test_a_clean_exit_after_the_output_is_a_normal_end(sandbox: Sandbox, ending: str) -> None:
    result = run(sandbox, f"print('[0, 1]')\n{ending}\n", "[0, 1]")
    assert result.status is TrialStatus.CORRECT, result


@pytest.mark.parametrize("ending", ["import os; os._exit(3)", "import sys; sys.exit(3)"])
def test_a_non_zero_exit_is_a_runtime_error(sandbox: Sandbox, ending: str) -> None:
    result = run(sandbox, f"print('[0, 1]')\n{ending}\n", "[0, 1]")
    assert result.status is TrialStatus.RUNTIME_ERROR
    assert result.error == "exit status 3"


def test_sys_exit_with_a_message_prints_it_and_fails(sandbox: Sandbox) -> None:
    result = run(sandbox, "import sys\nsys.exit('bad input')\n")
    assert result.status is TrialStatus.RUNTIME_ERROR and "bad input" in result.stderr


def test_an_exception_reports_its_line_and_a_traceback(sandbox: Sandbox) -> None:
    result = run(sandbox, "print('before')\n\ndef f():\n    return 1 / 0\nf()\n")
    assert result.status is TrialStatus.RUNTIME_ERROR
    assert result.error == "ZeroDivisionError: division by zero (line 4)"
    assert result.stdout == "before\n"
    assert 'solution.py", line 4' in result.stderr and "runpy" not in result.stderr


def test_syntax_error_is_caught_before_running(sandbox: Sandbox) -> None:
    result = run(sandbox, "print('x'\n")
    assert result.status is TrialStatus.SYNTAX_ERROR and "solution.py" in (result.error or "")


def test_unicode_output(sandbox: Sandbox) -> None:
    assert run(sandbox, "print('你好，世界 🌏')", "你好，世界 🌏").status is TrialStatus.CORRECT
