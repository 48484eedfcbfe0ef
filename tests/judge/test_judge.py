"""Every verdict, every compare mode and the judge-level hostile cases, through the real sandbox."""

from __future__ import annotations

import textwrap

import pytest

from assay.judge import (
    CheckerCompare,
    FloatCompare,
    InplaceCompare,
    Judge,
    Param,
    Signature,
    TestCase,
    UnorderedCompare,
    Verdict,
)

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
    assert "net_namespace" in result.isolation or result.isolation  # the layers are reported


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


def test_time_limit_per_test(judge: Judge) -> None:
    code = solution("if a == 0:\n    while True:\n        pass\nreturn a + b")
    result = judge.run(code, ADD, ADD_TESTS, time_limit_s=0.3)
    assert [t.verdict for t in result.tests] == [Verdict.AC, Verdict.TLE, Verdict.AC, Verdict.AC]
    assert result.verdict is Verdict.TLE


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


def test_output_limit(judge: Judge) -> None:
    code = solution("while True:\n    print('x' * 65536)")
    result = judge.run(code, ADD, ADD_TESTS[:2], time_limit_s=2)
    assert result.tests[0].verdict is Verdict.OLE and result.verdict is Verdict.OLE


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
