"""Round-17 conventions of the English style (docs/pseudocode.md, "Conventions read since round 17 was
opened: English"), several phrasings each, EXECUTED.

Each convention is written in phrasings of our own (never a corpus answer's words): the answer runs,
a buggy variant still fails the same way, and a look-alike that could be read two ways is refused
(listed as not understood) or left as it was.
"""

from __future__ import annotations

import pytest

from tests.grading.support import TreeNode, normalised, run_normalised, sig, unread_lines

REPEATS = sig("has_repeat", "bool", nums="List[int]")
HEIGHT = sig("height", "int", root="Optional[TreeNode]")
LISTS = ([], [7], [1, 2, 3], [4, 1, 4], [2, 2])
TREES = [None, TreeNode(4), TreeNode(1, TreeNode(2, TreeNode(4)), TreeNode(3, None, TreeNode(5)))]


def repeats(text: str) -> list[object]:
    return [run_normalised(text, REPEATS, list(nums)) for nums in LISTS]


def heights(text: str) -> list[object]:
    return [run_normalised(text, HEIGHT, tree, classes=(TreeNode,)) for tree in TREES]


# --- a walk said with `inside` and `one by one`; a return said to stop ----------------------------------

WALK = """
has_repeat(values)
create an empty set and name it met
walk through each v {inside} values{manner}
    if v is already inside met, {give}
    otherwise put v inside met
{after}give back False
"""


@pytest.mark.parametrize(
    ("inside", "manner", "give", "after"),
    [
        ("inside", " one by one", "give back True and stop there", ""),
        ("within", ", one at a time", "return True and finish", ""),
        ("inside", " in order", "give back True and we are done", "when the loop ends and nothing repeats, "),
        ("in", "", "return True and stop", "once the loop finish and nothing match, "),
    ],
)
def test_a_walk_inside_a_collection_runs(inside: str, manner: str, give: str, after: str) -> None:
    text = WALK.format(inside=inside, manner=manner, give=give, after=after)
    assert repeats(text) == [False, False, False, True, True]


def test_a_walk_inside_a_collection_keeps_a_bug() -> None:
    # kept bug: the value is never put in the set, so no repeat is ever met
    text = """
        has_repeat(values)
        create an empty set and name it met
        walk through each v inside values one by one
            if v is already inside met, give back True and stop there
        give back False
    """
    assert repeats(text) == [False] * 5


def test_a_stop_after_a_step_that_is_no_return_stays_a_stop() -> None:
    # `stop` after a step that gives nothing back is a loop's end, read by the rules for it (a break)
    text = """
        has_repeat(values)
        create an empty set and name it met
        found = False
        walk through each v inside values one by one
            if v is already inside met, set found to True and stop
            otherwise put v inside met
        give back found
    """
    py = normalised(text, REPEATS).python
    assert "break" in py or 5 in unread_lines(text, REPEATS)


def test_inside_after_a_walk_of_no_item_name_is_left() -> None:
    # `inside` with no item's name before it (`go through inside values`) is no walk read here
    text = """
        has_repeat(values)
        create an empty set and name it met
        go through inside values one by one
            if v is already inside met, give back True
            put v inside met
        give back False
    """
    assert 3 in unread_lines(text, REPEATS)


# --- a worked example after the steps ------------------------------------------------------------------

EXAMPLE = """
has_repeat(values)
make an empty set called met
for each v in values
    if v is in met then return True
    add v to met
return False
{example}
"""


@pytest.mark.parametrize(
    "example",
    [
        "Example run: values = [5, 6, 5]\n   5 -> new, met = {5}\n   6 -> new, met = {5, 6}\n"
        "   5 -> met has it, return True",
        "Dry run with [3, 3]\n  3 -> met = {3}\n  3 -> already there, so True",
        "Trace:\n5 -> met = {5}\n6 -> met = {5, 6}, and at the end return False",
        "Walkthrough for values = [1]\n    first 1, met becomes {1}\n    loop over, return False",
    ],
)
def test_a_worked_example_after_the_steps_is_a_comment(example: str) -> None:
    text = EXAMPLE.format(example=example)
    assert repeats(text) == [False, False, False, True, True]
    assert "return True" in normalised(text, REPEATS).python


def test_an_example_label_with_a_step_after_it_at_its_level_is_left() -> None:
    # a line at the label's level without an arrow may be a step: the block stays as written
    text = EXAMPLE.format(example="Example run: values = [5, 5]\nreturn True")
    assert normalised(text, REPEATS).python.count("return True") == 2 or unread_lines(text, REPEATS)


def test_an_example_label_first_is_no_worked_example() -> None:
    text = """
        Example: values = [5, 5]
            has_repeat(values)
    """
    assert "worked" not in " ".join(normalised(text, REPEATS).notes)


# --- recursion in words: the child of a named node, the bigger of two in capitals, Shift held ---------

DEPTH = """
FUNCTION height root
    IF the root is empty THEN {base}
    ELSE
        LET a BE height of the {left} child of root
        LET b BE height of the right child of root
        RETURN 1 plus the {bigger} of a AND b
    END IF
END FUNCTION
"""


@pytest.mark.parametrize(
    ("base", "left", "bigger"),
    [
        ("the height is 0, RETURN 0", "left", "bigger"),
        ("its height is 0 itself, so RETURN 0", "LEft", "larger"),
        ("RETURN 0", "left", "greater"),
    ],
)
def test_recursion_in_words_with_capital_keywords_runs(base: str, left: str, bigger: str) -> None:
    assert heights(DEPTH.format(base=base, left=left, bigger=bigger)) == [0, 1, 3]


def test_recursion_in_words_keeps_a_bug() -> None:
    # kept bug: the smaller of the two is the shortest path's length, not the height
    text = DEPTH.format(base="RETURN 0", left="left", bigger="smaller")
    assert heights(text) == [0, 1, 2]


def test_the_bigger_of_two_in_capitals_is_one_call() -> None:
    text = """
        FUNCTION height root
            IF root is empty THEN RETURN 0
            RETURN 1 + the bigger of height(root.left) AND height(root.right)
        END FUNCTION
    """
    assert "max(" in normalised(text, HEIGHT).python
    assert heights(text) == [0, 1, 3]


def test_the_child_of_a_name_that_is_no_node_is_left() -> None:
    text = """
        FUNCTION height root
            IF root is empty THEN RETURN 0
            LET xs BE a list holding root
            LET a BE height of the left child of xs
            RETURN 1 + a
        END FUNCTION
    """
    assert "height(xs.left)" not in normalised(text, HEIGHT).python
    assert 4 in unread_lines(text, HEIGHT)


def test_a_name_with_two_capitals_the_learner_sets_is_kept() -> None:
    text = """
        FUNCTION height root
            IF root is empty THEN RETURN 0
            LEft = height(root.left)
            RIght = height(root.right)
            RETURN 1 + the bigger of LEft AND RIght
        END FUNCTION
    """
    assert heights(text) == [0, 1, 3]
    assert "LEft" in normalised(text, HEIGHT).python
