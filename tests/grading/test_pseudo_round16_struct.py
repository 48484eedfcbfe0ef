"""Round-16 conventions of the structured styles (docs/pseudocode.md, "Conventions read since round
16 was opened: textbook, Python-like, C-family"), several phrasings each, EXECUTED.

Each convention is written in phrasings of our own (never a corpus answer's words), with a buggy
program that must still fail and a look-alike that stays refused (listed as not understood) or keeps
its other reading.
"""

from __future__ import annotations

import pytest

from tests.grading.support import normalised, run_normalised, sig, unread_lines

SUM = sig("total", "int", nums="List[int]")
BIGGEST = sig("biggest", "int", nums="List[int]")
DOUBLE = sig("doubled", "List[int]", nums="List[int]")


# --- a keyword with two neighbouring letters swapped: `retrun s`, `whiel k < n` ---------------------


@pytest.mark.parametrize("word", ["retrun", "RETRUN", "reutrn"])
def test_a_return_with_two_letters_swapped(word: str) -> None:
    text = f"""
        TOTAL(A)
        1  s ← 0
        2  for k ← 1 to A.length
        3      s ← s + A[k]
        4  {word} s
    """
    assert run_normalised(text, SUM, [4, 5, 6]) == 15


def test_a_while_with_two_letters_swapped_in_python() -> None:
    text = """
        def total(nums):
            s = 0
            k = 0
            whiel k < len(nums):
                s += nums[k]
                k += 1
            retrun s
    """
    assert run_normalised(text, SUM, [4, 5, 6]) == 15


def test_a_swapped_keyword_keeps_the_bug() -> None:
    text = """
        def total(nums):
            s = 0
            for k in range(1, len(nums)):
                s += nums[k]
            retrun s
    """
    assert run_normalised(text, SUM, [4, 5, 6]) == 11


def test_a_swapped_keyword_set_as_a_name_is_a_name() -> None:
    text = """
        def total(nums):
            retrun = 0
            for x in nums:
                retrun += x
            return retrun
    """
    assert "swapped-letters" not in normalised(text, SUM).rules_applied
    assert run_normalised(text, SUM, [4, 5, 6]) == 15


def test_a_swapped_keyword_in_mid_line_stays_unread() -> None:
    text = """
        def total(nums):
            s = sum(nums)
            x = retrun s
            return x
    """
    assert 3 in unread_lines(text, SUM)


# --- a missed shift: `def total9nums):`, `step9k + 1)` ----------------------------------------------


def test_a_nine_for_the_bracket_of_a_header() -> None:
    text = """
        def total9nums):
            s = 0
            for x in nums:
                s += x
            return s
    """
    assert run_normalised(text, SUM, [4, 5, 6]) == 15


def test_a_nine_for_the_bracket_of_a_call_to_a_helper() -> None:
    text = """
        def total(nums):
            def add(k, s):
                if k == len(nums):
                    return s
                return add9k + 1, s + nums[k])
            return add(0, 0)
    """
    assert run_normalised(text, SUM, [4, 5, 6]) == 15


def test_a_missed_shift_keeps_the_bug() -> None:
    text = """
        def total(nums):
            def add(k, s):
                if k == len(nums) - 1:
                    return s
                return add9k + 1, s + nums[k])
            return add(0, 0)
    """
    assert run_normalised(text, SUM, [4, 5, 6]) == 9


def test_a_name_ending_in_nine_on_a_balanced_line_is_a_name() -> None:
    text = """
        def total(nums):
            def add9(s):
                return s
            return add9(sum(nums))
    """
    assert "missed-shift" not in normalised(text, SUM).rules_applied
    assert run_normalised(text, SUM, [4, 5, 6]) == 15


def test_a_nine_after_a_name_the_answer_never_defines_stays_unread() -> None:
    text = """
        def total(nums):
            return sum9nums)
    """
    assert 2 in unread_lines(text, SUM)


# --- R's function header `f <- function(a):` and its range `1:n` -----------------------------------


@pytest.mark.parametrize(
    ("header", "loop"),
    [
        ("total <- function(nums):", "for k in 1:length(nums):"),
        ("total <- function(nums):", "for k in 1:n:"),
        ("total = function(nums):", "for k in 1:(n):"),
        ("total <- function(nums):", "for k = 1:n:"),
    ],
)
def test_an_r_header_and_range_in_python(header: str, loop: str) -> None:
    text = f"""
        {header}
            s <- 0
            n <- length(nums)
            {loop}
                s <- s + nums[k - 1]
            return s
    """
    assert run_normalised(text, SUM, [4, 5, 6]) == 15


def test_an_r_header_with_braces() -> None:
    text = """
        doubled <- function(nums) {
            out <- []
            for (x in nums) {
                out.append(2 * x)
            }
            return(out)
        }
    """
    assert run_normalised(text, DOUBLE, [1, 5]) == [2, 10]


def test_an_r_range_keeps_the_bug() -> None:
    text = """
        total <- function(nums):
            s <- 0
            for k in 2:length(nums):
                s <- s + nums[k - 1]
            return s
    """
    assert run_normalised(text, SUM, [4, 5, 6]) == 11


def test_an_r_range_ending_in_arithmetic_stays_unread() -> None:
    # R reads `1:n-1` as `(1:n) - 1`, not as `1:(n-1)`: which the learner meant is not said
    text = """
        total <- function(nums):
            s <- 0
            n <- length(nums)
            for k in 1:n-1:
                s <- s + nums[k]
            return s
    """
    assert 4 in unread_lines(text, SUM)


# --- `Declare` before a C or JavaScript declaration with its value ---------------------------------

COUNTS = sig("first_repeat", "int", nums="List[int]")


@pytest.mark.parametrize(
    "declaration",
    [
        "Declare HashSet<Integer> seen = new HashSet<>();",
        "Declare Set<Integer> seen = new HashSet<Integer>();",
        "DECLARE let seen = new Set();",
    ],
)
def test_declare_before_a_declaration_with_its_value(declaration: str) -> None:
    text = f"""
        Start
        int firstRepeat(int[] nums) {{
            {declaration}
            for (int i = 0; i < nums.length; i++) {{
                If (seen.contains(nums[i])) then return nums[i];
                Endif
                seen.add(nums[i]);
            }}
            return -1;
        }}
        Stop
    """
    assert run_normalised(text, COUNTS, [3, 1, 4, 1, 5]) == 1


def test_declare_keeps_the_bug() -> None:
    text = """
        Start
        int firstRepeat(int[] nums) {
            Declare int best = 0, k = 1;
            for (int i = 1; i < nums.length; i++) {
                If (nums[i] == nums[i - 1]) then return nums[k];
                Endif
            }
            return -1;
        }
        Stop
    """
    assert run_normalised(text, COUNTS, [3, 1, 1, 5]) == 1
    assert run_normalised(text, COUNTS, [3, 7, 5, 5]) == 7


def test_declare_without_a_value_is_not_read() -> None:
    text = """
        int firstRepeat(int[] nums) {
            Declare seen as a set of numbers;
            return -1;
        }
    """
    assert "typed-declaration" not in normalised(text, COUNTS).rules_applied


# --- Java's `list.toArray(new int[list.size()][])` in a line-read answer ----------------------------

PAIRS = sig("pairs", "List[List[int]]", nums="List[int]")


@pytest.mark.parametrize(
    "copy", ["out.toArray(new int[out.size()][])", "out.toArray(new int[0][])", "out.toArray()"]
)
def test_to_array_of_a_list_is_the_list(copy: str) -> None:
    # `let` (JavaScript's) in Java keeps the C-family parser out: the line rules read it
    text = f"""
        public int[][] pairs(int[] nums) {{
            List<int[]> out = new ArrayList<>();
            let last = -1;
            for (int i = 0; i + 1 < nums.length; i += 2) {{
                out.add(new int[]{{nums[i], nums[i + 1]}});
            }}
            return {copy};
        }}
    """
    assert run_normalised(text, PAIRS, [1, 2, 3, 4, 5]) == [[1, 2], [3, 4]]


def test_to_array_keeps_the_bug() -> None:
    text = """
        public int[][] pairs(int[] nums) {
            List<int[]> out = new ArrayList<>();
            let last = -1;
            for (int i = 1; i + 1 < nums.length; i += 2) {
                out.add(new int[]{nums[i], nums[i + 1]});
            }
            return out.toArray(new int[out.size()][]);
        }
    """
    assert run_normalised(text, PAIRS, [1, 2, 3, 4, 5]) == [[2, 3], [4, 5]]


# --- a Portuguese keyboard's `ç` for the `;` that ends a statement ----------------------------------


@pytest.mark.parametrize("end", ["ç", "ç   // the sum so far"])
def test_a_cedilla_ends_a_statement(end: str) -> None:
    text = f"""
        public int total(int[] nums) {{
            int s = 0{end}
            for (int x : nums) {{
                s += x;
            }}
            return s;
        }}
    """
    result = normalised(text, SUM)
    assert "keyboard-layout" in result.rules_applied
    assert run_normalised(text, SUM, [4, 5, 6]) == 15


def test_a_cedilla_keeps_the_bug() -> None:
    text = """
        public int total(int[] nums) {
            int s = nums[0]ç
            for (int x : nums) {
                s += x;
            }
            return s;
        }
    """
    assert run_normalised(text, SUM, [4, 5, 6]) == 19


def test_a_cedilla_inside_a_word_or_without_semicolons_is_left() -> None:
    assert (
        "keyboard-layout"
        not in normalised("def total(nums):\n    açaí = 0\n    return sum(nums)", SUM).rules_applied
    )
    text = """
        public int total(int[] nums) {
            int s = 0ç
            return s
        }
    """
    assert "keyboard-layout" not in normalised(text, SUM).rules_applied


def test_declare_with_a_name_left_bare_declares_each_name_apart() -> None:
    # `curr = head, last` must not make a pair of the last two: each name is declared on its own, the
    # bare one with no value, as C's `int last;` (the mixed share's flowchart `Declare` reads it so too)
    text = """
        Start
        int total(int[] nums) {
            Declare int s = 0, k = 0, last;
            while (k < nums.length) { s += nums[k]; k++; }
            return s;
        }
        Stop
    """
    python = normalised(text, SUM).python
    assert "last = None" in python and "k = 0, last" not in python, python
    assert run_normalised(text, SUM, [1, 2, 3]) == 6


def test_declare_with_a_map_type_of_two_parameters() -> None:
    text = """
        Start
        int firstRepeat(int[] nums) {
            Declare HashMap<Integer, Integer> seen = new HashMap<>();
            for (int x : nums) {
                If (seen.containsKey(x)) then return x;
                Endif
                seen.put(x, 1);
            }
            return -1;
        }
        Stop
    """
    assert run_normalised(text, COUNTS, [3, 1, 4, 1, 5]) == 1


# --- Indian English's `if suppose …` ----------------------------------------------------------------

FIND = sig("find", "int", nums="List[int]", target="int")


@pytest.mark.parametrize("opener", ["if suppose", "If suppose", "if suppose that"])
def test_if_suppose_is_if(opener: str) -> None:
    text = f"""
        def find(nums, target):
            for i in range(len(nums)):
                {opener} nums[i] == target:
                    return i
            return -1
    """
    assert run_normalised(text, FIND, [4, 5, 6], 5) == 1
    assert run_normalised(text, FIND, [4, 5, 6], 7) == -1


def test_if_suppose_keeps_the_bug() -> None:
    text = """
        def find(nums, target):
            for i in range(1, len(nums)):
                if suppose nums[i] == target:
                    return i
            return -1
    """
    assert run_normalised(text, FIND, [4, 5, 6], 4) == -1


# --- a step with its range after it: `c[i] ← 0  ∀ i ∈ 0..n` ---------------------------------------

GRID = sig("border", "int", n="int")


@pytest.mark.parametrize(
    "steps",
    [
        "c[i] ← i  ∀ i ∈ 0..n",
        "c[i] ← i  for all i in 0..n",
        "c[i] ← i, ∀ i ∈ 0 .. n ;   d[j] ← 1  ∀ j ∈ 1..n",
    ],
)
def test_a_step_with_its_range_after_it(steps: str) -> None:
    text = f"""
        BORDER(n)
           let c[0..n] and d[0..n] be new arrays
           {steps}
           s ← 0
           for k ← 0 to n do
              s ← s + c[k]
           end for
           return s
    """
    assert run_normalised(text, GRID, 3) == 6


def test_a_step_with_its_range_after_it_keeps_the_bug() -> None:
    text = """
        BORDER(n)
           let c[0..n] be a new array
           c[i] ← i  ∀ i ∈ 1..n - 1
           s ← 0
           for k ← 0 to n do
              s ← s + c[k]
           end for
           return s
    """
    assert run_normalised(text, GRID, 3) == 3


def test_a_condition_for_all_is_not_a_loop() -> None:
    text = """
        BORDER(n)
           ok ← c[i] ≥ 0  ∀ i ∈ S
           return n
    """
    assert 2 in unread_lines(text, GRID)


# --- `//` remarks in another alphabet after code (`return mid - 1   // 题目要的是 0-based 下标`) -----


@pytest.mark.parametrize("remark", ["// 从左往右加", "// 合計を足す", "// сумма"])
def test_a_remark_in_another_alphabet_after_aligned_code(remark: str) -> None:
    text = f"""
        TOTAL(A):
          s = 0
          for k = 1 to A.length:      {remark}
            s = s + A[k]
          return s          {remark}
    """
    assert run_normalised(text, SUM, [4, 5, 6]) == 15


def test_a_floor_division_before_a_name_stays_a_division() -> None:
    text = """
        def total(nums):
            s = sum(nums) // 2
            return s
    """
    assert run_normalised(text, SUM, [4, 5, 6]) == 7


# --- a 1-based answer's two ends set in one line: `lo, hi = 1, A.length` ----------------------------


def test_ends_set_together_count_from_one() -> None:
    text = """
        FIND(A, t):
          lo, hi = 1, A.length
          while lo <= hi:
            mid = ⌊(lo + hi) / 2⌋
            if A[mid] == t:
              return mid - 1
            if A[mid] < t:
              lo = mid + 1
            else:
              hi = mid - 1
          return -1
    """
    assert run_normalised(text, FIND, [1, 3, 5, 7], 7) == 3
    assert run_normalised(text, FIND, [1, 3, 5, 7], 1) == 0
    assert run_normalised(text, FIND, [1, 3, 5, 7], 4) == -1


def test_ends_set_together_keep_the_bug() -> None:
    text = """
        FIND(A, t):
          lo, hi = 1, A.length
          while lo < hi:
            mid = ⌊(lo + hi) / 2⌋
            if A[mid] == t:
              return mid - 1
            if A[mid] < t:
              lo = mid + 1
            else:
              hi = mid - 1
          return -1
    """
    assert run_normalised(text, FIND, [1, 3, 5, 7], 7) == -1


# --- CLRS's fourth edition's ranges: `let A[1:n] be a new array` ------------------------------------


@pytest.mark.parametrize(
    "declaration",
    [
        "let p[0:n] be a new array",
        "let p[0:n] and q[0:n] be new arrays",
        "let p[0:n], q[1:n] be new arrays",
    ],
)
def test_a_colon_range_of_a_new_array(declaration: str) -> None:
    text = f"""
        PREFIX(A):
          n = A.length
          {declaration}
          p[0] = 0
          for i = 1 to n:
            p[i] = p[i - 1] + A[i]
          return p[n]
    """
    assert run_normalised(text, SUM, [4, 5, 6]) == 15


def test_a_colon_range_keeps_the_bug() -> None:
    text = """
        PREFIX(A):
          n = A.length
          let p[0:n] be a new array
          for i = 2 to n:
            p[i] = p[i - 1] + A[i]
          return p[n]
    """
    assert run_normalised(text, SUM, [4, 5, 6]) == 11


def test_a_colon_in_an_index_that_makes_nothing_new_is_a_slice() -> None:
    text = """
        PREFIX(A):
          let p[0:2] be A[0:2]
          return p[0]
    """
    assert "textbook-array" not in normalised(text, SUM).rules_applied


def test_two_arrays_one_of_which_is_not_read_are_listed_not_dropped() -> None:
    text = """
        PREFIX(A):
          let p[0:n] and q[0:n] be the sums so far
          return 0
    """
    assert 2 in unread_lines(text, SUM)


# --- a problem's number and name above the procedure: `1143 Longest Common Subsequence` -------------


@pytest.mark.parametrize("title", ["53 Maximum Subarray", "0053. 最大子数组和", "53 - Maximum Subarray:"])
def test_a_numbered_title_above_the_procedure(title: str) -> None:
    text = f"""
        {title}
        BEST(A):
          best = A[1]
          cur = 0
          for i = 1 to A.length:
            cur = max(A[i], cur + A[i])
            best = max(best, cur)
          return best
    """
    assert run_normalised(text, BIGGEST, [-2, 1, -3, 4, -1, 2, 1, -5, 4]) == 6


def test_a_numbered_line_above_a_step_stays_a_step() -> None:
    text = """
        BEST(A):
          1 best
          2 return best
    """
    assert 2 in unread_lines(text, BIGGEST)
