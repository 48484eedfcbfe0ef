"""Round-12 conventions of the mixed style (docs/pseudocode.md, "Conventions read since round 12 was
opened"), in phrasings of our own, EXECUTED.

An opening sentence after a spoken filler, a closing paragraph after a bulleted ``return``, ``no
return`` in an in-place answer, the method's whole name as a title, MATLAB's ``%`` comments and
``Inf``, a sticky shift's ``TRue``, R's ``c()`` and ``nchar``, a map's view made a list in words,
and an opening sentence's colon that says nothing of a tab's width. Each has a buggy variant that
still fails and a look-alike that stays refused (listed as not understood) or keeps its other
reading.
"""

from __future__ import annotations

from typing import Any

import pytest

from assay.grading._pseudocode._tabs import ambiguous_tab_line, tab_width
from tests.grading.support import TreeNode, normalised, run_normalised, sig, unread_lines

TOTAL = sig("sum_of_evens", "int", nums="List[int]")
SHIFT = sig("move_zeroes", "None", nums="List[int]")
WORDS = sig("group_words", "List[List[str]]", words="List[str]")
ALL = sig("all_bits", "List[str]", n="int")
LONGEST = sig("longest_word", "int", s="str")
SORTED = sig("is_sorted_tree", "bool", root="Optional[TreeNode]")


def run(text: str, signature: Any, *args: Any) -> Any:
    return run_normalised(text, signature, *args, classes=(TreeNode,))


EVENS = """
total = 0
for x in nums:
    if x % 2 == 0:
        total += x
return total
"""


# --- an opening sentence after a spoken filler, or with `here` and no verb ---------------------


@pytest.mark.parametrize(
    "opener",
    [
        "Ok so my idea is: only the even ones count, the odd ones are skipped.",
        "okay, my plan: add up what divides by two",
        "Well, here is what I did:",
        "Here my idea, it is a plain scan:",
        "So the approach: one pass and a running sum",
        "- Note: nothing clever, a single loop",
        "INVARIANT: total holds the evens seen so far",
    ],
)
def test_opening_sentence_after_a_filler(opener: str) -> None:
    assert run(f"{opener}\n{EVENS}", TOTAL, [1, 2, 3, 4]) == 6


def test_opening_sentence_keeps_bug() -> None:
    text = "Ok so my idea is: add them all.\n" + EVENS.replace("if x % 2 == 0:", "if x % 2 == 1:")
    assert run(text, TOTAL, [1, 2, 3, 4]) == 4  # sums the odd ones, as written


@pytest.mark.parametrize(
    "line",
    [
        # an assignment after the filler's colon is a step, never a remark
        "Ok so my idea is: total = 1",
        # `here` before something other than `my`/`our`/`the` is no opener
        "here total counts the evens",
    ],
)
def test_filler_lookalikes_stay_steps(line: str) -> None:
    assert 1 in unread_lines(f"{line}\n{EVENS}", TOTAL)


# --- a closing paragraph after a bulleted `return` ----------------------------------------------


@pytest.mark.parametrize("bullet", ["•", "-", "*", "+"])
def test_closing_paragraph_after_bulleted_return(bullet: str) -> None:
    text = f"""
    {bullet} total = 0
    {bullet} for x in nums:
        {bullet} if x % 2 == 0: total += x
    {bullet} Return total

    odd numbers never reach the sum, so the answer stays even
    """
    assert run(text, TOTAL, [1, 2, 3, 4]) == 6


def test_closing_paragraph_after_bulleted_return_keeps_bug() -> None:
    text = """
    • total = 0
    • for x in nums:
        • total += x
    • Return total

    every number is added here on purpose
    """
    assert run(text, TOTAL, [1, 2, 3, 4]) == 10


def test_words_right_under_a_bulleted_return_stay_listed() -> None:
    # no blank line: the words may be a step the learner meant to run
    text = "• total = 0\n• for x in nums:\n    • total += x\n• Return total\nodd numbers are skipped too"
    assert 5 in unread_lines(text, TOTAL)


# --- `no return` in an in-place answer ----------------------------------------------------------


SHIFT_STEPS = """
w = 0
for i in range(len(nums)):
    if nums[i] != 0:
        nums[w], nums[i] = nums[i], nums[w]
        w += 1
"""


@pytest.mark.parametrize(
    "last",
    [
        "no return, we change nums itself",
        "No return - nums is changed in-place.",
        "returns nothing; the list is edited directly",
        "Done, no return value",
    ],
)
def test_no_return_in_an_in_place_answer(last: str) -> None:
    nums = [0, 1, 0, 3]
    assert run(f"{SHIFT_STEPS}\n{last}", SHIFT, nums) is None
    assert nums == [1, 3, 0, 0]


def test_no_return_keeps_bug() -> None:
    nums = [0, 1, 0, 3]
    run(SHIFT_STEPS.replace("w += 1", "w += 2") + "\nno return, nums is changed", SHIFT, nums)
    assert nums != [1, 3, 0, 0]


def test_no_return_before_code_stays_listed() -> None:
    # code after the comma is a step the learner wrote, never dropped into a bare `return`
    text = SHIFT_STEPS + "\nno return, w = 0"
    assert 7 in unread_lines(text, SHIFT)


# --- the method's whole name as a title ---------------------------------------------------------


@pytest.mark.parametrize(
    "title",
    ["move zeroes", "Move Zeroes", "move zeroes  (my second try)", "MOVE ZEROES:"],
)
def test_method_name_as_title(title: str) -> None:
    nums = [0, 2, 0, 5]
    run(f"{title}\n{SHIFT_STEPS}", SHIFT, nums)
    assert nums == [2, 5, 0, 0]


def test_method_name_as_title_keeps_bug() -> None:
    nums = [0, 2, 0, 5]
    run("move zeroes\n" + SHIFT_STEPS.replace("!= 0", "== 0"), SHIFT, nums)
    assert nums != [2, 5, 0, 0]


@pytest.mark.parametrize("order", ["move zeroes to the end", "move all zeroes"])
def test_an_order_that_says_more_stays_a_step(order: str) -> None:
    assert 1 in unread_lines(f"{order}\n{SHIFT_STEPS}", SHIFT)


# --- MATLAB's `%` comments and `Inf`; a sticky shift's `TRue`/`FAlse` ---------------------------


TREE_CHECK = """
stack = [(root, -Inf, Inf)]    % each node with its bounds
while stack not empty
    (node, lo, hi) = stack.pop()
    if node is None: continue
    if node.val <= lo or node.val >= hi
        return FAlse      {note}
    end
    stack.append((node.left, lo, node.val))
    stack.append((node.right, node.val, hi))
end
return TRue
"""


@pytest.mark.parametrize(
    "note", ["% outside its bounds", "%   a repeat is out too", "% Too big or too small!", ""]
)
def test_matlab_percent_comments_and_inf(note: str) -> None:
    text = TREE_CHECK.replace("{note}", note)
    assert run(text, SORTED, TreeNode(2, TreeNode(1), TreeNode(3))) is True
    assert run(text, SORTED, TreeNode(2, TreeNode(2), TreeNode(3))) is False


def test_percent_comment_on_its_own_line() -> None:
    text = "% sum the evens\n" + EVENS
    assert run(text, TOTAL, [2, 4, 5]) == 6


def test_matlab_keeps_bug() -> None:
    text = TREE_CHECK.replace("{note}", "% too big").replace("node.val >= hi", "node.val > hi")
    assert run(text, SORTED, TreeNode(2, TreeNode(2), TreeNode(3))) is True  # a repeat passes, as written


@pytest.mark.parametrize(
    "line",
    [
        "total = total % n",
        "total = total  % k if k else 0",
        "r = x  % count",
        # a phrase that may be the operand (`% size of nums`) keeps the remainder
        "r = x  % size of nums",
    ],
)
def test_percent_before_an_operand_stays_a_remainder(line: str) -> None:
    python = normalised(f"n = 3\nk = 2\ncount = 2\nx = 7\ntotal = 5\n{line}\nreturn total", TOTAL).python
    assert "#" not in python and "%" in python


# --- R's `c()` and `nchar` ----------------------------------------------------------------------


@pytest.mark.parametrize("empty", ["c()", "c( )"])
def test_r_empty_vector_and_nchar(empty: str) -> None:
    text = f"""
    out <- {empty}
    def grow(cur):
        if nchar(cur) == n:
            out.append(cur)
            return
        grow(cur + "0")
        grow(cur + "1")
    grow("")
    return out
    """
    assert run(text, ALL, 2) == ["00", "01", "10", "11"]


def test_r_keeps_bug() -> None:
    text = 'out <- c()\nfor i in range(n):\n    out.append("0" * nchar("ab"))\nreturn out'
    assert run(text, ALL, 2) == ["00", "00"]


def test_r_c_with_items_or_a_defined_c_stays_as_written() -> None:
    # `c(a, b)` joins vectors (flattening them): not guessed; a learner's own `c` is theirs
    assert "c(out, 1)" in normalised("out = c(out, 1)\nreturn out", ALL).python
    text = "def c():\n    return [1]\nout = c()\nreturn out"
    assert "out = []" not in normalised(text, ALL).python


# --- a map's view made a list in words ----------------------------------------------------------


@pytest.mark.parametrize(
    "last",
    [
        "Return list of groups.values()",
        "return a list of groups.values()",
        "return the list of groups.values( )",
        "return groups.values() as a list",
    ],
)
def test_list_of_a_maps_view(last: str) -> None:
    text = f"""
    groups = {{}}
    for w in words:
        key = w[0]
        if key not in groups: groups[key] = []
        groups[key].append(w)
    {last}
    """
    assert run(text, WORDS, ["ab", "ac", "b"]) == [["ab", "ac"], ["b"]]


def test_list_of_a_maps_view_keeps_bug() -> None:
    text = "groups = {}\nfor w in words:\n    groups[w[0]] = [w]\nreturn list of groups.values()"
    assert run(text, WORDS, ["ab", "ac", "b"]) == [["ac"], ["b"]]


def test_list_of_something_else_is_not_guessed() -> None:
    # what a "list of" a name holds is not said
    assert 4 in unread_lines("groups = {}\nfor w in words:\n    groups[w] = 1\nreturn list of groups", WORDS)


# --- an opening sentence's colon says nothing of a tab's width -----------------------------------


def test_opening_colon_does_not_hide_the_tab_width() -> None:
    text = (
        "my plan, one stack and bounds:\n\n"
        "- while stack\n\t- x = 1\n    - if x\n\t\t- y = 2\n\t- end\n- end\n"
    )
    assert ambiguous_tab_line(text) is None
    assert tab_width(text) == 4


def test_tabs_that_nest_two_ways_stay_ambiguous() -> None:
    # a second spaced line is inside the `if` at a tab of 4, beside it at 8: both nest consistently
    text = "my plan, one pass:\nfor x in nums:\n\tif x > 0:\n\t\ttotal += x\n        count += 1\n"
    assert ambiguous_tab_line(text) == 5


# --- an example line: `Test: "abba" → 2` ---------------------------------------------------------


@pytest.mark.parametrize(
    "example",
    [
        "Test: [1, 2, 4] → 6",
        "Example 2: [3, 5] -> 0",
        "e.g. [2, 2] gives 4",
        "test case: [] should return 0",
    ],
)
def test_example_line_is_not_run(example: str) -> None:
    assert run(f"{example}\n{EVENS}", TOTAL, [1, 2, 4]) == 6
    assert run(f"{EVENS}\n{example}", TOTAL, [1, 2, 4]) == 6


def test_example_line_keeps_bug() -> None:
    text = "Test: [1, 2] → 2\n" + EVENS.replace("total += x", "total += 1")
    assert run(text, TOTAL, [2, 4]) == 2


def test_label_without_a_result_stays_a_step() -> None:
    assert 1 in unread_lines(f"Test: nums = 1\n{EVENS}", TOTAL) or "nums = 1" in normalised(
        f"Test: nums = 1\n{EVENS}", TOTAL
    ).python.replace("# ", "")


# --- Lua: `local`, `~=`, `#s`, `for i = a, b do` -------------------------------------------------


@pytest.mark.parametrize(
    ("loop", "test"),
    [
        ("for i = 0, #s - 1 do", "if seen[c] ~= nil and seen[c] >= start then"),
        ("• For i = 0, #s-1 do", "If seen[c] ~= nil and seen[c] >= start Then"),
        ("for i = 0, #s - 1, 1 do", "if seen[c] ~= nil and seen[c] >= start then"),
    ],
)
def test_lua_longest_run(loop: str, test: str) -> None:
    bullet = "• " if loop.startswith("•") else ""
    text = f"""
    {bullet}local seen = {{}}
    {bullet}local start = 0
    {bullet}local best = 0
    {loop}
        {bullet}local c = s[i]
        {bullet}{test}
            {bullet}start = seen[c] + 1
        {bullet}end
        {bullet}seen[c] = i
        {bullet}best = math.max(best, i - start + 1)
    {bullet}end
    {bullet}return best
    """
    assert run(text, LONGEST, "abcabcbb") == 3
    assert run(text, LONGEST, "") == 0


def test_lua_counts_down_with_a_step() -> None:
    text = """
    local out = 0
    for i = #s - 1, 0, -1 do
        if s[i] ~= " " then
            out = out + 1
        end
    end
    return out
    """
    assert run(text, LONGEST, "ab c") == 3


def test_lua_keeps_bug() -> None:
    text = """
    local best = 0
    for i = 0, #s do
        best = best + 1
    end
    return best
    """
    assert run(text, LONGEST, "abc") == 4  # `#s` is inclusive: one pass too many, as written


@pytest.mark.parametrize(
    "text",
    [
        "best = 0\nif #s == 0:\n    return 0\nwhile #s > best:\n    best += 1\nreturn best",
        "best = 0\nIf #s == 0 Then\n    return 0\nEnd If\n"
        "While #s > best Do\n    best = best + 1\nEnd While\nreturn best",
        "best = 0\nrepeat\n    best = best + 1\nuntil #s <= best\nif #s == 0 then best = 0\nreturn best",
    ],
)
def test_lua_length_after_if_while_or_until(text: str) -> None:
    """One reading of `#s`, the lexer's, wherever an operand is due: after `if`, `while` and `until`
    too (stop 29: before, a Lua answer's `#` was also rewritten by a rule of its own, and an answer
    without `local` or a Lua `for` read `if #s` as a comment)."""
    assert run(text, LONGEST, "") == 0
    assert run(text, LONGEST, "abc") == 3


def test_hash_outside_lua_stays_a_comment() -> None:
    python = normalised("best = 0\n#s is the input\nfor c in s:\n    best += 1\nreturn best", LONGEST).python
    assert ("len(s)" not in python and "# s is the input" in python) or "#s is the input" in python


# --- `the bigger one out of a and b`; a sort key said again in brackets; `…, this is what i did` --


SPANS = sig("join_spans", "List[List[int]]", spans="List[List[int]]")
JOIN = """
{title}
{sort}
out = []
for each p in spans:
    if out is empty or out[-1][1] < p[0]: append p to out
    else: out[-1][1] = {bigger}
return out
"""


@pytest.mark.parametrize(
    "bigger",
    [
        "the bigger one out of out[-1][1] and p[1]",
        "the larger one of out[-1][1] and p[1]",
        "the greater number between out[-1][1] and p[1]",
        "the bigger value out of out[-1][1] and p[1]",
    ],
)
def test_bigger_one_out_of(bigger: str) -> None:
    text = JOIN.format(title="", sort="sort spans by start", bigger=bigger)
    assert run(text, SPANS, [[2, 6], [1, 3], [8, 9]]) == [[1, 6], [8, 9]]


def test_smaller_one_out_of_keeps_bug() -> None:
    text = JOIN.format(
        title="", sort="sort spans by start", bigger="the smaller one out of out[-1][1] and p[1]"
    )
    assert run(text, SPANS, [[1, 6], [2, 3]]) == [[1, 3]]


@pytest.mark.parametrize(
    "sort",
    [
        "sort spans by the start (the first number of each one)",
        "sort spans by their start (i.e. the first value)",
        "Sort spans by the beginning (the left end)",
        "sort spans by start (first number)",
    ],
)
def test_sort_key_said_again_in_brackets(sort: str) -> None:
    text = JOIN.format(title="", sort=sort, bigger="max(out[-1][1], p[1])")
    assert run(text, SPANS, [[2, 6], [1, 3], [8, 9]]) == [[1, 6], [8, 9]]


def test_sort_key_said_again_keeps_bug() -> None:
    text = JOIN.format(
        title="", sort="sort spans by the end (the second number)", bigger="max(out[-1][1], p[1])"
    )
    assert run(text, SPANS, [[1, 9], [2, 3]]) != [[1, 9]]


def test_sort_key_and_bracket_that_disagree_stay_listed() -> None:
    text = JOIN.format(
        title="", sort="sort spans by the start (the second number)", bigger="max(out[-1][1], p[1])"
    )
    assert 1 in unread_lines(text, SPANS)  # (the empty title line is dropped with the outer blank lines)


@pytest.mark.parametrize(
    "title",
    [
        "Join spans, this is what i did",
        "join spans - here is how I solved it:",
        "Join spans: this is what we did.",
        "join spans, here's what I came up with",
    ],
)
def test_title_before_what_i_did(title: str) -> None:
    text = JOIN.format(title=title, sort="sort spans by start", bigger="max(out[-1][1], p[1])")
    assert run(text, SPANS, [[2, 6], [1, 3]]) == [[1, 6]]


def test_title_before_what_i_did_keeps_bug() -> None:
    text = JOIN.format(title="Join spans, this is what i did", sort="", bigger="p[1]")
    assert run(text, SPANS, [[1, 9], [2, 3]]) == [[1, 3]]


def test_step_before_what_i_did_with_code_stays_listed() -> None:
    text = JOIN.format(title="out = [], this is what i did", sort="sort spans by start", bigger="p[1]")
    assert 1 in unread_lines(text, SPANS)


# --- a bulleted plan above the steps; `use a stack of (node, low, high)` ------------------------


BOUNDS = """
stack = [(root, -inf, inf)]
while stack not empty:
    node, lo, hi = stack.pop()
    if node is None: continue
    if not (lo < node.val < hi): return False
    stack.append((node.left, lo, node.val))
    stack.append((node.right, node.val, hi))
return True
"""


@pytest.mark.parametrize(
    "plan",
    [
        "My plan:\n- use a stack of (node, lo, hi)\n- Note: a node must sit strictly inside its bounds",
        "- use a stack of (node, lo, hi) triples\n- invariant: lo < node.val < hi for every node",
        "* Use a stack of triples\n* note: no recursion, so no deep calls",
        "How it works:\n+ make a stack of (n, a, b)\n+ Note: pop, check, push both children",
    ],
)
def test_bulleted_plan_above_the_steps(plan: str) -> None:
    text = f"{plan}\n{BOUNDS}"
    assert run(text, SORTED, TreeNode(2, TreeNode(1), TreeNode(3))) is True
    assert run(text, SORTED, TreeNode(2, TreeNode(3), TreeNode(1))) is False


def test_bulleted_plan_keeps_bug() -> None:
    text = "- use a stack of (node, lo, hi)\n- note: bounds\n" + BOUNDS.replace(
        "lo < node.val < hi", "lo <= node.val <= hi"
    )
    assert run(text, SORTED, TreeNode(2, TreeNode(2), None)) is True  # a repeat passes, as written


def test_bulleted_plan_that_holds_no_step_stays_listed() -> None:
    # a plan item no rule reads is listed, never dropped with its bullet
    assert 1 in unread_lines("- split the tree somehow\n- note: bounds\n" + BOUNDS, SORTED)


def test_stack_of_names_with_values_is_not_an_empty_stack() -> None:
    # `root` has a value: `a stack of (root, lo)` may be what the stack starts with
    python = normalised("use a stack of (root, hi)\nhi = 1\n" + BOUNDS, SORTED).python
    assert "stack = []" not in python
