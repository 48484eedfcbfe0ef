"""Round-13 conventions of the structured styles (docs/pseudocode.md, "Conventions read since round
13 was opened: textbook, C-family, Python-like"), several phrasings each, EXECUTED.

Each convention is written in phrasings of our own (never a corpus answer's words), with a buggy
program that must still fail and a look-alike that stays refused (listed as not understood) or keeps
its other reading.
"""

from __future__ import annotations

import pytest

from tests.grading.support import ListNode, linked, normalised, run_normalised, sig, unread_lines

SUM = sig("total", "int", nums="List[int]")
COUNT = sig("count_zeros", "int", nums="List[int]")
PAIR = sig("pick", "int", a="int", b="int")


# --- a capital I for a small l: `whiIe`, `Ien(A)`, `A.Iength` ------------------------------------


@pytest.mark.parametrize(
    ("loop", "back"),
    [
        ("whiIe i < Ien(nums):", "return s"),
        ("while i < Iength(nums):", "return s"),
        ("whiIe i < len(nums):", "retum s"),
        ("while i < Ien(nums)", "return s"),
    ],
)
def test_a_capital_i_for_a_small_l_is_read(loop: str, back: str) -> None:
    text = f"""
        def total(nums):
            s = 0
            i = 0
            {loop}
                s = s + nums[i]
                i = i + 1
            {back}
    """
    assert run_normalised(text, SUM, [3, 4, 5]) == 12
    assert any("look-alike" in n for n in normalised(text, SUM).notes)


@pytest.mark.parametrize("size", ["A.Iength", "Iength(A)", "Ien(A)", "LENGTH(A)"])
def test_a_capital_i_in_length_after_a_dot(size: str) -> None:
    text = f"""
        TOTAL(A)
           n <- {size}
           s <- 0
           for k <- 1 to n do
              s <- s + A[k]
           return s
    """
    assert run_normalised(text, SUM, [3, 4, 5]) == 12


def test_a_capital_i_keeps_the_bug() -> None:
    # the total starts at 1, not 0
    text = """
        TOTAL(A)
           s <- 1
           for k <- 1 to A.Iength do
              s <- s + A[k]
           return s
    """
    assert run_normalised(text, SUM, [3, 4, 5]) == 13


@pytest.mark.parametrize(
    "step",
    [
        "Iength = a\n           return Iength + b",  # the learner's own name, set: kept
        "return Ien",  # no call: a name, not the builtin
        "return Else(a)",  # a capital at the head of a word is no look-alike
    ],
)
def test_a_capital_i_that_is_no_lookalike_stays(step: str) -> None:
    text = f"""
        function pick(a, b)
           {step}
        end function
    """
    assert not any("look-alike" in n for n in normalised(text, PAIR).notes)


# --- the letter O where the digit 0 is due: `if c == O`, `x ← O` -----------------------------------


@pytest.mark.parametrize(
    ("test", "start"),
    [
        ("if x == O", "c = 0"),
        ("if (x == O) then", "c \u2190 O"),
        ("IF x = O THEN", "c <- O"),
        ("if x + O == 0 and x <= O:", "c := 0"),
    ],
)
def test_the_letter_o_for_zero_is_read(test: str, start: str) -> None:
    text = f"""
        def count_zeros(nums)
            {start}
            for x in nums
                {test}
                    c += 1
            return c
    """
    assert run_normalised(text, COUNT, [0, 3, 0, -2]) == 2
    assert any("letter `O`" in n for n in normalised(text, COUNT).notes)


def test_the_letter_o_keeps_the_bug() -> None:
    # counts the items above zero, not the zeros
    text = """
        def count_zeros(nums)
            c = O
            for x in nums
                if x > O
                    c += 1
            return c
    """
    assert run_normalised(text, COUNT, [0, 3, 0, -2]) == 1


@pytest.mark.parametrize(
    "lines",
    [
        "O = 0\n            c = 0",  # the learner's own name, set: every use is no operand
        "c = 0\n            for O in nums\n                c += O",  # a loop variable
        "c = O(1)",  # a call, not a digit
        "c = 0  # O(n) time\n            d = O.x",  # a field of a name
    ],
)
def test_an_o_that_is_a_name_is_not_read_as_zero(lines: str) -> None:
    text = f"""
        def count_zeros(nums)
            {lines}
            return c
    """
    assert not any("letter `O`" in n for n in normalised(text, COUNT).notes)


def test_an_o_in_a_remark_is_left_alone() -> None:
    text = """
        def count_zeros(nums)
            c = 0   # starts at O
            for x in nums
                if x == O
                    c += 1
            return c
    """
    result = normalised(text, COUNT)
    assert run_normalised(text, COUNT, [0, 1]) == 1
    assert "starts at O" in result.python


# --- a new array whose index range follows the word: `set P to a new array [0..n], every entry 0` ---


@pytest.mark.parametrize(
    "made",
    [
        "Set P to a new array [0..n], every entry 0",
        "P \u2190 new array[0..n]",
        "P := an array [0..n] with all entries 0",
        "LET P BE A NEW ARRAY [0..n] FILLED WITH ZEROS",
        "p <- a new list [0 .. n] where each element is set to 0",
    ],
)
def test_a_new_array_with_its_range_after_the_word(made: str) -> None:
    # prefix sums from index 0: P[k] is the sum of the first k items, A counted from 1
    name = "p" if made.startswith("p ") else "P"
    text = f"""
        PREFIX-TOTAL(A)
            n \u2190 length of A
            {made}
            for k \u2190 1 to n
                {name}[k] \u2190 {name}[k - 1] + A[k]
            return {name}[n]
    """
    assert run_normalised(text, SUM, [3, 4, 5]) == 12


def test_a_range_array_counted_from_one_with_a_fill() -> None:
    text = """
        BEST(A)
            n <- A.length
            Set B to a new array [1..n], every entry -1
            for k <- 1 to n
                if A[k] > B[k] then
                    B[k] <- A[k]
            return B[n] + B[1]
    """
    assert run_normalised(text, SUM, [3, -4, 5]) == 8


def test_a_range_table_with_a_fill() -> None:
    text = """
        TOTAL(A)
            n <- A.length
            Set T to a new table [0..n, 0..1], every cell 0
            for k <- 1 to n
                T[k][1] <- T[k - 1][1] + A[k]
            return T[n][1]
    """
    assert run_normalised(text, SUM, [3, 4, 5]) == 12


def test_a_range_array_keeps_the_bug() -> None:
    # the sums start at 1, not 0
    text = """
        TOTAL(A)
            n <- A.length
            Set P to a new array [0..n], every entry 1
            for k <- 1 to n
                P[k] <- P[k - 1] + A[k]
            return P[n]
    """
    assert run_normalised(text, SUM, [3, 4, 5]) == 13


@pytest.mark.parametrize(
    "made",
    [
        "Set P to a new array [0..n] of the running sums",  # words that say more than a start value
        "Set P to a new array [0..n], sorted",
        "Set P to a new array [0..n], every entry the sum so far",
    ],
)
def test_a_range_array_with_other_words_stays_refused(made: str) -> None:
    text = f"""
        TOTAL(A)
            n <- A.length
            {made}
            for k <- 1 to n
                P[k] <- P[k - 1] + A[k]
            return P[n]
    """
    assert 3 in unread_lines(text, SUM)


# --- a whole loop on one line: `for k in keys; out.append(k); endfor` ------------------------------


@pytest.mark.parametrize(
    "loop",
    [
        "for x in nums; s += x; endfor",
        "FOR EACH x IN nums; s = s + x; END FOR",
        "for x in nums; s += x; t = s; next x",
        "for i = 0 to len(nums) - 1; s += nums[i]; end",
        "for i \u2190 1 to len(nums); s += nums[i - 1]; done",
        "for x in nums; if x > 0; s += x; endif; endfor",
    ],
)
def test_a_whole_loop_on_one_line(loop: str) -> None:
    text = f"""
        def total(nums)
            s = 0
            t = 0
            {loop}
            return s
    """
    assert run_normalised(text, SUM, [3, 4, 5]) == 12


def test_a_whole_loop_on_one_line_keeps_the_bug() -> None:
    # adds every item but the last: the range stops one short
    text = """
        def total(nums)
            s = 0
            for i = 0 to len(nums) - 2; s += nums[i]; endfor
            return s
    """
    assert run_normalised(text, SUM, [3, 4, 5]) == 7


def test_go_and_c_loops_on_one_line_keep_their_reading() -> None:
    # C's and Go's three parts are no each header, even with a closing word after them
    text = """
        def total(nums)
            s = 0
            for i := 0; i < len(nums); i++ { s += nums[i] }
            return s
    """
    assert run_normalised(text, SUM, [3, 4, 5]) == 12
    # a loop with no closer on its line does not say where its body ends: it stays not understood
    text = """
        def total(nums)
            s = 0
            for x in nums; s += x
            return s
    """
    assert 3 in unread_lines(text, SUM)


# --- PHP's empty `array()` and its `.` that joins strings --------------------------------------------

WRAP = sig("wrap", "List[str]", words="List[str]")


@pytest.mark.parametrize(
    ("start", "join"),
    [
        ("out = array()", 'out.append("<" . w . ">")'),
        ("out = array( )", 'out.append("<" . w.">")'),
        ("out \u2190 []", "out.append('<' . w . '>')"),
        ("out = array()", 's = "<"\n            s .= w\n            s = s . ">"\n            out.append(s)'),
    ],
)
def test_php_array_and_string_joins(start: str, join: str) -> None:
    text = f"""
    function wrap(words)
        {start}
        for w in words
            {join}
        return out
    """
    assert run_normalised(text, WRAP, ["a", "bc"]) == ["<a>", "<bc>"]


def test_a_php_join_keeps_the_bug() -> None:
    # the closing mark is forgotten
    text = """
    function wrap(words)
        out = array()
        for w in words
            out.append("<" . w)
        return out
    """
    assert run_normalised(text, WRAP, ["a", "bc"]) == ["<a", "<bc"]


@pytest.mark.parametrize(
    "step",
    [
        'out.append(", ".join(words))',  # Python's method of a string: no PHP join
        'out.append("".join(sorted(words)))',
    ],
)
def test_a_method_of_a_string_is_not_a_php_join(step: str) -> None:
    text = f"""
    function wrap(words)
        out = []
        {step}
        return out
    """
    assert len(run_normalised(text, WRAP, ["b", "a"])) == 1
    assert "php-forms" not in normalised(text, WRAP).rules_applied


def test_a_php_array_with_items_is_not_guessed() -> None:
    # `array(n)`: PHP's one item, or n places in other pseudocode: left as written, not understood
    text = """
    function wrap(words)
        out = array(len(words))
        return out
    """
    assert 2 in unread_lines(text, WRAP)


# --- an arithmetic operator said as a word inside C-family code: `xs.size() minus 1` ----------------


@pytest.mark.parametrize(
    "text",
    [
        """
        public int total(int[] nums) {
            int s = 0;
            for (int i = 0; i <= nums.length minus 1; i++) s = s plus nums[i];
            return s;
        }
        """,
        """
        int total(vector<int>& nums) {
            int s = 0;
            for (int x : nums) { if (x MOD 2 == 0) s += x TIMES 1; else s += x; }
            return s;
        }
        """,
        """
        function total(nums) {
            let s = 0, i = nums.length Minus 1;
            while (i >= 0) { s += nums[i]; i = i minus 1; }
            return s;   // the sum, a plus b plus c
        }
        """,
    ],
)
def test_operator_words_inside_c_family_code(text: str) -> None:
    assert run_normalised(text, SUM, [3, 4, 5]) == 12
    assert "c-family-parser" in normalised(text, SUM).rules_applied


def test_operator_words_keep_the_bug() -> None:
    # the loop stops one short: the last item is never added
    text = """
        public int total(int[] nums) {
            int s = 0;
            for (int i = 0; i < nums.length minus 1; i++) s += nums[i];
            return s;
        }
    """
    assert run_normalised(text, SUM, [3, 4, 5]) == 7


def test_an_operator_word_in_a_string_or_after_a_keyword_stays() -> None:
    text = """
        public String label(int n) {
            return "one minus two";
        }
    """
    assert run_normalised(text, sig("label", "str", n="int"), 3) == "one minus two"
    # `return minus(…)`: a keyword before the word, so it is the learner's own function's name
    text = """
        public int total(int[] nums) {
            return minus(nums[0], 1);
        }
    """
    assert "operator-words" not in normalised(text, SUM).rules_applied


# --- a plan's heading above C-family code: `Plan:` ----------------------------------------------------


@pytest.mark.parametrize("heading", ["Plan:", "My idea:", "APPROACH :", "Steps:"])
def test_a_plan_with_a_heading_above_c_family_code(heading: str) -> None:
    text = f"""
        {heading}
        1. keep a running total
        2. add every number that is above zero

        public int total(int[] nums) {{
            int s = 0;
            for (int x : nums) if (x > 0) s += x;
            return s;
        }}
    """
    assert run_normalised(text, SUM, [3, -4, 5]) == 8
    assert "plan-above-code" in normalised(text, SUM).rules_applied


def test_a_heading_that_sets_something_is_no_plan() -> None:
    text = """
        limit: 10
        - add every number

        public int total(int[] nums) {
            int s = 0;
            for (int x : nums) s += x;
            return s;
        }
    """
    assert "plan-above-code" not in normalised(text, SUM).rules_applied


def test_a_full_stop_before_a_quoted_word_is_no_php_join() -> None:
    text = """
    function wrap(words)
        out = []
        for w in words
            out.append(w)
        we keep the words. "out" is the answer
        return out
    """
    result = normalised(text, WRAP)
    assert "php-forms" not in result.rules_applied
    assert 5 in unread_lines(text, WRAP)


# --- a null typed with a slip in C-family code: `nul`, `nulll`, `Null`, `nulptr` ----------------------

LAST = sig("last_value", "int", head="Optional[ListNode]")


@pytest.mark.parametrize(
    "text",
    [
        """
        public int lastValue(ListNode head) {
            ListNode cur = head;
            while (cur.next != nul) cur = cur.next;
            return cur.val;
        }
        """,
        """
        int lastValue(ListNode* head) {
            ListNode* cur = head;
            ListNode* before = nulptr;
            while (cur != nullptr) { before = cur; cur = cur->next; }
            return before->val;
        }
        """,
        """
        function lastValue(head) {
            let cur = head;
            while (cur.next !== Null) { cur = cur.next; }
            return cur.val;
        }
        """,
        """
        class Solution {
            public int lastValue(ListNode head) {
                ListNode prev = nulll;
                for (ListNode c = head; c != null; c = c.next) prev = c;
                return prev.val;
            }
        }
        """,
    ],
)
def test_a_null_typed_with_a_slip_is_null(text: str) -> None:
    assert run_normalised(text, LAST, linked(3, 4, 5), classes=(ListNode,)) == 5


def test_a_null_typed_with_a_slip_keeps_the_bug() -> None:
    # stops one node early: the second-last value is returned
    text = """
        public int lastValue(ListNode head) {
            ListNode cur = head;
            while (cur.next.next != nul) cur = cur.next;
            return cur.val;
        }
    """
    assert run_normalised(text, LAST, linked(3, 4, 5), classes=(ListNode,)) == 4


def test_a_declared_name_like_null_keeps_its_value() -> None:
    text = """
        public int lastValue(ListNode head) {
            int nul = 7;
            return nul + head.val;
        }
    """
    assert run_normalised(text, LAST, linked(3, 4, 5), classes=(ListNode,)) == 10
    # C's `NUL` (the character NUL) and other words are no null: not declared, not read
    text = """
        public int lastValue(ListNode head) {
            ListNode cur = NUL;
            return head.val;
        }
    """
    assert "c-family-parser" not in normalised(text, LAST).rules_applied


# --- a `{ … }` remark after a call, set apart: `reverse(A, 1, n)      { whole array }` ---------------

ROTATE = sig("rotate", "None", nums="List[int]", k="int")


def _rotated(text: str, nums: list[int], k: int) -> list[int]:
    result = normalised(text, ROTATE)
    assert result.ok and not result.unrecognised, result.python
    space: dict[str, object] = {}
    exec(result.python, space)  # the test's own normalised program
    solution = space["Solution"]()  # type: ignore[operator]
    solution.rotate(nums, k)
    return nums


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("{ the whole array }", "{ first k }"),
        ("{whole array}", "{ then the rest, after k }"),
        ("{ Whole Array }", "{ first k items }"),
    ],
)
def test_a_brace_remark_after_a_call(first: str, second: str) -> None:
    second_call = "FLIP(A, 1, k)" if "first" in second else "FLIP(A, k + 1, n)"
    other_call = "FLIP(A, k + 1, n)" if "first" in second else "FLIP(A, 1, k)"
    text = f"""
        FLIP(A, lo, hi)
           while lo < hi do
              exchange A[lo] with A[hi]
              lo <- lo + 1
              hi <- hi - 1

        ROTATE(A, k)
           n <- A.length
           k <- k mod n
           FLIP(A, 1, n)        {first}
           {second_call}        {second}
           {other_call}
    """
    assert _rotated(text, [1, 2, 3, 4, 5], 2) == [4, 5, 1, 2, 3]


@pytest.mark.parametrize(
    "step",
    [
        "FLIP(A, 1, n) { whole array }",  # one space: a block after a call, as a one-line body is
        "FLIP(A, 1, n)        { k = 0 }",  # code in the braces
        "FLIP(A, 1, n)        { x }",  # one word
    ],
)
def test_braces_after_a_call_that_are_no_remark(step: str) -> None:
    text = f"""
        FLIP(A, lo, hi)
           while lo < hi do
              exchange A[lo] with A[hi]
              lo <- lo + 1
              hi <- hi - 1

        ROTATE(A, k)
           n <- A.length
           {step}
    """
    assert 9 in unread_lines(text, ROTATE)


def test_a_brace_remark_after_a_call_keeps_the_bug() -> None:
    # the last reversal starts at k, not k + 1
    text = """
        FLIP(A, lo, hi)
           while lo < hi do
              exchange A[lo] with A[hi]
              lo <- lo + 1
              hi <- hi - 1

        ROTATE(A, k)
           n <- A.length
           k <- k mod n
           FLIP(A, 1, n)        { whole array }
           FLIP(A, 1, k)        { first part }
           FLIP(A, k, n)        { the rest }
    """
    assert _rotated(text, [1, 2, 3, 4, 5], 2) != [4, 5, 1, 2, 3]


# --- `<-` is the textbook's arrow when deciding whether an answer counts from 1 ------------------------


@pytest.mark.parametrize("arrow", ["<-", "\u2190"])
def test_an_ascii_arrow_answer_handing_a_helper_1_and_n_counts_from_1(arrow: str) -> None:
    text = f"""
        flip(A, lo, hi)
           loop
              exit when lo >= hi
              t {arrow} A[lo]
              A[lo] {arrow} A[hi]
              A[hi] {arrow} t
              lo {arrow} lo + 1
              hi {arrow} hi - 1
           end loop

        rotate(A, k)
           n {arrow} A.length
           k {arrow} k mod n
           flip(A, 1, n)
           flip(A, 1, k)
           flip(A, k + 1, n)
    """
    assert _rotated(text, [1, 2, 3, 4, 5], 2) == [4, 5, 1, 2, 3]


def test_an_ascii_arrow_answer_counting_from_0_stays_0_based() -> None:
    text = """
        flip(A, lo, hi)
           while lo < hi do
              t <- A[lo]
              A[lo] <- A[hi]
              A[hi] <- t
              lo <- lo + 1
              hi <- hi - 1

        rotate(A, k)
           n <- A.length
           k <- k mod n
           flip(A, 0, n - 1)
           flip(A, 0, k - 1)
           flip(A, k, n - 1)
    """
    assert _rotated(text, [1, 2, 3, 4, 5], 2) == [4, 5, 1, 2, 3]


# --- `else` with a look-alike letter between a one-line if's two steps: `if c then a e1se b` ---------


@pytest.mark.parametrize(
    "step",
    [
        "if a > b then return a e1se return b",
        "IF a > b THEN RETURN a E1SE RETURN b END IF",
        "if a > b then return a   e1se   return b",
        "if (a < b) then return b e1se return a",
    ],
)
def test_a_lookalike_else_between_a_one_line_ifs_steps(step: str) -> None:
    text = f"""
        function pick(a, b)
           {step}
        end function
    """
    assert run_normalised(text, PAIR, 3, 8) == 8
    assert run_normalised(text, PAIR, 9, 8) == 9


def test_a_lookalike_else_between_steps_keeps_the_bug() -> None:
    # returns the smaller one
    text = """
        function pick(a, b)
           if a > b then return b e1se return a
        end function
    """
    assert run_normalised(text, PAIR, 3, 8) == 3


@pytest.mark.parametrize(
    "step",
    [
        "x <- a e1se b\n           return x",  # no one-line `if` on the line: a name
        "return e1se",
        "if a > b then return a\n           return e1se",
    ],
)
def test_a_mid_line_lookalike_else_outside_a_one_line_if_stays(step: str) -> None:
    text = f"""
        function pick(a, b)
           {step}
        end function
    """
    assert not any("look-alike" in n for n in normalised(text, PAIR).notes)
