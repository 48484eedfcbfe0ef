"""Round-17 conventions of the structured styles (docs/pseudocode.md, "Conventions read since round
17 was opened: textbook, Python-like, C-family"), several phrasings each, EXECUTED.

Each convention is written in phrasings of our own (never a corpus answer's words), with a buggy
program that must still fail and a look-alike that stays refused (listed as not understood) or keeps
its other reading.
"""

from __future__ import annotations

import pytest

from tests.grading.support import ListNode, linked, normalised, run_normalised, sig, unread_lines, values

SUM = sig("total", "int", nums="List[int]")
PAIRS = sig("pairs", "int", a="str", b="str")
WORDS = sig("lengths", "List[int]", words="List[str]")
WIDEST = sig("widest", "int", nums="List[int]")


# --- `for i in range 1 to n`: Python's word before the textbook's inclusive range -------------------


@pytest.mark.parametrize(
    "loop",
    [
        "for k in range 1 to n do",
        "for k in range from 1 to n do",
        "for k in the range 1 through n do",
    ],
)
def test_a_range_word_before_a_textbook_range(loop: str) -> None:
    text = f"""
        TOTAL(A)
            n ← length of A
            s ← 0
            {loop}
                s ← s + A[k]
            return s
    """
    assert run_normalised(text, SUM, [4, 5, 6]) == 15


def test_a_range_word_in_python_counts_both_ends() -> None:
    text = """
        def total(nums):
            s = 0
            for k in range 0 to len(nums) - 1:
                s += nums[k]
            return s
    """
    assert run_normalised(text, SUM, [4, 5, 6]) == 15


def test_a_range_word_keeps_the_bug() -> None:
    text = """
        def total(nums):
            s = 0
            for k in range 1 to len(nums) - 1:
                s += nums[k]
            return s
    """
    assert run_normalised(text, SUM, [4, 5, 6]) == 11


def test_pythons_own_range_is_still_half_open() -> None:
    text = """
        def total(nums):
            s = 0
            for k in range(1, len(nums)):
                s += nums[k]
            return s
    """
    assert run_normalised(text, SUM, [4, 5, 6]) == 11


# --- a table given by its size: `array of size (m + 1) × (n + 1), every entry 0` ------------------


@pytest.mark.parametrize(
    "made",
    [
        "T ← array of size (m + 1) × (n + 1), every entry 0",
        "T ← a new table of size (m + 1) by (n + 1) filled with 0",
        "T ← grid of dimensions (m + 1) x (n + 1), where all cells are 0",
        "T := matrix of size (m + 1) * (n + 1) initialised to zero",
    ],
)
def test_a_table_given_by_its_size(made: str) -> None:
    # counts the pairs of equal letters, one from each string, through the table's last cell
    text = f"""
        PAIRS(X, Y)
            m ← length of X
            n ← length of Y
            {made}
            for i in range 1 to m do
                for j in range 1 to n do
                    T[i, j] ← T[i - 1, j] + T[i, j - 1] - T[i - 1, j - 1]
                    if X[i] = Y[j] then
                        T[i, j] ← T[i, j] + 1
            return T[m, n]
    """
    assert run_normalised(text, PAIRS, "aab", "ab") == 3


def test_a_table_given_by_its_size_keeps_the_bug() -> None:
    text = """
        PAIRS(X, Y)
            m ← length of X
            n ← length of Y
            T ← array of size m × n, every entry 0
            for i in range 1 to m do
                for j in range 1 to n do
                    T[i, j] ← 1
            return T[m, n]
    """
    with pytest.raises(IndexError):
        run_normalised(text, PAIRS, "aab", "ab")


def test_a_table_whose_words_say_more_than_a_value_stays_unread() -> None:
    text = """
        PAIRS(X, Y)
            m ← length of X
            n ← length of Y
            T ← array of size m × n, sorted by row
            return T[0, 0]
    """
    assert 4 in unread_lines(text, PAIRS)


# --- a name that starts with `each`, `every` or `all` is a name ------------------------------------


@pytest.mark.parametrize("name", ["each_word", "every_word", "all_words", "eachword"])
def test_a_loop_name_starting_with_each_is_whole(name: str) -> None:
    text = f"""
        def lengths(words):
            out = []
            for {name} in words:
                out.append(len({name}))
            return out
    """
    assert run_normalised(text, WORDS, ["ab", "c"]) == [2, 1]


def test_for_each_with_the_word_still_walks_the_items() -> None:
    text = """
        def lengths(words):
            out = []
            for each w in words:
                out.append(len(w))
            return out
    """
    assert run_normalised(text, WORDS, ["ab", "c"]) == [2, 1]


# --- a worked example under the answer: `Example run with nums = [1, 2]` ---------------------------


@pytest.mark.parametrize(
    "label",
    [
        "Example run with nums = [4, 5, 6]",
        "example run, nums = [4, 5, 6]",
        "Trace: nums = [4, 5, 6]",
        "Dry run for [4, 5, 6]",
        "walkthrough - nums = [4, 5, 6]",
    ],
)
def test_a_worked_example_after_the_answer_is_no_step(label: str) -> None:
    text = f"""
        def total(nums):
            s = 0
            for x in nums:
                s = s + x
            return s

        {label}
          x = 4 -> s = 4
          x = 5 -> s = 9, then 15
          return 15
    """
    assert run_normalised(text, SUM, [4, 5, 6]) == 15


def test_a_worked_example_under_a_numbered_textbook_answer() -> None:
    text = """
        TOTAL(A)
        1  s := 0
        2  for k := 1 to A.length
        3      s := s + A[k]
        4  return s

        Example run with A = [4, 5, 6]
         k = 1: s = 4
         k = 3: s = 15 -> return 15
    """
    assert run_normalised(text, SUM, [4, 5, 6]) == 15


def test_a_worked_example_keeps_the_bug_above_it() -> None:
    text = """
        def total(nums):
            s = 0
            for x in nums[1:]:
                s = s + x
            return s

        example run: nums = [4, 5, 6] -> 15
    """
    assert run_normalised(text, SUM, [4, 5, 6]) == 11


def test_a_name_called_trace_after_the_answer_is_code() -> None:
    text = """
        def total(nums):
            return helper(nums)

        trace = helper(nums)
    """
    assert "closing-example" not in normalised(text, SUM).rules_applied


def test_an_example_before_the_last_step_is_not_dropped() -> None:
    # no step ends the answer above the label, so the lines under it stay the answer's
    text = """
        def total(nums):
            s = 0

        example = 0
            for x in nums:
                s = s + x
            return s
    """
    assert "closing-example" not in normalised(text, SUM).rules_applied


# --- a closing `end` mistyped: `and if` (autocorrect), `emd while` --------------------------------


@pytest.mark.parametrize(("typed", "other"), [("and if", "end while"), ("emd if", "end while")])
def test_a_mistyped_end_of_a_block(typed: str, other: str) -> None:
    text = f"""
        TOTAL(A)
        1  s := 0
        2  k := 1
        3  while k <= A.length do
        4      if A[k] > 0 then
        5          s := s + A[k]
        6      {typed}
        7      k := k + 1
        8  {other}
        9  return s
    """
    assert run_normalised(text, SUM, [4, -5, 6]) == 10


def test_a_mistyped_end_keeps_the_bug() -> None:
    text = """
        TOTAL(A)
            s := 0
            for k := 2 to A.length do
                if A[k] > 0 then
                    s := s + A[k]
                and if
            end for
            return s
    """
    assert run_normalised(text, SUM, [4, -5, 6]) == 6


def test_and_if_without_end_words_elsewhere_stays_unread() -> None:
    # nothing else in the answer closes a block with `end`, so `and if` is not read as one
    text = """
        TOTAL(A)
            s := 0
            for each x in A
                if x > 0 then
                    s := s + x
                and if
            return s
    """
    assert 6 in unread_lines(text, SUM)


# --- counting from 1: a name set to the length and read at once, `hi ← n … A[hi]` ------------------


def test_the_far_end_read_at_the_length_counts_from_one() -> None:
    text = """
        WIDEST(A)
            best ← 0
            for i ← 1 to A.length - 1 do
                hi ← A.length
                while hi > i do
                    best ← max(best, A[hi] - A[i])
                    hi ← hi - 1
            return best
    """
    assert run_normalised(text, WIDEST, [1, 5, 9]) == 8


def test_the_far_end_read_after_a_step_down_is_no_sign() -> None:
    # `hi` moves before it is read: `A[hi]` is never `A[n]`, so nothing says the answer counts from 1
    text = """
        WIDEST(A)
            hi ← A.length
            best ← 0
            while hi > 0 do
                hi ← hi - 1
                best ← max(best, A[hi])
            return best
    """
    assert run_normalised(text, WIDEST, [1, 5, 9]) == 9


# --- a C size parameter named in words: `int size_of_the_list` after the array ----------------------

WINDOW = sig("best_window", "int", nums="List[int]", k="int")


@pytest.mark.parametrize(
    "size", ["size_of_the_list", "number_of_elements", "lengthOfArray", "count_of_values"]
)
def test_a_size_parameter_named_in_words(size: str) -> None:
    text = f"""
        int bestWindow(int* values, int {size}, int width) {{
            int best = 0;
            for (int i = 0; i + width <= {size}; i++) {{
                int s = 0;
                for (int j = i; j < i + width; j++) {{
                    s += values[j];
                }}
                if (s > best) best = s;
            }}
            return best;
        }}
    """
    assert run_normalised(text, WINDOW, [1, 5, 2, 6], 2) == 8


def test_a_size_parameter_named_in_words_keeps_the_bug() -> None:
    text = """
        int bestWindow(int* values, int size_of_the_list, int width) {
            int best = 0;
            for (int i = 0; i + width < size_of_the_list; i++) {
                int s = 0;
                for (int j = i; j < i + width; j++) {
                    s += values[j];
                }
                if (s > best) best = s;
            }
            return best;
        }
    """
    assert run_normalised(text, WINDOW, [1, 5, 2, 6], 2) == 7


def test_a_length_of_something_else_is_a_parameter_of_its_own() -> None:
    # `length_of_window` is the window, not the array's size: matched by position, as written
    text = """
        int bestWindow(int* values, int length_of_window) {
            int s = 0;
            for (int j = 0; j < length_of_window; j++) {
                s += values[j];
            }
            return s;
        }
    """
    assert run_normalised(text, WINDOW, [1, 5, 2, 6], 3) == 8


# --- keywords in capitals: `NEW ListNode(0)`; Shift held a letter too long: `DUmmy` ----------------

HEAD = sig("first_two", "Optional[ListNode]", head="Optional[ListNode]")


@pytest.mark.parametrize("new", ["NEW", "New"])
def test_new_in_capitals(new: str) -> None:
    text = f"""
        DEF withZero(head)
            front = {new} ListNode(0)
            front.next = head
            RETURN front
    """
    out = run_normalised(text, HEAD, linked(4, 5), classes=(ListNode,))
    assert values(out) == [0, 4, 5]


@pytest.mark.parametrize("typed", ["TOtal", "TOTal"])
def test_a_name_typed_with_shift_held_too_long(typed: str) -> None:
    text = f"""
        DEF total(nums)
            total = 0
            FOR x IN nums
                total = {typed} + x
            RETURN total
    """
    assert "sticky-shift" in normalised(text, SUM).rules_applied
    assert run_normalised(text, SUM, [4, 5, 6]) == 15


def test_a_sticky_shift_keeps_the_bug() -> None:
    text = """
        DEF total(nums)
            total = 0
            FOR x IN nums[1:]
                total = TOtal + x
            RETURN total
    """
    assert run_normalised(text, SUM, [4, 5, 6]) == 11


def test_a_capital_name_the_answer_sets_is_its_own() -> None:
    text = """
        def total(nums):
            TOtal = 0
            total = 0
            for x in nums:
                TOtal = TOtal + x
            return total
    """
    assert "sticky-shift" not in normalised(text, SUM).rules_applied
    assert run_normalised(text, SUM, [4, 5, 6]) == 0


def test_a_capital_name_with_two_meanings_is_not_guessed() -> None:
    text = """
        def total(nums):
            total = 0
            Total = 1
            return TOtal
    """
    assert "sticky-shift" not in normalised(text, SUM).rules_applied


# --- a definition on the header line: `LIS(A)   where n = length A` --------------------------------


@pytest.mark.parametrize(
    "header",
    ["TOTAL(A)   where n = length A", "TOTAL(A) where n = A.length", "function total(A) with n = len(A)"],
)
def test_a_definition_on_the_header_line(header: str) -> None:
    text = f"""
        {header}
          s ← 0
          for i ← 1 to n do
            s ← s + A[i]
          done
          return s
    """
    assert run_normalised(text, SUM, [4, 5, 6]) == 15


def test_a_definition_on_the_header_line_keeps_the_bug() -> None:
    text = """
        TOTAL(A)   where n = length A
          s ← 0
          for i ← 2 to n do
            s ← s + A[i]
          done
          return s
    """
    assert run_normalised(text, SUM, [4, 5, 6]) == 11


# --- a course's algorithm frame: `Algorithm Name`, the names' first values, then the function ------


def test_an_algorithm_frame_around_a_braced_function() -> None:
    text = """
        Algorithm Total

        // first values
        s = 0; k = 0;

        function total(nums) {
            while (k < nums.length) {
                s = s + nums[k];
                k++;
            }
            return s;
        }
    """
    assert "algorithm-frame" in normalised(text, SUM).rules_applied
    assert run_normalised(text, SUM, [4, 5, 6]) == 15


def test_an_algorithm_frame_whose_first_values_read_the_parameter() -> None:
    text = """
        Algorithm Total
        last = len(nums) - 1
        s = 0
        def total(nums)
            for k in range(last + 1)
                s = s + nums[k]
            return s
    """
    assert run_normalised(text, SUM, [4, 5, 6]) == 15


def test_an_algorithm_frame_keeps_the_bug() -> None:
    text = """
        Algorithm Total
        s = 0; k = 1;
        function total(nums) {
            while (k < nums.length) {
                s = s + nums[k];
                k++;
            }
            return s;
        }
    """
    assert run_normalised(text, SUM, [4, 5, 6]) == 11


def test_an_algorithm_frame_that_sets_a_parameter_is_an_example() -> None:
    # `nums = [4, 5, 6]` gives the input a value: an example's setting, not a first step
    text = """
        Algorithm Total
        nums = [4, 5, 6]
        function total(nums) {
            return nums[0];
        }
    """
    assert "algorithm-frame" not in normalised(text, SUM).rules_applied


# --- a phone's capital on a container used first on its line: `Seen[x] = i` after `seen = {}` -----

FIRST_SEEN = sig("first_seen", "List[int]", nums="List[int]")


@pytest.mark.parametrize("step", ["Where[x] = k", "Where.setdefault(x, k)"])
def test_a_capital_on_a_container_first_on_its_line(step: str) -> None:
    text = f"""
        def first_seen(nums):
            where = {{}}
            for k in range(len(nums)):
                x = nums[k]
                if x not in where:
                    {step}
            return sorted(where.values())
    """
    assert run_normalised(text, FIRST_SEEN, [7, 8, 7, 9]) == [0, 1, 3]


def test_a_capital_on_a_container_keeps_the_bug() -> None:
    text = """
        def first_seen(nums):
            where = {}
            for k in range(len(nums)):
                Where[nums[k]] = k
            return sorted(where.values())
    """
    assert run_normalised(text, FIRST_SEEN, [7, 8, 7, 9]) == [1, 2, 3]


def test_a_capital_name_read_mid_line_is_not_guessed() -> None:
    # `Where` stands inside the line, where no phone puts a capital: the learner's own name, unset
    text = """
        def first_seen(nums):
            where = {}
            for k in range(len(nums)):
                where[nums[k]] = k
            return sorted(Where.values())
    """
    assert "sticky-shift" not in normalised(text, FIRST_SEEN).rules_applied
