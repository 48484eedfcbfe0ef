"""Round-10 conventions of the English style (docs/pseudocode.md), several phrasings each, EXECUTED.

Each convention is written in phrasings of our own (never a corpus answer's words): the answer runs,
a buggy variant still fails the same way, and a look-alike that could be read two ways is refused
(listed as not understood) or left as it was.
"""

from __future__ import annotations

import pytest

from tests.grading.support import ListNode, linked, normalised, run_normalised, sig, unread_lines, values

MIDDLE = sig("middle_node", "Optional[ListNode]", head="Optional[ListNode]")
TOTAL = sig("total", "int", nums="List[int]")
UNIQUE = sig("has_repeat", "bool", nums="List[int]")
POSITIVES = sig("positives", "List[int]", nums="List[int]")


def middle(text: str, *items: int) -> list[int]:
    return values(run_normalised(text, MIDDLE, linked(*items), classes=(ListNode,)))


# --- a `while` loop told in one sentence: test, comma, steps ------------------------------------------

HARE = """
slow and fast both start at head
{header}
{after}
"""


@pytest.mark.parametrize(
    "header",
    [
        "while fast is not null and fast.next is not null, move slow one step and move fast two steps",
        "As long as fast isn't null and fast's next isn't null, move slow one step and move fast two steps.",
        "while fast is not null and fast.next is not null, then move fast two steps and move slow one step",
        "WHILE fast is not null and fast.next is not null, move slow one node on, move fast two nodes on",
    ],
)
def test_a_while_with_its_steps_after_a_comma(header: str) -> None:
    text = HARE.format(header=header, after="return slow")
    assert middle(text, 1, 2, 3, 4, 5) == [3, 4, 5]
    assert middle(text, 1, 2, 3, 4) == [3, 4]


def test_a_while_with_its_steps_after_a_comma_keeps_a_bug() -> None:
    # kept bug: fast moves one step, so slow reaches the end, not the middle
    text = HARE.format(
        header="while fast is not null, move slow one step and move fast one step", after="return slow"
    )
    assert middle(text, 1, 2, 3) == []


def test_a_comma_that_goes_on_with_the_test_is_no_body() -> None:
    text = HARE.format(header="while fast is not null, and fast.next is not null", after="return slow")
    assert 2 in unread_lines(text, MIDDLE)


STEPS_BELOW = """
set total to 0
set i to 0
{header}
    add nums[i] to total
    increase i by 1
return total
"""


@pytest.mark.parametrize(
    "header",
    [
        "while i < len(nums), I do this:",
        "As long as i < len(nums), we do the following:",
        "while i < len(nums), repeat these steps:",
    ],
)
def test_a_while_whose_comma_says_the_steps_follow(header: str) -> None:
    assert run_normalised(STEPS_BELOW.format(header=header), TOTAL, [1, 2, 3]) == 6


# --- the loop is over, said of `that` / `it` with a verb of stopping -------------------------------

STOPS = """
slow and fast both start at head
while fast is not null and fast.next is not null
    move slow one step
    move fast two steps
{after}
"""


@pytest.mark.parametrize(
    "after",
    [
        "when that stops, return slow",
        "The moment it ends, return slow.",
        "as soon as this finishes return slow",
        "once that stops slow is on the middle (the second one for an even length) so just return slow",
    ],
)
def test_the_loop_is_over_said_as_that_stops(after: str) -> None:
    assert middle(STOPS.format(after=after), 1, 2, 3, 4) == [3, 4]


def test_that_stops_inside_the_loop_is_left_as_written() -> None:
    assert 5 in unread_lines(STOPS.format(after="    when that stops, return slow"), MIDDLE)


def test_a_bracket_with_code_in_the_reason_is_no_remark() -> None:
    text = STOPS.format(after="when that stops slow is on the middle (fast = null) so return slow")
    assert 5 in unread_lines(text, MIDDLE)


# --- names gathered by `both`, `either` closing a negated test ---------------------------------------


@pytest.mark.parametrize(
    "start",
    [
        "slow and fast, both start at head",
        "Put both of them, slow and fast, on head.",
        "place both pointers: slow and fast, at head",
        "slow, fast, all start at head",
    ],
)
def test_names_gathered_by_both(start: str) -> None:
    text = f"""
    {start}
    while fast is not null and fast.next is not null either, move slow one step and move fast two steps
    return slow
    """
    assert middle(text, 1, 2, 3) == [2, 3]


def test_both_is_never_one_more_name() -> None:
    text = """
    slow and fast, both start at head
    return both
    """
    assert 2 in unread_lines(text, MIDDLE)


# --- a thing made, then named ------------------------------------------------------------------------

REPEAT = """
{make}
for each x in nums
    if x is in seen, return true
    add x to seen
return false
"""


@pytest.mark.parametrize(
    "make",
    [
        "make an empty set, call it seen",
        "Create a new empty set and name it seen.",
        "start an empty set, and call that seen",
        "build one empty set, name this seen",
    ],
)
def test_a_thing_made_then_named(make: str) -> None:
    text = REPEAT.format(make=make)
    assert run_normalised(text, UNIQUE, [3, 1, 3]) is True
    assert run_normalised(text, UNIQUE, [3, 1, 2]) is False


def test_a_name_said_for_nothing_made_is_not_read() -> None:
    # `call it seen` after a step that makes nothing names nothing: `seen` stays unset and listed
    assert 3 in unread_lines(REPEAT.format(make="sort nums, call it seen"), UNIQUE)


# --- a paragraph: one sentence, one step; a loop runs to the paragraph's end -----------------------

PARAGRAPH = """
{first} {loop} {body} {check}
{after}
"""


@pytest.mark.parametrize(
    ("first", "loop", "body", "check", "after"),
    [
        (
            "Make an empty list called out.",
            "For each x in nums, if x > 0, add x to out.",
            "",
            "",
            "Return out.",
        ),
        (
            "make an empty list called out.",
            "go through each x in nums.",
            "if x > 0, add x to out.",
            "",
            "return out",
        ),
        (
            "Create an empty list called out.",
            "Then for every x in nums:",
            "if x is more than 0 append x to out.",
            "When the loop ends, return out.",
            "",
        ),
        (
            "Make an empty list called out. Set k to 0.",
            "While k < len(nums): if nums[k] > 0, add nums[k] to out.",
            "Increase k by 1.",
            "",
            "Return out.",
        ),
    ],
)
def test_a_paragraph_of_steps(first: str, loop: str, body: str, check: str, after: str) -> None:
    text = PARAGRAPH.format(first=first, loop=loop, body=body, check=check, after=after)
    assert run_normalised(text, POSITIVES, [3, -1, 4, 0]) == [3, 4]


def test_a_paragraph_keeps_a_bug() -> None:
    # kept bug: zero counts as positive
    text = "Make an empty list called out. For each x in nums, if x >= 0, add x to out.\nReturn out."
    assert run_normalised(text, POSITIVES, [3, 0, -1]) == [3, 0]


@pytest.mark.parametrize("back", ["Return out.", "Then give back out.", "Finally we return out."])
def test_a_bare_return_after_a_paragraphs_loop_is_not_guessed(back: str) -> None:
    # after the loop (the paragraph's end) or inside it (the paragraph's loop)? neither is guessed
    text = f"Make an empty list called out. For each x in nums, if x > 0, add x to out. {back}"
    assert 1 in unread_lines(text, POSITIVES)


def test_a_sentence_that_goes_on_from_the_one_before_is_not_parted() -> None:
    # `It is …` is about the step before: left joined for the rules that read the two together
    text = """
    Set total to 0. It is the sum so far.
    for each x in nums
        add x to total
    return total
    """
    assert run_normalised(text, TOTAL, [1, 2]) == 3


def test_a_line_of_code_is_no_paragraph() -> None:
    text = """
    total = 0. for each x in nums add x to total. return total
    """
    assert unread_lines(text, TOTAL)


# --- a loop over items said by their noun, words said in passing, "it" after `otherwise` -----------

DUPLICATE = """
make an empty set called seen
{loop}
    if the {noun} is in seen{verdict} return true{soon}
    otherwise add it to seen{going}
{after} return false{covers}
"""


@pytest.mark.parametrize(
    ("loop", "noun", "verdict", "soon", "going", "after", "covers"),
    [
        ("go through nums one number at a time", "number", ",", "", "", "when the loop ends,", ""),
        (
            "Walk thru nums value by value:",
            "value",
            " we have found a repeat so",
            " right away",
            " and keep going",
            "if we reach the end,",
            "",
        ),
        (
            "loop over nums one item at a time.",
            "item",
            ", so",
            " at once, no need to check the rest",
            "",
            "if you get all the way to the end w/o a hit,",
            " (this also covers an empty list)",
        ),
        (
            "go over nums, one element at a time",
            "element",
            " I found a pair so",
            " immediately",
            " and keep looking",
            "if we get to the end",
            " (that handles nums being empty)",
        ),
    ],
)
def test_items_by_their_noun_and_words_said_in_passing(
    loop: str, noun: str, verdict: str, soon: str, going: str, after: str, covers: str
) -> None:
    text = DUPLICATE.format(
        loop=loop, noun=noun, verdict=verdict, soon=soon, going=going, after=after, covers=covers
    )
    assert run_normalised(text, UNIQUE, [2, 7, 2]) is True
    assert run_normalised(text, UNIQUE, [2, 7]) is False
    assert run_normalised(text, UNIQUE, []) is False


def test_words_said_in_passing_keep_a_bug() -> None:
    # kept bug: the learner answers false on a repeat
    text = DUPLICATE.format(
        loop="go through nums one number at a time",
        noun="number",
        verdict=",",
        soon=" right there",
        going="",
        after="when the loop ends,",
        covers="",
    ).replace("return true", "return false", 1)
    assert run_normalised(text, UNIQUE, [2, 2]) is False


def test_it_after_otherwise_needs_a_test_about_one_name() -> None:
    text = """
    make an empty set called seen
    for each x in nums
        if x is in seen and x > 0, return true
        otherwise add it to seen
    return false
    """
    assert 4 in unread_lines(text, UNIQUE)


def test_a_noun_loop_needs_a_named_collection() -> None:
    # (since round 11 a noun names the question's only list when the answer makes none of its own:
    # here `the list` could be `out` as well, docs/pseudocode.md "Conventions read since round 11")
    text = """
    make an empty list called out
    go through the list one number at a time
        if number > 0, return true
    return false
    """
    assert 2 in unread_lines(text, UNIQUE)


def test_a_reason_that_is_no_verdict_stays_in_the_test() -> None:
    text = """
    for each x in nums
        if x is in nums twice so return true
    return false
    """
    assert 2 in unread_lines(text, UNIQUE)


# --- anagram words: a key of sorted letters, "there", the list at an entry ---------------------------

GROUPS = sig("group_anagrams", "List[List[str]]", words="List[str]")

BUCKETS = """
make an empty dictionary called buckets
{loop}
    {key}
    {there}
    {append}
return all the values of buckets as a list of lists
"""


@pytest.mark.parametrize(
    ("loop", "key", "there", "append"),
    [
        (
            "for every word w in words",
            "sort the letters of w and join them into a string, call it k",
            "If k isn't in buckets yet, put an empty list there.",
            "append w to the list at buckets[k]",
        ),
        (
            "for each w in words",
            "Sort w's letters and glue them together as one string - that string is our k",
            "if k is not in buckets, store an empty list there",
            "add w to the list stored under buckets[k]",
        ),
        (
            "for every word w in words, sort its letters and put them back together into a single string; "
            "the result is the k.",
            "",
            "if the k isnt in buckets yet, then place a new empty list there",
            "append w to buckets[k]",
        ),
    ],
)
def test_anagram_keys_and_the_entry_there(loop: str, key: str, there: str, append: str) -> None:
    text = BUCKETS.format(loop=loop, key=key, there=there, append=append)
    got = run_normalised(text, GROUPS, ["eat", "tea", "tan", "ate", "nat", "bat"])
    assert sorted(sorted(g) for g in got) == [["ate", "eat", "tea"], ["bat"], ["nat", "tan"]]


def test_anagram_keys_keep_a_bug() -> None:
    # kept bug: the key is the word's first letter, not its sorted letters
    text = BUCKETS.format(
        loop="for every word w in words",
        key="set k to w[0]",
        there="if k isn't in buckets yet, put an empty list there",
        append="append w to the list at buckets[k]",
    )
    got = run_normalised(text, GROUPS, ["tea", "tan"])
    assert got == [["tea", "tan"]]


def test_sorted_letters_not_joined_and_its_without_a_loop_are_not_read() -> None:
    not_joined = BUCKETS.format(
        loop="for every word w in words",
        key="sort its letters, call it k",
        there="if k isn't in buckets yet, put an empty list there",
        append="append w to buckets[k]",
    )
    assert 3 in unread_lines(not_joined, GROUPS)
    no_loop = """
    make an empty dictionary called buckets
    sort its letters and join them into one string, call it k
    return all the values of buckets as a list
    """
    assert 2 in unread_lines(no_loop, GROUPS)


def test_there_needs_a_test_of_one_key_in_one_map() -> None:
    text = BUCKETS.format(
        loop="for every word w in words",
        key="sort the letters of w and join them into a string, call it k",
        there="if k isn't in buckets or k is empty, put an empty list there",
        append="append w to buckets[k]",
    )
    assert 4 in unread_lines(text, GROUPS)


# --- an analogy, where the pointers stand, what one case gives, the node after a name ----------------

TOLD = """
{analogy}
put both of them, slow and fast, on the head node.
while fast is not null and the node after fast is not null, move slow one step and move fast two steps
{stands}
{case}
return slow
"""


@pytest.mark.parametrize(
    ("analogy", "stands", "case"),
    [
        (
            "Think of it as a hare and a tortoise on a track.",
            "When that stops, fast has run off the end, and slow is on the middle node.",
            "For an even number of nodes this lands on the second middle one.",
        ),
        (
            "Imagine two runners, one twice as fast.",
            "once the loop ends slow is sitting on the middle (the second one) and fast is at the last node",
            "with an odd length it stops at the exact middle",
        ),
        ("picture it as two cursors going down a column", "", ""),
    ],
)
def test_words_that_run_no_code_beside_the_steps(analogy: str, stands: str, case: str) -> None:
    text = TOLD.format(analogy=analogy, stands=stands, case=case)
    assert middle(text, 1, 2, 3, 4) == [3, 4]
    assert middle(text, 1, 2, 3) == [2, 3]


def test_a_fact_that_could_set_a_value_is_no_remark() -> None:
    # `slow is the middle node` (no place word) could set slow: it is left for the other rules
    text = TOLD.format(analogy="", stands="when that stops, slow is the middle node plus one", case="")
    assert 3 in unread_lines(text, MIDDLE)


def test_an_analogy_with_a_step_in_it_is_not_a_remark() -> None:
    text = """
    slow and fast both start at head
    imagine slow = slow.next
    return slow
    """
    assert 2 in unread_lines(text, MIDDLE)


def test_the_node_after_a_name_is_tested_on_the_successor() -> None:
    # before, `fast is not null` inside `the node after fast is not null` was read first, and the
    # loop tested `(fast is not None).next` (a crash on every input)
    text = TOLD.format(analogy="", stands="", case="")
    assert "fast.next is not None" in normalised(text, MIDDLE).python
