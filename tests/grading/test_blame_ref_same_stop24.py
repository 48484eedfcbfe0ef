"""Readings that ran a correct answer differently from its learner's language, found by ref-same.

``benchmarks/pseudocode_coverage.py --reference`` compares each answer's test outcomes with its hand
translation's. Four buggy answers kept their verdict for another reason than their bug; written
correctly, each shape would have been graded as failing, and the failure put on the learner:

- JavaScript reads past either end of an array as ``undefined``: ``const last = res[res.length - 1]``
  on an empty ``res`` crashed (a negative index raised ``IndexError``);
- JavaScript's ``c in pairs`` (a key of an object literal) sent the answer to the line rules, where
  ``stack.pop()`` on an empty stack raises instead of giving ``undefined``;
- ``output "found"`` followed by ``return [i, j]``: the message was returned as the answer;
- ``if ch is '(' or '[' or '{'``: read word for word, always true.

docs/pseudocode.md: "JavaScript's undefined", "A displayed value before the result", "One of
several values".
"""

from __future__ import annotations

import asyncio
import textwrap
from pathlib import Path

import pytest

from assay.grading import PseudocodeNotUnderstoodError
from assay.grading._pseudocode._no_blame import static_doubts
from assay.judge import Signature
from assay.sandbox import Sandbox
from tests.api.support import make_service
from tests.grading.support import normalised, run_normalised, signature

MERGE = signature("merge", "List[List[int]]", intervals="List[List[int]]")
VALID = signature("is_valid", "bool", s="str")
PAIR = signature("two_sum", "List[int]", nums="List[int]", target="int")
COUNT = signature("count_changes", "int", nums="List[int]")


def _doubts(text: str, sig: Signature) -> list[int]:
    text = textwrap.dedent(text).strip("\n")
    result = normalised(text, sig)
    return sorted({d.line for d in [*result.unrecognised, *static_doubts(text, result, sig)]})


# -- JavaScript's undefined ---------------------------------------------------------------------------

JS_MERGE = """
function merge(intervals) {
  intervals.sort((a, b) => a[0] - b[0]);
  const out = [];
  for (const iv of intervals) {
    const last = out[out.length - 1];
    if (out.length > 0 && iv[0] <= last[1]) {
      last[1] = Math.max(last[1], iv[1]);
    } else {
      out.push([iv[0], iv[1]]);
    }
  }
  return out;
}
"""


def test_js_reading_before_the_start_of_an_empty_array_is_undefined() -> None:
    assert "c-family-javascript" in normalised(JS_MERGE, MERGE).rules_applied
    assert run_normalised(JS_MERGE, MERGE, [[8, 10], [1, 3], [2, 6]]) == [[1, 6], [8, 10]]


def test_js_reading_before_the_start_compares_as_undefined() -> None:
    # `nums[i - 1]` at i = 0 is undefined, never equal to a number: the first item counts as a change
    text = """
    function countChanges(nums) {
      let changes = 0;
      for (let i = 0; i < nums.length; i++) {
        if (nums[i] !== nums[i - 1]) changes++;
      }
      return changes;
    }
    """
    assert run_normalised(text, COUNT, [4, 4, 5, 5, 5, 6]) == 3
    assert run_normalised(text, COUNT, [-1]) == 1  # Python's nums[-1] would be the item itself


def test_js_merge_keeps_its_string_sort_bug() -> None:
    buggy = JS_MERGE.replace("intervals.sort((a, b) => a[0] - b[0]);", "intervals.sort();")
    # as strings "10,12" sorts before "2,3", and both later pairs fall inside [10, 12]: the learner's
    # JavaScript answers [[10, 12]], and so does ours
    assert run_normalised(buggy, MERGE, [[2, 3], [10, 12], [3, 4]]) == [[10, 12]]


JS_VALID = """
function isValid(s) {
  const stack = [];
  const opener = { ')': '(', ']': '[', '}': '{' };
  for (const c of s) {
    if (!(c in opener)) {
      stack.push(c);
    } else if (stack.pop() !== opener[c]) {
      return false;
    }
  }
  return stack.length === 0;
}
"""


@pytest.mark.parametrize(("s", "valid"), [("()[]{}", True), ("]", False), ("(]", False), ("((", False)])
def test_js_in_an_object_literal_and_pop_of_an_empty_stack(s: str, valid: bool) -> None:
    assert "c-family-javascript" in normalised(JS_VALID, VALID).rules_applied
    assert run_normalised(JS_VALID, VALID, s) is valid


def test_js_peek_without_pop_keeps_its_bug() -> None:
    # the learner compares the top but never pops it: "()" is refused, as their JavaScript refuses it
    buggy = JS_VALID.replace("stack.pop()", "stack[stack.length - 1]")
    assert run_normalised(buggy, VALID, "()") is False
    assert run_normalised(buggy, VALID, "]") is False  # undefined !== '[': no crash


@pytest.mark.parametrize("holder", ["[1, 2]", "new Map()"])
def test_js_in_on_an_array_or_a_map_is_not_read_by_the_grammar(holder: str) -> None:
    # `i in array` tests an index, `k in map` a Map's properties: neither is a key test, never guessed
    text = f"""
    function f(nums) {{
      const seen = {holder};
      return 1 in seen ? 1 : 0;
    }}
    """
    assert "c-family-parser" not in normalised(text, COUNT).rules_applied


# -- a displayed value before the result ------------------------------------------------------------

TWO_SUM = """
procedure TwoSum(A, t)
    for i from 0 to A.length - 1
        for j from i + 1 to A.length - 1
            if A[i] + A[j] = t then
                {say} "pair found"
                return [i, j]
            end if
        end for
    end for
    return []
end procedure
"""


@pytest.mark.parametrize("say", ["output", "Output", "display", "print"])
def test_a_message_before_the_return_is_displayed_not_returned(say: str) -> None:
    assert run_normalised(TWO_SUM.format(say=say), PAIR, [3, 2, 4], 6) == [1, 2]


def test_a_result_word_that_ends_its_block_still_returns() -> None:
    text = """
    procedure TwoSum(A, t)
        for i from 0 to A.length - 1
            for j from i + 1 to A.length - 1
                if A[i] + A[j] = t then
                    output [i, j]
                end if
            end for
        end for
        output []
    end procedure
    """
    assert run_normalised(text, PAIR, [3, 2, 4], 6) == [1, 2]


def test_a_return_the_learner_wrote_is_kept_even_before_dead_code() -> None:
    # their `return "pair found"` is their bug: the grade must see it
    text = TWO_SUM.format(say="return")
    assert run_normalised(text, PAIR, [3, 2, 4], 6) == "pair found"


# -- one of several values ------------------------------------------------------------------------

BRACKETS = """
make an empty stack st
for each ch in s
    if ch {said} '(' or '[' or '{{' then push ch onto st
    otherwise
        if st is empty then return false
        if pop st != the opener of ch then return false
return st is empty
"""


@pytest.mark.parametrize("said", ["is", "equals"])
def test_is_a_or_b_is_one_of_the_values(said: str) -> None:
    text = BRACKETS.format(said=said).replace("the opener of ch", "{')': '(', ']': '[', '}': '{'}[ch]")
    result = normalised(text, VALID)
    assert "one-of-values" in result.rules_applied, result.python
    for s, valid in [("([]{})", True), ("(]", False), ("(", False)]:
        assert run_normalised(text, VALID, s) is valid


def test_one_of_the_values_keeps_a_leftover_bug() -> None:
    text = BRACKETS.format(said="is").replace("the opener of ch", "{')': '(', ']': '[', '}': '{'}[ch]")
    buggy = text.replace("return st is empty", "return true")
    assert run_normalised(buggy, VALID, "(") is True  # the learner forgot the leftover openers


def test_code_shaped_or_of_a_literal_is_named_not_run() -> None:
    text = """
    def isValid(s)
        st = []
        for ch in s
            if ch == '(' or '[' or '{'
                st.append(ch)
            else
                if not st or st.pop() != {')': '(', ']': '[', '}': '{'}[ch]
                    return false
        return len(st) == 0
    """
    assert _doubts(text, VALID) == [4]


def test_or_of_a_default_value_is_no_condition() -> None:
    text = """
    def f(nums)
        best = max(nums) or 1
        return best
    """
    assert _doubts(text, COUNT) == []


def test_the_grade_names_the_always_true_line(tmp_path: Path, sandbox: Sandbox) -> None:
    text = """
    def isValid(s)
        st = []
        for ch in s
            if ch == '(' or '['
                st.append(ch)
            else
                if not st or st.pop() != {')': '(', ']': '['}[ch]
                    return false
        return len(st) == 0
    """
    with pytest.raises(PseudocodeNotUnderstoodError) as refused:
        asyncio.run(make_service(tmp_path, sandbox).evaluate("20", textwrap.dedent(text).strip("\n")))
    assert "line 4" in str(refused.value) and "always holds" in str(refused.value)


# -- where JavaScript's undefined goes on and Python stops ---------------------------------------------

KADANE_FROM_0 = """
function maxSubArray(nums) {
  let best = nums[0];
  for (let i = 0; i < nums.length; i++) {
    if (nums[i - 1] > 0) nums[i] += nums[i - 1];
    best = Math.max(best, nums[i]);
  }
  return best;
}
"""


def test_undefined_in_a_comparison_is_our_doubt_not_the_learners_crash(
    tmp_path: Path, sandbox: Sandbox
) -> None:
    # correct JavaScript: at i = 0, `undefined > 0` is false. Python refuses None > 0: named, not graded
    with pytest.raises(PseudocodeNotUnderstoodError) as refused:
        asyncio.run(
            make_service(tmp_path, sandbox).evaluate("53", textwrap.dedent(KADANE_FROM_0).strip("\n"))
        )
    assert "line 4" in str(refused.value) and "undefined" in str(refused.value)


def test_a_guarded_read_runs_and_is_graded(tmp_path: Path, sandbox: Sandbox) -> None:
    guarded = KADANE_FROM_0.replace("if (nums[i - 1] > 0)", "if (i > 0 && nums[i - 1] > 0)")
    graded = asyncio.run(make_service(tmp_path, sandbox).evaluate("53", textwrap.dedent(guarded).strip("\n")))
    assert graded.passed
