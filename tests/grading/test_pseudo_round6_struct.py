"""Round-6 conventions of docs/pseudocode.md read by rule, several phrasings each, EXECUTED.

Each convention is written in phrasings of our own (never a corpus answer's words), with a buggy
program that must still fail and a form that stays refused where two readings exist. The text goes
through ``normalise`` whole, so whichever front end reads it (the C-family parser or the line rules)
the answer must run and keep its meaning.
"""

from __future__ import annotations

import textwrap
from typing import Any

import pytest

from assay.grading import normalise
from assay.grading._pseudocode._models import Normalised
from tests.grading.support import ListNode, Sig, linked, refused, run_normalised, sig, values


def read(text: str, signature: Sig) -> Normalised:
    return normalise(textwrap.dedent(text).strip("\n"), signature)  # type: ignore[arg-type]


def run(text: str, signature: Sig, *args: Any) -> Any:
    return run_normalised(text, signature, *args, classes=(ListNode,))


MERGE = sig("merge", "List[List[int]]", intervals="List[List[int]]")
TOP_K = sig("top_k_frequent", "List[int]", nums="List[int]", k="int")
ISLANDS = sig("num_islands", "int", grid="List[List[str]]")


# --- C-family: Java comments, comparator sorts, toArray; JavaScript destructured parameters -------


@pytest.mark.parametrize("comment", ["// seen", "/* seen */", "/** seen */"])
def test_java_comments_inside_a_method_are_read_by_the_parser(comment: str) -> None:
    text = f"""
    class Solution {{
        public int numIslands(char[][] grid) {{
            int count = 0;   {comment}
            for (char[] row : grid) {{
                {comment}
                for (char c : row) if (c == '1') count++;
            }}
            return count;
        }}
    }}
    """
    result = read(text, ISLANDS)
    assert "c-family-java" in result.rules_applied
    assert run(text, ISLANDS, [["1", "0"], ["1", "1"]]) == 3


@pytest.mark.parametrize(
    "sort",
    [
        "Arrays.sort(intervals, (a, b) -> a[0] - b[0]);",
        "Arrays.sort(intervals, (x, y) -> Integer.compare(x[0], y[0]));",
        "Arrays.sort(intervals, (int[] p, int[] q) -> { return p[0] - q[0]; });",
    ],
)
def test_java_sort_with_a_comparator_lambda(sort: str) -> None:
    text = f"""
    public int[][] merge(int[][] intervals) {{
        {sort}
        List<int[]> out = new ArrayList<>();
        for (int[] iv : intervals) {{
            if (out.isEmpty() || out.get(out.size() - 1)[1] < iv[0]) out.add(iv);
            else out.get(out.size() - 1)[1] = Math.max(out.get(out.size() - 1)[1], iv[1]);
        }}
        return out.toArray(new int[out.size()][]);
    }}
    """
    result = read(text, MERGE)
    assert "c-family-java" in result.rules_applied, result.python
    assert "cmp_to_key" in result.python
    assert run(text, MERGE, [[8, 10], [1, 3], [2, 6]]) == [[1, 6], [8, 10]]


def test_java_comparator_bugs_are_kept() -> None:
    # sorts by the END of each interval: [[1, 10], [2, 3]] stays unmerged in that order... and fails
    text = """
    public int[][] merge(int[][] intervals) {
        List<int[]> res = new ArrayList<>(Arrays.asList(intervals));
        Collections.sort(res, (a, b) -> b[0] - a[0]);
        List<int[]> out = new ArrayList<>();
        for (int[] iv : res) {
            if (out.isEmpty() || out.get(out.size() - 1)[1] < iv[0]) out.add(iv);
            else out.get(out.size() - 1)[1] = Math.max(out.get(out.size() - 1)[1], iv[1]);
        }
        return out.toArray(new int[0][]);
    }
    """
    assert run(text, MERGE, [[1, 3], [2, 6], [8, 10]]) != [[1, 6], [8, 10]]


def test_java_list_sort_with_a_comparator() -> None:
    text = """
    public int[][] merge(int[][] intervals) {
        List<int[]> all = new ArrayList<>();
        for (int[] iv : intervals) all.add(iv);
        all.sort((a, b) -> a[0] - b[0]);
        List<int[]> out = new ArrayList<>();
        for (int[] iv : all) {
            if (out.isEmpty() || out.get(out.size() - 1)[1] < iv[0]) out.add(iv);
            else out.get(out.size() - 1)[1] = Math.max(out.get(out.size() - 1)[1], iv[1]);
        }
        return out.toArray(new int[out.size()][]);
    }
    """
    assert run(text, MERGE, [[4, 5], [1, 4]]) == [[1, 5]]


def test_a_comparator_on_items_of_unknown_type_is_not_guessed() -> None:
    # `var` hides the items' type: the front end refuses, the line rules cannot read it either
    text = """
    public int[][] merge(int[][] intervals) {
        var xs = intervals;
        Arrays.sort(xs, (a, b) -> a.compareTo(b));
        return xs;
    }
    """
    result = read(text, MERGE)
    assert "c-family-java" not in result.rules_applied


@pytest.mark.parametrize(
    "tail",
    [
        ".map(([num]) => num)",
        ".map(([num, count]) => num)",
        ".map(e => e[0])",
    ],
)
def test_javascript_destructured_arrow_parameters(tail: str) -> None:
    text = f"""
    var topKFrequent = function(nums, k) {{
      const seen = new Map();
      for (const n of nums) seen.set(n, (seen.get(n) || 0) + 1);
      return [...seen.entries()].sort((a, b) => b[1] - a[1]).slice(0, k){tail};
    }};
    """
    result = read(text, TOP_K)
    assert "c-family-javascript" in result.rules_applied, result.python
    assert run(text, TOP_K, [1, 1, 1, 2, 2, 3], 2) == [1, 2]


def test_javascript_destructured_parameter_bug_is_kept() -> None:
    # takes the COUNT, not the number
    text = """
    const topKFrequent = (nums, k) => {
      const seen = new Map();
      for (const n of nums) seen.set(n, (seen.get(n) || 0) + 1);
      return [...seen.entries()].sort((a, b) => b[1] - a[1]).slice(0, k).map(([n, c]) => c);
    };
    """
    assert run(text, TOP_K, [5, 5, 5, 7, 7, 9], 2) == [3, 2]


# --- marks: `a→next` is C's `->`, Visual Basic's `'` comments -------------------------------------

MERGE_LISTS = sig(
    "merge_two_lists", "Optional[ListNode]", list1="Optional[ListNode]", list2="Optional[ListNode]"
)


@pytest.mark.parametrize("arrow", ["\u2192", "->"])
def test_a_tight_arrow_before_a_field_is_member_access(arrow: str) -> None:
    text = f"""
    head = ListNode(0)
    p = head
    while list1 != null and list2 != null
        if list1{arrow}val < list2{arrow}val
            p{arrow}next = list1
            list1 = list1{arrow}next
        else
            p{arrow}next = list2
            list2 = list2{arrow}next
        p = p{arrow}next
    p{arrow}next = list1 if list1 != null else list2
    return head{arrow}next
    """
    assert values(run(text, MERGE_LISTS, linked(1, 4), linked(2, 3))) == [1, 2, 3, 4]


def test_a_tight_arrow_bug_is_kept() -> None:
    # never moves p: every node overwrites the same link
    text = """
    head = ListNode(0)
    p = head
    while list1 != null and list2 != null
        if list1→val < list2→val
            p→next = list1
            list1 = list1→next
        else
            p→next = list2
            list2 = list2→next
    p→next = list1 if list1 != null else list2
    return head→next
    """
    assert values(run(text, MERGE_LISTS, linked(1, 4), linked(2, 3))) != [1, 2, 3, 4]


def test_an_arrow_that_is_not_before_a_field_is_not_member_access() -> None:
    # `1→n` is no field access: the line stays what it was (not understood)
    text = """
    total = 0
    for i = 1→n
        total = total + i
    return total
    """
    assert 2 in refused(text, sig("f", "int", n="int"))


MAX_AVG = sig("find_max_average", "float", nums="List[int]", k="int")


@pytest.mark.parametrize(
    ("slide", "after"),
    [
        ("For i = k To len(nums) - 1   ' slide the window", "  ' keep the best"),
        ("For i = k To len(nums) - 1 ' slide: one window at a time", " ' best so far"),
    ],
)
def test_visual_basic_comments_after_code(slide: str, after: str) -> None:
    text = f"""
    Function findMaxAverage(nums, k)
      ' the first window
      total = 0
      For i = 0 To k - 1
        total = total + nums[i]
      Next i
      best = total{after}
      {slide}
        total = total + nums[i] - nums[i - k]
        best = Max(best, total)
      Next i
      Return best / k
    End Function
    """
    assert run(text, MAX_AVG, [1, 12, -5, -6, 50, 3], 4) == 12.75


def test_visual_basic_comment_bug_is_kept() -> None:
    text = """
    Function findMaxAverage(nums, k)
      total = 0
      For i = 0 To k - 1
        total = total + nums[i]
      Next i
      best = total
      For i = k To len(nums) - 2   ' slide, one too few
        total = total + nums[i] - nums[i - k]
        best = Max(best, total)
      Next i
      Return best / k
    End Function
    """
    assert run(text, MAX_AVG, [1, 12, -5, -6, 50, 3, 100], 4) != 36.5


def test_a_quote_that_is_a_string_is_not_a_comment() -> None:
    text = """
    def f(s):
        out = ' '
        out = out + 'a' ' b'
        return out
    """
    result = read(text, sig("f", "str", s="str"))
    assert "# b" not in result.python


# --- notes after a step: `(integer)`, `→ note` ---------------------------------------------------

LIS = sig("length_of_lis", "int", nums="List[int]")


@pytest.mark.parametrize("note", ["(integer)", "(int)", "(floor division)", "(integer division)"])
def test_an_integer_note_makes_the_division_whole(note: str) -> None:
    text = f"""
    tails = []
    for x in nums:
        lo = 0
        hi = len(tails)
        while lo < hi:
            mid = (lo + hi) / 2   {note}
            if tails[mid] < x: lo = mid + 1
            else: hi = mid
        if lo == len(tails): tails.append(x)
        else: tails[lo] = x
    return len(tails)
    """
    assert run(text, LIS, [10, 9, 2, 5, 3, 7, 101, 18]) == 4


def test_an_integer_note_after_two_divisions_is_not_guessed() -> None:
    text = """
    lo = 0
    hi = len(nums)
    mid = (lo + hi) / 2 + hi / 3   (integer)
    return mid
    """
    assert 3 in refused(text, LIS)


@pytest.mark.parametrize("arrow", ["\u2192", "->", "-->"])
def test_an_arrow_before_words_after_a_step_is_a_note(arrow: str) -> None:
    text = f"""
    i = 0
    while i < len(nums):
        if nums[i] == 0:
            nums.pop(i)      {arrow} take it out
            nums.append(0)   {arrow} put it at the end
        i = i + 1
    """
    result = read(text, sig("move_zeroes", "None", nums="List[int]"))
    assert result.ok and not result.unrecognised, result.python
    assert "# take it out" in result.python


def test_an_arrow_after_a_condition_is_never_a_note() -> None:
    # `if … → words`: the words would be the body; a note would leave the `if` empty
    text = """
    for x in nums:
        if x == 0      → count it
    return 0
    """
    result = read(text, sig("f", "int", nums="List[int]"))
    assert "# count it" not in result.python


# --- textbook capitals, tables with a default, list ends ----------------------------------------

PAL = sig("is_palindrome", "bool", s="str")


@pytest.mark.parametrize(
    ("lower", "alnum"),
    [("LOWER", "IS-ALPHANUMERIC"), ("TO-LOWER", "IS-ALNUM"), ("UPPER", "IS-ALPHANUMERIC")],
)
def test_textbook_capital_builtins(lower: str, alnum: str) -> None:
    text = f"""
    IS-PAL(s)
    i ← 0
    j ← LENGTH(s) − 1
    while i < j do
        if not {alnum}(s[i]) then i ← i + 1
        else if not {alnum}(s[j]) then j ← j − 1
        else
            if {lower}(s[i]) ≠ {lower}(s[j]) then return FALSE
            i ← i + 1
            j ← j − 1
    return TRUE
    """
    assert run(text, PAL, "A man, a plan, a canal: Panama") is True
    assert run(text, PAL, "race a car") is False


def test_textbook_capital_builtin_bug_is_kept() -> None:
    # compares without lowering: `Aa` is not read as a palindrome
    text = """
    IS-PAL(s)
    i ← 0
    j ← LENGTH(s) − 1
    while i < j do
        if not IS-ALPHANUMERIC(s[i]) then i ← i + 1
        else if not IS-ALPHANUMERIC(s[j]) then j ← j − 1
        else
            if s[i] ≠ LOWER(s[j]) then return FALSE
            i ← i + 1
            j ← j − 1
    return TRUE
    """
    assert run(text, PAL, "Aa") is False


def test_a_procedure_of_the_answers_own_keeps_its_capital_name() -> None:
    text = """
    LOWER(c)
        return c
    IS-PAL(s)
        return LOWER(s) = s
    """
    result = read(text, PAL)
    assert ".lower()" not in result.python


ANAGRAM = sig("is_anagram", "bool", s="str", t="str")


@pytest.mark.parametrize(
    "table",
    [
        "let C be a new table, all entries 0",
        "C ← a new hash table with default 0",
        "C = {} with default value 0",
        "let C be a new map whose entries are all 0",
        "C ← new dictionary (default 0)",
        "C ← an empty map, every count 0",
    ],
)
def test_a_table_whose_entries_start_at_zero(table: str) -> None:
    text = f"""
    IS-ANAGRAM(s, t)
      if LENGTH(s) ≠ LENGTH(t) then return FALSE
      {table}
      for each c in s
          C[c] ← C[c] + 1
      for each c in t
          C[c] ← C[c] − 1
          if C[c] < 0 then return FALSE
      return TRUE
    """
    assert run(text, ANAGRAM, "anagram", "nagaram") is True
    assert run(text, ANAGRAM, "rat", "car") is False


def test_a_table_with_default_bug_is_kept() -> None:
    text = """
    IS-ANAGRAM(s, t)
      let C be a new table, all entries 0
      for each c in s
          C[c] ← C[c] + 1
      for each c in t
          if C[c] = 0 then return FALSE
          C[c] ← C[c] − 1
      return TRUE
    """
    assert run(text, ANAGRAM, "ab", "a") is True  # the missing length check: wrongly True


def test_a_table_of_another_start_value_is_not_guessed() -> None:
    text = """
    IS-ANAGRAM(s, t)
      let C be a new table, all entries 1
      return TRUE
    """
    assert 2 in refused(text, ANAGRAM)


VALID = sig("is_valid", "bool", s="str")


@pytest.mark.parametrize(("top", "push"), [("top", "push"), ("last", "append"), ("back", "push")])
def test_an_end_of_a_list_named_as_a_field(top: str, push: str) -> None:
    text = f"""
    stack = []
    pairs = {{")": "(", "]": "["}}
    for ch in s:
        if ch in "([":
            stack.{push}(ch)
        else:
            if stack is empty or stack.{top} != pairs[ch]: return false
            stack.pop()
    return stack is empty
    """
    assert run(text, VALID, "([])") is True
    assert run(text, VALID, "([)]") is False


def test_an_end_of_a_list_bug_is_kept() -> None:
    # `.first` is the BOTTOM of the stack
    text = """
    stack = []
    pairs = {")": "(", "]": "["}
    for ch in s:
        if ch in "([":
            stack.push(ch)
        else:
            if stack is empty or stack.first != pairs[ch]: return false
            stack.pop()
    return stack is empty
    """
    assert run(text, VALID, "([])") is False


def test_a_field_on_a_name_not_known_to_be_a_list_stays() -> None:
    text = """
    node = s
    return node.top == 1
    """
    result = read(text, VALID)
    assert "node.top" in result.python


# --- numbered steps among plain lines, `skip (continue)` ----------------------------------------

THREE_SUM = sig("three_sum", "List[List[int]]", nums="List[int]")
THREE_SUM_BODY = """
{one} sort nums; n = len(nums); res = []
{two} for i from 0 to n - 3:
     if i > 0 and nums[i] == nums[i - 1]: {skip}
     l = i + 1
     r = n - 1
{three}   while l < r:
        s = nums[i] + nums[l] + nums[r]
        if s < 0: l = l + 1
        elif s > 0: r = r - 1
        else:
           res.append([nums[i], nums[l], nums[r]])
           l = l + 1
           r = r - 1
           while l < r and nums[l] == nums[l - 1]: l = l + 1
{four} return res
"""


@pytest.mark.parametrize(
    ("marks", "skip"),
    [
        (("1.", "2.", "3.", "4."), "skip (continue)"),
        (("1)", "2)", "3)", "4)"), "continue"),
        (("1.", "2.", "3.", "4."), "next (continue)"),
        (("1:", "2:", "3:", "4:"), "skip this one (continue)"),
    ],
)
def test_numbered_steps_that_hold_code(marks: tuple[str, str, str, str], skip: str) -> None:
    one, two, three, four = marks
    text = THREE_SUM_BODY.format(one=one, two=two, three=three, four=four, skip=skip)
    assert run(text, THREE_SUM, [-1, 0, 1, 2, -1, -4]) == [[-1, -1, 2], [-1, 0, 1]]


def test_numbered_steps_bug_is_kept() -> None:
    # no skip of a repeated first number: [-1, 0, 1] comes twice
    text = THREE_SUM_BODY.format(one="1.", two="2.", three="3.", four="4.", skip="pass")
    assert run(text, THREE_SUM, [-1, 0, 1, 2, -1, -4]) != [[-1, -1, 2], [-1, 0, 1]]


def test_numbers_that_do_not_count_from_one_are_not_steps() -> None:
    # 1, 3, 4: a gap, and too few numbered lines for a listing
    text = """
    1. total = 0
    count = 0
    for x in nums:
        total = total + x
        count = count + 1
    3. total = total * 2
    count = count * 2
    4. return total + count
    """
    assert refused(text, sig("f", "int", nums="List[int]"))


@pytest.mark.parametrize("jump", ["stop (continue)", "skip (break)"])
def test_a_jump_whose_words_and_keyword_disagree_is_not_read(jump: str) -> None:
    text = f"""
    total = 0
    for x in nums:
        if x < 0: {jump}
        total = total + x
    return total
    """
    assert 3 in refused(text, sig("f", "int", nums="List[int]"))


# --- a title with an apostrophe and an emoji; a note after a header; `if c  step` ----------------

KADANE = sig("max_sub_array", "int", nums="List[int]")


@pytest.mark.parametrize("title", ["Kadane's \U0001f44d", "Bob's trick \U0001f600", "Kadane's idea \u2705"])
def test_a_title_with_an_apostrophe_and_an_emoji(title: str) -> None:
    text = f"""
    {title}
    cur = nums[0], best = nums[0]
    for x in nums[1:]:
        cur = max(x, cur + x)
        best = max(best, cur)
    return best
    """
    assert run(text, KADANE, [-2, 1, -3, 4, -1, 2, 1, -5, 4]) == 6


def test_a_title_with_an_apostrophe_bug_is_kept() -> None:
    text = """
    Kadane's \U0001f44d
    cur = 0, best = 0
    for x in nums:
        cur = max(x, cur + x)
        best = max(best, cur)
    return best
    """
    assert run(text, KADANE, [-3, -1]) == 0  # all negative: the bug answers 0


def test_a_step_with_an_emoji_is_never_a_title() -> None:
    text = """
    best = 0 \U0001f44d
    return best
    """
    assert run(text, KADANE, [1]) == 0


LCS = sig("longest_common_subsequence", "int", text1="str", text2="str")
LCS_BODY = """
{header}
m = len(a), n = len(b)
dp = (m+1) x (n+1) table of 0s
for i = 1..m
  for j = 1..n
    {if_line}
    else  dp[i][j] = max(dp[i-1][j], dp[i][j-1])
return dp[m][n]
"""


@pytest.mark.parametrize(
    ("header", "if_line"),
    [
        ("LCS(a, b) \u2013 bottom up table", "if a[i-1] == b[j-1]  dp[i][j] = dp[i-1][j-1] + 1"),
        ("lcs(a, b) - classic dp", "if a[i-1] == b[j-1]   dp[i][j] = 1 + dp[i-1][j-1]"),
        ("LCS(a, b) \u2014 table version", "if (a[i-1] == b[j-1])  dp[i][j] = dp[i-1][j-1] + 1"),
    ],
)
def test_a_header_note_and_a_condition_apart_from_its_step(header: str, if_line: str) -> None:
    text = LCS_BODY.format(header=header, if_line=if_line)
    assert run(text, LCS, "abcde", "ace") == 3


def test_a_condition_apart_from_its_step_bug_is_kept() -> None:
    text = LCS_BODY.format(
        header="LCS(a, b) - bottom up", if_line="if a[i-1] == b[j-1]  dp[i][j] = dp[i-1][j-1]"
    )
    assert run(text, LCS, "abcde", "ace") == 0


def test_a_condition_that_ends_in_an_operator_is_not_split() -> None:
    text = """
    LCS(a, b)
    m = len(a)
    if m > 0 and  m = 3
    return m
    """
    assert "m = 3" not in read(text, LCS).python


# --- a helper written after the steps that call it; `if c → a; b` --------------------------------

PARENS = sig("generate_parenthesis", "List[str]", n="int")


@pytest.mark.parametrize(
    ("header", "done"),
    [
        ("generateParenthesis(n)", "if len(cur) == 2*n \u2192 result.append(cur); return"),
        ("gen(n):", "if len(cur) == 2 * n: result.append(cur); return"),
        ("solve(n)", "if len(cur) == 2*n -> result.append(cur); return"),
    ],
)
def test_a_helper_written_after_its_use(header: str, done: str) -> None:
    text = f"""
    {header}
      result = []
      go("", 0, 0)
      return result

      go(cur, open, close):
         {done}
         if open < n: go(cur + "(", open + 1, close)
         if close < open: go(cur + ")", open, close + 1)
    """
    assert run(text, PARENS, 2) == ["(())", "()()"]


def test_a_helper_written_after_its_use_bug_is_kept() -> None:
    # closes before it opens: `close <= open` lets ")(" through
    text = """
    generateParenthesis(n)
      result = []
      go("", 0, 0)
      return result

      go(cur, open, close):
         if len(cur) == 2*n → result.append(cur); return
         if open < n: go(cur + "(", open + 1, close)
         if close <= open: go(cur + ")", open, close + 1)
    """
    assert run(text, PARENS, 1) != ["()"]


def test_a_helper_header_followed_by_main_steps_is_not_moved() -> None:
    # a step of the main procedure after the helper's body: the helper stays where it was written
    text = """
    generateParenthesis(n)
      result = []
      go("", 0, 0)
      go(cur, open, close):
         result.append(cur)
      return result
    """
    assert "late-helper" not in read(text, PARENS).rules_applied


def test_several_steps_after_an_arrow_all_belong_to_the_condition() -> None:
    text = """
    total = 0
    for x in nums:
        if x < 0 → total = total - 1; continue
        total = total + x
    return total
    """
    assert run(text, sig("f", "int", nums="List[int]"), [3, -1, 4]) == 6


# --- a set-builder value ------------------------------------------------------------------------

COURSES = sig("can_finish", "bool", numCourses="int", prerequisites="List[List[int]]")
KAHN = """
canFinish(numCourses, prerequisites):
   graph = [[] for _ in range(numCourses)]
   indeg = [0] * numCourses
   for [a, b] in prerequisites:
       graph[b].append(a)
       indeg[a] = indeg[a] + 1
   queue ← {start}
   head = 0
   while head < len(queue):
       c = queue[head]
       head = head + {step}
       for nxt in graph[c]:
           indeg[nxt] = indeg[nxt] - 1
           if indeg[nxt] == 0: queue.append(nxt)
   return len(queue) == numCourses
"""


@pytest.mark.parametrize(
    "start",
    [
        "all c in 0..numCourses-1 with indeg[c] == 0",
        "every c from 0 to numCourses - 1 such that indeg[c] = 0",
        "all i in range(numCourses) where indeg[i] == 0",
    ],
)
def test_a_set_builder_value(start: str) -> None:
    text = KAHN.format(start=start, step=1)
    assert run(text, COURSES, 2, [[1, 0]]) is True
    assert run(text, COURSES, 2, [[1, 0], [0, 1]]) is False


def test_a_set_builder_bug_is_kept() -> None:
    # the items that are NOT free: a course with prerequisites is taken first
    text = KAHN.format(start="all c in 0..numCourses-1 with indeg[c] > 0", step=1)
    assert run(text, COURSES, 2, [[1, 0]]) is False


@pytest.mark.parametrize(
    "start",
    ["all courses c with indeg[c] == 0", "all c in the list where indeg[c] == 0", "all c in nums with x > 0"],
)
def test_a_set_builder_without_a_collection_is_not_guessed(start: str) -> None:
    text = KAHN.format(start=start, step=1)
    assert 7 in refused(text, COURSES)


@pytest.mark.parametrize(
    "line",
    ["Rule 1: if (len(nums) % 2 == 1)   -> return 0", "x = 1   -> return x", "total = 0  // a  ->  b c"],
)
def test_one_arrow_before_a_step_word_or_after_a_condition_is_no_note(line: str) -> None:
    result = read(f"{line}\nreturn 1\n", sig("f", "int", nums="List[int]"))
    assert "# return" not in result.python
    assert "#  b c" not in result.python and "# b c" not in result.python


# --- a step in words with its code: a map's shape, a missing entry, the returned value ----------

GROUPS = sig("group_anagrams", "List[List[str]]", strs="List[str]")


@pytest.mark.parametrize(
    ("make", "add", "give"),
    [
        (
            "make a map groups: key \u2192 list of words",
            "groups[key].push(w)    (make new list if key not there)",
            "return all the lists in the map (groups.values())",
        ),
        (
            "create a dictionary groups: sorted word -> words",
            "groups[key].append(w)   (create an empty list if the key is missing)",
            "return every group we made (groups.values())",
        ),
        (
            "groups = {}",
            "groups[key].append(w)   (start a new list when key doesn't exist yet)",
            "return list(groups.values())",
        ),
    ],
)
def test_a_step_and_its_words(make: str, add: str, give: str) -> None:
    text = f"""
    Step 1: {make}
    Step 2: for w in strs:
                key = sorted letters of w joined   // "tea" -> "aet"
                {add}
    Step 3: {give}
    """
    got = run(text, GROUPS, ["eat", "tea", "tan", "ate", "nat", "bat"])
    assert sorted(sorted(g) for g in got) == [["ate", "eat", "tea"], ["bat"], ["nat", "tan"]]


def test_a_step_and_its_words_bug_is_kept() -> None:
    # the key is the word itself: no two anagrams meet
    text = """
    Step 1: make a map groups: key → list of words
    Step 2: for w in strs:
                key = w
                groups[key].push(w)    (make new list if key not there)
    Step 3: return all the lists in the map (groups.values())
    """
    got = run(text, GROUPS, ["eat", "tea"])
    assert sorted(sorted(g) for g in got) != [["eat", "tea"]]


def test_without_the_note_a_missing_entry_is_not_created() -> None:
    text = """
    groups = {}
    for w in strs:
        groups[w].append(w)
    return list(groups.values())
    """
    with pytest.raises(KeyError):
        run(text, GROUPS, ["a"])


def test_a_bracket_that_uses_the_words_names_is_not_the_value() -> None:
    # the words name `groups`: the bracket may be a remark on them, not the value
    text = """
    groups = {}
    return the groups here (groups.values())
    """
    assert 2 in refused(text, GROUPS)
