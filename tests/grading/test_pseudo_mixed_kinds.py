"""Mixed-style kinds of docs/pseudocode.md ("Mixed"), each in several spellings, normalised then EXECUTED.

What phones add: a title above the code, ``→`` for "then", notes in parentheses after a step, several
assignments on one line, lettered sub-steps, ``R x C table of 0s``, ranges whose ends index.
"""

from __future__ import annotations

import textwrap
from typing import Any

import pytest

from assay.grading import normalise
from assay.grading._pseudocode._mixed import arrow_then, split_assignments
from assay.grading._pseudocode._phone_notes import phone_notes
from tests.grading.support import ListNode, sig
from tests.grading.support import run_normalised as run

DUP = sig("contains_duplicate", "bool", nums="List[int]")
SEARCH = sig("search", "int", nums="List[int]", target="int")
LCS = sig("longest_common_subsequence", "int", text1="str", text2="str")
WINDOW = sig("middle", "str", s="str")


@pytest.mark.parametrize(
    "title",
    [
        "Contains Duplicate\n==================",
        "contains duplicate\n------------------",
        "quick one 🙂",
        "hash set idea 💡",
        "Dupes – hash set",
        "Contains Duplicate",
        "Hash Set Approach",
    ],
)
def test_a_title_above_the_code_is_a_comment(title: str) -> None:
    body = "seen := empty set\nfor each x in nums\n"
    body += "    if x ∈ seen then return True\n    add x to seen\nreturn False\n"
    text = f"{title}\n{body}"
    assert run(text, DUP, [1, 2, 1]) is True
    assert run(text, DUP, [1, 2, 3]) is False


@pytest.mark.parametrize("first", ["sort nums", "reverse nums", "return False"])
def test_a_first_line_that_is_a_step_is_never_a_title(first: str) -> None:
    body = "for i from 1 to length(nums) - 1\n    if nums[i] = nums[i - 1] then return True\nreturn False\n"
    text = f"{first}\n{body}"
    result = normalise(text, DUP)
    assert "title" not in result.rules_applied
    assert not result.python.lstrip().startswith(f"# {first}")


@pytest.mark.parametrize("arrow", ["→", "->"])
@pytest.mark.parametrize("letters", ["a. b. c. d.", "a) b) c) d)"])
def test_lettered_sub_steps_and_arrows_for_then(arrow: str, letters: str) -> None:
    a, b, c, d = letters.split()
    text = f"""
    Steps:
    1. left = 0, right = len(nums) – 1
    2. While left <= right:
       {a} mid = left + (right - left) / 2   (integer division)
       {b} If nums[mid] == target {arrow} Return mid
       {c} If nums[mid] < target {arrow} left = mid + 1
       {d} Else {arrow} right = mid - 1
    3. Return -1
    """
    assert run(text, SEARCH, [-1, 0, 3, 5, 9, 12], 9) == 4
    assert run(text, SEARCH, [-1, 0, 3, 5, 9, 12], 2) == -1


def test_a_pointer_arrow_stays_a_pointer() -> None:
    assert arrow_then("if (p -> next) return p") == "if (p -> next) return p"
    assert arrow_then("if p.next == null -> return p") == "if p.next == null then return p"
    assert arrow_then("Else → x = 1") == "Else x = 1"
    assert arrow_then("if a -> b") == "if a -> b"  # no step after the arrow: left as written


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("need[c] -= 1          (chars not in t go negative)", "need[c] -= 1  # chars not in t go negative"),
        ("mid = (lo + hi) / 2   (integer division)", "mid = (lo + hi) // 2  # integer division"),
        ("mid = (lo + hi) / 2  (rounded down)", "mid = (lo + hi) // 2  # rounded down"),
        ("avg = total / n   (a real number)", "avg = total / n  # a real number"),
        ("x = f(a, b)", "x = f(a, b)"),
        ("print  (x)", "print  (x)"),
    ],
)
def test_notes_in_parentheses_after_a_step(line: str, expected: str) -> None:
    assert phone_notes(line) == expected


@pytest.mark.parametrize(
    ("piece", "expected"),
    [
        ("left = 0, right = n - 1", ["left = 0", "right = n - 1"]),
        ("m ← len(a), n ← len(b)", ["m ← len(a)", "n ← len(b)"]),
        ("i = 0 and j = len(s) - 1", ["i = 0", "j = len(s) - 1"]),
        ("best = (inf, 0, 0)", ["best = (inf, 0, 0)"]),
        ("a, b = 1, 2", ["a, b = 1, 2"]),
        ("x = a and b", ["x = a and b"]),
        ("ok = x == 1 and y == 2", ["ok = x == 1 and y == 2"]),
    ],
)
def test_several_assignments_on_one_line(piece: str, expected: list[str]) -> None:
    assert split_assignments(piece) == expected


@pytest.mark.parametrize(
    "table",
    [
        "(m+1) x (n+1) table of 0s",
        "(m + 1) × (n + 1) grid of zeros",
        "(m+1) by (n+1) matrix filled with 0",
        "a (m+1) x (n+1) table of zeroes",
    ],
)
def test_a_table_of_rows_by_columns(table: str) -> None:
    text = f"""
    LCS – bottom-up DP
    m ← len(text1), n ← len(text2)
    dp = {table}
    for i in 1..m:
      for j in 1..n:
        if text1[i-1] == text2[j-1]:
          dp[i][j] = dp[i-1][j-1] + 1
        else:
          dp[i][j] = max(dp[i-1][j], dp[i][j-1])
    return dp[m][n]
    """
    assert run(text, LCS, "abcde", "ace") == 3


@pytest.mark.parametrize("ends", ["best[0] .. best[1]", "best[0]..best[1]", "best[0] ... best[1]"])
def test_a_range_whose_ends_index(ends: str) -> None:
    text = f"""
    best = [1, len(s) - 2]
    return s[{ends}]
    """
    assert run(text, WINDOW, "abcde") == "bcd"


MERGE = sig("merge_two_lists", "Optional[ListNode]", list1="Optional[ListNode]", list2="Optional[ListNode]")


@pytest.mark.parametrize("make", ["new node(0)", "new Node(0)", "Node(0)", "node(0)", "new ListNode(0)"])
def test_a_node_built_by_a_generic_name_is_the_questions_node(make: str) -> None:
    text = f"""
    dummy = {make}; tail = dummy
    while list1 != null && list2 != null:
        If list1.val <= list2.val:
            tail.next = list1; list1 = list1.next
        Else:
            tail.next = list2; list2 = list2.next
        tail = tail.next
    tail.next = list1 if list1 else list2
    return dummy.next
    """
    result = normalise(textwrap.dedent(text).strip("\n"), MERGE)
    assert result.ok and not result.unrecognised, result.python
    namespace: dict[str, Any] = {"ListNode": ListNode}
    exec(compile(result.python, "<normalised>", "exec"), namespace)
    merged = namespace["Solution"]().merge_two_lists(ListNode(1, ListNode(4)), ListNode(2))
    out = []
    while merged is not None:
        out.append(merged.val)
        merged = merged.next
    assert out == [1, 2, 4]


def test_a_node_helper_of_the_answers_own_keeps_its_name() -> None:
    text = "def node(v)\n    return ListNode(v + 1)\ndummy = node(0)\nreturn dummy.next\n"
    result = normalise(text, MERGE)
    assert "ListNode(0)" not in result.python


@pytest.mark.parametrize("marker", ["Step {n}:", "step {n})", "STEP {n}.", "Step {n} "])
def test_step_markers_among_plain_lines(marker: str) -> None:
    one, two, three = (marker.format(n=n) for n in (1, 2, 3))
    text = (
        f"{one} lo = 0, hi = len(nums) - 1\n{two} while lo <= hi\n    mid = (lo + hi) / 2   (int division)\n"
        "    if nums[mid] == target → return mid\n    elif nums[mid] < target → lo = mid + 1\n"
        f"    else → hi = mid - 1\n{three} return -1\n"
    )
    assert run(text, SEARCH, [1, 3, 5, 7], 3) == 1
    assert run(text, SEARCH, [1, 3, 5, 7], 4) == -1
