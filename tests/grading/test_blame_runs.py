"""Correct answers our translation once ran with another meaning, blaming the learner.

Two classes (docs/grading.md, "When the translation is unsure"; docs/pseudocode.md, "Limits"):

- C's ``/`` on a variable the answer sets with no type (``best = sum`` in braces around English):
  whether it drops the fraction is not written, so the line is not understood, never guessed; a
  variable declared ``double`` divides to a real number, one declared ``int`` to a whole one;
- a textbook table of two dimensions declared from 1 (``let L[1..m, 1..n] be a new table``) was
  built with ``m`` rows and read at ``L[m, n]``: an ``IndexError`` the learner never wrote. A loop
  ``for i in range(1, m + 1)`` reading a list built with ``m`` items is a no-blame signal.
"""

from __future__ import annotations

import ast

import pytest

from assay.grading import normalise
from assay.grading._pseudocode._failing_positions import one_based_loops
from assay.grading._pseudocode._no_blame import static_doubts
from assay.questions import DirectoryStore, Question


@pytest.fixture(scope="module")
def max_average() -> Question:
    return DirectoryStore().get("643")


@pytest.fixture(scope="module")
def common_subsequence() -> Question:
    return DirectoryStore().get("1143")


def _run(python: str, method: str, *args: object) -> object:
    namespace: dict[str, object] = {}
    exec(compile(python, "<normalised>", "exec"), namespace)  # the normaliser's own output, in-process
    solution = namespace["Solution"]
    assert isinstance(solution, type)
    return getattr(solution(), method)(*args)


WINDOW = """double findMaxAverage(int* nums, int numsSize, int k) {
    %swindow = 0
    for (int i = 0; i < k; i++) window += nums[i];
    %smost = window
    for (int i = k; i < numsSize; i++) {
        window += nums[i] - nums[i - k];
        most = max(most, window);
    }
    return %smost / k;
}
"""


@pytest.mark.parametrize("declared", ["", "int "])
def test_division_of_an_untyped_variable_is_not_understood(max_average: Question, declared: str) -> None:
    # `most` is set with no type: C would divide it to a whole number as an `int`, to a real one as a
    # `double`; the answer does not say which, so the line is a doubt, not a guess
    text = WINDOW % (declared, "", "")
    normalised = normalise(text, max_average.signature)
    doubts = static_doubts(text, normalised, max_average.signature)
    assert [d.text for d in doubts] == ["return most / k;"]
    assert "no type" in doubts[0].hint and "double" in doubts[0].hint


@pytest.mark.parametrize(
    ("declared", "cast", "expected"),
    [
        ("double ", "", 12.75),  # C divides a double to a real number
        ("int ", "", 12),  # the learner's own whole-number division, kept
        ("", "(double) ", 12.75),
    ],
)
def test_division_of_a_declared_variable_runs_with_its_meaning(
    max_average: Question, declared: str, cast: str, expected: float
) -> None:
    text = WINDOW % ("int ", declared, cast)
    normalised = normalise(text, max_average.signature)
    assert normalised.ok and not normalised.unrecognised
    assert not static_doubts(text, normalised, max_average.signature)
    result = _run(normalised.python, "find_max_average", [1, 12, -5, -6, 50, 3], 4)
    assert result == expected and type(result) is type(expected)


TABLE = """LONGEST(A, B)
1  m = A.length
2  n = B.length
3  let L[1..m, 1..n] and W[0..m, 0..n] be new tables
4  for i = 1 to m
5      for j = 1 to n
6          if A[i] == B[j]
7              W[i, j] = W[i - 1, j - 1] + 1
8              L[i, j] = 1
9          else W[i, j] = max(W[i - 1, j], W[i, j - 1])
10             L[i, j] = 0
11 return W[m, n] + L[m, n] - L[m, n]
"""


def test_a_table_declared_from_one_reaches_its_last_row(common_subsequence: Question) -> None:
    normalised = normalise(TABLE, common_subsequence.signature)
    assert normalised.ok and not normalised.unrecognised
    assert not static_doubts(TABLE, normalised, common_subsequence.signature)
    method = common_subsequence.signature.method
    assert _run(normalised.python, method, "abcde", "ace") == 3
    assert _run(normalised.python, method, "abc", "def") == 0


@pytest.mark.parametrize(
    "table",
    ["T = [[0] * (n) for _ in range(m)]", "T = [0] * (m)"],
)
@pytest.mark.parametrize("read", ["T[i]", "T[_index(i)]"])
def test_a_loop_from_1_to_the_size_of_a_built_list_is_a_signal(table: str, read: str) -> None:
    python = f"""
class Solution:
    def f(self, a, b):
        m = len(a)
        n = len(b)
        {table}
        for i in range(1, m + 1):
            x = {read}
        return 0
"""
    assert [array for _, array in one_based_loops(ast.parse(python))] == ["T"]


def test_a_list_grown_or_bound_again_is_no_signal() -> None:
    python = """
class Solution:
    def f(self, a):
        m = len(a)
        T = [0] * (m)
        T.append(0)
        U = [0] * (m)
        U = [0] * (m + 1)
        for i in range(1, m + 1):
            x = T[i] + U[i]
        return 0
"""
    assert one_based_loops(ast.parse(python)) == []
