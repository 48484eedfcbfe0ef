"""Round-8 conventions of the C family and of exam-board declarations (docs/pseudocode.md,
"Conventions read since round 8 was opened"), in phrasings of our own, EXECUTED.

Java's arrays as loop items (``for (int[] e : edges)``), several C arrays in one declaration,
C++17's structured binding, braced items pushed onto a container, ``.add`` on an item of a list of
lists, C++'s ``q.pop()`` on a queue, and exam-board arrays declared above the assignment of their
size. Each has a buggy program that must still fail and a look-alike that stays refused.
"""

from __future__ import annotations

import textwrap
from typing import Any

import pytest

from assay.grading import normalise
from assay.grading._pseudocode._translate import unrunnable
from tests.grading.support import Sig, refused, run_normalised, sig, signature

EDGES = sig("count_out", "int", n="int", edges="List[List[int]]")
COMMON = sig("common_len", "int", a="str", b="str")
TOTAL = sig("total_of", "int", numbers="List[int]")


def run(text: str, signature: Sig, *args: Any) -> Any:
    return run_normalised(text, signature, *args)


# --- Java: an array as the loop's item, and `.add` on an item of a list of lists --------------------

OUT_DEGREE = """
public int countOut(int n, int[][] edges) {{
    List<List<Integer>> out = new ArrayList<>();
    for (int k = 0; k < n; k++) out.add(new ArrayList<>());
    int[] seen = new int[n];
    for ({item} e : edges) {{
        out.get(e[0]).add(e[1]);
        seen[e[1]]++;
    }}
    int best = 0;
    for (int k = 0; k < n; k++) if (out.get(k).size() > best) best = out.get(k).size(){off};
    return best;
}}
"""


@pytest.mark.parametrize("item", ["int[]", "final int[]", "int []"])
def test_java_array_items_and_list_of_lists_run(item: str) -> None:
    assert run(OUT_DEGREE.format(item=item, off=""), EDGES, 3, [[0, 1], [0, 2], [1, 2]]) == 2


def test_java_array_items_kept_bug() -> None:
    assert run(OUT_DEGREE.format(item="int[]", off=" - 1"), EDGES, 3, [[0, 1], [0, 2], [1, 2]]) == 1


def test_java_list_of_sets_keeps_add() -> None:
    # items made as sets stay sets: `.add` is a set's add, and a repeated item counts once
    text = """
    public int countOut(int n, int[][] edges) {
        List<Set<Integer>> out = new ArrayList<>();
        for (int k = 0; k < n; k++) out.add(new HashSet<>());
        int[] seen = new int[n];
        for (int[] e : edges) {
            out.get(e[0]).add(e[1]);
            seen[e[1]]++;
        }
        return out.get(0).size();
    }
    """
    assert run(text, EDGES, 2, [[0, 1], [0, 1]]) == 1


# --- C: several arrays in one declaration ------------------------------------------------------------

TWO_ROWS = """
int commonLen(char* a, char* b) {{
    int la = strlen(a), lb = strlen(b);
    int up[lb + 1], here[lb + 1];
    for (int j = 0; j <= lb; j++) up[j] = 0;
    for (int i = 1; i <= la; i++) {{
        here[0] = 0;
        for (int j = 1; j <= lb; j++) {{
            if (a[i - 1] == b[j - 1]) here[j] = up[j - 1] + {step};
            else here[j] = up[j] > here[j - 1] ? up[j] : here[j - 1];
        }}
        for (int j = 0; j <= lb; j++) up[j] = here[j];
    }}
    return up[lb];
}}
"""


def test_c_several_arrays_in_one_declaration_run() -> None:
    assert run(TWO_ROWS.format(step=1), COMMON, "abcde", "ace") == 3


def test_c_several_arrays_kept_bug() -> None:
    assert run(TWO_ROWS.format(step=2), COMMON, "abcde", "ace") == 6


def test_c_several_arrays_with_an_initialiser_is_refused() -> None:
    text = """
    int commonLen(char* a, char* b) {
        int up[3] = {1, 2}, here[3];
        return up[0] + here[0];
    }
    """
    assert 2 in refused(text, COMMON)


# --- C++: braced items pushed, a structured binding, `q.pop()` on a queue ---------------------------

PAIRS = """
int totalOf(vector<int>& numbers) {{
    queue<pair<int,int>> q;
    for (int x : numbers) q.push({{x, x}});
    int s = 0;
    while (!q.empty()) {{
        {bind} = q.front(); q.pop();
        s += {use};
    }}
    return s;
}}
"""


@pytest.mark.parametrize("bind", ["auto [lo, hi]", "auto& [lo, hi]", "const auto& [lo, hi]"])
def test_cpp_structured_binding_and_braced_pair_run(bind: str) -> None:
    # `{x, x}` read as a set would lose an item and fail to unpack
    assert run(PAIRS.format(bind=bind, use="lo + hi"), TOTAL, [1, 2, 2]) == 10


def test_cpp_structured_binding_kept_bug() -> None:
    assert run(PAIRS.format(bind="auto [lo, hi]", use="lo"), TOTAL, [1, 2, 2]) == 5


def test_cpp_binding_of_one_name_is_refused() -> None:
    # `auto [x] = …` (one name) is no pair: not guessed
    text = """
    int totalOf(vector<int>& numbers) {
        auto [x] = numbers;
        return x;
    }
    """
    assert refused(text, TOTAL)


# --- exam-board DECLAREs above the assignment of the size they name -------------------------------

DECLARED = """
FUNCTION TotalOf(Numbers : ARRAY OF INTEGER) RETURNS INTEGER
    DECLARE n, i, s : INTEGER
    DECLARE Copy : ARRAY[1:n] OF INTEGER
    {size}
    s ← 0
    FOR i ← 1 TO n
        Copy[i] ← Numbers[i]
    NEXT i
    FOR i ← 1 TO n
        s ← s + Copy[i]
    NEXT i
    RETURN s{off}
ENDFUNCTION
"""


def test_array_declared_before_its_size_runs() -> None:
    assert run(DECLARED.format(size="n ← LENGTH(Numbers)", off=""), TOTAL, [4, 5, 6]) == 15


def test_array_declared_before_its_size_kept_bug() -> None:
    assert run(DECLARED.format(size="n ← LENGTH(Numbers)", off=" + 1"), TOTAL, [4, 5, 6]) == 16


def test_array_whose_size_is_set_in_a_loop_is_refused() -> None:
    # the size gets its value inside a loop: where the array is made is not certain, so it is not
    # moved, and the answer reads `n` before it is set (the static checks refuse it)
    text = DECLARED.format(size="FOR i ← 1 TO 1\n        n ← LENGTH(Numbers)\n    NEXT i", off="")
    python = normalise(textwrap.dedent(text).strip("\n"), TOTAL).python  # type: ignore[arg-type]
    assert unrunnable(python, signature("total_of", "int", numbers="List[int]"))


# --- C: a `double` function returning an int gives a double ----------------------------------------

MEAN = sig("mean_of", "float", numbers="List[int]")
MEAN_C = """
double meanOf(int* numbers, int numbersSize) {{
    int s = 0;
    for (int i = 0; i < numbersSize; i++) s += numbers[i];
    return {value};
}}
"""


def test_c_double_function_returns_a_double() -> None:
    result = run(MEAN_C.format(value="s"), MEAN, [3, 4])
    assert result == 7.0 and isinstance(result, float)


def test_c_double_function_kept_bug_int_division() -> None:
    # `s / numbersSize` divides two ints: truncated first, then made a double, as C does
    result = run(MEAN_C.format(value="s / numbersSize"), MEAN, [3, 4])
    assert result == 3.0 and isinstance(result, float)


def test_c_double_function_with_a_double_value_is_left_alone() -> None:
    assert run(MEAN_C.format(value="(double) s / numbersSize"), MEAN, [3, 4]) == 3.5
