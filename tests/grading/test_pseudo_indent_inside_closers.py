"""A line indented between a block's header and its body, in a block a closer ends, is in the body
(docs/pseudocode.md, "Blocks: `end`, braces or indentation, even mixed"), EXECUTED.

Found on round 19's ``tb-1811``: ``   prev ← curr`` one space short inside ``while … do … endwhile``
was read as the end of the loop, so the loop ran without it and every test failed with no flag for a
person. The closer says where the block ends; indentation that is one space off does not.
"""

from __future__ import annotations

import pytest

from tests.grading.support import linked, normalised, run_normalised, sig, values

# read wrongly, most of these loops never end: a stuck test fails here rather than at the suite's 300 s
pytestmark = pytest.mark.timeout(20)

TOTAL = sig("total", "int", nums="List[int]")
REVERSE = sig("reverse_list", "Optional[ListNode]", head="Optional[ListNode]")

REVERSE_ENDWHILE = """REVERSE-LIST(head)
  prev ← NIL
  curr ← head
  while curr ≠ NIL do
    nxt ← curr.next
    curr.next ← prev
   prev ← curr
    curr ← nxt
  endwhile
  return prev
"""


def _reverse(text: str, *items: int) -> list[int]:
    return values(run_normalised(text, REVERSE, linked(*items)))


def test_line_one_space_short_inside_endwhile_is_in_the_loop() -> None:
    n = normalised(REVERSE_ENDWHILE, REVERSE)
    assert "indentation-short-line" in n.rules_applied
    assert any("line 7 is indented less" in note for note in n.notes)
    assert _reverse(REVERSE_ENDWHILE, 1, 2, 3) == [3, 2, 1]
    assert _reverse(REVERSE_ENDWHILE) == []


def test_line_one_space_short_keeps_a_bug() -> None:
    # the learner forgets to move `prev`: only the first node is kept
    buggy = REVERSE_ENDWHILE.replace("   prev ← curr\n", "   prev ← prev\n")
    assert _reverse(buggy, 1, 2, 3) == []


SUM_REPEAT = """
s ← 0
i ← 0
repeat
    s ← s + nums[i]
  i ← i + 1
until i = length(nums)
return s
"""


def test_line_short_inside_repeat_until_is_in_the_loop() -> None:
    # read outside the loop, `i` never moves and the loop never ends
    assert run_normalised(SUM_REPEAT, TOTAL, [4, 5, 6]) == 15


SUM_BARE_END = """
s = 0
for k = 0 to length(nums) - 1
        s = s + nums[k]
    s = s + 1
end
return s + 1
"""


def test_bare_end_closes_the_block_the_short_line_sits_in() -> None:
    assert "indentation-short-line" in normalised(SUM_BARE_END, TOTAL).rules_applied
    # inside: 1 + 2 + 3 and 1 for each item, then 1 more (outside it would be 8)
    assert run_normalised(SUM_BARE_END, TOTAL, [1, 2, 3]) == 10


# a short line under an `if` in a loop; what closes below it decides where it goes
NESTED = """
s ← 0
for k ← 0 to length(nums) − 1 do
    if nums[k] > 0 then
            s ← s + nums[k]
        s ← s + 100
{closers}
return s
"""


def test_nested_block_short_line_goes_to_the_block_the_closer_names() -> None:
    text = NESTED.format(closers="    endif\nendfor")
    assert "indentation-short-line" in normalised(text, TOTAL).rules_applied
    # in the `if`, as `endif` says: 100 for each positive item only
    assert run_normalised(text, TOTAL, [1, -2, 3]) == 204


def test_other_closer_below_does_not_pull_the_line_in() -> None:
    # `endfor` closes the loop, not the `if` the short line sits under: the line is after the `if`
    text = NESTED.format(closers="endfor")
    assert "indentation-short-line" not in normalised(text, TOTAL).rules_applied
    assert run_normalised(text, TOTAL, [1, -2, 3]) == 304


LOOK_ALIKE_ENDED_BY_INDENTATION = """
s ← 0
i ← 0
while i < length(nums) do
    s ← s + nums[i]
    i ← i + 1
  t ← s
return s
"""


def test_short_line_with_no_closer_below_keeps_the_indentation_reading() -> None:
    # the next line at the loop's own indentation is a step, not a closer: the indentation ended
    # the loop before `t ← s`, as it always did
    n = normalised(LOOK_ALIKE_ENDED_BY_INDENTATION, TOTAL)
    assert "indentation-short-line" not in n.rules_applied
    assert run_normalised(LOOK_ALIKE_ENDED_BY_INDENTATION, TOTAL, [2, 3]) == 5


# the `else` below an `if` at its own indentation says the `if` goes on past the short line: popped
# there, the `else` became Python's for-else of the loop around it, and ran once after the loop
IF_ELSE = """
s ← 0
for k ← 0 to length(nums) − 1 do
    if nums[k] > 0 then
        s ← s + nums[k]
      s ← s + 100
    else
        s ← s − 1
    endif
endfor
return s
"""

PYTHON_IF_ELSE = """
def total(nums):
    s = 0
    for x in nums:
        if x > 0:
            s = s + x
          s = s + 100
        else:
            s = s - 1
    return s
"""


@pytest.mark.parametrize("text", [IF_ELSE, PYTHON_IF_ELSE], ids=["endif", "python-like"])
def test_short_line_before_an_else_is_in_the_if(text: str) -> None:
    assert "indentation-short-line" in normalised(text, TOTAL).rules_applied
    # 1 + 100, then −1 for −2, then 3 + 100
    assert run_normalised(text, TOTAL, [1, -2, 3]) == 203


def test_short_line_before_an_else_keeps_a_bug() -> None:
    # the learner adds the bonus to the wrong total: the bug still shows
    buggy = IF_ELSE.replace("      s ← s + 100", "      s ← s + 10")
    assert run_normalised(buggy, TOTAL, [1, -2, 3]) == 23
