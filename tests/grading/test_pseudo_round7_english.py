"""English conventions read since round 7 was opened (docs/pseudocode.md, "English").

Each convention is tested in wordings written for this file (not the corpus's), with a buggy
program that still fails and a look-alike that must be refused (listed as not understood) or left
alone rather than misread.
"""

from __future__ import annotations

import textwrap
from typing import Any

import pytest

from tests.grading.support import normalised, run_normalised, unread_lines
from tests.grading.support import signature as sig

NUMS = sig("max_sub_array", "int", nums="List[int]")
TEMPS = sig("daily_temperatures", "List[int]", temperatures="List[int]")
LIS = sig("length_of_lis", "int", nums="List[int]")
SEARCH = sig("search", "int", nums="List[int]", target="int")
PALINDROME = sig("is_palindrome", "bool", s="str")
PRODUCT = sig("product_except_self", "List[int]", nums="List[int]")
VALID = sig("is_valid", "bool", s="str")


# -- a title: the problem's name with an input's word, an acronym, the way, a lone name ---------------

KADANE = """
set best to nums[0]
set run to nums[0]
for each number x in nums starting from the second one
    run = the bigger of x and run + x
    if run > best then best = run
return best
"""
ARRAY = [-2, 1, -3, 4, -1, 2, 1, -5, 4]


@pytest.mark.parametrize(
    "title",
    [
        "Kadane (seen in a lecture)",
        "Kadane",
        "Bentley (the classic one):",
        "Max sub array, the linear time way",
        "Maximum sub array, the greedy approach.",
    ],
)
def test_a_title_above_the_steps(title: str) -> None:
    assert run_normalised(title + "\n\n" + textwrap.dedent(KADANE), NUMS, ARRAY) == 6


@pytest.mark.parametrize(
    "title",
    [
        "Daily temperatures using a stack",
        "Daily temperatures, the stack way",
        "Daily Temperatures (my second try)",
    ],
)
def test_a_title_that_names_the_problem_with_an_inputs_word(title: str) -> None:
    body = """
    make answer a list of zeros as long as temperatures
    make an empty stack
    for each index i in temperatures
        while the stack is not empty and temperatures[i] > temperatures[top of the stack]
            pop the top index off the stack and call it j
            set answer[j] to i - j
        push i onto the stack
    return answer
    """
    assert run_normalised(title + "\n" + textwrap.dedent(body), TEMPS, [73, 74, 75, 71, 69, 72, 76, 73]) == [
        1, 1, 4, 2, 1, 1, 0, 0,
    ]  # fmt: skip


@pytest.mark.parametrize(
    "title", ["Longest increasing subsequence", "Longest Increasing Subsequence, the binary search way"]
)
def test_a_title_spelt_by_the_methods_acronym(title: str) -> None:
    body = """
    let best be 0
    let dp be a list of ones as long as nums
    for i from 0 to the length of nums minus 1
        for j from 0 to i - 1
            if nums[j] < nums[i] then set dp[i] to the bigger of dp[i] and dp[j] + 1
        set best to the bigger of best and dp[i]
    return best
    """
    assert run_normalised(title + "\n" + textwrap.dedent(body), LIS, [10, 9, 2, 5, 3, 7, 101, 18]) == 4


def test_a_buggy_answer_under_a_lone_name_still_fails() -> None:
    buggy = KADANE.replace("set best to nums[0]", "set best to 0")
    assert run_normalised("Kadane (from my notes)\n" + textwrap.dedent(buggy), NUMS, [-3, -1, -2]) == 0


@pytest.mark.parametrize(
    "first",
    [
        "Best",  # a word the steps use: the answer's own name, never dropped
        "Kadane(nums)",  # a header or a call
        "Kadane (nums, k)",  # a bracket that could be inputs
        "Sort",  # an order
        "Daily temperatures of temperatures",  # the input named apart from the problem's name
        "Longest run, the clever way",  # neither the method's words nor an algorithm
    ],
)
def test_a_first_line_that_could_be_a_step_is_no_title(first: str) -> None:
    body = KADANE.replace("best", "Best") if first == "Best" else KADANE
    result = normalised(first + "\n" + textwrap.dedent(body), TEMPS if "temperatures" in first else NUMS)
    assert not any(line.strip() == f"# {first}" for line in result.python.splitlines())


# -- changes said subject first, several on a line, and going on with the loop --------------------------

PALINDROME_STEPS = """
i starts at 0, j starts at the last position of s
while i < j
    if s[i] is not a letter or digit, {skip_i}
    if s[j] is not a letter or digit, {skip_j}
    if the lowercase of s[i] is different from the lowercase of s[j], return false
    {both}
return true
"""


@pytest.mark.parametrize(
    ("skip_i", "skip_j", "both"),
    [
        (
            "move i one step right and go on with the loop",
            "move j one step left and carry on",
            "i goes up by one, j goes down by one",
        ),
        (
            "i goes up by 1 and go on",
            "j goes down by 1, and carry on with the loop",
            "i went up by one and j went down by one",
        ),
        (
            "i goes up one, and go on with the next one",
            "j goes down one and go on with the loop",
            "i goes up by 1, and j goes down by 1",
        ),
    ],
)
def test_several_changes_and_going_on_with_the_loop(skip_i: str, skip_j: str, both: str) -> None:
    text = PALINDROME_STEPS.format(skip_i=skip_i, skip_j=skip_j, both=both)
    assert run_normalised(text, PALINDROME, "A man, a plan, a canal: Panama") is True
    assert run_normalised(text, PALINDROME, "race a car") is False


def test_a_buggy_change_in_words_keeps_its_bug() -> None:
    # j never moves: "race a car" compares r with every letter until i passes j
    text = PALINDROME_STEPS.format(
        skip_i="i goes up by one and go on with the loop",
        skip_j="j goes down by one and go on with the loop",
        both="i goes up by one, j goes up by zero",
    )
    assert run_normalised(text, PALINDROME, "abca") is False
    assert run_normalised(text, PALINDROME, "aba") is False  # a palindrome is refused: the bug is kept


PRODUCT_STEPS = """
let n be the length of nums
let answer be a list of n ones
let left be 1
for i from 0 to n - 1
    set answer[i] to left
    left {times} nums[i]
let right be 1
for i from n - 1 down to 0
    answer[i] {times} right
    right {times} nums[i]
return answer
"""


@pytest.mark.parametrize("times", ["is multiplied by", "gets multiplied by", "is multiply by"])
def test_a_change_in_the_passive(times: str) -> None:
    assert run_normalised(PRODUCT_STEPS.format(times=times), PRODUCT, [1, 2, 3, 4]) == [24, 12, 8, 6]


def test_a_passive_division_is_division() -> None:
    text = """
    let total be 1
    for each x in nums
        total is multiplied by x
    total is divided by 4
    return total
    """
    assert run_normalised(text, NUMS, [2, 3]) == 1.5  # never rounded for the learner


@pytest.mark.parametrize(
    "line",
    [
        "left is multiplied by every number before it",  # words, not a value
        "left is multiplied by nums[i] and nums[0]",  # the product of both, or a test? not said
    ],
)
def test_a_passive_change_that_names_no_value_is_refused(line: str) -> None:
    text = f"let left be 1\nfor i from 0 to 3\n    {line}\nreturn left"
    assert 3 in unread_lines(text, NUMS)


def test_become_without_its_s() -> None:
    text = """
    let a be nums[0]
    let b be nums[1]
    for i from 2 to the length of nums minus 1
        let c be the bigger of b and a + nums[i]
        a become the bigger of a and b
        b become c
    return the bigger of a and b
    """
    assert run_normalised(text, NUMS, [2, 7, 9, 3, 1]) == 12


def test_it_becomes_is_not_parted_as_a_step() -> None:
    # "it becomes" says what a value turns into, of a name the line does not give
    text = "let best be 0\nfor each x in nums\n    count x and it becomes the new best\nreturn best"
    assert 3 in unread_lines(text, NUMS)


# -- the middle of two positions -------------------------------------------------------------------------

BINARY = """
set lo to 0 and hi to the length of nums minus 1
while lo <= hi
    {mid}
    if nums[mid] equals target, return mid
    if nums[mid] is less than target then set lo to mid + 1
    otherwise set hi to mid - 1
return -1
"""


@pytest.mark.parametrize(
    "mid",
    [
        "let mid be the middle of lo and hi (rounded down)",
        "mid is the middle of lo and hi, rounded down",
        "set mid to the midpoint between lo and hi rounded down",
        "set mid to (lo + hi) / 2 (rounded down)",
    ],
)
def test_the_middle_of_two_positions_rounded_down(mid: str) -> None:
    text = BINARY.format(mid=mid)
    assert run_normalised(text, SEARCH, [1, 3, 5, 7, 9, 11], 9) == 4
    assert run_normalised(text, SEARCH, [1, 3, 5, 7, 9, 11], 4) == -1


def test_the_middle_unrounded_divides_whole_when_it_is_an_index() -> None:
    # `the middle of lo and hi` with no rounding is (lo + hi) / 2; used as a position it divides
    # whole (docs/pseudocode.md, "Limits"), where it once failed every test on the learner's account
    text = BINARY.format(mid="set mid to the middle of lo and hi")
    assert "mid = ((lo + hi) // 2)" in normalised(text, SEARCH).python
    assert run_normalised(text, SEARCH, [1, 3, 5, 7, 9, 11], 9) == 4


def test_a_buggy_search_with_the_middle_keeps_its_bug() -> None:
    # `while lo < hi` never looks at a one-number range: the learner's bug, kept
    text = BINARY.format(mid="let mid be the middle of lo and hi (rounded down)").replace(
        "lo <= hi", "lo < hi"
    )
    assert run_normalised(text, SEARCH, [5], 5) == -1


# -- a taken item named, a map's entries after "where", true only if ---------------------------------------


@pytest.mark.parametrize(
    "take",
    [
        "pop the top index off the stack and call it j",
        "take the top item off the stack, and call it j",
        "pop the last number from the stack and call it j",
    ],
)
def test_a_taken_item_named_after_and_call_it(take: str) -> None:
    text = f"""
    make answer a list of zeros as long as temperatures
    make an empty stack
    for each index i in temperatures
        while the stack is not empty and temperatures[i] > temperatures[top of the stack]
            {take}
            set answer[j] to i - j
        push i onto the stack
    return answer
    """
    assert run_normalised(text, TEMPS, [30, 40, 50, 60]) == [1, 1, 1, 0]


VALID_STEPS = """
create an empty stack
create a map called pairs where {entries}
for each character c in s
    if c is one of "(", "[" or "{{" then push c onto the stack
    else
        if the stack is empty return false
        pop the top of the stack and call it top
        if top is not equal to pairs[c] return false
{last}
"""


MAPS_TO = '")" maps to "(", "]" maps to "["'
GOES_WITH = '")" goes with "(", "]" goes with "[" and "}" goes with "{"'


@pytest.mark.parametrize(
    ("entries", "last"),
    [
        (MAPS_TO + ' and "}" maps to "{"', "return true only if the stack is empty"),
        (MAPS_TO + ', "}" maps to "{"', "after the loop, return true only when the stack is empty"),
        (GOES_WITH, "return false only if the stack is not empty"),
    ],
)  # fmt: skip
def test_a_map_where_keys_map_to_values_and_true_only_if(entries: str, last: str) -> None:
    text = VALID_STEPS.format(entries=entries, last=last)
    assert run_normalised(text, VALID, "([]{})") is True
    assert run_normalised(text, VALID, "(]") is False
    assert run_normalised(text, VALID, "((") is False


def test_a_buggy_true_only_if_keeps_its_bug() -> None:
    text = VALID_STEPS.format(
        entries='")" maps to "(", "]" maps to "[" and "}" maps to "{"',
        last="return true only if the stack is not empty",
    )
    assert run_normalised(text, VALID, "()") is False


def test_only_if_with_a_value_that_is_no_truth_is_refused() -> None:
    # "return 1 only if …" says nothing about what is given otherwise
    text = "let best be 0\nfor each x in nums\n    add x to best\nreturn best only if best is positive"
    assert 4 in unread_lines(text, NUMS)


# -- why a step is done, what a returned value is, a variable made with `=`, `finish while` ----------------

LIST = sig("reverse_list", "Optional[ListNode]", head="Optional[ListNode]")

REVERSE = """
{first}
let cur be head
while cur is not nothing do
    {keep}
    cur.next becomes prev
    prev becomes cur
    cur becomes nxt
{close}
{back}
"""


class Node:
    def __init__(self, val: int, nxt: Node | None = None) -> None:
        self.val = val
        self.next = nxt


def _values(node: Node | None) -> list[int]:
    out = []
    while node is not None:
        out.append(node.val)
        node = node.next
    return out


def _reversed(text: str) -> list[int]:
    result = normalised(text, LIST)
    assert result.ok and not result.unrecognised, f"{result.unrecognised}\n{result.python}"
    namespace: dict[str, Any] = {"ListNode": Node}
    exec(compile(result.python, "<normalised>", "exec"), namespace)
    return _values(namespace["Solution"]().reverse_list(Node(1, Node(2, Node(3)))))


@pytest.mark.parametrize(
    ("first", "keep", "close", "back"),
    [
        ("make prev = nothing", "save cur.next in nxt (because we lose it)", "finish while",
         "return prev, it is the new head"),
        ("keep a variable prev = nothing", "remember nxt = cur.next (since the link changes)", "end while",
         "give back prev, which is the new first node"),
        ("make a new variable called prev = nothing", "let nxt be cur.next so we don't lose the rest",
         "finish while", "return prev"),
    ],
)  # fmt: skip
def test_why_what_and_variables_made_with_equals(first: str, keep: str, close: str, back: str) -> None:
    assert _reversed(REVERSE.format(first=first, keep=keep, close=close, back=back)) == [3, 2, 1]


def test_a_buggy_reversal_with_remarks_keeps_its_bug() -> None:
    text = REVERSE.format(
        first="make prev = nothing",
        keep="save cur.next in nxt (because we lose it)",
        close="finish while",
        back="return cur, it is the new head",  # cur is nothing by now
    )
    result = normalised(text, LIST)
    assert result.ok and not result.unrecognised
    namespace: dict[str, Any] = {"ListNode": Node}
    exec(compile(result.python, "<normalised>", "exec"), namespace)
    assert namespace["Solution"]().reverse_list(Node(1, Node(2))) is None


@pytest.mark.parametrize(
    "line",
    [
        "save cur.next in nxt (so set nxt first)",  # a bracket that says a step
        "save cur.next in nxt so we can then return nxt",  # `then`: a step after it
        "return prev, which is reversed, and head",  # more after the remark
    ],
)
def test_remarks_that_could_hold_a_step_are_not_dropped(line: str) -> None:
    text = REVERSE.format(first="make prev = nothing", keep=line, close="finish while", back="return prev")
    if line.startswith("return"):
        text = REVERSE.format(
            first="make prev = nothing", keep="save cur.next in nxt", close="finish while", back=line
        )
    assert not any(
        "#" in out for out in normalised(text, LIST).python.splitlines() if "nxt" in out or "prev" in out
    )


def test_finish_needs_a_block_word_to_close_a_block() -> None:
    # `finish` alone, or before other words, is no closer: here it is the learner's own name
    text = "let finish be 0\nfor each x in nums\n    add x to finish\nreturn finish"
    assert run_normalised(text, NUMS, [1, 2, 3]) == 6


# -- an answer said in words -------------------------------------------------------------------------------

ANAGRAM = sig("is_anagram", "bool", s="str", t="str")


@pytest.mark.parametrize(
    ("no", "yes"),
    [("say false", "say true"), ("answer false", "answer true."), ("reply with false", "respond with true")],
)
def test_an_answer_said_in_words(no: str, yes: str) -> None:
    text = f"""
    if the length of s is not equal to the length of t, {no}
    for each letter c in s
        if the number of times c appears in s is not equal to the number of times c appears in t then {no}
    {yes}
    """
    assert run_normalised(text, ANAGRAM, "listen", "silent") is True
    assert run_normalised(text, ANAGRAM, "aab", "abb") is False


def test_a_buggy_answer_said_in_words_keeps_its_bug() -> None:
    text = """
    for each letter c in s
        if c is not in t then say false
    say true
    """
    assert run_normalised(text, ANAGRAM, "aab", "abb") is True  # counts never compared: the bug is kept


def test_answer_words_that_are_no_value_are_not_returned() -> None:
    # a name called answer given its first value, not a value said
    python = normalised("let n be 0\nanswer starts as the length of s\nreturn n", ANAGRAM).python
    assert "answer = len(s)" in python and "return len(s)" not in python
    # `it is false`: a sentence about a name the line does not give, listed
    assert 2 in unread_lines("let n be 0\nsay it is false\nreturn n", ANAGRAM)


# -- remarks about what a name or a container holds ---------------------------------------------------------

TAILS = """
let tails be an empty list
for each number x in nums
    set lo to 0 and hi to the size of tails
    while lo is smaller than hi
        let mid be the middle of lo and hi (rounded down)
        if tails[mid] is smaller than x, move lo to mid + 1
        else move hi to mid
    {remark}
    if lo equals the size of tails, append x to tails
    else set tails[lo] to x
return the size of tails
"""


@pytest.mark.parametrize(
    "remark",
    ["now lo is where x goes", "so lo is the place where x belongs.", "lo is the index where x fits"],
)
def test_a_remark_about_what_a_set_name_means(remark: str) -> None:
    assert run_normalised(TAILS.format(remark=remark), LIS, [10, 9, 2, 5, 3, 7, 101, 18]) == 4


def test_a_buggy_search_under_a_remark_keeps_its_bug() -> None:
    text = TAILS.format(remark="now lo is where x goes").replace("move lo to mid + 1", "move lo to mid")
    result = normalised(text, LIS)
    assert result.ok and not result.unrecognised
    assert "lo = mid\n" in result.python  # never lo = mid + 1: the learner's endless loop is kept


def test_is_where_about_a_name_not_set_is_listed() -> None:
    # `spot` was never set: "spot is where x goes" may define it, and how is not said
    assert 8 in unread_lines(TAILS.format(remark="spot is where x goes"), LIS)


@pytest.mark.parametrize(
    "made",
    [
        "make an empty stack; it holds the indexes of days still waiting",
        "make an empty stack, which keeps the days that wait for a warmer one",
        "create an empty stack; this will hold positions",
    ],
)
def test_what_a_container_just_made_holds(made: str) -> None:
    text = f"""
    make answer a list of zeros as long as temperatures
    {made}
    for each index i in temperatures
        while the stack is not empty and temperatures[i] > temperatures[top of the stack]
            pop the top index off the stack and call it j
            set answer[j] to i - j
        push i onto the stack
    return answer
    """
    assert run_normalised(text, TEMPS, [73, 74, 75, 71, 69, 72, 76, 73]) == [1, 1, 4, 2, 1, 1, 0, 0]


def test_it_holds_after_a_number_is_listed() -> None:
    # after `let best be 0`, "it holds the best sum" says nothing a container would: left listed
    text = "let best be 0\nit holds the best sum\nfor each x in nums\n    add x to best\nreturn best"
    assert 2 in unread_lines(text, NUMS)


# -- a loop said with a verb: a short name after `with` / `w/`, or a counted range ---------------------------


@pytest.mark.parametrize(
    ("loop", "item"),
    [
        ("loop thru nums w/ x", "x"),
        ("iterate over nums with x", "x"),
        ("go through nums with each x:", "x"),
        ("go thru i = 0 .. the length of nums minus 1", "nums[i]"),
        ("run through i from 0 to the length of nums - 1", "nums[i]"),
        ("loop over i = 0 .. last index:", "nums[i]"),
    ],
)
def test_a_loop_said_with_a_verb(loop: str, item: str) -> None:
    text = f"let total be 0\n{loop}\n    add {item} to total\nreturn total"
    assert run_normalised(text, NUMS, [3, 4, 5]) == 12


def test_a_buggy_counted_loop_said_with_a_verb_keeps_its_bug() -> None:
    loop = "go thru i = 1 .. the length of nums minus 1"
    text = f"let total be 0\n{loop}\n    add nums[i] to total\nreturn total"
    assert run_normalised(text, NUMS, [3, 4, 5]) == 9  # the first number is skipped, as written


@pytest.mark.parametrize("loop", ["go through nums with pointers", "go through nums with a window"])
def test_words_after_with_that_say_how_are_not_an_item(loop: str) -> None:
    assert 2 in unread_lines(f"let total be 0\n{loop}\n    add 1 to total\nreturn total", NUMS)


# -- a map's values named by what they are, "yet" after a membership test -----------------------------------

GROUPS = sig("group_anagrams", "List[List[str]]", words="List[str]")


@pytest.mark.parametrize(
    ("test", "back"),
    [
        ("if key is not in groups yet, make groups[key] an empty list", "return all the lists in groups"),
        ("if key is not in groups yet then set groups[key] to an empty list",
         "give back the lists in groups (the values)."),
        ("if key not in groups yet: make groups[key] an empty list", "return all of the groups in groups"),
    ],
)  # fmt: skip
def test_a_maps_values_and_yet(test: str, back: str) -> None:
    text = f"""
    make an empty dictionary called groups
    for each word w in words
        let key be the letters of w sorted and joined into a string
        {test}
        add w to the end of groups[key]
    {back}
    """
    out = run_normalised(text, GROUPS, ["eat", "tea", "tan", "ate", "nat", "bat"])
    assert sorted(sorted(g) for g in out) == [["ate", "eat", "tea"], ["bat"], ["nat", "tan"]]


def test_a_buggy_grouping_keeps_its_bug() -> None:
    text = """
    make an empty dictionary called groups
    for each word w in words
        let key be w
        if key is not in groups yet, make groups[key] an empty list
        add w to the end of groups[key]
    return all the lists in groups
    """
    assert len(run_normalised(text, GROUPS, ["eat", "tea"])) == 2  # not sorted: anagrams never meet


def test_the_lists_in_a_list_are_not_a_maps_values() -> None:
    text = "let rows be a list of 3 empty lists\nreturn all the lists in rows"
    assert "values()" not in normalised(text, GROUPS).python
