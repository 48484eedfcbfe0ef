"""Correct answers our translation once ran with another meaning, blaming the learner (round 7).

Five classes (docs/pseudocode.md, "Lines not understood", "Counting from 1", "Blocks"):

- steps after a ``;`` on the line of a one-line block (``If c → a; return``) went after the block:
  they are its body, as in Python's ``if c: a; b``; a line of C keeps C's reading; a worded header
  whose steps also end in ``;`` (Pascal's or C's reading?) is not understood;
- ``nums[0..k-1]`` lost its ``k`` (a fixed-width cut of `` - 1``) and summed the whole array;
- a 1-based answer's ``G[1].length`` was left unshifted (the second row, past a 1-row grid);
- a remark in prose that set the first values (``… prev1 … Both start 0.``) was dropped, and the
  loop read ``prev1`` on its first pass: a read every first pass makes is now a doubt, and the
  remark that names the variable is the line named;
- Python-like pseudocode that parses (``class Solution`` / ``def generateParenthesis(self, n):`` /
  ``cur.length``) was graded as Python and refused (``INVALID_SOLUTION``): it is pseudocode.
"""

from __future__ import annotations

import asyncio
import textwrap
from pathlib import Path
from typing import Any

import pytest

from assay.errors import InvalidInputError
from assay.grading import normalise
from assay.grading._pseudocode import pseudocode_in_python_form
from assay.grading._pseudocode._no_blame import static_doubts
from assay.questions import DirectoryStore, Question
from assay.sandbox import Sandbox
from tests.api.support import make_service


def _question(qid: str) -> Question:
    return DirectoryStore().get(qid)


def _run(text: str, qid: str, *args: Any) -> Any:
    question = _question(qid)
    result = normalise(textwrap.dedent(text).strip("\n") + "\n", question.signature)
    assert result.ok, f"{result.error}\n{result.python}"
    assert not result.unrecognised, f"{result.unrecognised}\n{result.python}"
    assert not static_doubts(text, result, question.signature), result.python
    namespace: dict[str, Any] = {}
    exec(compile(result.python, "<normalised>", "exec"), namespace)  # the normaliser's own output
    return getattr(namespace["Solution"](), question.signature.method)(*args)


def _doubts(text: str, qid: str) -> list[int]:
    question = _question(qid)
    text = textwrap.dedent(text).strip("\n") + "\n"
    result = normalise(text, question.signature)
    doubts = [*result.unrecognised, *static_doubts(text, result, question.signature)]
    return sorted({d.line for d in doubts})


PARENS_3 = ["((()))", "(()())", "(())()", "()(())", "()()()"]

# -- steps after `;` on a one-line block's line ------------------------------------------------------


def _generate(guard: str, close_test: str = "close < open") -> str:
    """Generate Parentheses with the learner's one-line ``guard`` as the recursion's first step."""
    return f"""
    function generate(n):
        res = []
        function go(cur, open, close):
            {guard}
            If open < n → go(cur + "(", open + 1, close)
            If {close_test} → go(cur + ")", open, close + 1)
        go("", 0, 0)
        return res
    """


@pytest.mark.parametrize(
    "guard",
    [
        "If len(cur) == 2*n → res.append(cur); return",
        "if len(cur) == 2*n then res.append(cur); return",
        "if len(cur) == 2*n -> res.append(cur) ; return",
        "IF len(cur) = 2*n THEN res.append(cur); return",
        "if len(cur) == 2*n: res.append(cur); return",
    ],
)
def test_steps_after_a_semicolon_belong_to_the_one_line_block(guard: str) -> None:
    assert sorted(_run(_generate(guard), "22", 3)) == PARENS_3


@pytest.mark.parametrize(
    "loop",
    [
        "for each x in nums do total = total + x; count = count + 1",
        "For each x in nums → total = total + x; count = count + 1",
        "while i < len(nums) do total = total + nums[i]; count = count + 1; i = i + 1",
    ],
)
def test_a_one_line_loop_runs_every_step_after_its_semicolons(loop: str) -> None:
    text = f"""
    function findMaxAverage(nums, k)
        total = 0
        count = 0
        i = 0
        {loop}
        return total / (count * k)
    """
    assert _run(text, "643", [1, 2, 3], 1) == 2.0


def test_an_if_after_a_semicolon_in_a_one_line_loop_checks_each_item() -> None:
    text = """
    function topKFrequent(nums, k)
        res = []
        For each x in sorted(set(nums)): res.append(x); If len(res) == k: Return res
        return res
    """
    assert _run(text, "347", [1, 1, 2, 3], 1) == [1]


def test_a_buggy_one_line_block_keeps_its_bug() -> None:
    # `close <= open` is the learner's bug: unbalanced strings such as `())(` are produced
    text = _generate("If len(cur) == 2*n → res.append(cur); return", close_test="close <= open")
    assert sorted(_run(text, "22", 2)) != ["(())", "()()"]


@pytest.mark.parametrize(
    "guard",
    [
        "if len(cur) == 2*n then res.append(cur); return;",  # Pascal ends the body at the `;`, Lua does not
        "If len(cur) == 2*n → res.append(cur); If open > n → return",  # two guards, or one inside the other?
    ],
)
def test_a_semicolon_that_could_end_the_block_is_not_understood(guard: str) -> None:
    assert 4 in _doubts(_generate(guard), "22")


def test_a_pascal_answer_one_line_if_with_a_semicolon_is_not_understood() -> None:
    text = """
    function rob(nums: array of integer): integer;
    var a, b, t, i: integer;
    begin
      a := 0; b := 0;
      for i := 0 to High(nums) do
      begin
        t := b;
        if a + nums[i] > b then b := a + nums[i]; a := t;
      end;
      rob := b;
    end;
    """
    assert 8 in _doubts(text, "198")


def test_a_line_of_c_keeps_c_reading_of_the_semicolon() -> None:
    text = """
    int findMaxAverage(int* nums, int numsSize, int k) {
        double best = 0;
        if (k > 100) best = 1; best = best + nums[0];
        return best;
    }
    """
    assert _run(text, "643", [4, 2], 1) == 4.0


# -- `A[i..j-1]`: the `- 1` cut as written -----------------------------------------------------------


@pytest.mark.parametrize(
    "first",
    [
        "sum of nums[0..k-1]",
        "sum of nums[0..k - 1]",
        "sum(nums[0..k-1])",
        "sum(nums[0...k-1])",
        "sum of nums[0 .. k-1]",
    ],
)
def test_an_inclusive_slice_ending_at_k_minus_1_keeps_k(first: str) -> None:
    text = f"""
    def findMaxAverage(nums, k)
      window = {first}
      best = window
      for end in range(k, len(nums))
        window += nums[end] - nums[end - k]
        if window > best
          best = window
        end
      end
      return best / k
    end
    """
    assert _run(text, "643", [1, 12, -5, -6, 50, 3], 4) == 12.75
    assert _run(text, "643", [5], 1) == 5.0


def test_an_inclusive_slice_with_brackets_in_its_ends_keeps_them() -> None:
    text = """
    def findMaxAverage(nums, k)
      ends = [0, k]
      window = sum(nums[ends[0]..ends[1]-1])
      return window / k
    end
    """
    assert _run(text, "643", [1, 2, 3, 4], 2) == 1.5


def test_a_slice_one_too_long_keeps_its_bug() -> None:
    text = """
    def findMaxAverage(nums, k)
      window = sum of nums[0..k]
      return window / k
    end
    """
    assert _run(text, "643", [1, 2, 3, 4], 2) == 3.0  # the learner's window holds k + 1 items


# -- a 1-based answer's row, measured --------------------------------------------------------------

ISLAND_ROWS = """
ISLANDS(G)
    rows ← G.length
    cols ← {cols}
    count ← 0
    for r ← 1 to rows do
        for c ← {start} to cols do
            if G[r][c] = "1" then
                count ← count + 1
    return count
"""


@pytest.mark.parametrize(
    "cols", ["G[1].length", "length[G[1]]", "len(G[1])", "length(G[1])", "G[rows].length"]
)
def test_a_one_based_row_whose_length_is_taken_is_the_first_row(cols: str) -> None:
    text = ISLAND_ROWS.format(cols=cols, start=1)
    assert _run(text, "200", [["1", "0", "1"]]) == 2  # one row: `G[1]` is it, not a second row
    assert _run(text, "200", [["1"], ["1"]]) == 2


def test_a_one_based_row_zero_measured_is_still_a_row() -> None:
    text = ISLAND_ROWS.format(cols="len(G[0])", start=1).replace("ISLANDS(G)", "ISLANDS(G)\n    ▷ 1-based")
    assert _run(text, "200", [["1", "1"]]) == 2


def test_a_one_based_count_that_skips_the_first_column_keeps_its_bug() -> None:
    text = ISLAND_ROWS.format(cols="G[1].length", start=2)
    assert _run(text, "200", [["1", "0", "1"]]) == 1


# -- a remark that held the first values -----------------------------------------------------------

ROB = """
{remark}
For each money in nums do
    now = max(prev1, prev2 + money)
    prev2 = prev1
    prev1 = now
end
Return prev1
"""


@pytest.mark.parametrize(
    "remark",
    [
        "We take two variable, prev2 is best until two house before, prev1 is best until house before. "
        "Both start 0.",
        "Keep prev1 (best so far) and prev2 (best before that), at the start they are nothing",
        "prev1 and prev2 are the best totals up to the last two houses, initially zero.",
    ],
)
def test_a_remark_naming_a_variable_read_before_any_step_sets_it_is_not_understood(remark: str) -> None:
    assert 1 in _doubts(ROB.format(remark=remark), "198")


def test_a_read_every_first_pass_makes_before_the_loop_sets_it_is_a_doubt() -> None:
    text = ROB.format(remark="").replace("For each money", "best = 0\nFor each money")
    assert 3 in _doubts(text, "198")  # no remark to name: the line that reads it


def test_a_read_the_first_pass_may_skip_is_not_a_doubt() -> None:
    text = """
    function rob(nums)
        best = 0
        for i in range(len(nums)):
            if i > 0:
                best = max(best, prev + nums[i])
            prev = nums[i]
        return best
    """
    assert _doubts(text, "198") == []


def test_the_remark_written_as_steps_runs_and_a_wrong_start_keeps_its_bug() -> None:
    right = ROB.format(remark="prev1 = 0\nprev2 = 0")
    assert _run(right, "198", [2, 7, 9, 3, 1]) == 12
    wrong = ROB.format(remark="prev1 = 1\nprev2 = 0")  # the learner's off-by-one start
    assert _run(wrong, "198", [0, 0]) == 1  # robbing nothing is worth 1 to it


# -- Python-like pseudocode that parses ------------------------------------------------------------

PY_LIKE = """class Solution:
    def {name}(self, n{hint}){ret}:
        res = []
        def go(cur, open, close):
            if {length} == 2*n:
                res.append(cur)
                return
            if open < n:
                go(cur + "(", open + 1, close)
            if close {cmp} open:
                go(cur + ")", open, close + 1)
        go("", 0, 0)
        return res
"""


@pytest.mark.parametrize(
    ("name", "hint", "length"),
    [
        ("generateParenthesis", "", "cur.length"),
        ("generate_parenthesis", "", "cur.length"),
        ("generateParenthesis", ": int", "cur.length()"),
        ("generateParenthesis", "", "cur.size()"),
    ],
)
def test_python_like_pseudocode_that_parses_is_pseudocode(name: str, hint: str, length: str) -> None:
    text = PY_LIKE.format(name=name, hint=hint, ret="", length=length, cmp="<")
    assert pseudocode_in_python_form(text, _question("22").signature)
    assert sorted(_run(text, "22", 3)) == PARENS_3


@pytest.mark.parametrize(
    ("name", "hint", "length"),
    [
        ("generate_parenthesis", ": int", "cur.length"),  # typed, named: Python as written
        ("generateParenthesis", "", "len(cur)"),  # no word of another language: Python, misnamed
    ],
)
def test_python_stays_python(name: str, hint: str, length: str) -> None:
    ret = " -> List[str]" if hint else ""
    text = PY_LIKE.format(name=name, hint=hint, ret=ret, length=length, cmp="<")
    assert not pseudocode_in_python_form(text, _question("22").signature)
    assert not normalise(text, _question("22").signature).changed


def _grade(tmp_path: Path, sandbox: Sandbox, text: str) -> Any:
    return asyncio.run(make_service(tmp_path, sandbox).evaluate("22", text))


def test_python_like_pseudocode_that_parses_is_graded_as_pseudocode(tmp_path: Path, sandbox: Sandbox) -> None:
    right = _grade(
        tmp_path,
        sandbox,
        PY_LIKE.format(name="generateParenthesis", hint="", ret="", length="cur.length", cmp="<"),
    )
    assert right.solution_kind == "pseudocode" and right.passed
    buggy = _grade(
        tmp_path,
        sandbox,
        PY_LIKE.format(name="generateParenthesis", hint="", ret="", length="cur.length", cmp="<="),
    )
    assert buggy.solution_kind == "pseudocode" and not buggy.passed  # the learner's bug, kept


def test_misnamed_python_is_still_refused_as_python(tmp_path: Path, sandbox: Sandbox) -> None:
    text = PY_LIKE.format(
        name="generateParenthesis", hint=": int", ret=" -> List[str]", length="len(cur)", cmp="<"
    )
    with pytest.raises(InvalidInputError) as caught:
        _grade(tmp_path, sandbox, "from typing import List\n" + text)
    assert caught.value.code == "INVALID_SOLUTION"
    assert "rename it to `generate_parenthesis`" in caught.value.message
