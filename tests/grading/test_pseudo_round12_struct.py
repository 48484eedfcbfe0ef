"""Round-12 conventions of the structured styles (docs/pseudocode.md, "Conventions read since round
12 was opened"), several phrasings each, EXECUTED.

Each convention is written in phrasings of our own (never a corpus answer's words), with a buggy
program that must still fail and a look-alike that stays refused (listed as not understood) or keeps
its other reading.
"""

from __future__ import annotations

import ast

import pytest

from assay.grading._pseudocode._failing_readings import readings_no_program_runs
from tests.grading.support import normalised, refused, run_normalised, sig

SUM = sig("total", "int", nums="List[int]")
TRIPLES = sig("three_sum", "List[List[int]]", nums="List[int]")
PAIR = sig("pick", "int", a="int", b="int")


# --- Java's lists of listed items: `Arrays.asList(a, b)`, `List.of(a, b)` -------------------------


@pytest.mark.parametrize(
    "made",
    [
        "Arrays.asList(nums[0], nums[1], x)",
        "List.of(nums[0], nums[1], x)",
        "Arrays.asList( nums[0],nums[1] , x )",
        "List.of(nums[0], nums[1], x + 0)",
    ],
)
def test_a_java_list_of_listed_items_is_a_list(made: str) -> None:
    # Java's calls in lines no C parser takes (no braces, no `;`): the line rules read them
    text = f"""
        threeSum(nums)
            out = new ArrayList<>()
            x = nums[2]
            out.add({made})
            return out
    """
    assert run_normalised(text, TRIPLES, [4, 5, 6]) == [[4, 5, 6]]


def test_an_empty_java_list_of_is_empty() -> None:
    text = """
        threeSum(nums)
            out = new ArrayList<>()
            if nums.length < 3 then return out
            out.add(List.of())
            return out
    """
    assert run_normalised(text, TRIPLES, [1, 2]) == []
    assert run_normalised(text, TRIPLES, [1, 2, 3]) == [[]]


def test_a_java_list_of_one_array_is_not_guessed() -> None:
    # `Arrays.asList(arr)` of an Integer[] is its items, of an int[] a list of one array: not read
    text = """
        threeSum(nums)
            out = new ArrayList<>()
            out.add(Arrays.asList(nums))
            return out
    """
    assert refused(text, TRIPLES) == [3]


# --- Ada's and Modula-2's `loop` … `exit when c` … `end loop` -------------------------------------


@pytest.mark.parametrize(
    ("opener", "leave", "closer"),
    [
        ("loop", "exit when i >= n", "end loop"),
        ("LOOP", "EXIT WHEN i >= n", "END LOOP"),
        ("loop:", "exit if i >= n", "end loop"),
        ("loop", "break when i >= n", "endloop"),
        ("loop", "exit loop when i >= n;", "end loop"),
    ],
)
def test_an_endless_loop_left_by_exit_when(opener: str, leave: str, closer: str) -> None:
    text = f"""
        total(A)
           n <- length of A
           s <- 0
           i <- 0
           {opener}
              {leave}
              s <- s + A[i]
              i <- i + 1
           {closer}
           return s
    """
    assert run_normalised(text, SUM, [3, 4, 5]) == 12
    assert run_normalised(text, SUM, []) == 0


def test_a_loop_nested_in_a_counted_loop_opens_its_own_block() -> None:
    # a bare `loop` indented inside a `for` is in its body: it closes nothing
    text = """
        total(A)
           s <- 0
           for each x in A do
              k <- 0
              loop
                 exit when k >= x
                 s <- s + 1
                 k <- k + 1
              end loop
           return s
    """
    assert run_normalised(text, SUM, [2, 3]) == 5


def test_visual_basics_loop_still_closes_its_do() -> None:
    text = """
        Function total(nums)
            Dim s = 0
            Dim i = 0
            Do While i < nums.Length
                s = s + nums(i)
                i = i + 1
            Loop
            Return s
        End Function
    """
    assert run_normalised(text, SUM, [1, 2, 3]) == 6


def test_an_exit_when_keeps_its_bug() -> None:
    # leaves one step late: the item past the end is read (the right test is i >= n)
    text = """
        total(A)
           n <- length of A
           s <- 0
           i <- 0
           loop
              exit when i > n
              s <- s + A[i]
              i <- i + 1
           end loop
           return s
    """
    with pytest.raises(IndexError):
        run_normalised(text, SUM, [3, 4, 5])


# --- MATLAB's and TeX's `%` remarks --------------------------------------------------------------


@pytest.mark.parametrize(
    "remark",
    ["% the running total", "%keep a running total", "%   add it up, one by one", "% Sum of all items"],
)
def test_a_percent_remark_set_apart_is_a_comment(remark: str) -> None:
    text = f"""
        total(A)
           s <- 0      {remark}
           for i <- 1 to length of A      {remark}
              s <- s + A[i]
           {remark}
           return s
    """
    assert run_normalised(text, SUM, [3, 4, 5]) == 12


@pytest.mark.parametrize(
    ("step", "expected"),
    [
        ("return a % b", 2),
        ("return a  % b", 2),  # one operand after the gap: a remainder, however aligned
        ("return a   % b + 1", 3),
        ("return a  % b and 1", 1),  # an operator's word after the operand: still code
    ],
)
def test_a_remainder_stays_a_remainder(step: str, expected: int) -> None:
    text = f"""
        pick(a, b)
           {step}
    """
    assert run_normalised(text, PAIR, 7, 5) == expected


# --- a Pascal-style `{ … }` remark at the end of a step's line -------------------------------------


@pytest.mark.parametrize(
    "remark",
    [
        "{ s = sum of A[1..i-1] }",
        "{s holds the total so far}",
        "{ the running TOTAL }",
        "{ invariant: s is the sum of the first i - 1 items }",
    ],
)
def test_a_brace_remark_after_a_step_is_a_comment(remark: str) -> None:
    text = f"""
        total(A)
           s <- 0          {remark}
           for i <- 1 to length of A do
              s <- s + A[i]     {remark}
           return s
    """
    assert run_normalised(text, SUM, [3, 4, 5]) == 12


def test_a_set_after_an_arrow_is_no_remark() -> None:
    text = """
        pick(a, b)
           seen <- {a, b}
           return len(seen)
    """
    assert run_normalised(text, PAIR, 3, 3) == 1
    assert run_normalised(text, PAIR, 3, 4) == 2


def test_a_c_block_on_one_line_is_no_remark() -> None:
    text = """
        int pick(int a, int b) {
            int best = a;
            if (b > a) { best = b + 0; }
            return best;
        }
    """
    assert run_normalised(text, PAIR, 3, 8) == 8


# --- Lua's length `#T` ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("step", "expected"),
    [("return #A", 3), ("return #A * 2", 6), ("return min(#A, 2)", 2), ("return 1 + #A", 4)],
)
def test_a_hash_glued_to_a_name_is_its_length(step: str, expected: int) -> None:
    text = f"""
        total(A)
           n <- #A
           {step}
    """
    assert run_normalised(text, SUM, [3, 4, 5]) == expected


def test_a_length_as_a_loop_bound() -> None:
    text = """
        total(A)
           s <- 0
           for i <- 0 to #A - 1 do
              s <- s + A[i]
           return s
    """
    assert run_normalised(text, SUM, [3, 4, 5, 6]) == 18


def test_a_hash_after_a_finished_step_stays_a_comment() -> None:
    text = """
        pick(a, b)
           s <- a #b is ignored
           return s
    """
    assert run_normalised(text, PAIR, 3, 4) == 3


@pytest.mark.parametrize(
    "step",
    [
        "seen[target - x]?.let { return intArrayOf(it, i) }",
        "seen.get(target - x)?.also { println(it) }",
        "nums.forEach { x -> total += x }",
    ],
)
def test_a_lambda_in_braces_is_no_remark(step: str) -> None:
    # Kotlin's trailing lambdas are code: never dropped as a remark (this line is not read)
    text = f"""
        fun twoSum(nums: IntArray, target: Int): IntArray {{
            val seen = HashMap<Int, Int>()
            var total = 0
            for ((i, x) in nums.withIndex()) {{
                {step}
                seen[x] = i
            }}
            return intArrayOf()
        }}
    """
    result = normalised(text, sig("two_sum", "List[int]", nums="List[int]", target="int"))
    assert 5 in [u.line for u in result.unrecognised]


# --- a comprehension or a conditional value in capitals, as the answer's keywords are --------------


@pytest.mark.parametrize(
    ("made", "expected"),
    [
        ("[x * 2 FOR x IN nums]", [2, 8, 6]),
        ("[x FOR x IN nums IF x > 1]", [4, 3]),
        ("[[] FOR _ IN range(2)]", [[], []]),
        ("[(x IF x < 3 ELSE 0) FOR x IN nums]", [1, 0, 0]),
        ("[i FOR i, x IN enumerate(nums) IF x == 4]", [1]),
    ],
)
def test_a_comprehension_in_capitals(made: str, expected: object) -> None:
    text = f"""
        DEF build(nums):
            out = {made}
            RETURN out
    """
    assert run_normalised(text, sig("build", "List[int]", nums="List[int]"), [1, 4, 3]) == expected


def test_a_value_in_capitals_with_no_if_is_refused() -> None:
    # `a ELSE b` with no IF is no value: which of the two is meant is not said
    text = """
        DEF build(nums):
            out = nums[0] ELSE 0
            RETURN out
    """
    assert not normalised(text, sig("build", "int", nums="List[int]")).ok


# --- a keyword or builtin written with a look-alike character (handwriting, OCR) -------------------


@pytest.mark.parametrize(
    ("loop", "back"),
    [
        ("whi1e i < 1en(nums):", "retum s"),
        ("wh1le i < len(nums):", "return s"),
        ("while i < 1ength(nums):", "retum s"),
        ("WHI1E i < len(nums):", "RETUM s"),
    ],
)
def test_a_lookalike_keyword_or_builtin_is_read(loop: str, back: str) -> None:
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


def test_a_lookalike_after_a_bullet() -> None:
    text = """
        total(A)
        - s <- 0
        - f0r each x in A
            - s <- s + x
        - retum s
    """
    assert run_normalised(text, SUM, [3, 4, 5]) == 12


@pytest.mark.parametrize(
    "step",
    [
        "return rnax(a, b) + m1n(a, b) * 0",
        "RETURN rnax(a, b)",
        "if a > b then\n               retum a\n           e1se\n               retum b",
    ],
)
def test_lookalikes_in_other_keywords_and_builtins(step: str) -> None:
    text = f"""
        function pick(a, b)
           {step}
        end function
    """
    assert run_normalised(text, PAIR, 3, 8) == 8


def test_a_lookalike_keeps_the_bug() -> None:
    # the loop stops one short: the last item is never added
    text = """
        def total(nums):
            s = 0
            for i in range(1en(nums) - 1):
                s = s + nums[i]
            retum s
    """
    assert run_normalised(text, SUM, [3, 4, 5]) == 7


@pytest.mark.parametrize(
    "step",
    [
        "retum = a\n           return retum + b",  # the learner's own name: kept as written
        "return retum(a)",  # a word mid-line is no keyword
        "return lenn(a)",  # a letter added: no look-alike
    ],
)
def test_a_name_that_is_no_lookalike_slip_stays(step: str) -> None:
    text = f"""
        function pick(a, b)
           {step}
        end function
    """
    result = normalised(text, PAIR)
    assert not any("look-alike" in n for n in result.notes)


@pytest.mark.parametrize("size", ["A.1ength", "A.1ENGTH", "length of A"])
def test_a_lookalike_length_after_a_dot(size: str) -> None:
    text = f"""
        total(A)
           n <- {size}
           return n + 0
    """
    assert run_normalised(text, SUM, [3, 4, 5]) == 3


# --- C-family keywords and types in capitals --------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        """
        PUBLIC INT total(INT[] nums) {
            INT s = 0;
            FOR (INT i = 0; i < nums.length; i++) {
                IF (nums[i] > 0) s += nums[i];
            }
            RETURN s;
        }
        """,
        """
        INT total(INT* nums, INT n) {
            INT s = 0, i = 0;
            WHILE (i < n) { IF (nums[i] > 0) { s += nums[i]; } i++; }
            RETURN s;
        }
        """,
        """
        FUNCTION total(nums) {
            LET s = 0;
            FOR (CONST x OF nums) { IF (x > 0) s += x; }
            RETURN s;
        }
        """,
        """
        public int total(int[] nums) {
            int s = 0;
            FOR (int x : nums) IF (x > 0) s += x;
            RETURN s;
        }
        """,
    ],
)
def test_c_keywords_in_capitals_are_read(text: str) -> None:
    assert run_normalised(text, SUM, [3, -4, 5]) == 8


def test_c_keywords_in_capitals_keep_the_bug() -> None:
    # starts at 1: the first item is never added
    text = """
        PUBLIC INT total(INT[] nums) {
            INT s = 0;
            FOR (INT i = 1; i < nums.length; i++) s += nums[i];
            RETURN s;
        }
    """
    assert run_normalised(text, SUM, [3, 4, 5]) == 9


def test_a_string_in_capitals_keeps_its_case() -> None:
    text = """
        PUBLIC String name(INT a, INT b) {
            IF (a > b) RETURN "IF";
            RETURN "ELSE";
        }
    """
    named = sig("name", "str", a="int", b="int")
    assert run_normalised(text, named, 5, 3) == "IF"
    assert run_normalised(text, named, 3, 5) == "ELSE"


def test_one_word_in_capitals_is_left_to_the_parser() -> None:
    # one capital word is no habit of writing keywords so: the text is offered as written only
    text = """
        int total(int[] nums) {
            int s = 0;
            for (int x : nums) s += x;
            RETURN s;
        }
    """
    assert "capital-keywords" not in normalised(text, SUM).rules_applied


# --- a plan in words above C-family code --------------------------------------------------------------

_PLANNED_CODE = """
function total(nums) {
  let s = 0
  for (const x of nums) {
    if (x > 0) s += x
  }
  return s
}
"""


@pytest.mark.parametrize(
    "plan",
    [
        "- I walk over the numbers\n- I add each positive one to s\n- then I give s back",
        "* walk the array once, adding the positives\n* return the sum",
        "1. keep a running sum of positive values\n2. return it at the end",
        "Plan: add up what is above zero.\nThen hand back the total.",
    ],
)
def test_a_plan_above_a_function_is_a_comment(plan: str) -> None:
    text = plan + "\n" + _PLANNED_CODE
    assert run_normalised(text, SUM, [3, -4, 5]) == 8
    assert "plan-above-code" in normalised(text, SUM).rules_applied


def test_a_plan_above_java_keeps_the_bug() -> None:
    # the plan says positives, the code adds every number: the code is what runs
    text = """
        - add up the positive numbers only
        - return the sum

        public int total(int[] nums) {
            int s = 0;
            for (int x : nums) s += x;
            return s;
        }
    """
    assert run_normalised(text, SUM, [3, -4, 5]) == 4


def test_a_line_with_code_marks_above_is_no_plan() -> None:
    # `limit = 10` sets something: the lines above are not dropped as a plan
    text = "- limit = 10 first\n- then add the positives\n" + _PLANNED_CODE
    assert "plan-above-code" not in normalised(text, SUM).rules_applied


# --- C's string end written into a string: a reading no Python runs ---------------------------------


@pytest.mark.parametrize(
    "step",
    ["s[best + size] = '\\0'", 's[k] = "\\0"', "buf[n - 1] = '\\x00'", "out[len(out) - 1] = '\\0'"],
)
def test_a_c_string_end_is_a_failing_reading(step: str) -> None:
    tree = ast.parse(f"def f(s, buf, out, best, size, k, n, i):\n    {step}\n    return s\n")
    found = readings_no_program_runs(tree)
    assert [line for line, _ in found] == [2], found


@pytest.mark.parametrize("step", ["s[k] = '0'", "end = '\\0'", "grid[r][c] = '0'"])
def test_a_zero_character_or_a_name_is_no_string_end(step: str) -> None:
    tree = ast.parse(f"def f(s, grid, r, c, k):\n    {step}\n")
    assert readings_no_program_runs(tree) == []
