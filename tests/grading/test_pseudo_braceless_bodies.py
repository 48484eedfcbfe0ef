"""A braceless C ``if``/``else``/``for``/``while`` read by the line rules governs one statement, as in
C (docs/pseudocode.md, "Blocks: `end`, braces or indentation, even mixed"), EXECUTED.

An answer the C-family parser refuses (here for a pseudocode line in it: ``length(nums)``, ``←``)
is read by the line rules. They kept a header whose body is on later lines open until something
closed it, so a flush-left ``if(c)`` / ``return i;`` / ``i=i+1;`` / ``}`` took ``i=i+1`` into the
``if``, the loop never moved on, and a correct answer was graded as the learner's failure with no
line doubted. Found at round 14 (a homework site's C answer typed flush left). The answers are
written for this test: a linear search in C, Java, JavaScript and mixed, a rotated binary search,
nested braceless headers, C's dangling ``else``, a next-line ``{`` in a function with braces, a
Python-style indented block beside them, and a learner's own braceless bug, which is kept.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.grading.support import normalised, refused, run_normalised, sig

FIND = sig("find_index", "int", nums="List[int]", target="int")
TOTAL = sig("sum_of_evens", "int", nums="List[int]")

# misread, the searches never move past a miss: the loop runs until the limit, and fails
pytestmark = pytest.mark.timeout(20)


def run(text: str, signature: Any, *args: Any) -> Any:
    result = normalised(text, signature)
    assert "c-family-parser" not in result.rules_applied, "the parser read it: the line rules are not tested"
    return run_normalised(text, signature, *args)


SEARCHES = {
    "c": """
        int find_index(int nums[], int target) {
        int n = length(nums);
        int i = 0;
        while (i < n) {
        if(nums[i]==target)
        return i;
        i=i+1;
        }
        return -1;
        }
    """,
    "java": """
        public int findIndex(int[] nums, int target) {
        int n = nums.length();
        int i = 0;
        while (i < n) {
        if (nums[i] == target)
        return i;
        i += 1;
        }
        return -1;
        }
    """,
    "javascript": """
        function findIndex(nums, target) {
        let i = 0
        let n = len(nums)
        while (i < n) {
        if (nums[i] === target)
        return i;
        i++;
        }
        return -1;
        }
    """,
    "mixed": """
        i ← 0
        while (i < len(nums)) {
        if(nums[i]==target)
        return i;
        i=i+1;
        }
        return -1
    """,
}


@pytest.mark.parametrize("style", sorted(SEARCHES))
def test_flush_if_takes_one_statement(style: str) -> None:
    assert run(SEARCHES[style], FIND, [3, 5, 7], 7) == 2
    assert run(SEARCHES[style], FIND, [3, 5, 7], 4) == -1


def test_flush_if_keeps_a_learners_bug() -> None:
    buggy = SEARCHES["mixed"].replace("return i;", "return i + 1;")
    assert run(buggy, FIND, [3, 5, 7], 7) == 3


ROTATED = """
    int search(int a[], int n, int target) {
    low ← 0; high ← n-1;
    while(low<=high)
    {
    int mid=(low+high)/2;
    if(a[mid]==target)
    return mid;
    if(a[low]<=a[mid])
    {
    if(a[low]<=target && target<a[mid])
    high=mid-1;
    else
    low=mid+1;
    }
    else
    {
    if(a[mid]<target && target<=a[high])
    low=mid+1;
    else
    high=mid-1;
    }
    }
    return -1;
    }
"""


@pytest.mark.parametrize(("target", "expected"), [(0, 4), (4, 0), (7, 3), (2, 6), (3, -1)])
def test_rotated_search_typed_flush_left(target: int, expected: int) -> None:
    assert run(ROTATED, FIND, [4, 5, 6, 7, 0, 1, 2], target) == expected


def test_braceless_for_holds_a_braceless_if() -> None:
    text = """
        int sum_of_evens(int nums[]) {
        int total = 0; int n = length(nums);
        for (int i = 0; i < n; i++)
        if (nums[i] % 2 == 0)
        total = total + nums[i];
        return total;
        }
    """
    assert run(text, TOTAL, [1, 2, 3, 4]) == 6


def test_else_takes_one_statement() -> None:
    text = """
        total ← 0
        for (int i = 0; i < len(nums); i++) {
        if (nums[i] % 2 == 0)
        total = total + nums[i];
        else
        total = total + 0;
        total = total * 1;
        }
        return total
    """
    assert run(text, TOTAL, [1, 2, 3, 4]) == 6
    # the step after the else's one statement runs for every item: here it is the learner's bug
    bug = text.replace("total = total * 1;", "total = total - 1;")
    assert run(bug, TOTAL, [1, 2, 3, 4]) == 2


def test_dangling_else_goes_with_the_inner_if() -> None:
    text = """
        int sum_of_evens(int nums[]) {
        int total = 0; int n = length(nums);
        for (int i = 0; i < n; i++)
        if (nums[i] > 0)
        if (nums[i] % 2 == 0)
        total = total + nums[i];
        else
        total = total - 100;
        return total;
        }
    """
    # C: the else is the inner if's, so a negative number adds nothing and an odd positive one
    # takes 100 off
    assert run(text, TOTAL, [-5, 2, 4]) == 6
    assert run(text, TOTAL, [3, 2]) == -98


def test_next_line_brace_in_a_braced_function() -> None:
    text = """
        int find_index(int nums[], int target) {
        i ← 0
        while (i < len(nums))
        {
        if (nums[i] == target)
        {
        return i;
        }
        i = i + 1;
        }
        return -1;
        }
    """
    assert run(text, FIND, [3, 5, 7], 7) == 2
    assert run(text, FIND, [3, 5, 7], 4) == -1


def test_indented_block_under_a_header_is_kept_beside_a_flush_if() -> None:
    text = """
        total ← 0
        i ← 0
        while (i < len(nums))
            if (nums[i] % 2 == 0) {
                total = total + nums[i]
            }
            i = i + 1
        for (int j = 0; j < len(nums); j++) {
        if (nums[j] % 2 == 0)
        total = total + 1;
        total = total - 1;
        }
        return total
    """
    # the second loop's if takes one step: each even number gives 1 back, each odd one costs 1
    assert run(text, TOTAL, [1, 2, 3, 4]) == 4
    assert run(text, TOTAL, [200, 2]) == 202


# `while (c);` / `for (…);`: a loop whose body is C's empty statement. The lexer splits the `;` off,
# and the next line was read as the loop's body (found after the rule above: a `for` that finds the
# first zero returned from inside the loop).
FIRST_ZERO = """
    int first_zero(int nums[]) {
    int i;
    for (i = 0; i < length(nums) && nums[i] != 0; i++);
    return i;
    }
"""
ZERO = sig("first_zero", "int", nums="List[int]")


def test_for_with_an_empty_body() -> None:
    assert run(FIRST_ZERO, ZERO, [4, 5, 0, 7]) == 2
    assert run(FIRST_ZERO, ZERO, [4, 5]) == 2
    # the learner's own off-by-one in the test is kept
    assert run(FIRST_ZERO.replace("i < length(nums)", "i < length(nums) - 1"), ZERO, [4, 5]) == 1


def test_while_with_an_empty_body() -> None:
    # misread, `return i;` was the second loop's body, which its test skips: nothing came back
    text = """
        int first_zero(int nums[]) {
            int i = 0;
            int n = length(nums);
            while (i < n && nums[i] != 0) i++;
            while (i > n);
            return i;
        }
    """
    assert run(text, ZERO, [4, 0, 7]) == 1
    assert run(text, ZERO, [4, 5]) == 2


@pytest.mark.parametrize(
    "after",
    [
        "    i++;\n    }",  # indented under it: the body in the layout, empty in C
        "{\n    i++;\n    }\n    }",  # a block after it: C's empty loop and a block, or its body?
    ],
)
def test_empty_loop_with_a_body_under_it_is_refused(after: str) -> None:
    text = "int first_zero(int nums[]) {\nint i = 0;\nwhile (i < length(nums) && nums[i] != 0);\n" + after
    text = text.replace("\n    }\n    }", "\n}\n}").replace("\n    }", "\n}")
    assert refused(text, ZERO) == [3]
    hints = [u.hint for u in normalised(text, ZERO).unrecognised]
    assert "ends with `;`" in hints[0]


def test_do_loop_test_on_the_line_after_its_brace() -> None:
    text = """
        int first_zero(int nums[]) {
        int i = -1;
        do {
        i = i + 1;
        }
        while (i < length(nums) && nums[i] != 0);
        return i;
        }
    """
    assert run(text, ZERO, [4, 0, 7]) == 1
    assert run(text, ZERO, [4, 5]) == 2


# `if (x)` / `    a;` / `    b;`: C takes `a` alone, the layout takes both. A Python-style block (no
# `;`) is read by its indentation; lines of C under a braceless header in an answer of braces are
# neither, so the second is listed as not understood, with a hint to add braces.
INDENTED_TWO = """
    int sum_of_evens(int nums[]) {
        int total = 0;
        for (int i = 0; i < length(nums); i++) {
            if (nums[i] % 2 == 0)
                total = total + nums[i];
                total = total + 0;
        }
        return total;
    }
"""


def test_two_indented_lines_of_c_under_a_braceless_if_are_refused() -> None:
    assert refused(INDENTED_TWO, TOTAL) == [6]
    assert "put the body in `{ … }`" in normalised(INDENTED_TWO, TOTAL).unrecognised[0].hint


def test_a_nested_header_and_a_second_indented_line_are_refused() -> None:
    text = """
        int sum_of_evens(int nums[]) {
            int total = 0;
            for (int i = 0; i < length(nums); i++)
                if (nums[i] % 2 == 0)
                    total = total + nums[i];
                total = total + 0;
            return total;
        }
    """
    assert refused(text, TOTAL) == [6]


def test_one_indented_line_of_c_under_a_braceless_if_runs() -> None:
    # both readings agree: the if takes the one line, the next goes back to the loop's indentation
    one = INDENTED_TWO.replace("            total = total + 0;", "        total = total + 0;")
    assert run(one, TOTAL, [1, 2, 3, 4]) == 6


# --- a C statement that starts with a closer's word is no closer (review of stop 30) ---------------


@pytest.mark.parametrize("step", ["next = 1;", "end = s - 1;", "done = 1;", "endIndex = s;"])
def test_a_statement_named_like_a_closer_keeps_the_braceless_reading(step: str) -> None:
    text = (
        "int total(int[] nums) {\n"
        "int s = 0;\n"
        "for (int i = 0; i < length(nums); i++)\n"
        "if (nums[i] > 0)\n"
        "s = s + nums[i];\n"
        f"{step}\n"
        "return s;\n"
        "}"
    )
    assert refused(text, TOTAL) == []
    assert run(text, TOTAL, [1, -2, 3]) == 4
