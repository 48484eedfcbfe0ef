"""English sentence kinds read in general (docs/pseudocode.md, "English"), normalised and EXECUTED.

Each test writes one kind several ways, none of them taken from the labelled corpus: fillers and
pronouns before a step, contractions without their apostrophe, a test said once for two names, a
subject before its verb, a verb left out, a value returned under a condition, a map named and read
at a key, and a remark that agrees with the step. The last tests hold the other side: a sentence
whose meaning is unclear stays a named, not-understood line, and a learner's bug is kept.
"""

from __future__ import annotations

import textwrap
from typing import Any

import pytest

from assay.grading import normalise
from assay.judge import Signature
from tests.grading.support import run_normalised
from tests.grading.support import signature as sig


class ListNode:
    def __init__(self, val: int = 0, next: Any = None) -> None:
        self.val, self.next = val, next


def run(text: str, signature: Signature, *args: Any) -> Any:
    return run_normalised(text, signature, *args, classes=(ListNode,))


def not_understood(text: str, signature: Signature) -> list[str]:
    result = normalise(textwrap.dedent(text).strip("\n"), signature)
    return [u.text for u in result.unrecognised]


def chain(*values: int) -> Any:
    head = None
    for v in reversed(values):
        head = ListNode(v, head)
    return head


TOTAL = sig("total", "int", nums="List[int]")
SAME = sig("same_letters", "bool", a="str", b="str")
LINKED = sig("middle", "Optional[ListNode]", head="Optional[ListNode]")
MATCHED = sig("balanced", "bool", text="str")


@pytest.mark.parametrize(
    "opener",
    [
        "then",
        "now",
        "so",
        "ok so",
        "finally,",
        "after all,",
        "and then",
        "we",
        "then we",
        "you just",
        "lastly",
    ],
)
def test_a_filler_or_a_pronoun_before_a_step_is_not_part_of_it(opener: str) -> None:
    text = f"""
        let acc be 0
        for each number x in nums
            {opener} add x to acc
        {opener} return acc
    """
    assert run(text, TOTAL, [3, 4, 5]) == 12


def test_a_filler_that_is_the_learners_own_name_stays_a_name() -> None:
    text = """
        let now be 0
        for each number x in nums
            now becomes now + x
        return now
    """
    assert run(text, TOTAL, [2, 5]) == 7


@pytest.mark.parametrize(
    "test",
    [
        "walker isnt null and neither is walker's next",
        "walker is not null and neither is walker's next",
        "neither walker nor walker's next is null",
        "walker isnt none and neither is walker's next",
    ],
)
def test_a_test_said_once_for_two_names(test: str) -> None:
    text = f"""
        slow and walker both start at head
        while {test}:
            slow one step
            walker two steps
        return slow
    """
    assert run(text, LINKED, chain(1, 2, 3, 4, 5)).val == 3
    assert run(text, LINKED, chain(1, 2, 3, 4)).val == 3


@pytest.mark.parametrize(
    "start",
    [
        "slow and walker both start at head",
        "slow and walker start at head",
        "slow and walker both begin at head",
        "both slow and walker start at head",
        "slow, walker both start off at head",
    ],
)
def test_names_placed_together_with_the_subject_first(start: str) -> None:
    text = f"""
        {start}
        while walker is not null and walker's next is not null
            move slow one step
            move walker two steps
        return slow
    """
    assert run(text, LINKED, chain(7, 8, 9)).val == 8


def test_names_that_would_share_one_container_are_not_placed_together() -> None:
    text = """
        left and right both start as empty lists
        return 0
    """
    assert not_understood(text, TOTAL) == ["left and right both start as empty lists"]


@pytest.mark.parametrize("verb", ["one step", "two steps ahead", "three nodes"])
def test_a_number_moved_without_a_verb_stays_not_understood(verb: str) -> None:
    # a node walks along its list; a number "one step" could go either way
    text = f"""
        let i be 0
        i {verb}
        return i
    """
    assert not_understood(text, TOTAL) == [f"i {verb}"]


@pytest.mark.parametrize(
    "change",
    [
        "tally of ch increase 1",
        "tally of ch increases by 1",
        "tally of ch goes up by one",
        "tally[ch] go up 1",
    ],
)
def test_a_subject_before_its_verb_of_change(change: str) -> None:
    text = f"""
        make dictionary tally, empty
        for each letter ch in a
            {change}
        for each letter ch in b
            if ch doesnt exist in tally or tally of ch is 0 then return false
            tally of ch decrease 1
        return true
    """
    assert run(text, SAME, "listen", "silent") is True
    assert run(text, SAME, "aab", "abb") is False


@pytest.mark.parametrize(
    "compare",
    ["length of a not same with length of b", "length of a is not same as length of b"],
)
def test_a_comparison_said_another_way(compare: str) -> None:
    text = f"""
        if {compare}, return false
        return true
    """
    assert run(text, SAME, "ab", "cd") is True
    assert run(text, SAME, "ab", "c") is False


@pytest.mark.parametrize(
    "remark",
    ["(if ch is new it starts from 0)", "(when missing, it counts from zero)", "(if not there yet it is 0)"],
)
def test_a_remark_that_a_missing_entry_counts_from_zero(remark: str) -> None:
    text = f"""
        make an empty map tally
        for each letter ch in a: tally of ch goes up by 1 {remark}
        for each letter ch in b: tally of ch goes down by 1 {remark}
        for each letter ch in a
            if tally of ch is not 0 then return false
        return true
    """
    assert run(text, SAME, "abc", "cab") is True
    assert run(text, SAME, "abc", "cax") is False


def test_a_remark_that_says_something_else_stays_not_understood() -> None:
    text = """
        make an empty map tally
        for each letter ch in a: tally of ch goes up by 1 (if it is new it starts from 5)
        return true
    """
    assert not_understood(text, SAME)


@pytest.mark.parametrize(
    "ret",
    [
        "return true only when stack has nothing left, else false",
        "return true if stack has nothing left, otherwise false",
        "give back true when stack has nothing left and otherwise false",
        "return true just if stack has nothing left, if not return false",
    ],
)
def test_a_value_returned_under_a_condition(ret: str) -> None:
    text = f"""
        make an empty stack
        for each character ch in text
            if ch is an opening one, push ch onto stack
            otherwise
                if stack has nothing left, return false
                pop from stack
        {ret}
    """
    assert run(text, MATCHED, "(()())") is True
    assert run(text, MATCHED, "(()") is False
    assert run(text, MATCHED, "())") is False


def test_a_learners_bug_in_a_new_wording_is_kept() -> None:
    # walker moves one step, not two: the wording is new, the bug (the last node, not the middle) stays
    text = """
        slow and walker both start at head
        while walker isnt null and neither is walker's next:
            slow one step
            walker one step
        return slow
    """
    assert run(text, LINKED, chain(1, 2, 3, 4)).val == 4


def test_an_elided_test_on_a_longer_name_is_not_guessed() -> None:
    text = """
        let slow be head
        while slow isnt null and neither is slow's next's next:
            slow one step
        return slow
    """
    result = normalise(textwrap.dedent(text).strip("\n"), LINKED)
    assert "None.next" not in result.python


ORDER = sig("order", "List[int]", n="int", pre="List[List[int]]")


@pytest.mark.parametrize(
    ("made", "take", "zero"),
    [
        (
            "build a list of n empty lists called nxt, and a list of n zeros called need",
            "take the first course out of the queue, call it c",
            "if that made it zero",
        ),
        (
            "create a list of n empty lists called nxt, and also a list of n zeros called need",
            "pull the next course from the queue as c",
            "if it became 0",
        ),
        (
            "make a list of n empty lists called nxt, an array of n zeros called need",
            "dequeue the oldest course from the front of the queue, name it c",
            "when it reached zero",
        ),
    ],
)
def test_one_verb_for_two_things_a_queue_taken_from_and_what_the_last_step_made(
    made: str, take: str, zero: str
) -> None:
    text = f"""
        {made}
        for every pair (a, b) in pre: put a at the end of nxt[b], and increase need[a] by one
        put every course whose need is zero in a queue
        let out be an empty list
        while the queue is not empty
            {take}
            put c at the end of out
            for each course d in nxt[c]
                lower need[d] by one
                {zero}, put d in the queue
        return out
    """
    assert run(text, ORDER, 3, [[1, 0], [2, 1]]) == [0, 1, 2]


@pytest.mark.parametrize(
    ("test", "step"),
    [
        ("last[ch] is at or after left", "jump left to one past last[ch]"),
        ("last[ch] is not before left", "move left to one after last[ch]"),
    ],
)
def test_positions_compared_and_counted_in_words(test: str, step: str) -> None:
    text = f"""
        let left be 0, let best be 0
        make an empty map last
        for each index right in a
            let ch be a[right]
            if ch is in last and {test}, {step}
            record right as last[ch]
            if right - left + 1 is more than best, best becomes right - left + 1
        return best == 3
    """
    assert run(text, SAME, "abcabcbb", "") is True
    assert run(text, SAME, "bbbbb", "") is False


def test_a_name_after_a_comma_names_what_is_made() -> None:
    text = """
        start a new empty list, kept
        for each number x in nums
            if x > 1 then put x at the end of kept
        return the sum of kept
    """
    assert run(text, TOTAL, [1, 2, 3]) == 5


TOP = sig("top", "List[int]", nums="List[int]", k="int")


@pytest.mark.parametrize(
    ("count", "order", "answer"),
    [
        (
            "First count how often each number shows up (a dictionary from number to count).",
            "Then take the distinct numbers and sort them by their count, highest count first.",
            "The answer is the first k of that sorted list.",
        ),
        (
            "first count how many times every value appears in nums",
            "next, sort the unique values by their frequency, most first",
            "return the first k of the sorted list",
        ),
    ],
)
def test_counted_then_ordered_then_the_first_k_of_what_was_made(count: str, order: str, answer: str) -> None:
    text = f"""
        {count}
        {order}
        {answer}
    """
    assert run(text, TOP, [1, 1, 1, 2, 2, 3], 2) == [1, 2]


PAL = sig("is_pal", "bool", s="str")


@pytest.mark.parametrize(
    ("left", "right"),
    [
        ("skip i forward while i < j and s[i] is not alnum", "skip j back while i < j and s[j] is not alnum"),
        (
            "keep moving i to the right as long as i < j and s[i] is not alphanumeric",
            "keep moving j to the left as long as i < j and s[j] is not alphanumeric",
        ),
        (
            "advance i by one until i >= j or s[i] is alphanumeric",
            "move j back until j <= i or s[j] is alnum",
        ),
    ],
)
def test_a_step_repeated_while_a_test_holds(left: str, right: str) -> None:
    text = f"""
        let i be 0 and j be length of s - 1
        while i < j
            {left}
            {right}
            if lower(s[i]) != lower(s[j]) then return false
            i += 1
            j -= 1
        return true
    """
    assert run(text, PAL, "A man, a plan, a canal: Panama") is True
    assert run(text, PAL, "race a car") is False


def test_a_step_repeated_with_no_direction_stays_not_understood() -> None:
    text = """
        let i be 0
        move i while i < 3
        return true
    """
    assert not_understood(text, PAL) == ["move i while i < 3"]


@pytest.mark.parametrize(
    ("test", "expected"),
    [
        ("there is only one house", [True, False, False]),
        ("there is a single number", [True, False, False]),
        ("there are fewer than two values", [True, False, False]),
        ("there are at least 3 houses", [False, False, True]),
    ],
)
def test_how_many_items_the_list_has(test: str, expected: list[bool]) -> None:
    text = f"""
        if {test} then return true
        return false
    """
    signature = sig("few", "bool", nums="List[int]")
    assert [run(text, signature, xs) for xs in ([4], [4, 5], [4, 5, 6])] == expected


@pytest.mark.parametrize(
    "head",
    [
        "for each position i in nums (with its number x)",
        "for every index i of nums, with its value x",
        "for each x in nums along with its index i",
    ],
)
def test_a_position_and_its_item_at_once(head: str) -> None:
    text = f"""
        let acc be 0
        {head}
            acc becomes acc + i * x
        return acc
    """
    assert run(text, TOTAL, [5, 6, 7]) == 0 * 5 + 1 * 6 + 2 * 7


@pytest.mark.parametrize(
    ("made", "why", "pick"),
    [
        (
            "make a kept list",
            "it is big enough, so add x to kept as a new entry",
            "whichever is larger, acc or 0",
        ),
        (
            "create an empty kept list",
            "this one counts, so put x at the end of kept",
            "whichever is bigger: acc or 0",
        ),
    ],
)
def test_a_name_before_its_noun_a_reason_before_a_step_and_the_larger_of_two(
    made: str, why: str, pick: str
) -> None:
    text = f"""
        {made}
        for each number x in nums
            if x > 1 then {why}
        let acc be the sum of kept minus 10
        return {pick}
    """
    assert run(text, TOTAL, [1, 5, 9]) == 4
    assert run(text, TOTAL, [1, 2]) == 0


def test_a_reason_that_names_a_variable_is_not_dropped() -> None:
    text = """
        let x be 0
        x is small, so return 1
    """
    assert not_understood(text, TOTAL)


@pytest.mark.parametrize(
    ("pairs", "pop", "test"),
    [
        (
            "create closers: ) goes with (, ] goes with [ and } goes with {",
            "pop the top",
            "if it is not the partner of ch return False",
        ),
        (
            "make a map closers: ) -> (; ] -> [; } -> {",
            "take the top off the stack",
            "if top is not the match of ch then return false",
        ),
        (
            "build a dictionary named closers: ) pairs with (, ] pairs with [, } pairs with {",
            "pop the top of the stack",
            "if it isnt the opposite of ch, return false",
        ),
    ],
)
def test_a_map_listed_after_a_colon_and_the_top_popped(pairs: str, pop: str, test: str) -> None:
    text = f"""
        create an empty stack
        {pairs}
        for each character ch in text
            if ch is an opening one, push ch onto stack
            else
                if stack is empty return False
                {pop}; {test}
        return True only when stack has nothing left, else False
    """
    assert run(text, MATCHED, "([]{})") is True
    assert run(text, MATCHED, "([)]") is False
    assert run(text, MATCHED, "((") is False


def test_a_listed_map_with_an_entry_it_cannot_read_stays_not_understood() -> None:
    text = """
        create closers: ) goes with (, ] is the partner of [
        return True
    """
    assert not_understood(text, MATCHED)


DISTINCT = sig("distinct", "int", nums="List[int]")


@pytest.mark.parametrize(
    "step",
    [
        "move i to the right, and keep moving it while it points at the same number as before",
        "advance i forward and then keep advancing it as long as it is on the same value as before",
        "move i one step right, keep going while i sits on the same number as the one before",
    ],
)
def test_one_step_then_the_same_step_while_it_stands_on_the_same_value(step: str) -> None:
    text = f"""
        let i be 0 and count be 0
        while i < length of nums
            add 1 to count
            {step}
        return count
    """
    assert run(text, DISTINCT, [1, 1, 2, 3, 3, 3]) == 3
    assert run(text, DISTINCT, [4, 4, 4]) == 1


class TreeNode:
    def __init__(self, val: int = 0, left: Any = None, right: Any = None) -> None:
        self.val, self.left, self.right = val, left, right


def run_tree(text: str, signature: Signature, *args: Any) -> Any:
    result = normalise(textwrap.dedent(text).strip("\n"), signature)
    assert result.ok and not result.unrecognised, f"{result.unrecognised}\n{result.python}"
    namespace: dict[str, Any] = {"TreeNode": TreeNode}
    exec(compile(result.python, "<normalised>", "exec"), namespace)
    return getattr(namespace["Solution"](), signature.method)(*args)


@pytest.mark.parametrize(
    ("base", "both", "combine"),
    [
        (
            "if the tree is empty (root is none), its height is 0.",
            "otherwise work out the height of the left subtree and the height of the right subtree "
            "the same way,",
            "and return one plus the bigger of the two.",
        ),
        (
            "if root is null, the height is 0",
            "else find the height of its left subtree and the height of its right subtree recursively",
            "then give back 1 plus the larger of the two",
        ),
    ],
)
def test_recursion_named_by_what_the_function_computes(base: str, both: str, combine: str) -> None:
    text = f"""
        def get_height(self, root)
            {base}
            {both}
            {combine}
    """
    signature = sig("get_height", "int", root="Optional[TreeNode]")
    tree = TreeNode(1, TreeNode(2, TreeNode(3)), TreeNode(4))
    assert run_tree(text, signature, tree) == 3
    assert run_tree(text, signature, None) == 0


REVERSE = sig("reverse", "Optional[ListNode]", head="Optional[ListNode]")


@pytest.mark.parametrize(
    ("names", "turn"),
    [
        (
            "keep two pointers: before (starts as nothing) and here (starts at head)",
            "make here point back to before",
        ),
        ("keep two pointers: before = nothing, here = head", "turn here around to before"),
        (
            "set up two pointers: before (initially null), here (which starts at head)",
            "make here point back to before",
        ),
    ],
)
def test_names_listed_with_their_first_values_and_a_link_turned_back(names: str, turn: str) -> None:
    text = f"""
        {names}
        while here is not null
            remember here's next node as after
            {turn}
            before becomes here
            here becomes after
        return before
    """
    out = run(text, REVERSE, chain(1, 2, 3))
    assert [out.val, out.next.val, out.next.next.val] == [3, 2, 1]


def test_a_listed_name_with_no_value_stays_not_understood() -> None:
    text = """
        keep two pointers: before (starts as nothing) and here
        return head
    """
    assert not_understood(text, REVERSE)
