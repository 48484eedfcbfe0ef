"""Kinds of construct (not answers) that independently written pseudocode used and the normaliser
missed (docs/pseudocode.md, "Styles"): each in several spellings a learner of that tradition would
use, normalised then EXECUTED; and the near misses that must stay code or stay not understood.
"""

from __future__ import annotations

import textwrap
from typing import Any

import pytest

from assay.grading import normalise
from assay.grading._pseudocode._phone_notes import phone_notes
from assay.judge import Signature
from tests.grading.support import ListNode, TreeNode, run_normalised
from tests.grading.support import signature as sig


def run(text: str, signature: Signature, *args: Any) -> Any:
    return run_normalised(text, signature, *args, classes=(ListNode, TreeNode))


def not_understood(text: str, signature: Signature) -> None:
    result = normalise(textwrap.dedent(text).strip("\n"), signature)
    assert not result.ok or result.unrecognised, result.python


MERGE = sig("merge", "List[List[int]]", intervals="List[List[int]]")
TOTAL = sig("total", "int", nums="List[int]")
BUILD = sig("build", "Optional[ListNode]", nums="List[int]")
TREE = sig("make", "Optional[TreeNode]", x="int")


# -- keyword arguments are arguments, not a side definition ------------------------------------------


@pytest.mark.parametrize(
    "step",
    [
        "arr.sort(key=lambda x: x[0])",
        "arr.sort(key=lambda x: x[0]);",
        "arr.sort(key = lambda iv: iv[0])",
        "arr = sorted(arr, key=lambda x: x[0])",
        "arr.sort(reverse=False, key=lambda p: p[0])",
    ],
)
def test_a_call_with_a_keyword_argument_keeps_it(step: str) -> None:
    text = f"def merge(arr):\n    {step}\n    return arr\n"
    assert run(text, MERGE, [[3, 4], [1, 2]]) == [[1, 2], [3, 4]]


def test_a_bracketed_definition_apart_from_the_step_still_defines() -> None:
    text = """
    def total(nums):
        s = 0
        for i in range(n):   (n = len(nums))
            s += nums[i]
        return s
    """
    assert run(text, TOTAL, [1, 2, 3]) == 6


# -- notes written after a step ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "code"),
    [
        ("return prev   <-- new head", "return prev"),
        ("return prev  <- the new head", "return prev"),
        ("window += nums[i] - nums[i-k]   \u2190 slide: add the new one", "window += nums[i] - nums[i-k]"),
        ("x = f(a)  <== this is the fix", "x = f(a)"),
        ("x = f(a)  ==> this is the fix", "x = f(a)"),
        ("x = f(a)  -- this is the fix", "x = f(a)"),
        ("x = f(a)  ^^ this is the fix", "x = f(a)"),
        ("rev(0, n-1)     reverse everything", "rev(0, n-1)"),
        ("if a[lo] <= a[mid] {      left half sorted", "if a[lo] <= a[mid] {"),
        ("arr[i] = 0;   set it to zero", "arr[i] = 0;"),
        ("while lo < hi:   halving each time", "while lo < hi:"),
    ],
)
def test_a_note_after_a_step_is_a_comment(line: str, code: str) -> None:
    assert phone_notes(line).split("  #")[0] == code


@pytest.mark.parametrize(
    "line",
    [
        "x  \u2190 length of A",  # the arrow is the assignment
        "if x > 0:   then return x",
        "for i from 1  to n",
        'print("a)  b c")',
        "foo(x)  and then y",
        "f(x)  return x",  # a second step naming the step's data
        "if x > 0:   return x",
        "if lo  <= hi and ok",  # a comparison, not an arrow
        "x = a  ^ b",
    ],
)
def test_words_that_continue_the_step_stay_code(line: str) -> None:
    assert phone_notes(line) == line


@pytest.mark.parametrize(
    "note",
    ["<-- the new head", "\u2190 new head of the list", "<- new head now", "--> new head now"],
)
def test_a_noted_return_runs(note: str) -> None:
    text = f"""
    prev = null
    cur = head
    while cur != null:
        nxt = cur.next
        cur.next = prev
        prev = cur
        cur = nxt
    return prev   {note}
    """
    signature = sig("reverse_list", "Optional[ListNode]", head="Optional[ListNode]")
    head = run(text, signature, ListNode(1, ListNode(2)))
    assert (head.val, head.next.val, head.next.next) == (2, 1, None)


# -- C++ brace initialisation constructs the declared type ---------------------------------------------


def test_brace_initialised_nodes_are_constructed() -> None:
    text = """
    TreeNode* make(int x) {
        TreeNode t{5};
        TreeNode u = {6};
        TreeNode* p = new TreeNode{x};
        auto q = TreeNode{7};
        p->left = new TreeNode{t.val + u.val + q.val};
        return p;
    }
    """
    root = run(text, TREE, 1)
    assert (root.val, root.left.val) == (1, 18)


def test_brace_initialised_list_nodes_and_scalars() -> None:
    text = """
    ListNode* build(vector<int>& nums) {
        ListNode dummy{0};
        auto p = new ListNode{0};
        ListNode d2 = ListNode{1};
        int a{0};
        int c{};
        bool seen{};
        double half{1};
        ListNode* tail = p;
        for (int x : nums) { tail->next = new ListNode{x + a + c + d2.val + dummy.val}; tail = tail->next; }
        if (seen || half != 1.0) return nullptr;
        return p->next;
    }
    """
    head = run(text, BUILD, [4, 5])
    assert (head.val, head.next.val, head.next.next) == (5, 6, None)


def test_brace_initialised_vectors_hold_their_items() -> None:
    text = """
    int total(vector<int>& nums) {
        vector<int> v{1, 2};
        vector<int> w = {3, 4};
        vector<int> e{};
        vector<vector<int>> g{{1, 2}, {3}};
        auto q = vector<int>{5, 6};
        return v[0] + v[1] + w[1] + e.size() + g[1][0] + q[1];
    }
    """
    assert run(text, TOTAL, [9]) == 1 + 2 + 4 + 0 + 3 + 6


@pytest.mark.parametrize(
    "declaration",
    [
        "vector<vector<int>> g{3, vector<int>(2)};",  # a size and a fill value, not two items
        "vector<string> s{3};",  # three empty strings
        "char c{};",
    ],
)
def test_brace_initialisation_we_do_not_model_is_not_translated_as_a_list(declaration: str) -> None:
    text = f"int total(vector<int>& nums) {{\n    {declaration}\n    return 0;\n}}\n"
    result = normalise(text, TOTAL)
    assert "c-family-parser" not in result.rules_applied, result.python


# -- `/` in an answer that mixes C's braces with Python's slices --------------------------------------

AVERAGE = sig("find_max_average", "float", nums="List[int]", k="int")
_SLIDE = """
window = sum(nums[0:k])
best = window
for i := k; i < len(nums); i++ {
    window += nums[i] - nums[i-k]
    best = max(best, window)
}
"""


def test_a_division_in_braces_mixed_with_python_slices_is_not_guessed() -> None:
    result = normalise(_SLIDE + "return best / k\n", AVERAGE)
    assert [u.text for u in result.unrecognised] == ["return best / k"], result.python
    assert "float(a) / b" in result.unrecognised[0].hint


def test_a_division_said_to_be_real_runs() -> None:
    assert run(_SLIDE + "return float(best) / k\n", AVERAGE, [1, 12, -5, -6, 50, 3], 4) == 12.75


def test_a_division_in_plain_c_like_code_still_truncates() -> None:
    text = """
    window = 0
    for (i = 0; i < k; i++) { window += nums[i]; }
    return window / k;
    """
    assert run(text, AVERAGE, [1, 2, 4], 2) == 1


# -- textbook: an algorithm box names the parameters ---------------------------------------------------

KTH = sig("find_kth_largest", "int", nums="List[int]", k="int")
_KTH_STEPS = """
best ← A[1]
for i ← 2 to k do
    if A[i] > best then
        best ← A[i]
return best
"""


@pytest.mark.parametrize(
    "box",
    [
        "Algorithm: KTH-LARGEST\nInput: an array A[1..n] of integers and an integer k, 1 ≤ k ≤ n\n"
        "Output: the k-th largest value in A\n",
        "Algorithm 3: Largest-Of-First (a warm-up)\nInput: array A[1..n], integer k\nOutput: a value\n",
        "Procedure FIRST-MAX\nRequire: A[1..n] and k\nEnsure: the largest of A[1..k]\n",
        "Input: an array A and an integer k\nOutput: the largest of its first k values\n",
        "Function first_max\nInputs - A (a list of numbers), k (how many)\n",
        "Algorithm: FIRST-MAX\nGiven: array A[1..n] with k ≤ n\n",
    ],
)
def test_an_algorithm_box_names_the_parameters(box: str) -> None:
    assert run(box + "\n" + _KTH_STEPS, KTH, [3, 9, 4, 1], 2) == 9


def test_names_the_steps_set_are_not_parameters() -> None:
    text = """
    Algorithm: CAN-FINISH
    Input: an integer n and a list P of pairs (a, b)
    Output: TRUE if every course can be taken

    let indeg[0..n-1] be a new array filled with 0
    for each (a, b) in P do
        indeg[a] ← indeg[a] + 1
    return indeg[0] = 0
    """
    signature = sig("can_finish", "bool", num_courses="int", prerequisites="List[List[int]]")
    assert run(text, signature, 2, [[1, 0]]) is True
    assert run(text, signature, 2, [[0, 1]]) is False


def test_a_box_naming_more_inputs_than_the_question_passes_is_left_alone() -> None:
    text = "Algorithm: F\nInput: arrays A, B and integers k, m\n\nreturn A[k] + B[m]\n"
    result = normalise(text, KTH)
    assert "algorithm-box" not in result.rules_applied
    assert result.unrecognised, result.python


# -- what is written around the steps -----------------------------------------------------------------

DUPS = sig("contains_duplicate", "bool", nums="List[int]")
_DUP_STEPS = (
    "nums.sort()\nfor i in range(1, len(nums)):\n    if nums[i] == nums[i-1]: return True\nreturn False\n"
)


@pytest.mark.parametrize(
    "remark",
    [
        "sorting puts equal numbers next to each other, so one pass is enough",
        "O(n log n) time, O(1) extra space.",
        "Every number is compared once, so the running time is Θ(n log n); the sort\ndominates.",
        "Time: O(n log n) because of the sort",
        "Why it works: equal values end up side by side after sorting.",
    ],
)
def test_a_closing_remark_after_the_last_return_is_a_comment(remark: str) -> None:
    assert run(_DUP_STEPS + "\n" + remark + "\n", DUPS, [3, 1, 3]) is True


@pytest.mark.parametrize(
    ("intro", "outro"),
    [
        ("Sort, then compare neighbours:", "O(n log n) time."),
        ("Here is my idea (sort first)", "that's it"),
        ("", "Complexity: O(n log n)"),
    ],
)
def test_words_outside_a_markdown_fence_are_comments(intro: str, outro: str) -> None:
    text = f"{intro}\n\n```python\n{_DUP_STEPS}```\n\n{outro}\n"
    assert run(text, DUPS, [1, 2, 3]) is False


@pytest.mark.parametrize(
    "tail",
    [
        "x = total of the rest",  # an assignment: a step, however worded
        "if nothing repeats return False",
        "return the answer",
    ],
)
def test_a_last_paragraph_that_holds_a_step_is_not_a_remark(tail: str) -> None:
    from assay.grading._pseudocode._remarks_around import outside_steps

    lines = (_DUP_STEPS + "\n" + tail).split("\n")
    assert not outside_steps(lines)


# -- python-like: `len` applied without brackets ------------------------------------------------------

LIS = sig("length_of_lis", "int", nums="List[int]")


@pytest.mark.parametrize(
    ("check", "answer"),
    [
        ("if i == len tails: tails.append(x)", "return len tails"),
        ("if i == len(tails): tails.append(x)", "return len tails"),
        ("if i == len tails then tails.append(x)", "return len(tails)"),
        ("if i == len  tails: tails.append(x)", "return len tails"),
    ],
)
def test_len_without_brackets(check: str, answer: str) -> None:
    text = f"""
    def lengthOfLIS(nums)
        tails = []
        for x in nums
            i = bisect_left(tails, x)
            {check}
            else: tails[i] = x
        {answer}
    """
    assert run(text, LIS, [10, 9, 2, 5, 3, 7, 101, 18]) == 4


def test_length_without_brackets_of_a_parameter() -> None:
    assert run("def f(nums)\n    return length nums\n", sig("f", "int", nums="List[int]"), [1, 2]) == 2


def test_len_before_a_word_of_the_sentence_stays_words() -> None:
    from assay.grading._pseudocode._expr import Ctx, expr

    assert "len(" not in expr("best len to 0", Ctx())


# -- JavaScript / TypeScript: `??` gives way only to undefined and null -------------------------------


@pytest.mark.parametrize(
    "header",
    ["function total(nums) {", "function total(nums: number[]): number {", "const total = (nums) => {"],
)
def test_nullish_coalescing_keeps_zero_and_fills_undefined(header: str) -> None:
    text = f"""
    {header}
      const seen = new Map();
      let zero = 0;
      for (const x of nums) seen.set(x, (seen.get(x) ?? 0) + 1);
      const missing = seen.get(-1) ?? 100;
      return (zero ?? 7) + missing + seen.get(nums[0]);
    }}
    """
    result = normalise(textwrap.dedent(text).strip("\n"), TOTAL)
    assert "c-family-parser" in result.rules_applied, result.python
    assert run(text, TOTAL, [4, 4, 5]) == 0 + 100 + 2


@pytest.mark.parametrize(
    ("text", "zero", "missing"),
    [
        ("zero ?? 7", 0, 7),
        ("(m.get(k) ?? 7)", 0, 7),
        ("m[k] ?? 7", 0, 7),
    ],
)
def test_nullish_coalescing_in_the_line_rules_keeps_zero(text: str, zero: int, missing: int) -> None:
    from assay.grading._pseudocode._expr import Ctx, expr

    code = expr(text, Ctx())
    assert eval(code, {"zero": 0, "m": {"k": 0}, "k": "k"}) == zero
    assert eval(code, {"zero": None, "m": {"k": None}, "k": "k"}) == missing


def test_nullish_coalescing_of_a_step_with_a_side_effect_is_not_read_twice() -> None:
    from assay.grading._pseudocode._expr import Ctx, expr

    assert "??" in expr("stack.pop() ?? 0", Ctx())
