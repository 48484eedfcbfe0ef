"""English conventions read since round 6 was opened (docs/pseudocode.md, "English").

Each convention is tested in wordings written for this file (not the corpus's), with a buggy
program that still fails and a look-alike that must be refused (listed as not understood) or left
alone rather than misread.
"""

from __future__ import annotations

import re
import textwrap

import pytest

from tests.grading.support import ListNode, linked, normalised, run_normalised, unread_lines, values
from tests.grading.support import signature as sig

NUMS = sig("max_sub_array", "int", nums="List[int]")
SEARCH = sig("search", "int", nums="List[int]", target="int")
LIST = sig("reverse_list", "Optional[ListNode]", head="Optional[ListNode]")
TEMPS = sig("daily_temperatures", "List[int]", temperatures="List[int]")
PAIRS = sig("two_sum", "List[int]", nums="List[int]", target="int")
TWO = sig("pick", "int", numbers="List[int]", numerals="List[int]")


# -- a title above the steps ---------------------------------------------------------------------------

KADANE_BODY = """
    set best to nums[0]
    set run to nums[0]
    for each number x in nums starting from the second one
        run = the bigger of x and run + x
        if run > best then best = run
    return best
"""


@pytest.mark.parametrize(
    "title",
    [
        "Kadane's algorithm",
        "Greedy approach",
        "Maximum sub array",
        "Two pointers (my notes)",
        "Max subarray:",
    ],
)
def test_a_title_names_the_problem_or_the_method(title: str) -> None:
    assert (
        run_normalised(title + "\n" + textwrap.dedent(KADANE_BODY), NUMS, [-2, 1, -3, 4, -1, 2, 1, -5, 4])
        == 6
    )


def test_a_buggy_answer_under_a_title_still_fails() -> None:
    buggy = KADANE_BODY.replace("run + x", "run")
    assert (
        run_normalised("Kadane's algorithm\n" + textwrap.dedent(buggy), NUMS, [-2, 1, -3, 4, -1, 2, 1, -5, 4])
        != 6
    )


@pytest.mark.parametrize(
    "first",
    [
        "reverse the list",  # a definite reference: a step on something that exists
        "sort nums",  # names a parameter
        "set best to 0 algorithm",  # a control word
        "x = 0 dp",  # code
    ],
)
def test_a_first_line_that_could_be_a_step_is_no_title(first: str) -> None:
    result = normalised(first + "\n" + textwrap.dedent(KADANE_BODY), NUMS)
    assert not any(line.strip() == f"# {first}" for line in result.python.splitlines())


# -- a step after the loop -----------------------------------------------------------------------------

SEARCH_BODY = """
set lo to 0 and hi to the length of nums - 1
while lo <= hi
    set mid to (lo + hi) divided by 2, rounded down
    if nums[mid] equals target, return mid
    if nums[mid] < target, set lo to mid + 1
    otherwise set hi to mid - 1
{after}
"""


@pytest.mark.parametrize(
    "after",
    [
        "when the loop ends return -1",
        "once the loop is over, give back -1",
        "if the loop finishes the target is missing so return -1",
        "after the loop return -1",
        "when you reach the end return -1",
        "if nothing was found return -1",
    ],
)
def test_a_step_said_to_come_after_the_loop(after: str) -> None:
    text = SEARCH_BODY.format(after=after)
    assert run_normalised(text, SEARCH, [1, 3, 5, 7], 5) == 2
    assert run_normalised(text, SEARCH, [1, 3, 5, 7], 4) == -1


def test_a_buggy_step_after_the_loop_keeps_its_bug() -> None:
    text = SEARCH_BODY.format(after="when the loop ends return 0")
    assert run_normalised(text, SEARCH, [1, 3, 5, 7], 4) == 0


def test_the_loop_end_inside_the_loop_is_not_read_as_after_it() -> None:
    # indented under the loop: the words say "after", the layout says "every time": refused
    text = SEARCH_BODY.format(after="    when the loop ends return -1")
    assert 7 in unread_lines(text, SEARCH)


def test_a_reason_with_a_test_of_its_own_is_not_dropped() -> None:
    text = SEARCH_BODY.format(after="if the loop finishes and lo is 0 so return -1")
    assert 7 in unread_lines(text, SEARCH)


def test_nothing_found_needs_a_loop_that_gives_something_back() -> None:
    text = """
    let total be 0
    for each x in nums
        add x to total
    if nothing was found return -1
    return total
    """
    assert 4 in unread_lines(text, NUMS)


# -- words beside a step: the same value twice, a reason, what a map holds ---------------------------

REVERSE = """
set prev to {none} and cur to head
as long as cur is not null:
    remember nxt = cur.next
    point cur.next back at prev
    prev becomes cur
    cur becomes nxt
when the loop ends prev is the new head, give it back
"""


@pytest.mark.parametrize("none", ["nothing (null)", "null (nothing)", "nil (none)", "nothing"])
def test_a_value_said_twice_is_one_value(none: str) -> None:
    assert values(run_normalised(REVERSE.format(none=none), LIST, linked(1, 2, 3), classes=(ListNode,))) == [
        3,
        2,
        1,
    ]


def test_a_bracket_with_another_value_is_not_dropped() -> None:
    result = normalised(REVERSE.format(none="nothing (0)"), LIST)
    assert 1 in {u.line for u in result.unrecognised} or "0" in result.python.split("\n")[4]


def test_a_reason_after_a_step_is_a_comment() -> None:
    text = SEARCH_BODY.format(after="return -1 because it is not there").replace(
        "return mid", "return mid because we found it"
    )
    assert run_normalised(text, SEARCH, [1, 3, 5, 7], 7) == 3
    assert run_normalised(text, SEARCH, [1, 3, 5, 7], 8) == -1


def test_what_a_map_holds_is_a_comment_and_the_pair_is_given_back() -> None:
    text = """
    make an empty map called seen (value -> where it was)
    for each index i in nums
        if target minus nums[i] is a key in seen then
            give back the pair seen[target - nums[i]], i
        otherwise store i under nums[i] in seen
    return an empty list
    """
    assert run_normalised(text, PAIRS, [3, 2, 4], 6) == [1, 2]
    assert run_normalised(text, PAIRS, [1, 2], 9) == []


def test_an_arrow_between_values_is_not_a_remark() -> None:
    text = """
    make a map seen (0 -> 1)
    return 0
    """
    result = normalised(text, PAIRS)
    assert "# (0 -> 1)" not in result.python


def test_a_key_after_arithmetic_is_the_whole_sum() -> None:
    text = """
    make an empty map seen
    for each index i in nums
        if target - nums[i] is a key in seen, return [seen[target - nums[i]], i]
        store i under nums[i] in seen
    return []
    """
    assert run_normalised(text, PAIRS, [2, 7, 11], 9) == [0, 1]


# -- kept with `=`, a link pointed back, empty at the start -------------------------------------------


@pytest.mark.parametrize("keep", ["remember nxt = cur.next", "save nxt := cur.next", "note nxt = cur.next"])
def test_a_keeping_verb_before_an_assignment(keep: str) -> None:
    text = REVERSE.format(none="nothing").replace("remember nxt = cur.next", keep)
    assert values(run_normalised(text, LIST, linked(1, 2), classes=(ListNode,))) == [2, 1]


def test_a_buggy_reversal_still_fails() -> None:
    text = REVERSE.format(none="nothing").replace("point cur.next back at prev", "point cur.next back at cur")
    result = normalised(text, LIST)
    assert "cur.next = cur" in result.python


def test_pointing_a_name_back_is_not_guessed_as_a_link() -> None:
    text = REVERSE.format(none="nothing").replace("point cur.next back at prev", "point cur back at prev")
    assert "cur = prev\n" not in normalised(text, LIST).python.replace("    ", "")


TEMPS_BODY = """
let n be the length of {name}
make a list answer of n zeros
{empty}
for each index i from 0 to n - 1
    while the stack is not empty and {name}[i] is greater than {name}[stack[-1]]
        pop j off the stack
        set answer[j] to i - j
    push i onto the stack
return answer
"""


@pytest.mark.parametrize(
    "empty",
    [
        "the stack is empty at the start (it holds days)",
        "stack starts out empty",
        "the stack is an empty list to begin with",
        "stack begins as an empty stack",
    ],
)
def test_a_name_empty_at_the_start(empty: str) -> None:
    text = TEMPS_BODY.format(name="temperatures", empty=empty)
    assert run_normalised(text, TEMPS, [73, 74, 75, 71, 69, 72, 76, 73]) == [1, 1, 4, 2, 1, 1, 0, 0]


def test_empty_with_no_time_word_is_not_a_step() -> None:
    text = TEMPS_BODY.format(name="temperatures", empty="the stack is empty")
    assert 3 in unread_lines(text, TEMPS)


@pytest.mark.parametrize("name", ["temps", "temp", "temperature_list"])
def test_a_parameter_written_short(name: str) -> None:
    text = TEMPS_BODY.format(name=name, empty="the stack is empty at first")
    if name == "temperature_list":  # not a shortening: the name stays unbound and is listed
        assert 1 in unread_lines(text, TEMPS)
        return
    assert run_normalised(text, TEMPS, [30, 40, 50, 60]) == [1, 1, 1, 0]


def test_a_short_name_two_parameters_fit_is_refused() -> None:
    text = """
    let total be 0
    for each x in nums
        add x to total
    return total
    """
    # `nums` shortens both `numbers` and `numerals`: neither is guessed
    assert 2 in unread_lines(text, TWO)


# -- a value named by a noun phrase ----------------------------------------------------------------------

ROB = sig("rob", "int", nums="List[int]")
ROB_TEXT = """
let prev2 and prev1 both be 0
for each amount in nums
    {best}
    set prev2 to prev1
    set prev1 to {ref}
return prev1
"""


@pytest.mark.parametrize(
    "best, ref",
    [
        ("the new best is the bigger of prev1 and prev2 + amount", "the new best"),
        ("teh new best is the bigger of prev1 and prev2 + amount", "the new best"),
        ("the candidate becomes the larger of prev1 and prev2 + amount", "the candidate"),
    ],
)
def test_a_value_named_by_a_noun_phrase(best: str, ref: str) -> None:
    assert run_normalised(ROB_TEXT.format(best=best, ref=ref), ROB, [2, 7, 9, 3, 1]) == 12


def test_a_buggy_noun_phrase_value_still_fails() -> None:
    text = ROB_TEXT.format(best="the new best is the bigger of prev1 and prev1 + amount", ref="the new best")
    assert run_normalised(text, ROB, [2, 7, 9, 3, 1]) != 12


@pytest.mark.parametrize(
    "fact",
    [
        "the stack is empty",  # a state, not a value
        "the loop is over",  # a role English uses for facts
        "the new head is previous, return it",  # a clause of its own after the value
        "the best is greater than prev1",  # a test
    ],
)
def test_a_fact_is_not_a_noun_phrase_value(fact: str) -> None:
    result = normalised(ROB_TEXT.format(best=fact, ref="prev2"), ROB)
    assert "_" not in "".join(
        line.split("=")[0] for line in result.python.splitlines() if " = " in line and "self" not in line
    ).replace("prev_", "")


# -- "it" after taking a thing out -----------------------------------------------------------------------

LEVELS = sig("level_order", "List[List[int]]", root="Optional[TreeNode]")
LEVELS_TEXT = """
if root is null give back an empty list
result starts as an empty list
put root in a queue
while the queue is not empty
  let size be how many nodes are in the queue right now
  make an empty list level
  repeat size times:
    {take}
    put its val at the end of level
    if it has a left child, add the left child to the queue
    if it has a right child, add the right child to the queue
  add level to result
return result
"""


class Tree:
    def __init__(self, val: int, left: Tree | None = None, right: Tree | None = None) -> None:
        self.val, self.left, self.right = val, left, right


@pytest.mark.parametrize(
    "take",
    [
        "take the first node out of the queue",
        "pop the front item off the queue",
        "remove the next node from the queue",
    ],
)
def test_it_is_the_thing_just_taken(take: str) -> None:
    tree = Tree(3, Tree(9), Tree(20, Tree(15), Tree(7)))
    assert run_normalised(LEVELS_TEXT.format(take=take), LEVELS, tree) == [[3], [9, 20], [15, 7]]


def test_it_after_a_step_about_something_else_is_not_the_taken_thing() -> None:
    text = """
    make a list of n zeros called indegree
    make n empty lists called graph
    for every pair (a, b) in prereqs
       put a at the end of graph[b]
       increase indegree[a] by 1
    put every course i with indegree[i] equal to 0 into a queue
    let taken be 0
    while the queue is not empty
       take the first course c out of the queue
       increase taken by 1
       for each next course d in graph[c]
          decrease indegree[d] by 1
          if it becomes 0 add d to the queue
    return true if taken equals n, otherwise false
    """
    schedule = sig("can_finish", "bool", n="int", prereqs="List[List[int]]")
    result = normalised(text, schedule)
    assert re.search(r"if indegree\[(?:_index\()?d\)?\] == 0", result.python), result.python
    assert run_normalised(text, schedule, 2, [[1, 0]]) is True
    assert run_normalised(text, schedule, 2, [[1, 0], [0, 1]]) is False


def test_a_noun_the_answer_already_names_is_not_taken_as_a_name() -> None:
    text = LEVELS_TEXT.format(take="take the first node out of the queue").replace(
        "make an empty list level", "make an empty list level\n    node = root"
    )
    assert "node = queue" not in normalised(text, LEVELS).python


# -- more word orders and phrases -------------------------------------------------------------------------

PARENS = sig("is_valid", "bool", s="str")
PARENS_TEXT = """
function isValid(s)
  STACK
  make a map pairs where ")" goes with "(", "]" goes with "[" and "}" goes with "{"
  for each character ch in s
    if ch is one of "(", "[" or "{" then push ch on the stack
    else
      if the stack is empty return false
      pop the top of the stack into top
      if top is not equal to pairs[ch] return false
  return true if the stack is empty otherwise false
"""


@pytest.mark.parametrize(
    "stack", ["we need a stack, start it empty", "we use an empty stack", "I need a stack"]
)
def test_a_stack_the_answer_needs(stack: str) -> None:
    text = PARENS_TEXT.replace("STACK", stack)
    assert run_normalised(text, PARENS, "([]{})") is True
    assert run_normalised(text, PARENS, "(]") is False
    assert run_normalised(text, PARENS, "((") is False


def test_a_stack_already_named_is_not_made_again() -> None:
    text = PARENS_TEXT.replace("STACK", "stack = [0]\n  we need a stack, start it empty")
    assert 3 in unread_lines(text, PARENS)


def test_one_of_needs_values() -> None:
    text = PARENS_TEXT.replace("STACK", "we need a stack").replace(
        'ch is one of "(", "[" or "{"', "ch is one of the openers or closers"
    )
    assert 5 in unread_lines(text, PARENS)


WATER = sig("max_area", "int", height="List[int]")
WATER_TEXT = """
Put a pointer left on the first bar and a pointer right on the last bar.
Set answer to 0.
While left is smaller than right:
  The water is the smaller of height[left] and height[right], times (right - left).
  If the water is more than answer, answer becomes the water.
  If height[left] < height[right] move left one step right, else move right one step left.
Return answer.
"""


def test_pointers_at_the_ends_a_named_value_and_an_if_else_line() -> None:
    assert run_normalised(WATER_TEXT, WATER, [1, 8, 6, 2, 5, 4, 8, 3, 7]) == 49


def test_the_comma_closes_the_smaller_of() -> None:
    python = re.sub(r"_index\((\w+)\)", r"\1", normalised(WATER_TEXT, WATER).python)
    assert "min(height[left], height[right])) * (right - left)" in python


def test_pointers_with_two_lists_are_not_placed() -> None:
    two = sig("max_area", "int", height="List[int]", width="List[int]")
    assert 1 in unread_lines(WATER_TEXT, two)


ANAGRAMS = sig("group_anagrams", "List[List[str]]", strs="List[str]")


@pytest.mark.parametrize(
    "key, new, out",
    [
        (
            "key is the letters of w sorted and join again to string",
            "make groups[key] a new empty list",
            "all the values of groups as list",
        ),
        (
            "key is the letters of w sorted and joined",
            "make groups[key] an empty list",
            "the values of groups as a list",
        ),
    ],
)
def test_letters_sorted_and_joined_a_container_made_and_values_as_a_list(
    key: str, new: str, out: str
) -> None:
    text = f"""
    def groupAnagrams(self, strs)
      create empty dictionary groups
      for every word w in strs do
         {key}
         if key not exist in groups , {new}
         add w into groups[key]
      return {out}
    """
    got = run_normalised(text, ANAGRAMS, ["eat", "tea", "tan", "ate", "nat", "bat"])
    assert sorted(sorted(g) for g in got) == [["ate", "eat", "tea"], ["bat"], ["nat", "tan"]]


def test_let_several_names_be_one_container_is_refused() -> None:
    assert 1 in unread_lines("let a and b both be an empty list\nreturn 0", ROB)


def test_a_name_given_back_after_a_semicolon() -> None:
    text = REVERSE.format(none="nothing").replace(
        "when the loop ends prev is the new head, give it back", "at the end prev is the new head; return it."
    )
    assert values(run_normalised(text, LIST, linked(1, 2), classes=(ListNode,))) == [2, 1]


# -- a loop said with a verb and "with"; a state, then the value -------------------------------------------

WINDOW = sig("length_of_longest_substring", "int", s="str")
WINDOW_TEXT = """
let start be 0 and best be 0
make an empty dictionary last
{loop}
    if c is in last and last[c] is at least start, move start to last[c] + 1
    record i as last[c]
    {length}
    if that length is bigger than best, set best to it
return best
"""


@pytest.mark.parametrize(
    "loop",
    [
        "go through the string s with index i and character c:",
        "walk over s with position i and letter c",
        "loop through s, with the index i and the character c",
    ],
)
@pytest.mark.parametrize(
    "length",
    [
        "the window is from start to i, so its length is i - start + 1",
        "this window is from start to i, so its length is i - start + 1",
    ],
)
def test_a_walk_with_index_and_character_and_a_value_after_a_state(loop: str, length: str) -> None:
    text = WINDOW_TEXT.format(loop=loop, length=length)
    assert run_normalised(text, WINDOW, "abcabcbb") == 3
    assert run_normalised(text, WINDOW, "pwwkew") == 3


def test_a_buggy_window_still_fails() -> None:
    text = WINDOW_TEXT.format(
        loop="go through the string s with index i and character c:",
        length="the window is from start to i, so its length is i - start",
    )
    assert run_normalised(text, WINDOW, "abcabcbb") != 3


def test_a_walk_with_other_words_is_not_a_loop_over_items() -> None:
    text = WINDOW_TEXT.format(
        loop="go through s with two pointers i and c", length="the length is i - start + 1"
    )
    assert 3 in unread_lines(text, WINDOW)


def test_a_step_said_before_the_value_is_not_dropped() -> None:
    # `the window is 5` is a value, not a state: the line is not read as a state and a value
    text = WINDOW_TEXT.format(
        loop="go through the string s with index i and character c:",
        length="the window is 5, so its length is i - start + 1",
    )
    assert 6 in unread_lines(text, WINDOW)


def test_a_walk_over_a_noun_is_not_a_walk_over_a_name() -> None:
    text = WINDOW_TEXT.format(
        loop="go through the string with index i and character c", length="the length is i - start + 1"
    )
    assert "in enumerate(string)" not in normalised(text, WINDOW).python


def test_otherwise_with_a_comma_before_its_step() -> None:
    text = """
    def search(self, nums, target)
        for each index i in nums
            if nums[i] equals target, return i
        return -1
    """
    assert run_normalised(text, SEARCH, [4, 5], 5) == 1
    text = """
    let total be 0
    for each x in nums
        if x > 0, add x to total
        otherwise, subtract x from total
    return total
    """
    assert run_normalised(text, NUMS, [1, -2, 3]) == 6


MERGE = sig("merge_two_lists", "Optional[ListNode]", list1="Optional[ListNode]", list2="Optional[ListNode]")
MERGE_TEXT = """
{title}
1. Make a dummy node and let tail point to it.
2. While both list1 and list2 are not null:
     if list1.val <= list2.val, attach list1 after tail and move list1 to its next
     else attach list2 after tail and move list2 forward
     {tail}
3. Attach whichever list is left after tail
4. Return dummy.next
"""


@pytest.mark.parametrize(
    "title", ["Merge two sorted lists, list1 and list2", "Merge two sorted lists (iterative), list1, list2"]
)
@pytest.mark.parametrize("tail", ["tail moves to its next", "move tail on to its next node"])
def test_inputs_named_in_a_title_its_next_and_both_not_null(title: str, tail: str) -> None:
    got = run_normalised(
        MERGE_TEXT.format(title=title, tail=tail), MERGE, linked(1, 4), linked(2, 3), classes=(ListNode,)
    )
    assert values(got) == [1, 2, 3, 4]


def test_a_title_that_acts_on_an_input_is_a_step() -> None:
    # `Merge list1 and list2` names the inputs as what is acted on, not in an appositive: a step
    result = normalised(
        MERGE_TEXT.format(title="Merge list1 and list2", tail="tail moves to its next"), MERGE
    )
    assert 1 in {u.line for u in result.unrecognised}


def test_neither_is_not_is_left_as_written() -> None:
    text = MERGE_TEXT.format(title="", tail="tail moves to its next").replace(
        "both list1 and list2 are not null", "neither list1 nor list2 is not null"
    )
    assert "neither" in normalised(text, MERGE).python


# -- what the procedure gives for no node; a bracket that says how ------------------------------------------

DEPTH = sig("max_depth", "int", root="Optional[TreeNode]")
DEPTH_TEXT = """
maxDepth(node):
{base}
Otherwise, find the depth of the left subtree and the depth of the right subtree
(by calling maxDepth on them), and return 1 plus the bigger of the two.
"""


@pytest.mark.parametrize(
    "base", ["The depth of an empty tree is 0.", "the depth of nothing is 0", "The depth of a null node is 0"]
)
def test_what_the_procedure_gives_for_no_node(base: str) -> None:
    tree = Tree(3, Tree(9), Tree(20, Tree(15), Tree(7)))
    assert run_normalised(DEPTH_TEXT.format(base=base), DEPTH, tree) == 3
    assert run_normalised(DEPTH_TEXT.format(base=base), DEPTH, None) == 0


def test_a_buggy_base_case_still_fails() -> None:
    assert run_normalised(DEPTH_TEXT.format(base="The depth of an empty tree is 1."), DEPTH, Tree(1)) != 1


def test_a_noun_the_procedure_does_not_compute_is_no_base_case() -> None:
    assert 2 in unread_lines(DEPTH_TEXT.format(base="The height of an empty tree is 0."), DEPTH)


def test_a_bracket_that_sets_something_is_not_a_remark() -> None:
    text = DEPTH_TEXT.format(base="The depth of an empty tree is 0.").replace(
        "(by calling maxDepth on them)", "(by setting best = 0)"
    )
    assert 4 in unread_lines(text, DEPTH)


def test_what_the_procedure_computes_is_not_a_noun_phrase_name() -> None:
    # `the depth is 0` in max_depth may be the procedure's answer: not read as a variable `depth`
    text = """
    def maxDepth(self, root)
        if root is null
            the depth is 0
        return 1
    """
    assert "depth = 0" not in normalised(text, DEPTH).python


def test_an_order_on_the_first_line_is_no_title() -> None:
    zeroes = sig("move_zeroes", "None", nums="List[int]")
    result = normalised("move all zeroes\nreturn", zeroes)
    assert "# move all zeroes" not in result.python


# -- a grid's size; a pair written out ---------------------------------------------------------------

ISLANDS = sig("num_islands", "int", grid="List[List[str]]")
ISLANDS_TEXT = """
def numIslands(self, grid)
    let rows be {rows} and cols be {cols}
    let count be 0
    for every row r and every column c
        if grid[r][c] is "1" then
            increase count by 1
            set grid[r][c] to "0"
            put the pair (r, c) on a stack
            while the stack is not empty
                pop a pair (i, j) off the stack
                for each (a, b) in [(i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1)]
                    if a >= 0 and a < rows and b >= 0 and b < cols and grid[a][b] == "1"
                        set grid[a][b] to "0"
                        push (a, b) onto the stack
    return count
"""


@pytest.mark.parametrize(
    "rows, cols",
    [
        ("the number of rows", "the number of columns"),
        ("the number of rows in grid", "the count of columns in grid"),
    ],
)
def test_a_grid_size_and_a_pair_written_out(rows: str, cols: str) -> None:
    grid = [["1", "1", "0"], ["0", "1", "0"], ["0", "0", "1"]]
    assert run_normalised(ISLANDS_TEXT.format(rows=rows, cols=cols), ISLANDS, grid) == 2


def test_a_grid_size_with_two_lists_is_not_guessed() -> None:
    two = sig("num_islands", "int", grid="List[List[str]]", other="List[List[str]]")
    text = ISLANDS_TEXT.format(rows="the number of rows", cols="the number of columns")
    assert 2 in unread_lines(text, two)


NEIGHBOURS_TEXT = """
def numIslands(self, grid)
    let count be 0
    for every row r and every column c
        if grid[r][c] is "1" then
            increase count by 1
            set grid[r][c] to "0" and put the pair (r, c) on a stack
            while the stack is not empty
                pop a pair (i, j) off the stack
                {loop}
                    if it is inside the grid and {cell} is "1"
                        set {cell} to "0" and push it on the stack
    return count
"""


@pytest.mark.parametrize(
    "loop, cell",
    [
        ("for each of the four neighbours (i+1, j), (i-1, j), (i, j+1), (i, j-1)", "its cell"),
        ("for every one of the cells (i + 1, j), (i - 1, j), (i, j + 1) and (i, j - 1):", "that cell"),
    ],
)
def test_a_loop_over_pairs_written_out(loop: str, cell: str) -> None:
    grid = [["1", "1", "0"], ["0", "1", "0"], ["0", "0", "1"]]
    assert run_normalised(NEIGHBOURS_TEXT.format(loop=loop, cell=cell), ISLANDS, grid) == 2


def test_a_buggy_neighbour_list_still_fails() -> None:
    # only down and right: the island [(0, 1), (1, 1), (1, 0)] is counted twice (the answer is 1)
    text = NEIGHBOURS_TEXT.format(loop="for each of the two neighbours (i+1, j), (i, j+1)", cell="its cell")
    assert run_normalised(text, ISLANDS, [["0", "1"], ["1", "1"]]) == 2


def test_a_loop_over_items_that_are_not_pairs_is_not_read() -> None:
    text = NEIGHBOURS_TEXT.format(loop="for each of the neighbours up, down, left and right", cell="its cell")
    assert 9 in unread_lines(text, ISLANDS)


def test_a_short_name_under_a_header_that_names_the_parameter_stays_unbound() -> None:
    text = """
    def dailyTemperatures(self, temperatures):
        n = len(temps)
        return [0] * n
    """
    assert 2 in unread_lines(text, TEMPS)
