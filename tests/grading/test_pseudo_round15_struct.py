"""Round-15 conventions of the structured styles (docs/pseudocode.md, "Conventions read since round
15 was opened: textbook, C-family, Python-like"), several phrasings each, EXECUTED.

Each convention is written in phrasings of our own (never a corpus answer's words), with a buggy
program that must still fail and a look-alike that stays refused (listed as not understood) or keeps
its other reading.
"""

from __future__ import annotations

import pytest

from tests.grading.support import normalised, run_normalised, sig, unread_lines

SUM = sig("total", "int", nums="List[int]")
BIGGEST = sig("biggest", "int", nums="List[int]")
FIND = sig("find", "int", nums="List[int]", target="int")
WORDS = sig("bucket_words", "List[List[str]]", words="List[str]")
LAND = sig("count_land", "int", grid="List[List[str]]")
WAIT = sig("wait_days", "List[int]", temps="List[int]")
DOUBLE = sig("doubled", "List[int]", nums="List[int]")


# --- Russian control words: `если … то` / `иначе` / `конец если`, `пока … делай` -------------------


@pytest.mark.parametrize(
    ("opener", "closer"),
    [
        ("если A[k] > best то", "конец если"),
        ("ЕСЛИ A[k] > best ТО", "КОНЕЦ ЕСЛИ"),
        ("если A[k] > best then", "end if"),
    ],
)
def test_russian_if_words_in_textbook_pseudocode(opener: str, closer: str) -> None:
    text = f"""
        BIGGEST(A)
            best ← A[1]
            for k ← 2 to A.length do
                {opener}
                    best ← A[k]
                иначе
                    best ← best
                {closer}
            return best
    """
    assert run_normalised(text, BIGGEST, [3, 9, 4]) == 9


def test_russian_while_and_one_line_if_in_python() -> None:
    text = """
        def total(nums):
            s = 0; k = 0
            пока k < len(nums):
                если nums[k] > 0: s += nums[k]
                k += 1
            return s
    """
    assert run_normalised(text, SUM, [2, -5, 4]) == 6


def test_russian_words_keep_the_bug() -> None:
    # the test is the wrong way round: the smallest is kept
    text = """
        BIGGEST(A)
            best ← A[1]
            for k ← 2 to A.length do
                если A[k] < best то best ← A[k] конец если
            return best
    """
    assert run_normalised(text, BIGGEST, [3, 9, 4]) == 3


def test_russian_only_in_a_comment_changes_nothing() -> None:
    text = """
        def total(nums):
            s = 0  # то, что складываем
            for x in nums:
                s += x
            return s
    """
    result = normalised(text, SUM)
    assert "russian" not in result.rules_applied
    assert "то, что складываем" in result.python


# --- a one-line loop closes itself: `for j ← 1 to n do a[j] ← 0; b[j] ← 0 end for` ---------------


@pytest.mark.parametrize("closer", ["end for", "END FOR", "endfor", "end-for"])
def test_a_one_line_loop_with_its_own_end(closer: str) -> None:
    text = f"""
        DOUBLED(A)
            n ← A.length
            let B[1..n] be a new array
            for j ← 1 to n do B[j] ← A[j]; B[j] ← 2 * B[j] {closer}
            return B
    """
    assert run_normalised(text, DOUBLE, [1, 5, 7]) == [2, 10, 14]


def test_a_one_line_while_with_its_own_end() -> None:
    text = """
        TOTAL(A)
            s ← 1
            while s <= A.length do s ← s * 2 end while
            return s
    """
    assert run_normalised(text, SUM, [1, 2, 3]) == 4


def test_a_one_line_loop_with_its_own_end_keeps_the_bug() -> None:
    # the loop starts one late: the first item is never added
    text = """
        TOTAL(A)
            s ← 0
            for k ← 2 to A.length do s ← s + A[k] end for
            return s
    """
    assert run_normalised(text, SUM, [1, 2, 3]) == 5


def test_a_bare_end_after_a_one_line_loop_is_a_name() -> None:
    # `end` alone may be the learner's variable: only the words naming the loop close it
    text = """
        TOTAL(A)
            s ← 0
            for k ← 1 to A.length do s ← s + end
            return s
    """
    assert 3 in unread_lines(text, SUM)


# --- C's GNU layout: the return type on a line of its own above the name --------------------------


@pytest.mark.parametrize("rtype", ["int", "static int", "long"])
def test_a_return_type_above_the_function_name(rtype: str) -> None:
    text = f"""
        {rtype}
        add_all (const char *label, int *v)
        {{
          int s = 0;
          for (int k = 0; k < 3; k++)
            {{
              s += v[k];
            }}
          return s;
        }}
    """
    words = sig("total", "int", label="str", nums="List[int]")
    assert run_normalised(text, words, "x", [4, 5, 6]) == 15


def test_a_return_type_above_the_function_name_keeps_the_bug() -> None:
    # starts at 1: the first item is left out
    text = """
        int
        add_all (const char *label, int *v)
        {
          int s = 0;
          for (int k = 1; k < 3; k++)
            {
              s += v[k];
            }
          return s;
        }
    """
    words = sig("total", "int", label="str", nums="List[int]")
    assert run_normalised(text, words, "x", [4, 5, 6]) == 11


def test_a_lone_type_that_heads_no_function_is_still_reported() -> None:
    text = """
        def total(nums):
            s = 0
            int
            for x in nums:
                s += x
            return s
    """
    assert 3 in unread_lines(text, SUM)


# --- a size parameter written in capitals: `SUM (int *A, int N)`, `FIND ( A, N, X )` -------------


def test_a_size_parameter_in_capitals_in_c() -> None:
    text = """
        int SOMMA (int *A, int N) {
          int S = 0;
          for (int I = 0; I < N; I++) S += A[I];
          return S;
        }
    """
    assert run_normalised(text, SUM, [4, 5, 6]) == 15


def test_a_size_parameter_in_capitals_in_a_textbook_procedure() -> None:
    text = """
        FIND ( A, N, X )
            FOR I := 1 TO N
                IF A[I] = X
                    RETURN I - 1
                END IF
            END FOR
            RETURN -1
        END FIND
    """
    assert run_normalised(text, FIND, [4, 5, 6], 6) == 2
    assert run_normalised(text, FIND, [4, 5, 6], 7) == -1


# --- a manual's declarations: `LOCAL I INTEGER`, `LOCAL R ARRAY[N] INTEGER` -----------------------


def test_local_declarations_of_scalars_and_an_array() -> None:
    text = """
        DOUBLED ( A, N )
            LOCAL B ARRAY[N] INTEGER
            LOCAL I, T INTEGER
            FOR I := 1 TO N
                T := A[I] * 2
                B[I] := T
            END FOR
            RETURN B
        END DOUBLED
    """
    result = normalised(text, DOUBLE)
    assert "local-declarations" in result.rules_applied
    assert run_normalised(text, DOUBLE, [1, 5, 7]) == [2, 10, 14]


def test_a_declared_array_holds_nothing_until_it_is_set() -> None:
    # the loop starts one late: the first slot stays empty, and the answer fails as it would
    text = """
        DOUBLED ( A, N )
            LOCAL B ARRAY[N] INTEGER
            FOR I := 2 TO N
                B[I] := A[I] * 2
            END FOR
            RETURN B
        END DOUBLED
    """
    assert run_normalised(text, DOUBLE, [1, 5, 7]) == [None, 10, 14]


def test_a_declared_scalar_gets_no_value() -> None:
    # `S` is declared but never set before it is added to: the answer fails, as it would
    text = """
        TOTAL ( A, N )
            LOCAL S INTEGER
            FOR I := 1 TO N
                S := S + A[I]
            END FOR
            RETURN S
        END TOTAL
    """
    with pytest.raises(NameError):
        run_normalised(text, SUM, [1, 2, 3], strict=False)


def test_local_with_a_value_is_not_a_declaration() -> None:
    assert "local-declarations" not in normalised("LOCAL S INTEGER := 0\nRETURN S", SUM).rules_applied


# --- C's three-part loop without parentheses, in capitals: `FOR I := 1; I <= N; I++` -------------


@pytest.mark.parametrize(
    ("up", "down"),
    [
        ("FOR I := 1; I <= N; I++", "FOR I := N; I >= 1; I--"),
        ("For I := 1; I <= N; I++", "For I := N; I >= 1; I--"),
    ],
)
def test_a_three_part_loop_in_capitals(up: str, down: str) -> None:
    text = f"""
        RUNNING ( A, N )
            LOCAL B ARRAY[N] INTEGER
            S := 0
            {up}
                S := S + A[I]
                B[I] := S
            END FOR
            {down}
                B[I] := B[I] * 2
            END FOR
            RETURN B
        END RUNNING
    """
    assert run_normalised(text, DOUBLE, [1, 2, 3]) == [2, 6, 12]


def test_a_three_part_loop_in_capitals_keeps_the_bug() -> None:
    # `<` where `<=` was meant: the last slot is never written
    text = """
        RUNNING ( A, N )
            LOCAL B ARRAY[N] INTEGER
            FOR I := 1; I < N; I++
                B[I] := A[I] * 2
            END FOR
            RETURN B
        END RUNNING
    """
    assert run_normalised(text, DOUBLE, [1, 2, 3]) == [2, 4, None]


# --- two letters swapped in a member or a textbook operation: `T.lenght`, `STACK-EMTPY(S)` -------


def test_swapped_letters_in_a_member_and_a_stack_operation() -> None:
    text = """
        WAIT-DAYS(T)
            n ← T.lenght
            let W[1..n] be a new array
            let S be a new stack
            for i ← 1 to n do W[i] ← 0
            for i ← 1 to n do
                while not STACK-EMTPY(S) and T[i] > T[TOP(S)] do
                    d ← POP(S)
                    W[d] ← i − d
                PUSH(S, i)
            return W
    """
    result = normalised(text, WAIT)
    assert any("`lenght`" in note for note in result.notes)
    assert run_normalised(text, WAIT, [3, 1, 2, 5]) == [3, 1, 1, 0]


def test_a_misspelt_variable_is_still_reported() -> None:
    # `lenght` is the learner's own name here, never set: not read as `length`
    text = """
        TOTAL(A)
            s ← 0
            for k ← 1 to lenght do s ← s + A[k]
            return s
    """
    assert 3 in unread_lines(text, SUM)


# --- Ruby's `<<`, `join` and `values` in Python-like code ------------------------------------------


def test_ruby_push_join_and_values() -> None:
    text = """
        def bucket_words(words)
          buckets = {}
          for w in words
            k = sorted(w).join
            if !buckets.has_key?(k)
              buckets[k] = []
            end
            buckets[k] << w
          end
          return buckets.values
        end
    """
    assert run_normalised(text, WORDS, ["ab", "ba", "c"]) == [["ab", "ba"], ["c"]]


def test_ruby_push_keeps_the_bug() -> None:
    # every word goes into the first bucket made
    text = """
        def bucket_words(words)
          buckets = {}
          first = nil
          for w in words
            k = sorted(w).join
            if first == nil
              first = k
              buckets[k] = []
            end
            buckets[first] << w
          end
          return buckets.values
        end
    """
    assert run_normalised(text, WORDS, ["ab", "ba", "c"]) == [["ab", "ba", "c"]]


def test_a_shift_inside_an_expression_stays_a_shift() -> None:
    text = """
        def total(nums):
            s = 0
            for x in nums:
                s += x << 1
            return s
    """
    assert run_normalised(text, SUM, [1, 2]) == 6


# --- Go written without `:=` in a loop's header; inner literals without their type ----------------


def test_go_loop_headers_with_equals_declare_their_names() -> None:
    text = """
        func countLand(grid [][]string) int {
            var count = 0
            var steps = [][]int{{0, 1}, {1, 0}}
            for r = 0; r < len(grid); r++ {
                for c = 0; c < len(grid[0]); c++ {
                    if grid[r][c] != "1" {
                        continue
                    }
                    var alone = true
                    for _, d = range steps {
                        var nr = r - d[0]
                        var nc = c - d[1]
                        if nr >= 0 && nc >= 0 && grid[nr][nc] == "1" {
                            alone = false
                        }
                    }
                    if alone {
                        count++
                    }
                }
            }
            return count
        }
    """
    result = normalised(text, LAND)
    assert "c-family-go" in result.rules_applied
    grid = [["1", "1", "0"], ["0", "0", "0"], ["0", "0", "1"]]
    assert run_normalised(text, LAND, grid) == 2


def test_go_loop_header_with_equals_keeps_the_bug() -> None:
    # the row loop starts at 1: the first row is never counted
    text = """
        func countLand(grid [][]string) int {
            var count = 0
            for r = 1; r < len(grid); r++ {
                for _, cell = range grid[r] {
                    if cell == "1" {
                        count++
                    }
                }
            }
            return count
        }
    """
    assert "c-family-go" in normalised(text, LAND).rules_applied
    assert run_normalised(text, LAND, [["1", "1"], ["0", "1"]]) == 1


def test_go_assignment_to_a_declared_counter_stays_an_assignment() -> None:
    text = """
        func countLand(grid [][]string) int {
            var count = 0
            var r = 5
            for r = 0; r < len(grid); r++ {
                count++
            }
            return count + r
        }
    """
    assert run_normalised(text, LAND, [["1"], ["0"]]) == 4


# --- C++'s iterators into a vector, read as positions: `lower_bound`, `*it = x`, `d.end()` ---------

LONGEST = sig("longest_rising", "int", nums="List[int]")


@pytest.mark.parametrize("search", ["lower_bound", "std::lower_bound"])
def test_cpp_iterator_from_lower_bound(search: str) -> None:
    text = f"""
        int longestRising(vector<int>& v) {{
            vector<int> tails;
            for (int x : v) {{
                auto pos = {search}(tails.begin(), tails.end(), x);
                if (pos != tails.end()) *pos = x;
                else tails.push_back(x);
            }}
            return tails.size();
        }}
    """
    result = normalised(text, LONGEST)
    assert "c-family-cpp" in result.rules_applied
    assert run_normalised(text, LONGEST, [10, 9, 2, 5, 3, 7, 101, 18]) == 4
    assert run_normalised(text, LONGEST, [7, 7, 7]) == 1


def test_cpp_iterator_keeps_the_bug() -> None:
    # upper_bound lets an equal value extend the run: not strictly rising
    text = """
        int longestRising(vector<int>& v) {
            vector<int> tails;
            for (int x : v) {
                auto pos = upper_bound(tails.begin(), tails.end(), x);
                if (pos == tails.end()) tails.push_back(x);
                else *pos = x;
            }
            return tails.size();
        }
    """
    assert "c-family-cpp" in normalised(text, LONGEST).rules_applied
    assert run_normalised(text, LONGEST, [7, 7, 7]) == 3


def test_cpp_iterators_into_part_of_a_vector_stay_refused() -> None:
    text = """
        int longestRising(vector<int>& v) {
            vector<int> w(v.begin(), v.end());
            auto pos = lower_bound(v.begin() + 1, v.end(), 3);
            return w.size();
        }
    """
    assert "c-family-cpp" not in normalised(text, LONGEST).rules_applied


# --- C#: arrays of arrays, sorts by a comparison, `.Lenght` -----------------------------------------

JOIN = sig("join_spans", "List[List[int]]", spans="List[List[int]]")
_CS_JOIN = """
    public class Solution {
        public int[][] JoinSpans(int[][] spans) {
            SORT
            var kept = new List<int[]>();
            int[] open = spans[0];
            for (int k = 1; k < spans.LENGTH; k++) {
                if (spans[k][0] <= open[1]) { open[1] = Math.Max(open[1], spans[k][1]); }
                else { kept.Add(open); open = spans[k]; }
            }
            kept.Add(open);
            return kept.ToArray();
        }
    }
"""


@pytest.mark.parametrize(
    ("sort", "length"),
    [
        ("Array.Sort(spans, (p, q) => p[0] - q[0]);", "Length"),
        ("Array.Sort(spans, (int[] p, int[] q) => p[0] - q[0]);", "Length"),
        ("Array.Sort(spans, (p, q) => p[0] - q[0]);", "Lenght"),
    ],
)
def test_csharp_sort_by_a_comparison_on_an_array_of_arrays(sort: str, length: str) -> None:
    text = _CS_JOIN.replace("SORT", sort).replace("LENGTH", length)
    result = normalised(text, JOIN)
    assert "c-family-csharp" in result.rules_applied
    assert run_normalised(text, JOIN, [[8, 10], [1, 3], [2, 6]]) == [[1, 6], [8, 10]]


def test_csharp_sort_by_a_comparison_keeps_the_bug() -> None:
    # the comparison is the wrong way round: walked from the last start, every span joins the first
    text = _CS_JOIN.replace("SORT", "Array.Sort(spans, (p, q) => q[0] - p[0]);").replace("LENGTH", "Length")
    assert "c-family-csharp" in normalised(text, JOIN).rules_applied
    assert run_normalised(text, JOIN, [[8, 10], [1, 3], [2, 6]]) == [[8, 10]]


def test_csharp_sort_by_a_block_comparison_stays_refused() -> None:
    sort = "Array.Sort(spans, (p, q) => { return p[0] - q[0]; });"
    text = _CS_JOIN.replace("SORT", sort).replace("LENGTH", "Length")
    assert "c-family-csharp" not in normalised(text, JOIN).rules_applied
