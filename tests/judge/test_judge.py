"""Every verdict, every compare mode and the judge-level hostile cases, through the real sandbox."""

from __future__ import annotations

import os
import textwrap
import time
from pathlib import Path
from typing import Any, cast

import pytest

from assay.judge import (
    CheckerCompare,
    ExactCompare,
    FloatCompare,
    InplaceCompare,
    Judge,
    Param,
    Signature,
    TestCase,
    UnorderedCompare,
    Verdict,
)
from assay.judge._judge import tle_threshold
from assay.sandbox import RunStatus, Sandbox, SandboxResult
from assay.sandbox._layers import ALL_LAYERS, MINIMAL_LAYERS

ADD = Signature(
    method="add", params=[Param(name="a", type="int"), Param(name="b", type="int")], returns="int"
)
ADD_TESTS = [
    TestCase(input={"a": a, "b": b}, expected=a + b) for a, b in [(1, 2), (0, 0), (-5, 5), (10**12, 1)]
]


def solution(body: str, header: str = "def add(self, a: int, b: int) -> int:") -> str:
    return "class Solution:\n    " + header + "\n" + textwrap.indent(textwrap.dedent(body), "        ")


def test_accepted(judge: Judge) -> None:
    result = judge.run(solution("return a + b"), ADD, ADD_TESTS, hidden_from=2)
    assert result.verdict is Verdict.AC and result.passed == 4 and result.failed == 0
    assert [t.hidden for t in result.tests] == [False, False, True, True]
    assert result.tests[3].received == 10**12 + 1
    # The layers are reported: every one of them as root (how the suite runs), at least the minimal
    # ones elsewhere.
    expected_layers = ALL_LAYERS if os.geteuid() == 0 else MINIMAL_LAYERS
    assert set(expected_layers) <= set(result.isolation)


def test_wrong_answer_says_what_differs(judge: Judge) -> None:
    result = judge.run(solution("return a - b if a else a + b"), ADD, ADD_TESTS)
    assert result.verdict is Verdict.WA
    wa = result.tests[0]
    assert wa.verdict is Verdict.WA and wa.received == -1 and wa.message == "value: expected 3, got -1"


def test_runtime_error_has_type_message_and_user_line(judge: Judge) -> None:
    code = solution("x = a + b\nif a == 0:\n    raise ValueError('zero')\nreturn x")
    result = judge.run(code, ADD, ADD_TESTS)
    assert result.verdict is Verdict.RE
    t = result.tests[1]
    assert t.verdict is Verdict.RE and t.error is not None
    assert (t.error.type, t.error.message, t.error.line) == ("ValueError", "zero", 5)
    assert result.tests[0].verdict is Verdict.AC  # the others still ran


def test_compile_error_has_line_and_column(judge: Judge) -> None:
    result = judge.run(
        "class Solution:\n    def add(self, a: int, b: int) -> int:\n        return (a +\n", ADD, ADD_TESTS
    )
    assert result.verdict is Verdict.CE and result.compile_error is not None
    assert result.compile_error.line == 3 and result.compile_error.column is not None
    assert all(t.verdict is Verdict.CE for t in result.tests)


def test_time_limit_per_test_stops_the_run_by_default(judge: Judge) -> None:
    code = solution("if a == 0:\n    while True:\n        pass\nreturn a + b")
    result = judge.run(code, ADD, ADD_TESTS, time_limit_s=0.3)
    assert [t.verdict for t in result.tests] == [Verdict.AC, Verdict.TLE, Verdict.SKIPPED, Verdict.SKIPPED]
    assert result.verdict is Verdict.TLE and result.passed == 1
    assert result.tests[0].wall_ms is not None and result.tests[0].wall_ms < 300


def test_time_limit_per_test_without_stopping(judge: Judge) -> None:
    code = solution("if a == 0:\n    while True:\n        pass\nreturn a + b")
    result = judge.run(code, ADD, ADD_TESTS, time_limit_s=0.3, stop_on_tle=False)
    assert [t.verdict for t in result.tests] == [Verdict.AC, Verdict.TLE, Verdict.AC, Verdict.AC]
    assert result.verdict is Verdict.TLE


MANY_TESTS = [TestCase(input={"a": i, "b": 1}, expected=i + 1) for i in range(19)]


@pytest.mark.parametrize(
    "prelude",
    ["", "signal.signal(signal.SIGALRM, signal.SIG_IGN)\n"],
    ids=["loop", "loop-ignoring-the-alarm"],
)
def test_infinite_loop_costs_one_time_limit_not_one_per_test(judge: Judge, prelude: str) -> None:
    code = "import signal\n" + solution(prelude + "while True:\n    pass")
    started = time.monotonic()
    result = judge.run(code, ADD, MANY_TESTS, time_limit_s=0.5)
    elapsed = time.monotonic() - started
    assert result.verdict is Verdict.TLE
    assert [t.verdict for t in result.tests] == [Verdict.TLE] + [Verdict.SKIPPED] * 18
    assert elapsed < 0.5 + 1.0, elapsed  # one limit (plus slack and start-up), not 19 of them


def test_disarmed_timer_cannot_buy_time(judge: Judge) -> None:
    # The harness's own timer lives in the child, which the submission controls: it switches it
    # off and sleeps past the limit on every test. The supervisor's clock still says TLE.
    code = "import signal, time\n" + solution(
        "signal.setitimer(signal.ITIMER_REAL, 0)\ntime.sleep(0.5)\nreturn a + b"
    )
    started = time.monotonic()
    result = judge.run(code, ADD, ADD_TESTS, time_limit_s=0.3)
    assert result.verdict is Verdict.TLE and result.passed == 0, result.tests
    assert result.tests[0].verdict is Verdict.TLE
    assert all(t.verdict is Verdict.SKIPPED for t in result.tests[1:])
    assert time.monotonic() - started < 1.5  # killed at the first late test, not after the job budget


def test_swallowed_time_limit_exception_cannot_buy_time(judge: Judge) -> None:
    code = "import time\n" + solution(
        """
        started = time.monotonic()
        while time.monotonic() - started < 0.8:
            try:
                sum(range(1000))
            except BaseException:
                pass
        return a + b
        """
    )
    result = judge.run(code, ADD, ADD_TESTS, time_limit_s=0.3)
    assert result.verdict is Verdict.TLE and result.passed == 0, result.tests
    assert result.tests[0].verdict is Verdict.TLE


def test_a_late_result_is_tle_whatever_the_child_says() -> None:
    # The decision itself, on what a sandbox could report when the result of test 1 arrives late
    # but before the kill lands (a race the real sandbox rarely shows).
    judge = Judge(sandbox=cast(Sandbox, _NoSandbox()))
    messages = [
        {"kind": "loaded"},
        {"kind": "test", "i": 0, "status": "ok", "value": 3, "cpu_ms": 1.0},
        {"kind": "test", "i": 1, "status": "ok", "value": 0, "cpu_ms": 1.0},
        {"kind": "done"},
    ]
    times = [0.010, 0.020, 0.020 + tle_threshold(0.3) + 0.01, 0.5]
    result = SandboxResult(status=RunStatus.OK, exit_code=0, messages=messages, message_times=times)
    judged = judge._judge(result, ADD_TESTS[:2], ExactCompare(), None, _options(0.3))
    assert [t.verdict for t in judged.tests] == [Verdict.AC, Verdict.TLE]
    assert judged.tests[1].received is None and "measured outside" in (judged.tests[1].message or "")
    on_time = [0.010, 0.020, 0.020 + tle_threshold(0.3) - 0.01, 0.5]
    result = SandboxResult(status=RunStatus.OK, exit_code=0, messages=messages, message_times=on_time)
    judged = judge._judge(result, ADD_TESTS[:2], ExactCompare(), None, _options(0.3))
    assert [t.verdict for t in judged.tests] == [Verdict.AC, Verdict.AC]


def test_truncated_output_is_ole_even_when_the_job_finished_first() -> None:
    # The race of the output cap: the job printed past it and finished before the kill landed, so
    # every result arrived and the status may be anything; the output was cut all the same.
    judge = Judge(sandbox=cast(Sandbox, _NoSandbox()))
    messages = [
        {"kind": "loaded"},
        {"kind": "test", "i": 0, "status": "ok", "value": 3, "cpu_ms": 1.0},
        {"kind": "test", "i": 1, "status": "ok", "value": 0, "cpu_ms": 1.0},
        {"kind": "done"},
    ]
    for status, truncated, at in [
        (RunStatus.OK, True, 0.015),
        (RunStatus.OUTPUT_LIMIT, True, 0.015),
        (RunStatus.OUTPUT_LIMIT, False, None),
    ]:
        result = SandboxResult(
            status=status,
            exit_code=0,
            messages=messages,
            message_times=[0.01, 0.02, 0.03, 0.04],
            stdout_truncated=truncated,
            output_limit_s=at,
        )
        judged = judge._judge(result, ADD_TESTS[:2], ExactCompare(), None, _options(2.0))
        assert judged.verdict is Verdict.OLE, (status, truncated)
        expected = [Verdict.OLE, Verdict.SKIPPED] if at is not None else [Verdict.AC, Verdict.OLE]
        assert [t.verdict for t in judged.tests] == expected


class _NoSandbox:
    def run(self, job: object) -> SandboxResult:
        raise AssertionError("the decision tests never run a job")


def _options(limit: float) -> Any:
    from assay.judge._judge import _Options

    return _Options(time_limit_s=limit, memory_mb=256, stop_on_first_failure=False, stop_on_tle=True)


def test_infinite_loop_inside_finally_is_killed_from_outside(judge: Judge) -> None:
    code = solution("try:\n    while True:\n        pass\nfinally:\n    while True:\n        pass")
    result = judge.run(code, ADD, ADD_TESTS[:2], time_limit_s=0.3)
    assert result.tests[0].verdict is Verdict.TLE
    assert result.tests[1].verdict is Verdict.SKIPPED
    assert result.verdict is Verdict.TLE


def test_ignored_alarm_is_killed_from_outside(judge: Judge) -> None:
    code = "import signal\nsignal.signal(signal.SIGALRM, signal.SIG_IGN)\n" + solution(
        "signal.signal(signal.SIGALRM, signal.SIG_IGN)\nwhile True:\n    pass"
    )
    result = judge.run(code, ADD, ADD_TESTS[:2], time_limit_s=0.3)
    assert result.tests[0].verdict is Verdict.TLE and result.verdict is Verdict.TLE


def test_memory_limit(judge: Judge) -> None:
    result = judge.run(solution("x = bytearray(1 << 30)\nreturn a + b"), ADD, ADD_TESTS[:1], memory_mb=256)
    assert result.tests[0].verdict is Verdict.MLE


def test_memory_error_at_import_is_mle_not_re(judge: Judge) -> None:
    code = "x = bytearray(1 << 30)\n" + solution("return a + b")
    result = judge.run(code, ADD, ADD_TESTS[:2], memory_mb=256)
    assert result.verdict is Verdict.MLE
    assert [t.verdict for t in result.tests] == [Verdict.MLE, Verdict.MLE]
    assert result.tests[0].error is not None and result.tests[0].error.type == "MemoryError"


def test_deep_recursion_with_a_raised_limit_is_a_quick_runtime_error(judge: Judge) -> None:
    # Half a million frames: formatting the whole traceback (as traceback.extract_tb does) takes
    # seconds, longer than the limit; the harness walks a bounded part of it.
    code = textwrap.dedent(
        """\
        import sys
        sys.setrecursionlimit(500_000)
        class Solution:
            def add(self, a: int, b: int) -> int:
                return self.down(0)
            def down(self, n):
                return self.down(n + 1) + 1
        """
    )
    result = judge.run(code, ADD, ADD_TESTS[:1], time_limit_s=2.0, memory_mb=1024)
    test = result.tests[0]
    assert result.verdict is Verdict.RE, (test.verdict, test.message)
    assert test.error is not None and test.error.type == "RecursionError" and test.error.line == 7


def test_output_limit(judge: Judge) -> None:
    code = solution("while True:\n    print('x' * 65536)")
    result = judge.run(code, ADD, ADD_TESTS[:2], time_limit_s=2)
    assert result.tests[0].verdict is Verdict.OLE and result.verdict is Verdict.OLE


def test_output_over_the_cap_is_never_accepted(judge: Judge) -> None:
    # Over the cap on the last test, then gone at once: whether the kill or the end of the job
    # lands first, the output was cut, so the verdict is OLE, never AC.
    code = "import os\n" + solution("if a == 10**12:\n    os.write(1, b'x' * 300_000)\nreturn a + b")
    for _ in range(5):
        result = judge.run(code, ADD, ADD_TESTS)
        assert result.verdict is Verdict.OLE, [t.verdict for t in result.tests]
        assert [t.verdict for t in result.tests][:3] == [Verdict.AC] * 3


def test_no_tests_is_an_internal_error_not_a_pass(judge: Judge) -> None:
    result = judge.run(solution("return a + b"), ADD, [])
    assert result.verdict is Verdict.IE and not result.accepted
    assert result.tests == [] and result.message == "no test cases to run"


def test_submission_cannot_read_the_question_bank(judge: Judge) -> None:
    # Hidden tests and reference solutions live in the bundled bank (and, in a checkout, in .git):
    # a judged submission looks for them through the package's own location.
    import assay

    bank = Path(assay.__file__).parent / "questions" / "bank"
    some_file = sorted(bank.glob("*.json"))[0]
    assert some_file.read_text()  # the service can read it
    code = (
        "import glob, os, assay\n"
        "root = os.path.dirname(assay.__file__)\n"
        "found = glob.glob(os.path.join(root, 'questions', 'bank', '*'))\n"
        "found += glob.glob(os.path.join(root, '..', '..', '.git', '*'))\n"
        "try:\n"
        f"    secret = open({str(some_file)!r}).read()\n"
        "except OSError as exc:\n"
        "    secret = type(exc).__name__\n"
        "try:\n"
        "    readable = len(open(os.path.join(root, 'questions', '__init__.py')).read(10))\n"
        "except OSError as exc:\n"
        "    readable = type(exc).__name__\n"
        + solution("return [len(found), secret, readable]", "def add(self, a: int, b: int) -> Any:")
    )
    sig = Signature(method="add", params=ADD.params, returns="Any")
    result = judge.run(code, sig, [TestCase(input={"a": 1, "b": 2}, expected=None)])
    # The rest of the package stays readable wherever the checkout lives (under a hidden /tmp or
    # /root, a CI clone's, it is bound back with the interpreter's directories): only the bank is not.
    assert result.tests[0].received == [0, "FileNotFoundError", 10], result.tests[0]


def test_user_prints_are_captured_apart(judge: Judge) -> None:
    fake = '{"kind": "test", "i": 0, "status": "ok", "value": 3}'
    result = judge.run(solution(f"print({fake!r})\nreturn a - b"), ADD, ADD_TESTS[:1])
    assert result.verdict is Verdict.WA
    assert fake in result.stdout


def test_lying_eq_and_int_subclass_cannot_pass(judge: Judge) -> None:
    liar = """
class Liar:
    def __eq__(self, other):
        return True
    __hash__ = object.__hash__
class Sneaky(int):
    def __eq__(self, other):
        return True
    __hash__ = int.__hash__
"""
    for body in ("return Liar()", "return Sneaky(0)", "return [Liar()]"):
        result = judge.run(liar + solution(body), ADD, ADD_TESTS[:1])
        assert result.verdict is Verdict.WA, body
        assert "no strict JSON form" in (result.tests[0].message or "")


def test_a_dict_view_returned_for_a_list_is_its_items(judge: Judge) -> None:
    # LeetCode accepts `return groups.values()` for Group Anagrams; a generator still is no answer
    groups = Signature(
        method="group", params=[Param(name="words", type="List[str]")], returns="List[List[str]]"
    )
    tests = [TestCase(input={"words": ["eat", "tea", "tan"]}, expected=[["eat", "tea"], ["tan"]])]
    header = "def group(self, words: List[str]) -> List[List[str]]:"

    def run(returned: str) -> Any:
        body = f"""
        out = {{}}
        for w in words:
            out.setdefault("".join(sorted(w)), []).append(w)
        return {returned}
        """
        return judge.run(solution(body, header), groups, tests, UnorderedCompare())

    accepted = run("out.values()")
    assert accepted.verdict is Verdict.AC, accepted.tests[0].message
    assert run("out.keys()").verdict is Verdict.WA
    endless = run("(g for g in out.values())")
    assert endless.verdict is Verdict.WA and "no strict JSON form" in (endless.tests[0].message or "")


def test_forged_results_on_inherited_fds_never_pass(judge: Judge) -> None:
    forge = """
import os
line = b'{"kind": "test", "i": 0, "status": "ok", "value": 3}\\n{"kind": "done"}\\n'
for fd in range(3, 256):
    try:
        os.write(fd, line)
    except OSError:
        pass
"""
    for where in ("import", "method"):
        code = forge + solution("return 0") if where == "import" else solution(forge + "\nreturn 0")
        result = judge.run(code, ADD, ADD_TESTS)
        assert result.verdict is not Verdict.AC, where
        assert result.passed < len(ADD_TESTS), where


@pytest.mark.parametrize(
    ("snippet", "where"),
    [
        ("import sys\nsys.exit(0)", "import"),
        ("import os\nos._exit(0)", "import"),
        ("raise BaseException('x')", "import"),
        ("raise KeyboardInterrupt", "import"),
        ("import sys\nsys.exit(0)", "method"),
        ("import os\nos._exit(0)", "method"),
        ("raise BaseException('x')", "method"),
    ],
)
def test_exits_and_base_exceptions_are_runtime_errors(judge: Judge, snippet: str, where: str) -> None:
    code = (
        snippet + "\n" + solution("return a + b")
        if where == "import"
        else solution(snippet + "\nreturn a + b")
    )
    result = judge.run(code, ADD, ADD_TESTS)
    assert result.verdict is Verdict.RE, (snippet, where, result.tests[0])
    assert result.passed == 0


def test_missing_method_and_class(judge: Judge) -> None:
    result = judge.run("class Solution:\n    def plus(self, a, b):\n        return a + b\n", ADD, ADD_TESTS)
    assert result.verdict is Verdict.RE and result.tests[0].error is not None
    assert "no method add()" in result.tests[0].error.message
    assert judge.run("x = 1\n", ADD, ADD_TESTS).verdict is Verdict.RE


def test_stop_on_first_failure(judge: Judge) -> None:
    result = judge.run(solution("return 0"), ADD, ADD_TESTS, stop_on_first_failure=True)
    assert [t.verdict for t in result.tests] == [
        Verdict.WA,
        Verdict.SKIPPED,
        Verdict.SKIPPED,
        Verdict.SKIPPED,
    ]


def test_bad_test_input_is_internal_not_the_users_fault(judge: Judge) -> None:
    tests = [TestCase(input={"a": "one", "b": 2}, expected=3)]
    assert judge.run(solution("return a + b"), ADD, tests).verdict is Verdict.IE


def test_linked_list_and_tree_signatures(judge: Judge) -> None:
    rev = Signature(
        method="reverse", params=[Param(name="head", type="Optional[ListNode]")], returns="Optional[ListNode]"
    )
    code = """
class Solution:
    def reverse(self, head: Optional[ListNode]) -> Optional[ListNode]:
        prev = None
        while head:
            head.next, prev, head = prev, head, head.next
        return prev
"""
    tests = [
        TestCase(input={"head": [1, 2, 3]}, expected=[3, 2, 1]),
        TestCase(input={"head": []}, expected=[]),
    ]
    assert judge.run(code, rev, tests).verdict is Verdict.AC
    invert = Signature(method="invert", params=[Param(name="root", type="TreeNode")], returns="TreeNode")
    code = """
class Solution:
    def invert(self, root: TreeNode) -> TreeNode:
        if root:
            root.left, root.right = self.invert(root.right), self.invert(root.left)
        return root
"""
    tests = [TestCase(input={"root": [4, 2, 7, 1, 3, 6, 9]}, expected=[4, 7, 2, 9, 6, 3, 1])]
    assert judge.run(code, invert, tests).verdict is Verdict.AC


def test_unordered_float_and_inplace_modes(judge: Judge) -> None:
    pairs = Signature(method="pairs", params=[Param(name="n", type="int")], returns="List[List[int]]")
    code = solution(
        "return [[i, n - i] for i in range(n, -1, -1)]", "def pairs(self, n: int) -> List[List[int]]:"
    )
    tests = [TestCase(input={"n": 2}, expected=[[0, 2], [1, 1], [2, 0]])]
    assert judge.run(code, pairs, tests, UnorderedCompare()).verdict is Verdict.AC
    assert judge.run(code, pairs, tests).verdict is Verdict.WA

    avg = Signature(method="avg", params=[Param(name="xs", type="List[int]")], returns="float")
    code = solution("return sum(x / len(xs) for x in xs)", "def avg(self, xs: List[int]) -> float:")
    tests = [TestCase(input={"xs": [1, 1, 1]}, expected=1.0), TestCase(input={"xs": [1, 2]}, expected=1.5)]
    assert judge.run(code, avg, tests, FloatCompare()).verdict is Verdict.AC

    zeroes = Signature(method="move", params=[Param(name="nums", type="List[int]")], returns="None")
    code = """
class Solution:
    def move(self, nums: List[int]) -> None:
        nums.sort(key=lambda x: x == 0)
"""
    tests = [TestCase(input={"nums": [0, 1, 0, 3]}, expected=[1, 3, 0, 0])]
    assert judge.run(code, zeroes, tests, InplaceCompare(arg="nums")).verdict is Verdict.AC
    copy = code.replace("nums.sort(", "nums = sorted(nums, ")
    assert judge.run(copy, zeroes, tests, InplaceCompare(arg="nums")).verdict is Verdict.WA


def test_checker_runs_sandboxed(judge: Judge) -> None:
    sig = Signature(
        method="any_index",
        params=[Param(name="xs", type="List[int]"), Param(name="t", type="int")],
        returns="int",
    )
    checker = CheckerCompare(code="def check(args, result):\n    return args['xs'][result] == args['t']\n")
    tests = [TestCase(input={"xs": [5, 7, 5], "t": 5}, expected=None)]
    ok = solution(
        "return len(xs) - 1 - xs[::-1].index(t)", "def any_index(self, xs: List[int], t: int) -> int:"
    )
    assert judge.run(ok, sig, tests, checker).verdict is Verdict.AC
    assert judge.run(ok.replace("len(xs) - 1 - ", "1 + "), sig, tests, checker).verdict is Verdict.WA
    hostile = CheckerCompare(
        code="import os\ndef check(args, result):\n    return os.path.exists('/root/.ssh')\n"
    )
    assert judge.run(ok, sig, tests, hostile).verdict is Verdict.WA  # the checker is contained too
    broken = CheckerCompare(code="def check(args, result):\n    return 1 / 0\n")
    assert judge.run(ok, sig, tests, broken).verdict is Verdict.IE  # a broken checker is never a pass


async def test_async_run(judge: Judge) -> None:
    result = await judge.arun(solution("return a + b"), ADD, ADD_TESTS)
    assert result.verdict is Verdict.AC
