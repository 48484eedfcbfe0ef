"""The pseudocode normaliser: every dialect rule is normalised, then EXECUTED on sample inputs."""

from __future__ import annotations

import textwrap
from functools import partial
from importlib import resources
from typing import Any

import pytest

from assay.grading._pseudocode._normalise import normalise
from tests.grading.support import Sig, run_normalised, sig

SUM_TO = sig("sum_to", "int", n="int")
SUM_LIST = sig("total", "int", nums="List[int]")
COUNT_DOWN = sig("count_down", "List[int]", n="int")
CLASSIFY = sig("classify", "str", x="int")
LSUB = sig("length_of_longest_substring", "int", s="str")
FIND = sig("search", "int", nums="List[int]", target="int")
PAIR = sig("pair", "bool", a="int", b="int")


# these cases check that the answer compiles and runs right, not its list of lines not understood
run = partial(run_normalised, strict=False)


# (id, signature, pseudocode, [(args, expected), ...])
CASES: list[tuple[str, Sig, str, list[tuple[tuple[Any, ...], Any]]]] = [
    (
        "arrow-to-inclusive",
        SUM_TO,
        """
        total ← 0
        for i ← 1 to n do
            total ← total + i
        end for
        return total
        """,
        [((4,), 10), ((0,), 0), ((1,), 1)],
    ),
    (
        "to-n-minus-1",
        SUM_LIST,
        """
        s ← 0
        for i ← 0 to length(nums) - 1 do
            s ← s + nums[i]
        end for
        return s
        """,
        [(([1, 2, 3],), 6), (([],), 0)],
    ),
    (
        "downto",
        COUNT_DOWN,
        """
        out ← []
        for i ← n downto 1 do
            append i to out
        end for
        return out
        """,
        [((3,), [3, 2, 1]), ((0,), [])],
    ),
    (
        "step-positive",
        COUNT_DOWN,
        """
        res ← []
        for i ← 0 to n step 2 do
            append i to res
        endfor
        return res
        """,
        [((5,), [0, 2, 4]), ((4,), [0, 2, 4])],
    ),
    (
        "step-negative-to",
        COUNT_DOWN,
        """
        res ← []
        for i ← n to 0 step -2 do
            res.push(i)
        end for
        return res
        """,
        [((4,), [4, 2, 0])],
    ),
    (
        "colon-equals-function",
        SUM_TO,
        """
        function f(k)
            acc := 0
            for j := 1 to k do
                acc := acc + j * j
            end for
            return acc
        end function
        """,
        [((3,), 14)],
    ),
    (
        "ascii-arrow",
        SUM_TO,
        """
        x <- 1
        for i <- 1 to n
            x <- x * 2
        end
        return x
        """,
        [((3,), 8), ((0,), 1)],
    ),
    (
        "set-to-english",
        SUM_TO,
        """
        set total to 0
        set i to 1
        while i <= n do
            set total to total + i
            increment i
        end while
        return total
        """,
        [((5,), 15)],
    ),
    (
        "let-equals",
        SUM_TO,
        """
        let a = 0
        let b = 1
        repeat n times
            let c = a + b
            a = b
            b = c
        end repeat
        return a
        """,
        [((10,), 55), ((1,), 1)],
    ),
    (
        "repeat-until",
        SUM_TO,
        """
        count ← 0
        x ← n
        repeat
            x ← x div 2
            count ← count + 1
        until x = 0
        return count
        """,
        [((8,), 4), ((1,), 1)],
    ),
    (
        "do-while-braces",
        SUM_TO,
        """
        steps = 0;
        do {
            n = n / 2;
            steps++;
        } while (n >= 1);
        return steps;
        """,
        [((4,), 3)],
    ),
    (
        "if-then-elseif-else",
        CLASSIFY,
        """
        if x < 0 then
            return "negative"
        else if x = 0 then
            return "zero"
        elseif x < 10 then
            return "small"
        else
            return "large"
        end if
        """,
        [((-5,), "negative"), ((0,), "zero"), ((3,), "small"), ((50,), "large")],
    ),
    (
        "elif-and-colons-missing",
        CLASSIFY,
        """
        if x % 15 == 0
            return "fizzbuzz"
        elif x % 3 == 0
            return "fizz"
        elif x % 5 == 0
            return "buzz"
        else
            return "other"
        """,
        [((30,), "fizzbuzz"), ((9,), "fizz"), ((10,), "buzz"), ((7,), "other")],
    ),
    (
        "flush-left-nested-end-keywords",
        SUM_LIST,
        """
        best ← 0
        for each v in nums do
        if v > best then
        best ← v
        end if
        end for
        return best
        """,
        [(([3, 9, 2],), 9), (([],), 0)],
    ),
    (
        "indentation-only",
        SUM_LIST,
        """
        evens ← 0
        for v in nums
            if v mod 2 = 0
                evens ← evens + 1
            else
                evens ← evens - 1
        return evens
        """,
        [(([2, 4, 5],), 1)],
    ),
    (
        "braces-else-if",
        CLASSIFY,
        """
        if (x > 0) {
            return "pos";
        } else if (x < 0) {
            return "neg";
        } else {
            return "zero";
        }
        """,
        [((1,), "pos"), ((-1,), "neg"), ((0,), "zero")],
    ),
    (
        "allman-braces",
        SUM_TO,
        """
        int total = 0;
        for (int i = 1; i <= n; i++)
        {
            total += i;
        }
        return total;
        """,
        [((4,), 10)],
    ),
    (
        "c-for-countdown",
        COUNT_DOWN,
        """
        out = []
        for (i = n; i > 0; i--) {
            out.push(i)
        }
        return out
        """,
        [((3,), [3, 2, 1])],
    ),
    (
        "c-for-odd-update-becomes-while",
        COUNT_DOWN,
        """
        out = []
        for (i = 1; i < n; i = i * 2) {
            out.append(i)
        }
        return out
        """,
        [((10,), [1, 2, 4, 8])],
    ),
    (
        "boolean-words-upper",
        PAIR,
        """
        IF a > 0 AND b > 0 THEN
            RETURN TRUE
        END IF
        IF NOT (a = b) OR a = 0 THEN
            RETURN FALSE
        END IF
        RETURN TRUE
        """,
        [((1, 2), True), ((-1, 2), False), ((-2, -2), True)],
    ),
    (
        "c-operators",
        PAIR,
        """
        if (a > 0 && b > 0) || !(a != b) {
            return true;
        }
        return false;
        """,
        [((1, 1), True), ((-1, -1), True), ((-1, 2), False)],
    ),
    (
        "unicode-comparisons",
        PAIR,
        """
        if a ≠ b and a ≤ 10 and b ≥ 0 then return true
        return false
        """,
        [((1, 2), True), ((2, 2), False), ((11, 2), False)],
    ),
    (
        "single-equals-in-while",
        SUM_TO,
        """
        i ← 0
        while i * i = i do
            i ← i + 1
        end while
        return i + n
        """,
        [((0,), 2)],
    ),
    (
        "length-variants",
        LSUB,
        """
        a ← length(s)
        b ← len(s)
        c ← size of s
        d ← s.length
        e ← length of s
        return a + b + c + d + e
        """,
        [(("abc",), 15), (("",), 0)],
    ),
    (
        "append-add-remove",
        SUM_LIST,
        """
        seen ← empty set
        order ← empty list
        for each x in nums do
            if x not in seen then
                add x to seen
                append x to order
            end if
        end for
        remove order[0] from order
        return length(order) * 100 + length(seen)
        """,
        [(([5, 5, 6, 7],), 203)],
    ),
    (
        "push-pop-stack",
        SUM_LIST,
        """
        stack ← empty stack
        for each x in nums
            push x onto stack
        top ← pop stack
        return top * 10 + size of stack
        """,
        [(([1, 2, 3],), 32)],
    ),
    (
        "stack-is-empty",
        SUM_LIST,
        """
        stack ← new stack
        for each x in nums do push x onto stack
        total ← 0
        while stack is not empty do
            total ← total + pop stack
        end while
        return total
        """,
        [(([1, 2, 3],), 6), (([],), 0)],
    ),
    (
        "print-and-return",
        SUM_TO,
        """
        print "computing"
        print n
        return n * 2
        """,
        [((2,), 4)],
    ),
    (
        "literals-null-nil",
        CLASSIFY,
        """
        result ← null
        other ← nil
        if x > 0 then result ← "set"
        if result = None and other = None then return "none"
        return result
        """,
        [((1,), "set"), ((0,), "none")],
    ),
    (
        "mod-div",
        SUM_TO,
        """
        return (n mod 7) * 100 + n div 7
        """,
        [((23,), 203)],
    ),
    (
        "increment-decrement",
        SUM_TO,
        """
        a ← 0
        b ← 10
        increment a
        increment a by 5
        decrement b by n
        b--
        a++
        return a * 100 + b
        """,
        [((2,), 707)],
    ),
    (
        "slash-and-hash-comments",
        SUM_TO,
        """
        // doubles n
        x ← n * 2 // the doubled value
        # halve it again
        y ← x // 2
        return y  # same as n
        """,
        [((7,), 7)],
    ),
    (
        "tabs-and-smart-quotes",
        CLASSIFY,
        "if x > 0 then\n\treturn \u201cpos\u201d\nelse\n\treturn \u2018non\u2019\nend if",
        [((1,), "pos"), ((0,), "non")],
    ),
    (
        "bare-function-python-def",
        SUM_LIST,
        """
        def total(nums: List[int]) -> int:
            s = 0
            for v in nums:
                s += v
            return s
        """,
        [(([1, 2],), 3)],
    ),
    (
        "procedure-with-renamed-params",
        FIND,
        """
        procedure binarySearch(arr, key)
            lo ← 0
            hi ← length(arr) - 1
            while lo ≤ hi do
                mid ← (lo + hi) div 2
                if arr[mid] = key then
                    return mid
                else if arr[mid] < key then
                    lo ← mid + 1
                else
                    hi ← mid - 1
                end if
            end while
            return -1
        end procedure
        """,
        [(([1, 3, 5, 7], 5), 2), (([1, 3, 5, 7], 4), -1), (([], 1), -1)],
    ),
    (
        "algorithm-keyword-and-swapped-names",
        PAIR,
        """
        algorithm check(b, a)
            return b - a > 0
        """,
        [((5, 3), True), ((3, 5), False)],
    ),
    (
        "recursion-and-helper",
        SUM_TO,
        """
        function fact(k)
            if k ≤ 1 then return 1
            return k * fact(k - 1)
        end function

        function sum_to(n)
            return fact(n) + helper(n)
        end function

        function helper(m)
            return m
        end function
        """,
        [((4,), 28)],
    ),
    (
        "statements-with-helper",
        SUM_TO,
        """
        function square(v)
            return v * v
        end function
        result ← square(n) + 1
        return result
        """,
        [((3,), 10)],
    ),
    (
        "for-each-dict-items",
        LSUB,
        """
        counts ← empty map
        for each c in s do
            if counts contains c then
                counts[c] ← counts[c] + 1
            else
                counts[c] ← 1
            end if
        end for
        best ← 0
        for each (k, v) in counts do
            best ← max(best, v)
        end for
        return best
        """,
        [(("abca",), 2), (("",), 0)],
    ),
    (
        "inline-if-else",
        CLASSIFY,
        """
        if x > 0 then return "p" else return "q"
        """,
        [((3,), "p"), ((-3,), "q")],
    ),
    (
        "inline-loops",
        SUM_LIST,
        """
        s ← 0
        for each v in nums do s ← s + v
        while s > 100 do s ← s - 100
        return s
        """,
        [(([60, 70],), 30)],
    ),
    (
        "nested-blocks-mixed-ends",
        COUNT_DOWN,
        """
        out ← []
        for i ← 1 to n do
            for j ← 1 to i do
                if (i + j) mod 2 = 0 then
                    append i * 10 + j to out
                endif
            endfor
        endfor
        return out
        """,
        [((3,), [11, 22, 31, 33])],
    ),
    (
        "for-range-dots",
        SUM_TO,
        """
        t ← 0
        for i in 1..n do
            t ← t + i
        done
        return t
        """,
        [((4,), 10)],
    ),
    (
        "infinity-and-min",
        SUM_LIST,
        """
        smallest ← infinity
        for each x in nums do
            if x < smallest then smallest ← x
        end for
        if smallest = infinity then return -1
        return smallest
        """,
        [(([4, 2, 8],), 2), (([],), -1)],
    ),
    (
        "swap",
        COUNT_DOWN,
        """
        a ← [1, 2, n]
        swap a[0] and a[2]
        return a
        """,
        [((9,), [9, 2, 1])],
    ),
    (
        "class-wrapper-present-pseudocode-body",
        SUM_TO,
        """
        class Solution:
            def sum_to(self, n: int) -> int:
                total ← 0
                for i ← 1 to n do
                    total ← total + i
                end for
                return total
        """,
        [((3,), 6)],
    ),
    (
        "english-comparisons",
        PAIR,
        """
        if a is greater than b then return true
        if a is equal to b then return true
        return false
        """,
        [((3, 2), True), ((2, 2), True), ((1, 2), False)],
    ),
    (
        "is-literal-and-even",
        PAIR,
        """
        if a is 0 then return false
        return b is even
        """,
        [((0, 2), False), ((1, 2), True), ((1, 3), False)],
    ),
    (
        "end-if-after-inline-if",
        SUM_TO,
        """
        x ← 0
        for i ← 1 to n do
            if i mod 2 = 0 then x ← x + i
            end if
        end for
        return x
        """,
        [((4,), 6)],
    ),
    (
        "java-ish-typed-function",
        SUM_LIST,
        """
        int total(int[] nums) {
            int sum = 0;
            for (int i = 0; i < nums.length; i++) {
                sum += nums[i];
            }
            return sum;
        }
        """,
        [(([1, 2, 3],), 6)],
    ),
]


TWO_SUM = sig("two_sum", "List[int]", nums="List[int]", target="int")
TWO_SUM_CALLS: list[tuple[tuple[Any, ...], Any]] = [(([2, 7, 11, 15], 9), [0, 1]), (([3, 2, 4], 6), [1, 2])]
CASES += [
    (
        "clrs-uppercase",
        TWO_SUM,
        """
        FUNCTION TwoSum(A, t)
          FOR i = 0 TO LENGTH(A) - 1
            FOR j = i + 1 TO LENGTH(A) - 1
              IF A[i] + A[j] = t THEN
                RETURN [i, j]
              END IF
            END FOR
          END FOR
          RETURN []
        END FUNCTION
        """,
        TWO_SUM_CALLS,
    ),
    (
        "python-with-java-methods-and-slash-comment",
        TWO_SUM,
        """
        def twoSum(nums, target):
            seen = {}  // value -> index, don't forget
            for i in range(len(nums)):
                need = target - nums[i]
                if seen.containsKey(need):
                    return [seen.get(need), i]
                seen.put(nums[i], i)
            return []
        """,
        TWO_SUM_CALLS,
    ),
    (
        "for-each-index-value-has-key",
        TWO_SUM,
        """
        map ← new HashMap()
        for each index i, value v in nums
          if map has key target - v then return [map[target - v], i]
          map[v] ← i
        return empty list
        """,
        TWO_SUM_CALLS,
    ),
    (
        "python-header-with-braces",
        TWO_SUM,
        """
        seen = {}
        for i, x in enumerate(nums) {
          if (target - x) in seen { return [seen[target - x], i] }
          seen[x] = i
        }
        return []
        """,
        TWO_SUM_CALLS,
    ),
]


@pytest.mark.parametrize(("signature", "text", "calls"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_dialect_snippet_runs_with_pseudocode_semantics(
    signature: Sig, text: str, calls: list[tuple[tuple[Any, ...], Any]]
) -> None:
    for args, expected in calls:
        assert run(text, signature, *args) == expected, (
            args,
            normalise(textwrap.dedent(text), signature).python,
        )


def test_the_table_is_broad() -> None:
    assert len(CASES) >= 40
    assert len({c[0] for c in CASES}) == len(CASES)


@pytest.mark.parametrize("style", ["arrow", "braces", "english"])
def test_bundled_lsubstr_examples_solve_question_3(style: str) -> None:
    text = (
        resources.files("assay.grading").joinpath(f"examples/lsubstr_pseudo_{style}.txt").read_text("utf-8")
    )
    result = normalise(text, LSUB)
    assert result.ok and result.changed, result.error
    assert "def length_of_longest_substring(self, s: str) -> int:" in result.python
    for s, expected in [
        ("abcabcbb", 3),
        ("bbbbb", 1),
        ("pwwkew", 3),
        ("", 0),
        (" ", 1),
        ("dvdf", 3),
        ("abba", 2),
    ]:
        assert run(text, LSUB, s) == expected, (style, s)


def test_wrapped_method_carries_the_signature_types() -> None:
    result = normalise("return nums[0]", FIND)
    assert "from typing import List" in result.python
    assert "def search(self, nums: List[int], target: int) -> int:" in result.python
    assert "wrap-class" in result.rules_applied


def test_user_parameter_names_map_positionally() -> None:
    result = normalise("function f(xs, t)\n    return t\n", FIND)
    assert "xs, t = nums, target" in result.python
    assert run("function f(xs, t)\n    return t\n", FIND, [1], 7) == 7


def test_valid_solution_class_is_returned_unchanged() -> None:
    code = "class Solution:\n    def sum_to(self, n: int) -> int:\n        return n\n"
    result = normalise(code, SUM_TO)
    assert result.python == code and not result.changed and result.ok and result.rules_applied == []


def test_uncompilable_result_reports_line_and_column() -> None:
    result = normalise("x ← (1 +\nreturn x ) )\n", SUM_TO)
    assert not result.ok
    assert result.error is not None and result.error.line is not None and result.error.col is not None
    assert "line" in result.error.describe()


def test_unrecognised_prose_fails_with_source_line() -> None:
    text = "total ← 0\nthen we sort the list somehow\nreturn total"
    result = normalise(text, SUM_TO)
    assert not result.ok
    assert result.error is not None and result.error.source_line == 2


def test_empty_and_comment_only_submissions_are_not_ok() -> None:
    assert not normalise("   \n", SUM_TO).ok
    only_comments = normalise("// nothing here\n# still nothing\n", SUM_TO)
    assert not only_comments.ok and only_comments.error is not None


def test_normalising_is_deterministic() -> None:
    text = resources.files("assay.grading").joinpath("examples/lsubstr_pseudo_arrow.txt").read_text("utf-8")
    assert normalise(text, LSUB) == normalise(text, LSUB)


def test_notes_explain_dropped_statements() -> None:
    text = "function sum_to(n)\n    return n\nend function\nprint(sum_to(3))\n"
    result = normalise(text, SUM_TO)
    assert result.ok
    assert any("ignored statements" in n for n in result.notes)


def test_works_with_the_project_signature_model() -> None:
    from assay.judge import Param, Signature

    signature = Signature(method="sum_to", params=[Param(name="n", type="int")], returns="int")
    result = normalise("for i ← 1 to n do\n    x ← i\nend for\nreturn x", signature)
    namespace: dict[str, Any] = {}
    exec(result.python, namespace)
    assert namespace["Solution"]().sum_to(5) == 5


# -- properties ------------------------------------------------------------------------------------

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

_NAMES = st.sampled_from(["a", "b", "total", "left", "right", "best", "n_items", "seen", "k"])
_EXPRS = st.recursive(
    st.one_of(_NAMES, st.integers(-50, 50).map(str)),
    lambda inner: st.tuples(
        inner, st.sampled_from(["+", "-", "*", "//", "%", "<", "==", "and", "or"]), inner
    ).map(lambda t: f"({t[0]} {t[1]} {t[2]})"),
    max_leaves=6,
)
_STMTS = st.one_of(
    st.tuples(_NAMES, _EXPRS).map(lambda t: f"{t[0]} = {t[1]}"),
    st.tuples(_NAMES, _EXPRS).map(lambda t: f"if {t[1]}:\n    {t[0]} = 1\nelse:\n    {t[0]} = 2"),
    st.tuples(_NAMES, _EXPRS).map(lambda t: f"for {t[0]} in range(3):  # loop\n    pass"),
    st.text(alphabet="abc ←'\"", max_size=12).map(lambda s: f"s = {s!r}"),
)


@settings(max_examples=150, deadline=None)
@given(st.lists(_STMTS, min_size=1, max_size=6), st.sampled_from(["    ", "\t"]))
def test_valid_python_solution_passes_through_unchanged(stmts: list[str], unit: str) -> None:
    body = "\n".join(textwrap.indent(s, unit * 2) for s in stmts)
    code = f"class Solution:\n{unit}def sum_to(self, n: int) -> int:\n{body}\n{unit * 2}return 0\n"
    result = normalise(code, SUM_TO)
    assert result.ok and not result.changed and result.python == code


@settings(max_examples=60, deadline=None)
@given(st.integers(-5, 12), st.integers(-5, 12), st.integers(1, 3))
def test_to_and_downto_bounds_are_inclusive(lo: int, hi: int, step: int) -> None:
    up = f"acc ← []\nfor i ← {lo} to {hi} step {step} do\n    append i to acc\nend for\nreturn acc"
    down = f"acc ← []\nfor i ← {hi} downto {lo} step {step} do\n    append i to acc\nend for\nreturn acc"
    assert run(up, COUNT_DOWN, 0) == list(range(lo, hi + 1, step))
    assert run(down, COUNT_DOWN, 0) == list(range(hi, lo - 1, -step))
