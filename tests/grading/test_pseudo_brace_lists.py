"""Brace lists in typed declarations (docs/pseudocode.md, "C-like"), several spellings, EXECUTED.

``vector<int> w = {3, 3, 4};`` must keep its duplicates and be indexable: the declared type, not
Python's reading of the braces, decides list, set or dict. Where the type does not settle it
(``auto``, a map of bare items) the line stays not understood: our gap, never the learner's.
Each answer goes through ``normalise`` whole, in pseudocode and in C-family dress, so whichever
front end reads it, the result must run and keep its meaning.
"""

from __future__ import annotations

import textwrap
from typing import Any

import pytest

from assay.grading import normalise
from assay.grading._pseudocode._braces import brace_value
from assay.judge import Param, Signature

SIG = Signature(method="weigh", params=[Param(name="n", type="int")], returns="int")


def run(text: str, *args: Any) -> Any:
    result = normalise(textwrap.dedent(text).strip("\n"), SIG)
    assert result.ok, f"{result.error}\n{result.python}"
    assert not result.unrecognised, f"{result.unrecognised}\n{result.python}"
    namespace: dict[str, Any] = {}
    exec(compile(result.python, "<normalised>", "exec"), namespace)
    return getattr(namespace["Solution"](), SIG.method)(*args)


def pseudo(declare: str, use: str) -> str:
    return f"function weigh(n)\n    {declare}\n    return {use}\nend function"


def cpp(declare: str, use: str) -> str:
    return f"int weigh(int n) {{\n    {declare}\n    return {use};\n}}"


# duplicates kept and indexed: a set would give len 2 (and no w[2]), so each of these fails with one
SEQUENCES = [
    ("vector<int> w = {3, 3, 4};", "w[2] * 10 + w.size()", 43),
    ("std::vector<int> w = {3, 3, 4};", "w[2] * 10 + w.size()", 43),
    ("const vector<int> w = {3, 3, 4};", "w[2] * 10 + w.size()", 43),
    ("int w[] = {3, 3, 4};", "w[2] * 10 + w[0]", 43),
    ("int w[3] = {3, 3, 4};", "w[2] * 10 + w[1]", 43),
    ("std::array<int, 3> w = {3, 3, 4};", "w[2] * 10 + w[0]", 43),
    ("deque<int> w = {3, 3, 4};", "w[2] * 10 + w.size()", 43),
]


@pytest.mark.parametrize(("declare", "use", "expected"), SEQUENCES)
@pytest.mark.parametrize("dress", [pseudo, cpp], ids=["pseudo", "cpp"])
def test_a_sequence_type_makes_a_list_that_keeps_duplicates(
    declare: str, use: str, expected: int, dress: Any
) -> None:
    assert run(dress(declare, use), 0) == expected


@pytest.mark.parametrize(
    "declare",
    [
        "int[] w = {3, 3, 4};",
        "List<Integer> w = {3, 3, 4};",
        "ArrayList<Integer> w = {3, 3, 4};",
    ],
)
def test_java_and_csharp_array_spellings(declare: str) -> None:
    assert run(pseudo(declare, "w[1] + w[2] + len(w)"), 0) == 10


def test_nested_sequences_are_lists_of_lists() -> None:
    text = pseudo("vector<vector<int>> g = {{1, 1}, {2, 2, 2}};", "g[1][2] * 10 + len(g[0])")
    assert run(text, 0) == 22
    assert run(pseudo("int[][] g = {{1, 1}, {2, 2}};", "g[1][1] + g[0][0]"), 0) == 3
    assert run(pseudo("int g[][] = {{1, 1}, {2}};", "g[0][1] + g[1][0]"), 0) == 3


def test_a_sized_c_array_keeps_every_item_and_zeroes_the_rest() -> None:
    # C: `int w[5] = {3, 3, 4}` is 3, 3, 4, 0, 0 (one fill value or a set would both be wrong)
    assert run(pseudo("int w[5] = {3, 3, 4};", "w[2] * 10 + w[1] + w[4] + len(w)"), 0) == 48
    assert run(cpp("int w[n] = {3, 3, 4};", "w[2] * 10 + w[1] + w[4]"), 5) == 43
    assert run(pseudo("int count[26] = {0};", "len(count) + count[25]"), 0) == 26


@pytest.mark.parametrize("declare", ["set<int> s = {3, 3, 4};", "unordered_set<int> s = {3, 3, 4};"])
@pytest.mark.parametrize("dress", [pseudo, cpp], ids=["pseudo", "cpp"])
def test_a_set_type_makes_a_set(declare: str, dress: Any) -> None:
    assert run(dress(declare, "s.size()"), 0) == 2


@pytest.mark.parametrize(
    "declare", ["map<int, int> m = {{1, 2}, {3, 4}};", "unordered_map<int,int> m = {{1, 2}, {3, 4}};"]
)
@pytest.mark.parametrize("dress", [pseudo, cpp], ids=["pseudo", "cpp"])
def test_a_map_of_pairs_makes_a_dict(declare: str, dress: Any) -> None:
    assert run(dress(declare, "m[3] * 10 + m[1]"), 0) == 42


@pytest.mark.parametrize(
    "declare",
    [
        "auto w = {3, 3, 4};",  # an initializer_list in C++; neither a Python list nor set is sure
        "map<int, int> m = {1, 2};",  # a map whose items are not {key, value} pairs
        "vector<vector<int>> g = {n, row};",  # a size and a fill value, or two items
        "vector<int> adj[5] = {};",  # five empty vectors: padding not modelled
    ],
)
def test_braces_the_type_does_not_settle_stay_not_understood(declare: str) -> None:
    result = normalise(pseudo(declare, "0"), SIG)
    assert not result.ok or result.unrecognised
    assert any(u.line == 2 for u in result.unrecognised), result.python


def test_untyped_braces_are_left_to_the_other_rules() -> None:
    # `let`/`set` are not C-family types: a set literal in pseudocode stays a set
    assert run(pseudo("let s = {3, 3, 4}", "len(s)"), 0) == 2


def test_brace_value_directly() -> None:
    def ex(e: str) -> str:
        return e

    assert brace_value("vector<int>", 0, "{1, 1}", ex) == "[1, 1]"
    assert brace_value("int", 1, "{}", ex) == "[]"
    assert brace_value("set<int>", 0, "{}", ex) == "set()"
    assert brace_value("map<int,int>", 0, "{}", ex) == "{}"
    assert brace_value("map<int,vector<int>>", 0, "{{1, {2, 2}}}", ex) == "{1: [2, 2]}"
    assert brace_value("map", 0, "{}", ex) == "{}"
    assert brace_value("map", 0, "{{1, {2}}}", ex) is None
    assert brace_value("auto", 0, "{1, 1}", ex) is None
    assert brace_value("vector<int>", 0, "{1, {2}}", ex) is None


# C fills what a brace list leaves out with zeros: `{1}` is one 1 and then zeros, never n ones
SIZED = [  # run with n = 4
    ("int a[5] = {1};", "a[0] * 10000 + a[1] * 1000 + a[4]", 10000),
    ("int a[n] = {1};", "a[0] * 100 + a[n - 1] * 10 + len(a)", 104),
    ("int a[n] = {0};", "a[0] + a[n - 1] + len(a)", 4),
    ("int a[n] = {};", "a[0] + a[n - 1] + len(a)", 4),
    ("int a[5] = {-1};", "a[0] * 10 + a[4]", -10),
    ("int a[5] = {2, 3};", "a[0] * 100 + a[1] * 10 + a[4]", 230),
    ("bool seen[n] = {true};", "seen[0] * 10 + seen[n - 1] + len(seen)", 14),
    ("int t[3][n] = {0};", "t[2][n - 1] + len(t) * 10 + len(t[0])", 34),
]


@pytest.mark.parametrize(("declare", "use", "expected"), SIZED)
@pytest.mark.parametrize("dress", [pseudo, cpp])
def test_a_sized_c_array_is_the_items_then_zeros(declare: str, use: str, expected: int, dress: Any) -> None:
    assert run(dress(declare, use), 4) == expected


def test_a_c_array_list_not_read_with_certainty_is_not_guessed() -> None:
    result = normalise(pseudo("int t[2][3] = {{1, 2}, {3}};", "t[1][0]"), SIG)
    assert 2 in [u.line for u in result.unrecognised], result.python
