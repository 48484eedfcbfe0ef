"""English lines the normaliser must never drop, guess or run with a name the learner never bound.

docs/pseudocode.md ("English", "Lines not understood"): a translation that changes the learner's
meaning blames them for our mistake. Each test here holds a line the normaliser once translated
wrongly without saying so; each wording is written for this file, not taken from the corpus.
"""

from __future__ import annotations

import pytest

from assay.judge import Signature
from tests.grading.support import normalised, run_normalised
from tests.grading.support import signature as sig

LIST = sig("reverse_list", "Optional[ListNode]", head="Optional[ListNode]")
TREE = sig("has_left", "int", root="Optional[TreeNode]")
SPANS = sig("merge", "List[List[int]]", intervals="List[List[int]]")
NUMS = sig("tally", "int", nums="List[int]")


def not_understood(text: str, signature: Signature) -> set[int]:
    return {u.line for u in normalised(text, signature).unrecognised}


# -- a. a line that sets names is a step, whatever words come before its colon -----------------------


@pytest.mark.parametrize(
    "opener",
    [
        "use these variables: prev = nothing, cur = head",
        "we need two pointers: prev = nothing, cur = head",
        "Note: prev = nothing, cur = head",
        "my variables: prev ← nothing, cur ← head",
    ],
)
def test_an_explanation_that_sets_names_is_never_dropped(opener: str) -> None:
    text = f"""
        {opener}
        while cur is not nothing
            nxt = cur.next
            cur.next = prev
            prev = cur
            cur = nxt
        return prev
    """
    result = normalised(text, LIST)
    listed = {u.line for u in result.unrecognised}
    # either the names are set, or the line is named as not understood: never silently lost
    assert ("prev = None" in result.python and "cur = head" in result.python) or 1 in listed, result.python
    assert not any("as an explanation" in n and "prev" in n for n in result.notes)


def test_an_explanation_with_no_step_is_still_skipped() -> None:
    result = normalised("Idea: walk the list once.\nreturn 0", NUMS)
    assert not result.unrecognised
    assert any("explanation" in n for n in result.notes)


# -- b. "it" in a test is the last changed value only when that is clear -------------------------------


def test_it_after_a_node_assignment_is_not_that_node() -> None:
    text = """
        walker = root
        if it has a left child
            return 1
        return 0
    """
    result = normalised(text, TREE)
    assert "walker.left" not in result.python
    assert 2 in {u.line for u in result.unrecognised}


@pytest.mark.parametrize(
    "step, test",
    [
        ("decrease budget by x", "if it drops below zero, return 1"),
        ("budget = budget - x", "if it is negative then return 1"),
        ("subtract x from budget", "if it < 0, return 1"),
    ],
)
def test_it_after_a_number_changed_is_that_number(step: str, test: str) -> None:
    text = f"""
        let budget be 5
        for each x in nums
            {step}
            {test}
        return 0
    """
    assert run_normalised(text, NUMS, [2, 2]) == 0
    assert run_normalised(text, NUMS, [2, 4]) == 1


def test_it_is_not_a_value_changed_before_a_step_not_understood() -> None:
    text = """
        let budget be 5
        for each x in nums
            do something clever with x and the budget
            if it is negative, return 1
        return 0
    """
    result = normalised(text, NUMS)
    assert "if budget" not in result.python.replace("(", "")
    assert {3, 4} <= {u.line for u in result.unrecognised}


# -- c. a name no step bound makes its line not understood, even beside a line that does not parse ----


def test_a_produced_name_nobody_bound_is_listed_next_to_a_broken_line() -> None:
    text = """
        out = []
        this line is nothing like a step at all
        for every other interval (s, e), in order
            append [s, e] to out
        return out
    """
    listed = not_understood(text, SPANS)
    assert 2 in listed
    assert 3 in listed, normalised(text, SPANS).python


def test_a_broken_assignment_does_not_blame_the_lines_that_read_its_name() -> None:
    text = """
        best = the thing we want somehow
        return best
    """
    assert not_understood(text, NUMS) == {1}


# -- d. a stack has no unambiguous "first" --------------------------------------------------------------


@pytest.mark.parametrize(
    "take",
    [
        "take the first item off the stack",
        "remove the front element from the stack",
        "pop the oldest entry off stack",
        "grab the first one out of the stack",
    ],
)
def test_a_stacks_first_is_not_guessed(take: str) -> None:
    text = f"""
        stack = []
        for each x in nums
            push x onto the stack
        {take}
        return 0
    """
    result = normalised(text, NUMS)
    assert "popleft" not in result.python and "pop(0)" not in result.python
    assert 4 in {u.line for u in result.unrecognised}


def test_a_stacks_top_and_a_queues_first_are_still_read() -> None:
    text = """
        stack = []
        queue = []
        for each x in nums
            push x onto the stack
            put x at the back of the queue
        take the top item off the stack as a
        take the first item out of the queue as b
        return a * 10 + b
    """
    assert run_normalised(text, NUMS, [1, 2, 3]) == 31


# -- a step after a loop stays after it, however the steps are numbered --------------------------------


@pytest.mark.parametrize(
    "one, two, three",
    [("Step 1: ", "Step 2: ", "Step 3: "), ("1. ", "2. ", "3. "), ("(1) ", "(2) ", "(3) ")],
)
def test_a_numbered_step_after_a_loop_is_not_inside_it(one: str, two: str, three: str) -> None:
    text = f"""
        {one}set total to 0
        {two}for each x in nums
            add x to total
        {three}return total
    """
    result = normalised(text, NUMS)
    if result.ok and not result.unrecognised:
        assert run_normalised(text, NUMS, [1, 2, 3]) == 6
    else:  # not read is fine; read wrongly is not
        assert result.unrecognised


# -- a number set by any sentence is a number to later verbs --------------------------------------------


@pytest.mark.parametrize("start", ["total starts at 0", "total begins as 0", "total starts off at 0"])
def test_adding_to_a_number_set_in_words_adds(start: str) -> None:
    text = f"""
        {start}
        for each x in nums
            add x to total
        return total
    """
    result = normalised(text, NUMS)
    assert "total.append" not in result.python
    if result.ok and not result.unrecognised:
        assert run_normalised(text, NUMS, [1, 2, 3]) == 6


# -- a kind, not a wording: giving a value back with the particle after it ------------------------------


@pytest.mark.parametrize(
    "give",
    [
        "give total back",
        "hand total back as the answer",
        "send total back to the caller",
        "pass total back",
    ],
)
def test_a_value_given_back_with_back_after_it(give: str) -> None:
    text = f"""
        let total be 0
        for each x in nums
            add x to total
        {give}
    """
    assert run_normalised(text, NUMS, [1, 2, 3]) == 6


# -- the conventions read since round 6 was opened: what looks like them and is refused --------------------
# (each convention's own tests: tests/grading/test_pseudo_round6_english.py)


@pytest.mark.parametrize(
    "first",
    [
        "reverse the list",  # definite: acts on something that exists
        "reverse head",  # names a parameter
        "reverse all nodes",  # an order: the verb's object is not a general "a …" / "two …"
    ],
)
def test_a_first_line_that_could_be_a_step_is_never_dropped_as_a_title(first: str) -> None:
    text = f"""
        {first}
        return head
    """
    result = normalised(text, LIST)
    # read as a step (`head.reverse()`) or listed as not understood: never kept as a comment
    assert f"# {first}" not in result.python
    assert 1 in {u.line for u in result.unrecognised} or "reverse(" in result.python


def test_a_loop_end_said_inside_the_loop_is_not_moved_after_it() -> None:
    text = """
        let total be 0
        for each x in nums
            add x to total
            when the loop ends return total
        return 0
    """
    assert 4 in not_understood(text, NUMS)


def test_it_after_a_taken_item_stops_at_a_step_about_something_else() -> None:
    text = """
        let total be 0
        make a queue holding 5
        while the queue is not empty
            take the first number out of the queue
            decrease total by 1
            if it drops below zero, return 1
        return 0
    """
    result = normalised(text, NUMS)
    assert "if number" not in result.python.replace("(", "")


@pytest.mark.parametrize("fact", ["the stack is empty", "the window is from lo to hi", "the best is not 0"])
def test_a_fact_said_with_is_is_never_read_as_a_new_variable(fact: str) -> None:
    text = f"""
        let best be 0
        {fact}
        return best
    """
    result = normalised(text, NUMS)
    assert not any(
        line.strip().startswith(("stack =", "window =", "best = not")) for line in result.python.splitlines()
    )
