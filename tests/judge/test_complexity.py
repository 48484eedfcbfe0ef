"""Operation counting, derived generators, and the measurement end to end through the real sandbox."""

from __future__ import annotations

import random
import subprocess
import sys
from typing import Any

import pytest

from assay.errors import InvalidInputError
from assay.judge._complexity import measure_complexity
from assay.judge._counting import Meter, OpBudgetExceeded, instrument, uncounted_constructs
from assay.judge._generators import UnsupportedTypeError, derive_generator
from assay.judge._harness import solution_namespace
from assay.judge._models import Param, Signature
from assay.judge._types import decode, parse_type
from assay.sandbox import Sandbox

NUMS = Signature(method="solve", params=[Param(name="nums", type="List[int]")], returns="int")


def _load(source: str) -> tuple[Meter, dict[str, Any]]:
    meter = Meter()
    namespace = meter.namespace(solution_namespace())
    exec(instrument(source, "<solution>"), namespace)
    return meter, namespace


def _count(source: str, *args: Any) -> tuple[int, Any]:
    meter, namespace = _load(source)
    meter.reset(10**9)
    result = namespace["f"](*args)
    return meter.ops, result


# -- counting ------------------------------------------------------------------------------------


def test_builtins_are_charged_for_the_work_they_hide() -> None:
    data = list(range(1000))
    base, _ = _count("def f(xs):\n    return 0\n", data)
    cases = {
        "return 5 in xs": 1000,  # a miss scans the whole list
        "return sorted(xs)[0]": 1000 * 9,  # n·log2 n
        "return len(xs[10:])": 990,
        "return len(list(xs))": 1000,
        "return xs.index(999)": 1000,
        "return len(','.join(map(str, xs)))": 3889,
        "return max(xs)": 1000,
        "return len('a' * len(xs))": 1000,
        "return len(xs + xs)": 2000,
    }
    for body, expected in cases.items():
        ops, _ = _count(f"def f(xs):\n    {body}\n", data)
        assert ops - base == pytest.approx(expected, rel=0.05), body
    # A set lookup costs one step, not a scan.
    ops, _ = _count("def f(xs):\n    s = xs\n    return 5 in s\n", set(data))
    assert ops - base <= 2


def test_loops_comprehensions_and_calls_tick() -> None:
    ops, result = _count("def f(n):\n    return sum([i for i in range(n) if i % 2])\n", 100)
    assert result == 2500 and ops >= 100
    ops, result = _count(
        "def f(n):\n    t = 0\n    while n:\n        n -= 1\n        t += n\n    return t\n", 50
    )
    assert result == 1225 and 50 <= ops <= 52
    source = "def f(n):\n    return 0 if n == 0 else 1 + f(n - 1)\n"
    ops, result = _count(source, 30)
    assert result == 30 and ops == 31


def test_a_users_own_sorted_is_not_charged_as_the_builtin() -> None:
    source = "def sorted(xs):\n    return xs\n\ndef f(xs):\n    return sorted(xs)[0]\n"
    ops, result = _count(source, list(range(10_000)))
    assert result == 0 and ops <= 3


SEMANTICS = [
    ("def f(x):\n    return [a for a in x if a % 3 if a > 2]\n", [list(range(12))]),
    ("def f(x):\n    return 3 not in x, 1 < 2 in x, x[::-2], x[1:3]\n", [[1, 2, 3, 4]]),
    ("def f(x):\n    s = 'ab'\n    s += 'c' * 2\n    s *= 2\n    return s, x * 2\n", [[1]]),
    ("def f(x):\n    def g():\n        yield from x\n    return list(g()), {k: k for k in x}\n", [[3, 1]]),
    (
        "class A(list):\n    def pop(self):\n        return 'mine'\n\n"
        "class B(A):\n    def pop(self):\n        return super().pop() + '!'\n\n"
        "def f(x):\n    return B(x).pop(), list(x).pop(0), sorted(x, key=lambda v: -v)\n",
        [[4, 5, 6]],
    ),
    (
        "def f(x):\n    try:\n        return x.index(99)\n"
        "    except ValueError as e:\n        return str(e)\n",
        [[1]],
    ),
]


@pytest.mark.parametrize(("source", "args"), SEMANTICS)
def test_instrumented_code_computes_the_same_results(source: str, args: list[Any]) -> None:
    plain: dict[str, Any] = {}
    exec(compile(source, "<plain>", "exec"), plain)
    _, got = _count(source, *[list(a) if isinstance(a, list) else a for a in args])
    assert got == plain["f"](*args)


def test_the_op_budget_stops_a_loop_that_catches_exception() -> None:
    meter, namespace = _load(
        "def f():\n    while True:\n        try:\n            pass\n"
        "        except Exception:\n            pass\n"
    )
    meter.reset(20_000)
    meter.start_budget()
    try:
        with pytest.raises(OpBudgetExceeded):
            namespace["f"]()
    finally:
        meter.stop_budget()
    assert meter.ops > 20_000


def test_reserved_names_and_syntax_errors() -> None:
    with pytest.raises(SyntaxError):
        instrument("_assay_tick = 1\n", "<solution>")
    with pytest.raises(SyntaxError):
        instrument("def f(:\n", "<solution>")


def test_code_run_through_exec_eval_and_compile_is_counted() -> None:
    data = list(range(40))
    quadratic = "t = 0\nfor a in xs:\n    for b in xs:\n        t += 1\n"
    nested = f"exec({quadratic!r})"
    cases = {
        "exec with a namespace": f"ns = {{'xs': xs}}\n    exec({quadratic!r}, ns)\n    return ns['t']",
        "exec in the caller's scope": f"exec({quadratic!r})\n    return 0",
        "eval": "return eval('sum(1 for a in xs for b in xs)', {'xs': xs})",
        "compile then exec": f"c = compile({quadratic!r}, 'x', 'exec')\n    ns = {{'xs': xs}}\n"
        "    exec(c, ns)\n    return ns['t']",
        "exec inside exec": f"ns = {{'xs': xs}}\n    exec({nested!r}, ns)\n    return 0",
        "a compiled AST": f"import ast\n    tree = ast.parse({quadratic!r})\n    ns = {{'xs': xs}}\n"
        "    exec(compile(tree, 'x', 'exec'), ns)\n    return ns['t']",
    }
    for name, body in cases.items():
        ops, result = _count(f"def f(xs):\n    {body}\n", data)
        assert ops >= 40 * 40, (name, ops)
        assert result in (0, 1600), name
    ops, result = _count("def f(xs):\n    return sum(map(lambda x: x + 1, xs))\n", data)
    assert result == sum(data) + 40 and ops >= 40  # a lambda body is a step per call


def test_constructs_the_count_cannot_see_are_listed() -> None:
    assert uncounted_constructs(LINEAR_DICT) == []
    assert uncounted_constructs("exec('x = 1')\neval('1')\ncompile('1', 'f', 'eval')\n") == []
    assert uncounted_constructs("import builtins\nbuiltins.exec('x = 1')\n") == ["import builtins"]
    assert uncounted_constructs("from types import FunctionType\n") == ["import types"]
    tamper = "def f():\n    globals()['_assay_' + 'tick'] = lambda: 1\n    return f.__code__\n"
    assert uncounted_constructs(tamper) == [".__code__", "globals", "the string '_assay_'"]
    assert uncounted_constructs("x = '_assay_tick'\n") == ["the string '_assay_'"]
    assert uncounted_constructs("import os\nos.system('python3 -c 1')\n") == [".system"]
    assert uncounted_constructs("def f(:\n") == []


# -- generators ----------------------------------------------------------------------------------


def test_derived_generators_fit_the_signature_and_are_deterministic() -> None:
    params = [
        ("nums", "List[int]"),
        ("k", "int"),
        ("s", "str"),
        ("grid", "List[List[str]]"),
        ("intervals", "List[List[int]]"),
        ("head", "Optional[ListNode]"),
        ("root", "TreeNode"),
        ("words", "List[str]"),
    ]
    generate = derive_generator(params)
    one = generate(64, random.Random("0:64"))
    two = generate(64, random.Random("0:64"))
    assert one == two
    assert len(one["nums"]) == 64 and one["k"] == 32 and len(one["s"]) == 64
    assert len(one["grid"]) == 8 and all(len(row) == 8 for row in one["grid"])
    assert all(b >= a for a, b in one["intervals"])
    for name, kind in params:
        decode(one[name], parse_type(kind))  # raises if the value does not fit
    assert derive_generator([("n", "int")])(100, random.Random(1)) == {"n": 100}
    with pytest.raises(UnsupportedTypeError):
        derive_generator([("f", "Dict[str, List[TreeNode]]"), ("g", "None")])


def test_the_entry_module_keeps_pydantic_out_of_the_zygote() -> None:
    code = "import sys, assay.judge._complexity; print('pydantic' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


# -- end to end ----------------------------------------------------------------------------------


LINEAR_DICT = """
class Solution:
    def solve(self, nums: List[int]) -> int:
        seen = {}
        for x in nums:
            seen[x] = seen.get(x, 0) + 1
        return len(seen)
"""

IN_PLACE = """
class Solution:
    def solve(self, nums: List[int]) -> int:
        for i in range(1, len(nums)):
            nums[i] += nums[i - 1]
        return nums[-1]
"""


def test_time_and_space_are_measured_with_points_and_timings(sandbox: Sandbox) -> None:
    report = measure_complexity(sandbox, LINEAR_DICT, NUMS)
    assert report.time is not None and report.time.cls == "O(n)" and report.time.confidence > 0.8
    assert report.space is not None and report.space.cls == "O(n)"
    assert len(report.points) >= 6 and all(p.complete for p in report.points)
    assert report.points[-1].n >= 64 * report.points[0].n
    assert report.cpu_ms > 0 and report.wall_ms > 0
    in_place = measure_complexity(sandbox, IN_PLACE, NUMS)
    assert in_place.time is not None and in_place.time.cls == "O(n)"
    assert in_place.space is not None and in_place.space.cls == "O(1)"


def test_counts_are_deterministic(sandbox: Sandbox) -> None:
    first = measure_complexity(sandbox, LINEAR_DICT, NUMS, space=False)
    second = measure_complexity(sandbox, LINEAR_DICT, NUMS, space=False)
    assert [(p.n, p.ops) for p in first.points] == [(p.n, p.ops) for p in second.points]


def test_given_sizes_and_a_question_generator(sandbox: Sandbox) -> None:
    generator = "def generate(n, rng):\n    return {'nums': sorted(rng.sample(range(10 * n), n))}\n"
    code = (
        "class Solution:\n    def solve(self, nums):\n"
        "        return sum(1 for a, b in zip(nums, nums[1:]) if a < b)\n"
    )
    report = measure_complexity(
        sandbox, code, NUMS, generator=generator, sizes=[100, 200, 400, 800], space=False
    )
    assert [p.n for p in report.points] == [100, 200, 400, 800]
    assert report.time is not None and report.time.cls == "O(n)"
    assert report.space is None


def test_an_exponential_solution_stays_within_its_budget(sandbox: Sandbox) -> None:
    code = (
        "class Solution:\n    def solve(self, n: int) -> int:\n"
        "        return n if n < 2 else self.solve(n - 1) + self.solve(n - 2)\n"
    )
    signature = Signature(method="solve", params=[Param(name="n", type="int")], returns="int")
    report = measure_complexity(
        sandbox, code, signature, sizes=[10, 15, 20, 25, 30, 35, 40], budget_cpu_s=1.0
    )
    assert report.cpu_ms < 1500
    assert report.time is not None and report.time.cls == "O(2^n)"
    assert any("operations" in note or "budget" in note for note in report.notes)
    assert report.points[-1].n < 40


def test_a_solution_that_raises_at_some_size_is_reported_with_lower_confidence(sandbox: Sandbox) -> None:
    code = (
        "class Solution:\n    def solve(self, nums):\n        if len(nums) > 200:\n"
        "            raise ValueError('too big')\n        return sum(nums)\n"
    )
    report = measure_complexity(sandbox, code, NUMS, space=False)
    assert report.time is not None and report.time.cls == "O(n)" and report.time.confidence <= 0.7
    assert any("ValueError" in note and "line 4" in note for note in report.notes)


QUADRATIC_IN_EXEC = """
class Solution:
    def solve(self, nums: List[int]) -> int:
        scope = {"nums": nums}
        exec("t = 0\\nfor a in nums:\\n    for b in nums:\\n        t += a < b\\n", scope)
        return scope["t"]
"""


def test_a_quadratic_loop_inside_exec_measures_quadratic(sandbox: Sandbox) -> None:
    report = measure_complexity(sandbox, QUADRATIC_IN_EXEC, NUMS, space=False)
    assert report.time is not None and report.time.cls == "O(n^2)", report.points
    assert not any("uncertain" in note for note in report.notes)


def test_the_real_exec_lowers_confidence_below_the_review_threshold(sandbox: Sandbox) -> None:
    hidden = "import builtins\n" + QUADRATIC_IN_EXEC.replace("exec(", "builtins.exec(")
    report = measure_complexity(sandbox, hidden, NUMS, space=False)
    assert report.time is not None and report.time.confidence <= 0.3
    assert any("import builtins" in note and "uncertain" in note for note in report.notes)


def test_an_infinite_loop_is_stopped_by_the_op_budget(sandbox: Sandbox) -> None:
    code = "class Solution:\n    def solve(self, nums):\n        while True:\n            pass\n"
    report = measure_complexity(sandbox, code, NUMS, space=False, budget_cpu_s=0.5)
    assert report.time is None
    assert report.points and not report.points[0].complete
    assert any("too few" in note for note in report.notes)


@pytest.mark.parametrize(
    ("code", "generator", "message"),
    [
        ("class Solution:\n    def solve(self, nums)\n", None, "does not compile"),
        ("class Other:\n    pass\n", None, "no class Solution"),
        ("import os\nos.exit(3)\n", None, "cannot be loaded"),
        (
            "class Solution:\n    def solve(self, nums):\n        return 0\n",
            "def generate(n):\n    return {}\n",
            "generator",
        ),
        (
            "class Solution:\n    def solve(self, nums):\n        return 0\n",
            "def generate(n, rng):\n    return {'x': 1}\n",
            "missing",
        ),
        (
            "class Solution:\n    def solve(self, nums):\n        return 0\n",
            "def generate(n, rng):\n    return {'nums': 'a'}\n",
            "does not fit",
        ),
    ],
)
def test_unusable_solutions_and_generators_are_clear_errors(
    sandbox: Sandbox, code: str, generator: str | None, message: str
) -> None:
    with pytest.raises(InvalidInputError) as raised:
        measure_complexity(sandbox, code, NUMS, generator=generator)
    assert message in raised.value.message


# -- the size plan does not depend on the machine's load ------------------------------------------

LCS_ROLLING = """
class Solution:
    def lcs(self, a: str, b: str) -> int:
        previous = [0] * (len(b) + 1)
        for ch in a:
            current = [0]
            for j, other in enumerate(b):
                current.append(previous[j] + 1 if ch == other else max(previous[j + 1], current[j]))
            previous = current
        return previous[-1]
"""
LCS = Signature(
    method="lcs", params=[Param(name="a", type="str"), Param(name="b", type="str")], returns="int"
)
LCS_GENERATOR = (
    "def generate(n, rng):\n"
    "    return {'a': ''.join(rng.choice('abcd') for _ in range(n)),"
    " 'b': ''.join(rng.choice('abcd') for _ in range(n))}\n"
)
SUBSETS = """
class Solution:
    def solve(self, nums: List[int]) -> int:
        def go(i, total):
            if i == len(nums):
                return 1 if total == 0 else 0
            return go(i + 1, total) + go(i + 1, total + nums[i])
        return go(0, 0)
"""


def _plan(report: Any) -> tuple[Any, ...]:
    points = [(p.n, p.complete, p.ops if p.complete else None, p.peak_bytes) for p in report.points]
    fits = [(f.cls, f.confidence) if f is not None else None for f in (report.time, report.space)]
    return points, fits, report.notes


def test_sizes_counts_and_fits_do_not_depend_on_the_machines_load(sandbox: Sandbox) -> None:
    cases: list[tuple[str, Signature, str | None, float | None]] = [
        (LINEAR_DICT, NUMS, None, None),  # grows to the largest n; space at every size
        (LCS_ROLLING, LCS, LCS_GENERATOR, None),  # stopped by the work target; space by its allowance
        (LCS_ROLLING, LCS, LCS_GENERATOR, 0.5),  # the bank check's larger target, in nominal seconds
        (SUBSETS, NUMS, None, None),  # exponential: refined in small steps
    ]

    def measure_all() -> list[tuple[Any, ...]]:
        return [
            _plan(measure_complexity(sandbox, code, signature, generator=generator, target_cpu_s=target))
            for code, signature, generator, target in cases
        ]

    quiet = measure_all()
    # Both cores busy for the whole second measurement: a plan driven by the clock would stop
    # growing n, or the space pass, at other sizes.
    burners = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(2)]
    try:
        busy = measure_all()
    finally:
        for burner in burners:
            burner.kill()
            burner.wait()
    for (code, _, _, target), one, two in zip(cases, quiet, busy, strict=True):
        assert one == two, (code.split("def ")[1].split("(")[0], target)
    linear, lcs, lcs_larger, subsets = quiet
    assert linear[1][0] == ("O(n)", linear[1][0][1]) and lcs[1][0][0] == "O(n^2)"
    assert lcs[1][1] is not None and lcs[1][1][0] == "O(n)"  # rolling rows: linear extra space
    assert max(p[0] for p in lcs_larger[0]) > max(p[0] for p in lcs[0])  # a larger target, larger n
    assert subsets[1][0][0] == "O(2^n)"
    assert not any("safety cap" in note for _, _, notes in quiet for note in notes)


def test_the_cpu_safety_cap_is_reported_and_lowers_the_confidence(sandbox: Sandbox) -> None:
    cubic = (
        "class Solution:\n    def solve(self, nums):\n        t = 0\n        for a in nums:\n"
        "            for b in nums:\n                for c in nums:\n                    t += 1\n"
        "        return t\n"
    )
    # Targets far above what 0.2 s of CPU can run: the safety cap stops growing n instead.
    report = measure_complexity(
        sandbox, cubic, NUMS, budget_cpu_s=0.2, target_work=10**9, size_op_limit=10**9
    )
    assert any("safety cap" in note for note in report.notes), report.notes
    assert report.time is not None and report.time.cls == "O(n^3)" and report.time.confidence <= 0.5
    assert report.space is None or report.space.confidence <= 0.5


SEEN_SET = """
class Solution:
    def solve(self, nums: List[int]) -> bool:
        seen = set()
        for x in nums:
            if x in seen:
                return True
            seen.add(x)
        return False
"""


@pytest.mark.parametrize("code", [SEEN_SET, LINEAR_DICT], ids=["set", "dict"])
def test_a_hash_tables_stepwise_memory_is_linear_with_confidence(sandbox: Sandbox, code: str) -> None:
    # A set's peaks come in equal pairs (1 KB, 1 KB, 3 KB, 3 KB, 10 KB, ...): fitted point by point
    # the confidence was 0.51, and every correct answer using a set was flagged for a person.
    distinct = "def generate(n, rng):\n    return {'nums': rng.sample(range(10 * n), n)}\n"
    report = measure_complexity(sandbox, code, NUMS, generator=distinct)
    assert report.space is not None and report.space.cls == "O(n)"
    assert report.space.confidence >= 0.8, report.points
