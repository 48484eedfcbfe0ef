"""Round-17 conventions of the English style (docs/pseudocode.md, "Conventions read since round 17 was
opened: English"), several phrasings each, EXECUTED.

Each convention is written in phrasings of our own (never a corpus answer's words): the answer runs,
a buggy variant still fails the same way, and a look-alike that could be read two ways is refused
(listed as not understood) or left as it was.
"""

from __future__ import annotations

import pytest

from tests.grading.support import ListNode, TreeNode, linked, normalised, run_normalised, sig, unread_lines

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


# --- lines around the steps that run nothing ------------------------------------------------------------

PREFIX = sig("running_products", "List[int]", nums="List[int]")

RUNNING = """
running_products(nums)
Let n be the length of nums.
Let out be a list of n ones.
Let p be 1. For every index i from 0 to {last}: multiply p by nums[i], then put p in out[i].
 {claim}
Return out.
{remark}
"""


@pytest.mark.parametrize(
    ("claim", "remark"),
    [
        ("Now out[i] = ∏ nums[j] for j ≤ i, the product up to i.", " Nothing is divided, so zeros are fine."),
        ("After this, out[i] = ∏ nums[j] over j ≤ i.", "It takes one pass over the list."),
        ("At this point out[k] = ∏ nums[j] for every j ≤ k.", ""),
    ],
)
def test_a_state_said_in_a_big_operator_and_a_remark_after_the_return_run(claim: str, remark: str) -> None:
    text = RUNNING.format(last="n - 1", claim=claim, remark=remark)
    assert run_normalised(text, PREFIX, [2, 3, 4]) == [2, 6, 24]
    assert run_normalised(text, PREFIX, []) == []


def test_a_state_said_keeps_a_bug() -> None:
    # kept bug: the loop stops one short, so the last product is never stored
    text = RUNNING.format(
        last="n - 2",
        claim="Now out[i] = ∏ nums[j] for j ≤ i.",
        remark="No division is needed anywhere.",
    )
    assert run_normalised(text, PREFIX, [2, 3, 4]) == [2, 6, 1]


def test_a_big_operator_without_an_opener_is_listed() -> None:
    # `out[i] = ∏ nums[j] for j ≤ i` alone could be a step (a brute force): never dropped
    text = RUNNING.format(
        last="n - 1",
        claim="out[i] = ∏ nums[j] for j ≤ i.",
        remark="",
    )
    assert 5 in unread_lines(text, PREFIX)


def test_words_after_the_return_that_say_a_step_stay_listed() -> None:
    # `… so return p` after the return: the return above may belong elsewhere; nothing is dropped
    text = RUNNING.format(
        last="n - 1",
        claim="",
        remark="end of the loop, it returns out",
    )
    assert "remarks-after-return" not in normalised(text, PREFIX).rules_applied


ANAGRAM = sig("same_letters", "bool", a="str", b="str")
PAIRS = (("", ""), ("ab", "ba"), ("aab", "abb"), ("abc", "ab"), ("listen", "silent"))


def anagrams(text: str) -> list[object]:
    return [run_normalised(text, ANAGRAM, a, b) for a, b in PAIRS]


TEMPLATE = """
Algorithm SameLetters
Var a, b, tally, c
tally = empty map
<{begin}>
If the length of a is not the same as the length of b, {exit} false and stop;
For every character c in a
    add 1 to tally[c] (start it at 0 when c is not in tally yet);
EndFor
For every character c in b
    If c is not in tally or {Tally}[c] is 0, {exit} false and stop;
    take 1 away from tally[c];
EndFor
{exit} true;
<{end}>
"""


@pytest.mark.parametrize(
    ("begin", "end", "exit", "tally"),
    [
        ("BeginAlg", "EndAlg", "Print", "Tally"),
        ("Begin Algorithm", "End Algorithm", "Output", "tally"),
        ("begin", "end", "Print", "Tally"),
    ],
)
def test_an_algorithm_that_prints_its_answer_runs(begin: str, end: str, exit: str, tally: str) -> None:
    text = TEMPLATE.format(begin=begin, end=end, exit=exit, Tally=tally)
    assert anagrams(text) == [True, True, False, False, True]


def test_an_algorithm_that_prints_its_answer_keeps_a_bug() -> None:
    # kept bug: the lengths are never compared, so "abc" against "ab" passes
    text = TEMPLATE.format(begin="BeginAlg", end="EndAlg", exit="Print", Tally="Tally").replace(
        "If the length of a is not the same as the length of b, Print false and stop;\n", ""
    )
    assert anagrams(text) == [True, True, False, True, True]


def test_a_print_with_no_printed_exit_still_displays() -> None:
    text = """
        same_letters(a, b)
        if sorted(a) == sorted(b) then return true
        print false
    """
    assert "print(False)" in normalised(text, ANAGRAM).python


def test_a_capital_name_in_python_stays_the_learners() -> None:
    # in the learner's own Python `Tally` and `tally` are two names: the NameError is theirs
    text = """
        def same_letters(a, b):
            tally = {}
            for c in a:
                tally[c] = tally.get(c, 0) + 1
            return Tally == {}
    """
    assert "Tally" in normalised(text, ANAGRAM).python


def test_a_capital_name_the_answer_calls_is_no_slip() -> None:
    text = """
        same_letters(a, b)
        counter = Counter(a)
        return counter == Counter(b)
    """
    assert anagrams(text) == [True, True, False, False, True]


def test_var_with_values_is_no_frame_line() -> None:
    text = """
        same_letters(a, b)
        Var x = 5
        return sorted(a) == sorted(b)
    """
    assert "x" in normalised(text, ANAGRAM).python


# --- a course's GET / SET … TO / TAKE / GIVE steps over a grid ----------------------------------------

ISLANDS = sig("count_islands", "int", grid="List[List[str]]")
GRIDS = (
    [["1", "1", "0"], ["0", "1", "0"], ["0", "0", "1"]],
    [["0"]],
    [["1", "0", "1"], ["0", "1", "0"], ["1", "0", "1"]],
)

COURSE = """
Menghitung pulau (count of islands)

GET grid
SET found TO 0
FOR every row r from 0 to the number of rows in grid - 1
    FOR every column c from 0 to the number of columns in grid - 1
        IF grid[r][c] is "1"
            SET found TO found + 1
            SET grid[r][c] TO "0" so it is not visited twice
            SET todo TO a new queue holding (r, c)
            WHILE todo is not empty
                TAKE (a, b) out of the {end} of todo
                FOR each neighbour (p, q) of (a, b): {directions}
                    IF (p, q) is inside the grid AND grid[p][q] is "1"
                        SET grid[p][q] TO "0"
                        PUT (p, q) at the back of todo
                    ENDIF
                ENDFOR
            ENDWHILE
        ENDIF
    ENDFOR
ENDFOR
GIVE found
"""


def islands(text: str) -> list[object]:
    return [run_normalised(text, ISLANDS, [row[:] for row in grid]) for grid in GRIDS]


@pytest.mark.parametrize(
    ("end", "directions"),
    [
        ("front", "up, down, left and right (not diagonal)"),
        ("start", "left, right, up and down"),
        ("front", "north, south, east and west"),
    ],
)
def test_a_course_grid_walk_runs(end: str, directions: str) -> None:
    assert islands(COURSE.format(end=end, directions=directions)) == [2, 0, 5]


def test_a_course_grid_walk_keeps_a_bug() -> None:
    # kept bug: the count is raised before the test, so every cell counts as an island
    text = COURSE.format(end="front", directions="up, down, left and right").replace(
        '        IF grid[r][c] is "1"\n            SET found TO found + 1',
        '        SET found TO found + 1\n        IF grid[r][c] is "1"',
    )
    assert islands(text) == [9, 1, 9]


def test_three_directions_are_not_the_four_neighbours() -> None:
    text = COURSE.format(end="front", directions="up, down, left and up")
    assert 13 in unread_lines(text, ISLANDS)


def test_a_stack_front_is_a_guess() -> None:
    text = (
        COURSE.format(end="front", directions="up, down, left and right")
        .replace("a new queue holding", "a new stack holding")
        .replace("todo", "stack")
    )
    assert 12 in unread_lines(text, ISLANDS)


def test_give_a_name_the_steps_never_set_is_left() -> None:
    text = COURSE.format(end="front", directions="up, down, left and right").replace(
        "GIVE found", "GIVE total"
    )
    assert 23 in unread_lines(text, ISLANDS)


def test_get_a_name_that_is_no_input_is_left() -> None:
    text = COURSE.format(end="front", directions="up, down, left and right").replace("GET grid", "GET rows")
    assert 3 in unread_lines(text, ISLANDS)


def test_a_big_operator_after_a_verb_of_doing_is_listed() -> None:
    text = RUNNING.format(last="n - 1", claim="Now set out[i] to ∏ nums[j] for j ≤ i.", remark="")
    assert 5 in unread_lines(text, PREFIX)


# --- two runners named by what they are; the loop's end said of the walker --------------------------

MIDDLE = sig("centre", "Optional[ListNode]", head="Optional[ListNode]")

RUNNERS = """
1 Two pointers along the list, the {a} one and the {b} one, both of them start at the head.
2 While the {b} one exists and the node after the {b} one also exists
3     the {a} one moves one step,
4     the {b} one moves {steps} steps.
5 end
6 When the {b} one cannot go {further} the {a} one is in the middle (the later, if two). Return the {a} one.
"""


def centres(text: str) -> list[object]:
    found = []
    for n in range(1, 7):
        node = run_normalised(text, MIDDLE, linked(*range(n)), classes=(ListNode,))
        found.append(None if node is None else node.val)
    return found


@pytest.mark.parametrize(
    ("a", "b", "further"),
    [("slow", "fast", "further"), ("lazy", "quick", "any further"), ("turtle", "hare", "on")],
)
def test_two_runners_named_by_adjective_run(a: str, b: str, further: str) -> None:
    text = RUNNERS.format(a=a, b=b, steps="two", further=further)
    assert centres(text) == [0, 1, 1, 2, 2, 3]


def test_two_runners_keep_a_bug() -> None:
    # kept bug: the fast runner moves three steps past a test of two, and runs off the list
    text = RUNNERS.format(a="slow", b="fast", steps="three", further="further")
    with pytest.raises(AttributeError):
        centres(text)


def test_an_adjective_used_alone_is_no_runner_name() -> None:
    # `slow` is also a word of its own in the answer: `the slow one` is not read as it
    text = RUNNERS.format(a="slow", b="fast", steps="two", further="further") + "7 slow is the answer\n"
    assert normalised(text, MIDDLE).python.count("slow one") >= 1


# --- a template's algorithm answers by what it prints -----------------------------------------------

EVENS = sig("evens", "List[int]", nums="List[int]")

FRAMED = """
Algorithm Evens
Var nums, out, x
out = []
<BeginAlg>
For each x in nums
    If x % 2 == 0 then {keep}
EndFor
{last}
<EndAlg>
"""


def test_a_framed_algorithm_that_prints_its_result_runs() -> None:
    text = FRAMED.format(keep="add x to out", last="Print (out);")
    assert run_normalised(text, EVENS, [1, 2, 3, 4]) == [2, 4]


def test_a_framed_algorithm_that_prints_its_result_keeps_a_bug() -> None:
    # kept bug: the odd numbers are kept
    text = FRAMED.format(keep="add x to out", last="Print (out);").replace("x % 2 == 0", "x % 2 == 1")
    assert run_normalised(text, EVENS, [1, 2, 3, 4]) == [1, 3]


def test_a_framed_algorithm_that_returns_somewhere_still_displays_its_last_print() -> None:
    text = FRAMED.format(keep="return [x]", last="Print (out);")
    assert "print(out)" in normalised(text, EVENS).python


def test_a_few_words_after_the_return_without_a_full_stop_stay_listed() -> None:
    text = RUNNING.format(last="n - 1", claim="", remark="zeros are fine")
    assert 7 in unread_lines(text, PREFIX)
