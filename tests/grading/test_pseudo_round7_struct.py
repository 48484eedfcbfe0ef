"""Round-7 conventions of the structured styles (docs/pseudocode.md), several phrasings each, EXECUTED.

Each convention is written in phrasings of our own (never a corpus answer's words), with a buggy
program that must still fail and a look-alike that stays refused (listed as not understood) or is
left as written where two readings exist. The text goes through ``normalise`` whole, so whichever
front end reads it (the C-family parser or the line rules) the answer must run and keep its meaning.
"""

from __future__ import annotations

import textwrap
from typing import Any

import pytest

from assay.grading import normalise
from assay.grading._pseudocode._models import Normalised
from tests.grading.support import Sig, TreeNode, refused, run_normalised, sig


def read(text: str, signature: Sig) -> Normalised:
    return normalise(textwrap.dedent(text).strip("\n"), signature)  # type: ignore[arg-type]


def run(text: str, signature: Sig, *args: Any) -> Any:
    return run_normalised(text, signature, *args, classes=(TreeNode,))


VALID = sig("is_valid", "bool", s="str")
LEVELS = sig("level_order", "List[List[int]]", root="Optional[TreeNode]")
PAIRS = sig("two_sum", "List[int]", nums="List[int]", target="int")
PALINDROME = sig("is_palindrome", "bool", s="str")
AREA = sig("max_area", "int", height="List[int]")
BST = sig("is_valid_bst", "bool", root="Optional[TreeNode]")
ANAGRAMS = sig("group_anagrams", "List[List[str]]", strs="List[str]")
LCS = sig("longest_common_subsequence", "int", text1="str", text2="str")
MERGE = sig("merge_two", "List[int]", first="List[int]", second="List[int]")


def tree(*values: int | None) -> TreeNode | None:
    """A tree from its level order (``None``: no node there)."""
    nodes = [None if v is None else TreeNode(v) for v in values]
    kids = iter(nodes[1:])
    for node in nodes:
        if node is not None:
            node.left, node.right = next(kids, None), next(kids, None)
    return nodes[0] if nodes else None


# --- C-family `switch`: several `case` labels on one line share the steps below them ---------------

SWITCH = """
bool isValid(string s) {{
    stack<char> st;
    for (char c : s) {{
        switch (c) {{
            {labels}
                st.push(c);
                break;
            case ')':
                if (st.empty() || st.top() != '(') return false;
                st.pop();
                break;
            case ']':
                if (st.empty() || st.top() != '[') return false;
                st.pop();
                break;
            case '}}':
                if (st.empty() || st.top() != '{{') return false;
                st.pop();
                break;
        }}
    }}
    return st.empty();
}}
"""


@pytest.mark.parametrize(
    "labels",
    ["case '(': case '[': case '{':", "case '{':  case '(':  case '[':", "case '[':case '(':case '{':"],
)
def test_case_labels_on_one_line_share_the_steps(labels: str) -> None:
    text = SWITCH.format(labels=labels)
    assert run(text, VALID, "([]{})") is True
    assert run(text, VALID, "(]") is False
    assert run(text, VALID, "{") is False


def test_case_labels_on_one_line_with_the_step_after_them() -> None:
    text = """
    int score(string s) {
        int total = 0;
        for (char c : s) {
            switch (c) {
                case 'a': case 'e': total += 2; break;
                default: total += 1; break;
            }
        }
        return total;
    }
    """
    assert run(text, sig("score", "int", s="str"), "abe") == 5


def test_a_label_left_out_of_the_line_is_kept_as_the_bug() -> None:
    text = SWITCH.format(labels="case '(': case '[':")  # `{` never pushed
    assert run(text, VALID, "()") is True
    assert run(text, VALID, "{}") is False


def test_labels_on_one_line_that_fall_through_stay_refused() -> None:
    text = """
    int score(string s) {
        int total = 0;
        for (char c : s) {
            switch (c) {
                case 'a': case 'e':
                    total += 2;
                case 'b':
                    total += 1;
                    break;
            }
        }
        return total;
    }
    """
    assert refused(text, sig("score", "int", s="str"))


# --- `a && f(x);`: a step behind a test (C, JavaScript) --------------------------------------------

LEVELS_JS = """
var levelOrder = function(root) {{
    if (!root) return [];
    var out = [];
    var q = [root];
    while (q.length) {{
        var n = q.length;
        var row = [];
        for (var k = 0; k < n; k++) {{
            var cur = q.shift();
            row.push(cur.val);
            {left}
            {right}
        }}
        out.push(row);
    }}
    return out;
}};
"""


@pytest.mark.parametrize(
    ("left", "right"),
    [
        ("cur.left && q.push(cur.left);", "cur.right && q.push(cur.right);"),
        ("(cur.left != null) && q.push(cur.left);", "cur.right !== null && q.push(cur.right);"),
        ("cur.left && q.push(cur.left)", "cur.right && q.push(cur.right)"),
    ],
)
def test_a_short_circuit_guards_the_step_after_it(left: str, right: str) -> None:
    text = LEVELS_JS.format(left=left, right=right)
    assert run(text, LEVELS, tree(3, 9, 20, None, None, 15, 7)) == [[3], [9, 20], [15, 7]]
    assert run(text, LEVELS, None) == []


def test_a_guard_that_is_never_true_drops_the_step() -> None:
    text = """
    function keepPositives(nums) {
        const out = [];
        for (const x of nums) {
            x < 0 && out.push(x);
        }
        return out;
    }
    """
    assert run(text, sig("keep_positives", "List[int]", nums="List[int]"), [3, -1, 2]) == [-1]


def test_a_guarded_step_on_the_wrong_child_is_kept_as_the_bug() -> None:
    text = LEVELS_JS.format(left="cur.left && q.push(cur.right);", right="cur.right && q.push(cur.left);")
    assert run(text, LEVELS, tree(1, 2, 3)) == [[1], [3, 2]]


def test_a_test_that_guards_no_step_is_still_a_value_dropped() -> None:
    text = """
    function hasPositive(nums) {
        let seen = false;
        for (const x of nums) {
            x > 0 && seen;
        }
        return seen;
    }
    """
    assert refused(text, sig("has_positive", "bool", nums="List[int]"))


# --- JavaScript's `arr.entries()` on an array: index and value -----------------------------------


@pytest.mark.parametrize(
    "loop", ["for (const [i, v] of nums.entries())", "for (let [i, v] of nums.entries())"]
)
def test_entries_of_an_array_are_its_indices_and_values(loop: str) -> None:
    text = f"""
    function twoSum(nums, target) {{
        const where = new Map();
        {loop} {{
            const need = target - v;
            if (where.has(need)) {{
                return [where.get(need), i];
            }}
            where.set(v, i);
        }}
        return [];
    }}
    """
    assert run(text, PAIRS, [2, 7, 11, 15], 9) == [0, 1]
    assert run(text, PAIRS, [3, 2, 4], 6) == [1, 2]


def test_entries_of_an_array_bug_is_kept() -> None:
    text = """
    function twoSum(nums, target) {
        const where = new Map();
        for (const [i, v] of nums.entries()) {
            where.set(v, i);
            const need = target - v;
            if (where.has(need)) {
                return [where.get(need), i];
            }
        }
        return [];
    }
    """
    assert run(text, PAIRS, [3, 2, 4], 6) == [0, 0]  # finds 3 + 3 with itself


def test_entries_of_a_map_are_still_its_keys_and_values() -> None:
    text = """
    function twoSum(nums, target) {
        const where = new Map();
        for (let i = 0; i < nums.length; i++) where.set(nums[i], i);
        for (const [v, i] of where.entries()) {
            if (where.has(target - v) && where.get(target - v) != i) return [i, where.get(target - v)];
        }
        return [];
    }
    """
    assert sorted(run(text, PAIRS, [2, 7, 11, 15], 9)) == [0, 1]


# --- `Step 3:` alone: a heading over the plain lines below it ------------------------------------


@pytest.mark.parametrize("heading", ["Step 3:", "Step 3.", "step 3", "STEP 3:"])
def test_a_step_heading_with_no_text(heading: str) -> None:
    text = f"""
    Step 1: m = len(text1), n = len(text2)
    Step 2: dp = (m+1) x (n+1) table of 0
    {heading}
    for i = 1 to m
        for j = 1 to n
            if text1[i-1] == text2[j-1] then dp[i][j] = dp[i-1][j-1] + 1
            else dp[i][j] = max(dp[i-1][j], dp[i][j-1])
    Step 4: return dp[m][n]
    """
    assert run(text, LCS, "abcde", "ace") == 3
    assert run(text, LCS, "abc", "def") == 0


def test_a_step_heading_bug_is_kept() -> None:
    text = """
    Step 1: m = len(text1), n = len(text2)
    Step 2: dp = (m+1) x (n+1) table of 0
    Step 3:
    for i = 1 to m
        for j = 1 to n
            if text1[i-1] == text2[j-1] then dp[i][j] = dp[i-1][j-1] + 1
            else dp[i][j] = max(dp[i-1][j], dp[i][j-1])
    Step 4: return dp[m][n - 1]
    """
    assert run(text, LCS, "abcde", "ace") == 2


# --- `skip i forward while … (and i < j)`: a bracketed `and` adds a test --------------------------

PALINDROME_SKIP = """
i = 0
j = len(s) - 1
while i < j:
    {left}
    {right}
    if s[i].lower() != s[j].lower(): return false
    i += 1
    j -= 1
return true
"""


@pytest.mark.parametrize(
    ("left", "right"),
    [
        (
            "skip i forward while s[i] is not a letter or digit (and i < j)",
            "skip j backward while s[j] is not a letter or digit (and i < j)",
        ),
        (
            "move i right while s[i] is not alphanumeric (and j > i)",
            "move j left while s[j] is not alphanumeric (and j > i)",
        ),
    ],
)
def test_a_bracketed_and_joins_the_loop_test(left: str, right: str) -> None:
    text = PALINDROME_SKIP.format(left=left, right=right)
    assert run(text, PALINDROME, "A man, a plan, a canal: Panama") is True
    assert run(text, PALINDROME, "race a car") is False
    assert run(text, PALINDROME, ".,") is True


def test_a_bracketed_and_bug_is_kept() -> None:
    text = PALINDROME_SKIP.format(
        left="skip i forward while s[i] is a letter or digit (and i < j)",
        right="skip j backward while s[j] is not a letter or digit (and i < j)",
    )
    assert run(text, PALINDROME, "abba") is not True or run(text, PALINDROME, "ab") is not False


def test_a_bracketed_test_of_other_words_is_not_joined() -> None:
    text = PALINDROME_SKIP.format(
        left="skip i forward while s[i] is not a letter or digit (unless i == j)",
        right="skip j backward while s[j] is not a letter or digit (and i < j)",
    )
    assert 4 in refused(text, PALINDROME)


# --- pointers named with where they start ----------------------------------------------------------


@pytest.mark.parametrize(
    "start",
    [
        "two pointers i and j from both ends",
        "Two pointers i, j at both ends of s",
        "keep pointers i and j at the two ends",
        "put pointers i and j starting at opposite ends.",
    ],
)
def test_two_pointers_from_both_ends(start: str) -> None:
    text = f"""
    {start}
    while i < j:
        if s[i] != s[j]: return false
        i += 1
        j -= 1
    return true
    """
    assert run(text, PALINDROME, "abcba") is True
    assert run(text, PALINDROME, "abca") is False


@pytest.mark.parametrize(
    "start",
    ["Two pointers l=0, r=len(height)-1, best=0", "two pointers: l = 0, r = len(height) - 1, best = 0"],
)
def test_a_pointers_label_before_assignments(start: str) -> None:
    text = f"""
    {start}
    while l < r:
        best = max(best, min(height[l], height[r]) * (r - l))
        if height[l] < height[r]: l += 1
        else: r -= 1
    return best
    """
    assert run(text, AREA, [1, 8, 6, 2, 5, 4, 8, 3, 7]) == 49


def test_a_pointers_label_bug_is_kept() -> None:
    text = """
    Two pointers l=0, r=len(height)-1, best=0
    while l < r:
        best = max(best, min(height[l], height[r]) * (r - l))
        if height[l] > height[r]: l += 1
        else: r -= 1
    return best
    """
    assert run(text, AREA, [1, 8, 6, 2, 5, 4, 8, 3, 7]) != 49


def test_both_ends_of_an_unnamed_array_among_two_is_not_guessed() -> None:
    text = """
    two pointers i and j from both ends
    out = []
    while i < len(first) and j >= 0:
        out.append(first[i] + second[j])
        i += 1
        j -= 1
    return out
    """
    assert 1 in refused(text, MERGE)


# --- the method defined by an equation ------------------------------------------------------------

WINDOW = """
function inside(node, low, high)
    if node == null return true
    if node.val <= low or node.val >= high return false
    return inside(node.left, low, node.val) and inside(node.right, node.val, high)
end function

{equation}
"""


@pytest.mark.parametrize(
    "equation",
    [
        "isValidBST(root) = inside(root, -∞, ∞)",
        "is_valid_bst(root) = inside(root, -infinity, infinity)",
        "IsValidBst(t) = inside(t, -inf, inf)",
    ],
)
def test_the_method_defined_by_an_equation(equation: str) -> None:
    text = WINDOW.format(equation=equation)
    assert run(text, BST, tree(2, 1, 3)) is True
    assert run(text, BST, tree(5, 1, 4, None, None, 3, 6)) is False
    assert run(text, BST, tree(-5)) is True


def test_an_equation_bug_is_kept() -> None:
    text = WINDOW.format(equation="isValidBST(root) = inside(root, 0, ∞)")
    assert run(text, BST, tree(-5)) is False


@pytest.mark.parametrize("equation", ["isValidBST(nil) = true", "check(root) = inside(root, -∞, ∞)"])
def test_an_equation_of_another_name_or_a_value_is_not_a_definition(equation: str) -> None:
    assert refused(WINDOW.format(equation=equation), BST)


# --- `sorted(w) joined back into a string` --------------------------------------------------------


@pytest.mark.parametrize(
    "key",
    [
        "key = sorted(w) joined back into a string",
        "key = sorted(w) joined together",
        "key ← sorted(w) joined into one string",
        "key = sorted(w) joined again as a word",
    ],
)
def test_pieces_joined_into_a_string(key: str) -> None:
    text = f"""
    groups = empty map
    for each w in strs:
        {key}
        if key not in groups: groups[key] = []
        groups[key].append(w)
    return list(groups.values())
    """
    out = run(text, ANAGRAMS, ["eat", "tea", "tan", "ate", "nat", "bat"])
    assert sorted(sorted(g) for g in out) == [["ate", "eat", "tea"], ["bat"], ["nat", "tan"]]


def test_pieces_joined_bug_is_kept() -> None:
    text = """
    groups = empty map
    for each w in strs:
        key = w joined back into a string
        if key not in groups: groups[key] = []
        groups[key].append(w)
    return list(groups.values())
    """
    # the letters never sorted: every word its own group
    assert len(run(text, ANAGRAMS, ["eat", "tea", "ate"])) == 3


# --- a sentence in brackets after an assignment, one space after it -------------------------------

COUNT_UP = """
n = len(nums) {note}
total = 0
for i = 0 to n - 1
    total = total + nums[i]
return total
"""
SUM = sig("total", "int", nums="List[int]")


@pytest.mark.parametrize(
    "note", ["(nums is never empty)", "(the count is how many there are)", "(this means every item)"]
)
def test_a_sentence_in_brackets_after_an_assignment_is_a_note(note: str) -> None:
    assert run(COUNT_UP.format(note=note), SUM, [1, 2, 3]) == 6


def test_a_sentence_in_brackets_bug_is_kept() -> None:
    text = COUNT_UP.format(note="(nums is never empty)").replace("n - 1", "n - 2")
    assert run(text, SUM, [1, 2, 3]) == 3


def test_a_bracket_that_is_no_sentence_is_not_a_note() -> None:
    # `(minus one)`: words, but no sentence; it may be part of the value, so it is not dropped
    assert 1 in refused(COUNT_UP.format(note="(minus one)"), SUM)


# --- a keyword's header with its body on the same line, after the colon ---------------------------

ROTATE = sig("rotate", "None", nums="List[int]", k="int")


def rotated(text: str, nums: list[int], k: int) -> list[int]:
    run(text, ROTATE, nums, k)
    return nums


@pytest.mark.parametrize(
    "header",
    [
        "function rev(a, i, j): while i < j { swap a[i], a[j]; i++; j-- }",
        "procedure rev(a, i, j): while i < j { swap a[i], a[j]; i += 1; j -= 1 }",
    ],
)
def test_a_headers_body_on_the_same_line(header: str) -> None:
    text = f"""
    {header}
    n = len(nums)
    k = k mod n
    rev(nums, 0, n-1)
    rev(nums, 0, k-1)
    rev(nums, k, n-1)
    """
    assert rotated(text, [1, 2, 3, 4, 5, 6, 7], 3) == [5, 6, 7, 1, 2, 3, 4]


def test_a_headers_body_on_the_same_line_bug_is_kept() -> None:
    text = """
    function rev(a, i, j): while i < j { swap a[i], a[j]; i++ }
    n = len(nums)
    rev(nums, 0, n-1)
    rev(nums, 0, k-1)
    rev(nums, k, n-1)
    """
    assert rotated(text, [1, 2, 3, 4, 5, 6, 7], 3) != [5, 6, 7, 1, 2, 3, 4]


def test_a_body_after_the_colon_of_a_call_is_not_split() -> None:
    # `rev(nums, 0, n-1): …` hands values, not parameters: no header, so no body either
    text = """
    n = len(nums)
    rev(nums, 0, n-1): while i < j { swap nums[i], nums[j] }
    """
    assert refused(text, ROTATE)


# --- a pair taken apart in an English loop over all but the first ---------------------------------

MERGE_ALL = sig("merge", "List[List[int]]", intervals="List[List[int]]")
MERGING = """
sort intervals by start
out = [intervals[0]]
{loop}
    if s <= out[-1][1]: out[-1][1] = max(out[-1][1], e)
    else: out.append([s, e])
return out
"""


@pytest.mark.parametrize(
    "loop",
    [
        "for each [s, e] in intervals (from the 2nd):",
        "for each [s,e] in intervals after the first:",
        "for every (s, e) of intervals starting from the second:",
        "for each [s, e] in intervals except the first",
    ],
)
def test_a_pair_taken_apart_over_all_but_the_first(loop: str) -> None:
    text = MERGING.format(loop=loop)
    assert run(text, MERGE_ALL, [[8, 10], [1, 3], [2, 6], [15, 18]]) == [[1, 6], [8, 10], [15, 18]]
    assert run(text, MERGE_ALL, [[1, 4], [4, 5]]) == [[1, 5]]


def test_a_pair_taken_apart_bug_is_kept() -> None:
    text = MERGING.format(loop="for each [s, e] in intervals (from the 2nd):").replace("s <= out", "s < out")
    assert run(text, MERGE_ALL, [[1, 4], [4, 5]]) == [[1, 4], [4, 5]]


def test_a_pair_over_another_start_is_not_guessed() -> None:
    text = MERGING.format(loop="for each [s, e] in intervals (from the 3rd):")
    assert 3 in refused(text, MERGE_ALL)


# --- three bulleted steps in a row among plain lines ---------------------------------------------

COUNTER = sig("count_evens", "int", nums="List[int]")
BULLETED = """
Counting evens:
{b} evens = 0
{b} seen = 0
{b} n = len(nums)
for i in range(n):
    seen += 1
    if nums[i] % 2 == 0: evens += 1
return evens
"""


@pytest.mark.parametrize("bullet", ["-", "*", "+"])
def test_a_run_of_bulleted_steps(bullet: str) -> None:
    assert run(BULLETED.format(b=bullet), COUNTER, [1, 2, 4, 5]) == 2


def test_a_run_of_bulleted_steps_bug_is_kept() -> None:
    text = BULLETED.format(b="-").replace("% 2 == 0", "% 2 == 1")
    assert run(text, COUNTER, [1, 2, 4, 5]) == 2 and run(text, COUNTER, [2, 4]) == 0


def test_two_bullets_among_plain_lines_are_not_a_list() -> None:
    text = """
    - evens = 0
    - n = len(nums)
    for i in range(n):
        if nums[i] % 2 == 0: evens += 1
    return evens
    """
    assert 1 in refused(text, COUNTER)
