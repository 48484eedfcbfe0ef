"""Round-10 conventions of the mixed and textbook styles (docs/pseudocode.md, "Conventions read
since round 10 was opened"), in phrasings of our own, EXECUTED.

What comes before the steps (an explanation with a bracket of words, an opening remark whose words
the steps' comments repeat, the problem's initials as a title) and more. Each has a buggy variant
that still fails and a look-alike that stays refused (listed as not understood).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.grading.support import normalised, run_normalised, sig, unread_lines

RUN = sig("longest_even_run", "int", nums="List[int]")
BELOW = sig("biggest_below", "int", nums="List[int]", k="int")


def run(text: str, signature: Any, *args: Any) -> Any:
    return run_normalised(text, signature, *args)


EVEN_RUN = """
{first}
best = 0
cur = 0
for x in nums:
    if x % 2 == 0: cur += 1
    else: cur = 0
    best = max(best, cur)
return best
"""


# --- an explanation with a bracket of words: `Here is my approach (greedy):` --------------------------


@pytest.mark.parametrize(
    "first",
    [
        "Here is my approach (one pass):",
        "my plan (count, then reset, keep the best):\n",
        "Method: a running count (reset on odd).",
        "METHOD:   running counter",
    ],
)
def test_explanation_with_a_bracket_of_words(first: str) -> None:
    assert run(EVEN_RUN.format(first=first), RUN, [2, 4, 1, 6, 8, 10, 3]) == 3


def test_explanation_with_a_bracket_keeps_bug() -> None:
    text = EVEN_RUN.format(first="Here is my approach (one pass):").replace("cur = 0\n    best", "best")
    assert run(text, RUN, [2, 4, 1, 6, 3]) == 3  # never resets: counts every even number


@pytest.mark.parametrize(
    "first",
    [
        "Here is my approach (best = 0):",  # an assignment in the bracket: a step
        "Here is my approach (cur[0]):",  # an index: code
    ],
)
def test_explanation_with_code_in_its_bracket_is_listed(first: str) -> None:
    assert 1 in unread_lines(EVEN_RUN.format(first=first), RUN)


def test_method_header_is_no_explanation() -> None:
    text = """
    method countRuns(nums):
        return len(nums)
    """
    assert run(text, sig("count_runs", "int", nums="List[int]"), [1, 2]) == 2


# --- an opening remark with an emoji and a bracket of words ---------------------------------------


@pytest.mark.parametrize(
    "first",
    [
        "Evens in a row 🙂 (reset + keep max)",
        "just a simple scan 😅 (counter, reset)",
        "one pass over the list 🚀 (no extra space)\n",
    ],
)
def test_opening_remark_with_a_bracket_of_words(first: str) -> None:
    assert run(EVEN_RUN.format(first=first), RUN, [2, 4, 1, 6, 8, 10, 3]) == 3


def test_opening_remark_with_a_bracket_of_code_is_listed() -> None:
    assert 1 in unread_lines(EVEN_RUN.format(first="Evens in a row 🙂 (cur = 0)"), RUN)


# --- an opening remark whose words a comment below repeats --------------------------------------


@pytest.mark.parametrize(
    "note",
    [
        "// the middle, the run is nums[i]",
        "# run so far, middle of the list",
        "-- run, as in the line above",
    ],
)
def test_opening_remark_words_in_a_comment_are_not_reads(note: str) -> None:
    text = f"""
    evens in a row 😎 keep the longest run, reset on an odd

    best = 0
    cur = 0
    for x in nums:
        {note}
        if x % 2 == 0: cur += 1
        else: cur = 0
        best = max(best, cur)
    return best
    """
    assert run(text, RUN, [2, 4, 1, 6, 8, 10, 3]) == 3


def test_opening_sentence_that_sets_a_name_read_in_code_is_still_a_step() -> None:
    # `picked` is read by the step below (not only by its comment): the sentence may set it
    text = """
    The picked list starts out empty 🙂

    for x in nums:
        # picked grows here
        if x < k: picked.append(x)
    return len(picked)
    """
    assert 1 in unread_lines(text, BELOW)


# --- the problem's initials as a title: `LCS, rolling row` -----------------------------------------


@pytest.mark.parametrize(
    "first",
    [
        "LER",
        "LER, running counter",
        "LER — only the current run kept (like a window)",
        "LER: count and reset.",
        "EVEN - one pass",  # a word of the method's name, in capitals
    ],
)
def test_initials_title(first: str) -> None:
    assert run(EVEN_RUN.format(first=first), RUN, [2, 4, 1, 6, 8, 10, 3]) == 3


def test_initials_title_keeps_bug() -> None:
    text = EVEN_RUN.format(first="LER, running counter").replace("x % 2 == 0", "x % 2 == 1")
    assert run(text, RUN, [2, 4, 1, 6, 8, 10, 3]) == 1


@pytest.mark.parametrize(
    "first",
    [
        "LER, then return it",  # a step after the name
        "ABC, running counter",  # not the problem's initials
    ],
)
def test_initials_look_alikes_stay_listed(first: str) -> None:
    assert 1 in unread_lines(EVEN_RUN.format(first=first), RUN)


def test_initials_assigned_are_a_step() -> None:
    assert "LER = 0" in normalised(EVEN_RUN.format(first="LER = 0"), RUN).python


def test_initials_used_as_a_name_are_no_title() -> None:
    text = EVEN_RUN.format(first="LER, running counter").replace("return best", "return LER(best)")
    result = normalised(text, RUN)
    assert not result.python.lstrip().startswith("# LER")
    assert "# LER" not in result.python


# --- a number word as a variable's name: `two ← cost[1]` ------------------------------------------

STAIRS = sig("cheapest_climb", "int", cost="List[int]")


@pytest.mark.parametrize(
    ("first", "second", "shift"),
    [
        ("two ← cost[1]", "one ← cost[2]", "two ← one"),
        ("set two to cost[1]", "set one to cost[2]", "set two to one"),
        ("let two be cost[1]", "let one be cost[2]", "two := one"),
        ("Two := cost[1]", "One := cost[2]", "Two := One"),
    ],
)
def test_number_word_names(first: str, second: str, shift: str) -> None:
    one, two = ("One", "Two") if first.startswith("Two") else ("one", "two")
    text = f"""
    CHEAPEST-CLIMB(cost)
       n ← length[cost]
       {first}
       {second}
       for i ← 3 to n do
          here ← cost[i] + min({one}, {two})
          {shift}
          {one} ← here
       end for
       return min({one}, {two})
    """
    assert run(text, STAIRS, [10, 15, 20]) == 15
    assert run(text, STAIRS, [1, 100, 1, 1, 1, 100, 1, 1, 100, 1]) == 6


def test_number_word_names_keep_bug() -> None:
    text = """
    CHEAPEST-CLIMB(cost)
       two ← cost[1]
       one ← cost[2]
       for i ← 3 to length[cost] do
          here ← cost[i] + min(one, two)
          two ← one
          one ← here
       end for
       return one
    """
    assert run(text, STAIRS, [10, 15, 20]) != 15


def test_number_word_never_assigned_is_a_number() -> None:
    text = """
    CHEAPEST-CLIMB(cost)
       x ← two
       return x + one
    """
    assert run(text, STAIRS, [1]) == 3


# --- a name that starts with a digit after a header keyword: `Algorithm 3sum (nums):` -------------

PAIRS = sig("count_pairs", "int", nums="List[int]", k="int")


@pytest.mark.parametrize(
    "header",
    [
        "Algorithm 2sum (nums, k):",
        "procedure 2-SUM(nums, k)",
        "function 2Sum(nums, k) {",
        "def 2sum_count(nums, k):",
    ],
)
def test_header_name_starting_with_a_digit(header: str) -> None:
    closer = "}" if header.endswith("{") else ""
    text = f"""
    {header}
        c = 0
        for i in range(len(nums)):
            for j in range(i + 1, len(nums)):
                if nums[i] + nums[j] == k: c += 1
        return c
    {closer}
    """
    assert run(text, PAIRS, [1, 2, 3, 4], 5) == 2


def test_header_name_starting_with_a_digit_keeps_bug() -> None:
    text = """
    Algorithm 2sum (nums, k):
        c = 0
        for i in range(len(nums)):
            for j in range(i, len(nums)):
                if nums[i] + nums[j] == k: c += 1
        return c
    """
    assert run(text, PAIRS, [1, 2, 3, 4], 4) == 2  # counts 2 + 2 as a pair


def test_bare_digit_name_is_no_header() -> None:
    # with no keyword, `2sum(nums, k)` is no name at all: not read as a header
    text = """
    2sum(nums, k)
        return 0
    """
    assert 1 in unread_lines(text, PAIRS)


# --- what is skipped named in `skip … (continue)` --------------------------------------------------

SKIP = """
c = 0
for x in nums:
    if x < 0 → {jump}
    c += x
return c
"""


@pytest.mark.parametrize(
    "jump",
    [
        "skip this x (continue)",
        "skip this number (continue)   -- negatives do not count",
        "Skip this one (continue)",
        "skip this value(continue)  # no negatives",
    ],
)
def test_skip_this_named(jump: str) -> None:
    assert run(SKIP.format(jump=jump), PAIRS, [3, -1, 4], 0) == 7


def test_skip_this_named_keeps_bug() -> None:
    text = SKIP.format(jump="skip this x (continue)").replace("x < 0", "x <= 0").replace("c += x", "c += 1")
    assert run(text, PAIRS, [3, 0, 4], 0) == 2


@pytest.mark.parametrize("jump", ["skip this x (break)", "skip this x and y (continue)"])
def test_skip_this_look_alikes_are_listed(jump: str) -> None:
    assert 4 in unread_lines(SKIP.format(jump=jump), PAIRS) or 3 in unread_lines(
        SKIP.format(jump=jump), PAIRS
    )


# --- a label naming the calling part: `Main bit: return check(root)` -------------------------------

LABELLED = """
helper go(i):
    if i == len(nums): return 0
    return nums[i] + go(i + 1)

{label} go(0)
"""


@pytest.mark.parametrize(
    "label",
    [
        "Main bit: return",
        "main: return",
        "Top level:  return",
        "Driver code: return",
        "the main part: return",
    ],
)
def test_part_label_before_a_step(label: str) -> None:
    assert run(LABELLED.format(label=label), PAIRS, [1, 2, 3], 0) == 6


def test_part_label_keeps_bug() -> None:
    text = LABELLED.format(label="Main bit: return").replace("go(0)\n", "go(1)\n")
    assert run(text, PAIRS, [1, 2, 3], 0) == 5


def test_other_label_before_a_step_is_not_a_part_label() -> None:
    text = LABELLED.format(label="Mainly: return")
    assert "Mainly" in normalised(text, PAIRS).python or 5 in unread_lines(text, PAIRS)


# --- a node compared with a quoted null word: `if node is “empty”` --------------------------------

DEPTH = sig("depth", "int", root="Optional[TreeNode]")


class TreeNode:
    def __init__(self, val: int = 0, left: Any = None, right: Any = None) -> None:
        self.val, self.left, self.right = val, left, right


@pytest.mark.parametrize(
    "test",
    ["node is “empty”", 'node == "null"', "node is 'nothing'", "node = “NIL”"],
)
def test_node_compared_with_a_quoted_null(test: str) -> None:
    text = f"""
    d(node):
        if {test} → return 0
        return 1 + max(d(node.left), d(node.right))
    return d(root)
    """
    tree = TreeNode(1, TreeNode(2, TreeNode(3)), None)
    result = run_normalised(text, DEPTH, tree, classes=(TreeNode,))
    assert result == 3


def test_quoted_null_not_equal_keeps_its_sense() -> None:
    text = """
    d(node):
        if node != “empty” → return 1 + max(d(node.left), d(node.right))
        return 0
    return d(root)
    """
    assert run_normalised(text, DEPTH, TreeNode(1, TreeNode(2)), classes=(TreeNode,)) == 2


def test_text_compared_with_a_quoted_null_stays_text() -> None:
    words = sig("count_none", "int", words="List[str]")
    text = """
    c = 0
    for w in words:
        if w == "none": c += 1
    return c
    """
    assert run(text, words, ["none", "x", "none"]) == 2


# --- C's `free(name);` ------------------------------------------------------------------------------

SUMS = sig("running_sums", "List[int]", nums="List[int]")

C_SUMS = """
int* runningSums(int* nums, int numsSize, int* returnSize) {{
    int *out = calloc(numsSize, sizeof(int));
    int *tmp = malloc(numsSize * sizeof(int));{note}
    int acc = 0;
    for (int i = 0; i < numsSize; i++) {{
        acc += nums[i];
        tmp[i] = acc;
        out[i] = tmp[i];
    }}
    {free}
    *returnSize = numsSize;
    return out;
}}
"""


@pytest.mark.parametrize(
    ("free", "note"),
    [
        ("free(tmp);", ""),
        ("free( tmp );", "  /* scratch */"),
        ("free(tmp);   // done with it", ""),
        ("if (tmp != NULL) free(tmp);", ""),
    ],
)
def test_c_free(free: str, note: str) -> None:
    assert run(C_SUMS.format(free=free, note=note), SUMS, [1, 2, 3]) == [1, 3, 6]


def test_c_free_keeps_bug() -> None:
    text = C_SUMS.format(free="free(tmp);", note="").replace("i < numsSize;", "i < numsSize - 1;")
    assert run(text, SUMS, [1, 2, 3]) == [1, 3, 0]


def test_c_free_of_a_field_is_not_read() -> None:
    text = C_SUMS.format(free="free(tmp->next);", note="")
    assert 11 in unread_lines(text, SUMS)


# --- Fortran's habits: `*` comments in the first column, `DO I = 1 TO N`, `END NAME`, `A(I)` ------

BIGGEST = sig("biggest_gap", "int", vals="List[int]")

FORTRAN = """
PROCEDURE BIGGEST-GAP(V)
{c1}
   N := LENGTH(V)
   BEST := 0
   {loop}
{c2}
      D := V(I) - V(I-1)
      IF D > BEST THEN BEST := D
   {closer}
   RETURN BEST
END BIGGEST-GAP
"""


@pytest.mark.parametrize(
    ("c1", "loop", "c2", "closer"),
    [
        ("* BEST = LARGEST RISE SO FAR", "DO I = 2 TO N", "** D = RISE FROM I-1 TO I", "END DO"),
        ("** ONE PASS", "DO I = 2, N", "*  RISE", "ENDDO"),
        ("*   GAPS BETWEEN NEIGHBOURS", "do i = 2 to n by 1".upper(), "* rise (may be negative)", "END DO"),
        ("* A. B. C.", "FOR I := 2 TO N DO", "*  RISE", "END FOR"),
    ],
)
def test_fortran_habits(c1: str, loop: str, c2: str, closer: str) -> None:
    text = FORTRAN.format(c1=c1, loop=loop, c2=c2, closer=closer)
    assert run(text, BIGGEST, [3, 1, 7, 8, 2]) == 6


def test_fortran_habits_keep_bug() -> None:
    text = FORTRAN.format(c1="* PASS", loop="DO I = 3 TO N", c2="* RISE", closer="END DO")
    assert run(text, BIGGEST, [1, 9, 10]) == 1  # starts one too late: misses the first rise


def test_star_lines_at_the_start_are_bullets_not_comments() -> None:
    text = """
    * best = 0
    * for x in vals: best = max(best, x)
    * return best
    """
    assert run(text, BIGGEST, [3, 9, 2]) == 9


def test_fortran_do_with_step() -> None:
    text = """
    PROCEDURE BIGGEST-GAP(V)
       S := 0
       DO I = 1, LENGTH(V), 2
          S := S + V(I)
       END DO
       RETURN S
    END BIGGEST-GAP
    """
    assert run(text, BIGGEST, [1, 10, 2, 10, 3]) == 6


def test_end_of_another_name_is_not_a_closer() -> None:
    text = """
    PROCEDURE BIGGEST-GAP(V)
       BEST := V(1)
       END SOMETHING
       RETURN BEST
    """
    assert 3 in unread_lines(text, BIGGEST)


def test_round_brackets_on_a_name_that_is_no_array_stay_a_call() -> None:
    text = """
    PROCEDURE BIGGEST-GAP(V)
       RETURN W(1)
    END BIGGEST-GAP
    """
    assert 2 in unread_lines(text, BIGGEST)


def test_round_brackets_with_two_arguments_are_not_guessed() -> None:
    text = """
    PROCEDURE BIGGEST-GAP(V)
       RETURN V(1) + V(1, 2)
    END BIGGEST-GAP
    """
    assert "V(1, 2)" in normalised(text, BIGGEST).python


def test_loop_past_the_end_counts_from_one() -> None:
    # `for i ← 2 to n + 1` reading `A[i - 1]`: the last pass reads A[n], there only when counting from 1
    text = """
    BIGGEST-GAP(A)
       n ← length[A]
       best ← 0
       for i ← 3 to n + 1 do
          best ← max(best, A[i - 1] - A[i - 2])
       end for
       return best
    """
    assert run(text, BIGGEST, [3, 1, 7, 8, 2]) == 6


# --- what a name is for, before its assignment: `Keep a write spot w ← 0` -------------------------

SHIFT = sig("shift_evens", "None", nums="List[int]")

IN_PLACE = """
{first}
for i from 0 to len(nums)-1:
    if nums[i] % 2 == 0 then
        swap nums[w] and nums[i]
        w ← w + 1
{last}
"""


def shifted(text: str, nums: list[int]) -> list[int]:
    assert run(text, SHIFT, nums) is None
    return nums


@pytest.mark.parametrize(
    "first",
    [
        "Keep a write spot w ← 0",
        "use a counter w = 0",
        "have a next free slot w := 0",
        "Start with one marker w = 0",
    ],
)
def test_described_name(first: str) -> None:
    assert shifted(IN_PLACE.format(first=first, last=""), [1, 2, 3, 4]) == [2, 4, 3, 1]


def test_described_name_keeps_bug() -> None:
    text = IN_PLACE.format(first="Keep a write spot w ← 1", last="")
    assert shifted(text, [1, 2, 3, 4]) != [2, 4, 3, 1]


def test_described_name_with_a_preposition_is_not_guessed() -> None:
    text = IN_PLACE.format(first="keep a count of w = 0", last="")
    result = normalised(text, SHIFT)
    assert 1 in unread_lines(text, SHIFT) or "count" in result.python


# --- an in-place answer that says it returns nothing ---------------------------------------------


@pytest.mark.parametrize(
    "last",
    [
        "Done, nothing to return (nums is changed in place)",
        "nothing to return",
        "That's it - nothing to return.",
        "there is nothing to return — it is all in place",
    ],
)
def test_nothing_to_return(last: str) -> None:
    text = IN_PLACE.format(first="w ← 0", last=last)
    assert shifted(text, [1, 2, 3, 4]) == [2, 4, 3, 1]
    assert "return" in normalised(text, SHIFT).python.splitlines()[-1]


@pytest.mark.parametrize("last", ["nothing to return yet, keep going", "return nothing to the caller 5"])
def test_nothing_to_return_look_alikes_are_listed(last: str) -> None:
    assert 6 in unread_lines(IN_PLACE.format(first="w ← 0", last=last), SHIFT)


# --- a one-line step named again: `same while loop as above` --------------------------------------

TWICE = """
c = 0
for x in nums:
    t = x
    while t > 9: t = t // 10
    if t == k → c += 1
    t = x * 2
    {again_loop}
    {again_check}
return c
"""


@pytest.mark.parametrize(
    ("again_loop", "again_check"),
    [
        ("same while loop as above", "same check as above"),
        ("Same while as before.", "same if as above"),
        ("then the same loop as above", "the same test as before"),
        ("same loop like above", "same condition as above!"),
    ],
)
def test_same_as_above(again_loop: str, again_check: str) -> None:
    # counts the numbers, and their doubles, whose first digit is k
    assert run(TWICE.format(again_loop=again_loop, again_check=again_check), PAIRS, [1, 12, 7, 60], 1) == 4


def test_same_as_above_keeps_bug() -> None:
    text = TWICE.format(again_loop="same while loop as above", again_check="same check as above").replace(
        "t > 9", "t > 10"
    )
    assert (
        run(text, PAIRS, [10], 1) == 0
    )  # 10 stays 10: its first digit 1 is missed (a correct answer counts 1)


@pytest.mark.parametrize(
    "again", ["same as above but reversed", "same for loop as above", "same while loop as below"]
)
def test_same_as_above_look_alikes_are_listed(again: str) -> None:
    text = TWICE.format(again_loop=again, again_check="")
    assert 7 in unread_lines(text, PAIRS)


def test_same_block_on_several_lines_is_not_copied() -> None:
    text = """
    c = 0
    for x in nums:
        t = x
        while t > 9:
            t = t // 10
        if t == k: c += 1
        t = x * 2
        same while loop as above
        if t == k: c += 1
    return c
    """
    assert 8 in unread_lines(text, PAIRS)


def test_clrs_do_with_a_comma_is_no_fortran_loop() -> None:
    text = """
    BIGGEST-GAP(V)
       x ← 0
       while x < 3
       do x ← max(x + 1, 2)
       end while
       return x
    """
    assert run(text, BIGGEST, [1]) == 3


def test_explanation_whose_bracket_names_the_inputs_is_listed() -> None:
    # `Here is my approach (nums):` may be a header with its parameter: not dropped as a sentence
    assert 1 in unread_lines(EVEN_RUN.format(first="Here is my approach (nums):"), RUN)
