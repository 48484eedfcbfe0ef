"""English conventions read since round 6 was opened (docs/pseudocode.md, "English").

Each convention is tested in wordings written for this file (not the corpus's), with a buggy
program that still fails and a look-alike that must be refused (listed as not understood) or left
alone rather than misread.
"""

from __future__ import annotations

import textwrap
from typing import Any

import pytest

from assay.grading import normalise
from assay.judge import Param, Signature


def sig(method: str, returns: str, **params: str) -> Signature:
    return Signature(
        method=method, params=[Param(name=n, type=t) for n, t in params.items()], returns=returns
    )


NUMS = sig("max_sub_array", "int", nums="List[int]")
SEARCH = sig("search", "int", nums="List[int]", target="int")
LIST = sig("reverse_list", "Optional[ListNode]", head="Optional[ListNode]")
TEMPS = sig("daily_temperatures", "List[int]", temperatures="List[int]")
PAIRS = sig("two_sum", "List[int]", nums="List[int]", target="int")
TWO = sig("pick", "int", numbers="List[int]", numerals="List[int]")


def norm(text: str, signature: Signature) -> Any:
    return normalise(textwrap.dedent(text).strip("\n"), signature)


def listed(text: str, signature: Signature) -> set[int]:
    return {u.line for u in norm(text, signature).unrecognised}


def run(text: str, signature: Signature, *args: Any) -> Any:
    result = norm(text, signature)
    assert result.ok, f"{result.error}\n{result.python}"
    assert not result.unrecognised, f"{result.unrecognised}\n{result.python}"
    namespace: dict[str, Any] = {}
    exec(compile(result.python, "<normalised>", "exec"), namespace)
    return getattr(namespace["Solution"](), signature.method)(*args)


class Node:
    def __init__(self, val: int, nxt: Node | None = None) -> None:
        self.val = val
        self.next = nxt


def values(node: Node | None) -> list[int]:
    out = []
    while node is not None:
        out.append(node.val)
        node = node.next
    return out


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
    assert run(title + "\n" + textwrap.dedent(KADANE_BODY), NUMS, [-2, 1, -3, 4, -1, 2, 1, -5, 4]) == 6


def test_a_buggy_answer_under_a_title_still_fails() -> None:
    buggy = KADANE_BODY.replace("run + x", "run")
    assert run("Kadane's algorithm\n" + textwrap.dedent(buggy), NUMS, [-2, 1, -3, 4, -1, 2, 1, -5, 4]) != 6


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
    result = norm(first + "\n" + textwrap.dedent(KADANE_BODY), NUMS)
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
    assert run(text, SEARCH, [1, 3, 5, 7], 5) == 2
    assert run(text, SEARCH, [1, 3, 5, 7], 4) == -1


def test_a_buggy_step_after_the_loop_keeps_its_bug() -> None:
    text = SEARCH_BODY.format(after="when the loop ends return 0")
    assert run(text, SEARCH, [1, 3, 5, 7], 4) == 0


def test_the_loop_end_inside_the_loop_is_not_read_as_after_it() -> None:
    # indented under the loop: the words say "after", the layout says "every time": refused
    text = SEARCH_BODY.format(after="    when the loop ends return -1")
    assert 7 in listed(text, SEARCH)


def test_a_reason_with_a_test_of_its_own_is_not_dropped() -> None:
    text = SEARCH_BODY.format(after="if the loop finishes and lo is 0 so return -1")
    assert 7 in listed(text, SEARCH)


def test_nothing_found_needs_a_loop_that_gives_something_back() -> None:
    text = """
    let total be 0
    for each x in nums
        add x to total
    if nothing was found return -1
    return total
    """
    assert 4 in listed(text, NUMS)


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
    assert values(run(REVERSE.format(none=none), LIST, Node(1, Node(2, Node(3))))) == [3, 2, 1]


def test_a_bracket_with_another_value_is_not_dropped() -> None:
    result = norm(REVERSE.format(none="nothing (0)"), LIST)
    assert 1 in {u.line for u in result.unrecognised} or "0" in result.python.split("\n")[4]


def test_a_reason_after_a_step_is_a_comment() -> None:
    text = SEARCH_BODY.format(after="return -1 because it is not there").replace(
        "return mid", "return mid because we found it"
    )
    assert run(text, SEARCH, [1, 3, 5, 7], 7) == 3
    assert run(text, SEARCH, [1, 3, 5, 7], 8) == -1


def test_what_a_map_holds_is_a_comment_and_the_pair_is_given_back() -> None:
    text = """
    make an empty map called seen (value -> where it was)
    for each index i in nums
        if target minus nums[i] is a key in seen then
            give back the pair seen[target - nums[i]], i
        otherwise store i under nums[i] in seen
    return an empty list
    """
    assert run(text, PAIRS, [3, 2, 4], 6) == [1, 2]
    assert run(text, PAIRS, [1, 2], 9) == []


def test_an_arrow_between_values_is_not_a_remark() -> None:
    text = """
    make a map seen (0 -> 1)
    return 0
    """
    result = norm(text, PAIRS)
    assert "# (0 -> 1)" not in result.python


def test_a_key_after_arithmetic_is_the_whole_sum() -> None:
    text = """
    make an empty map seen
    for each index i in nums
        if target - nums[i] is a key in seen, return [seen[target - nums[i]], i]
        store i under nums[i] in seen
    return []
    """
    assert run(text, PAIRS, [2, 7, 11], 9) == [0, 1]


# -- kept with `=`, a link pointed back, empty at the start -------------------------------------------


@pytest.mark.parametrize("keep", ["remember nxt = cur.next", "save nxt := cur.next", "note nxt = cur.next"])
def test_a_keeping_verb_before_an_assignment(keep: str) -> None:
    text = REVERSE.format(none="nothing").replace("remember nxt = cur.next", keep)
    assert values(run(text, LIST, Node(1, Node(2)))) == [2, 1]


def test_a_buggy_reversal_still_fails() -> None:
    text = REVERSE.format(none="nothing").replace("point cur.next back at prev", "point cur.next back at cur")
    result = norm(text, LIST)
    assert "cur.next = cur" in result.python


def test_pointing_a_name_back_is_not_guessed_as_a_link() -> None:
    text = REVERSE.format(none="nothing").replace("point cur.next back at prev", "point cur back at prev")
    assert "cur = prev\n" not in norm(text, LIST).python.replace("    ", "")


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
    assert run(text, TEMPS, [73, 74, 75, 71, 69, 72, 76, 73]) == [1, 1, 4, 2, 1, 1, 0, 0]


def test_empty_with_no_time_word_is_not_a_step() -> None:
    text = TEMPS_BODY.format(name="temperatures", empty="the stack is empty")
    assert 3 in listed(text, TEMPS)


@pytest.mark.parametrize("name", ["temps", "temp", "temperature_list"])
def test_a_parameter_written_short(name: str) -> None:
    text = TEMPS_BODY.format(name=name, empty="the stack is empty at first")
    if name == "temperature_list":  # not a shortening: the name stays unbound and is listed
        assert 1 in listed(text, TEMPS)
        return
    assert run(text, TEMPS, [30, 40, 50, 60]) == [1, 1, 1, 0]


def test_a_short_name_two_parameters_fit_is_refused() -> None:
    text = """
    let total be 0
    for each x in nums
        add x to total
    return total
    """
    # `nums` shortens both `numbers` and `numerals`: neither is guessed
    assert 2 in listed(text, TWO)
