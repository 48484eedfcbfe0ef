"""Conventions of published pseudocode and of programming languages that answers of the opened
corpus rounds used, each normalised then EXECUTED, in several phrasings, plus a buggy answer that
must keep failing (docs/pseudocode.md).

Written from the conventions, not from one corpus answer: CLRS's comment marker as other fonts set
it (``⊳``, ``▹``, ``▻``) and zero-padded listing numbers (``01.``); ...
"""

from __future__ import annotations

import textwrap
from functools import partial
from typing import Any

import pytest

from assay.grading import normalise
from tests.grading.support import ListNode, TreeNode, linked, run_normalised, sig, values

run = partial(run_normalised, classes=(ListNode,))


REVERSE = sig("reverse_list", "Optional[ListNode]", head="Optional[ListNode]")
MERGE = sig("merge_two_lists", "Optional[ListNode]", list1="Optional[ListNode]", list2="Optional[ListNode]")
TWO_SUM = sig("two_sum", "List[int]", nums="List[int]", target="int")
ANAGRAM = sig("is_anagram", "bool", s="str", t="str")
SUM = sig("total", "int", nums="List[int]")


# CLRS (2nd edition) sets its comment marker as ▷; other fonts and hands give ⊳, ▹ or ▻
@pytest.mark.parametrize("marker", ["▷", "⊳", "▹", "▻"])
def test_clrs_comment_marker_after_a_step(marker: str) -> None:
    text = f"""
        REVERSE(L)
        1  prev ← NIL          {marker} the new list is empty
        2  x ← L.head
        3  while x ≠ NIL       {marker} walk the list once
        4      nxt ← x.next
        5      x.next ← prev
        6      prev ← x
        7      x ← nxt
        8  return prev
    """
    assert values(run(text, REVERSE, linked(1, 2, 3))) == [3, 2, 1]


def test_clrs_comment_marker_on_its_own_line_and_zero_padded_numbers() -> None:
    text = """
        REVERSE(L)
        01.  ⊳ reverse in place, one pass
        02.  prev ← NIL
        03.  x ← L.head
        04.  while x ≠ NIL
        05.       nxt ← x.next
        06.       x.next ← prev
        07.       prev ← x
        08.       x ← nxt
        09.  L.head ← prev
        10.  return L.head
    """
    assert values(run(text, REVERSE, linked(1, 2, 3, 4))) == [4, 3, 2, 1]


def test_clrs_comment_marker_inside_a_string_is_the_string() -> None:
    text = """
        F(nums)
        1  s ← "a⊳b"   ⊳ three characters
        2  return length(s)
    """
    assert run(text, SUM, [1]) == 3


def test_clrs_comment_marker_keeps_a_buggy_reversal_failing() -> None:
    # returns x, which is NIL when the loop ends: the learner's bug stays
    text = """
        REVERSE(L)
        01.  prev ← NIL      ⊳ the new list is empty
        02.  x ← L.head
        03.  while x ≠ NIL
        04.       nxt ← x.next
        05.       x.next ← prev
        06.       prev ← x
        07.       x ← nxt
        08.  return x        ⊳ the new head
    """
    assert values(run(text, REVERSE, linked(1, 2, 3))) == []


# a one-line `if … then … else …` closed on the same line, as textbooks with `endif` write it
@pytest.mark.parametrize("closer", ["endif", "end if", "END IF", "end-if", "ENDIF;"])
def test_one_line_if_then_else_closed_on_its_line(closer: str) -> None:
    text = f"""
        procedure MERGE(L1, L2)
            dummy := new node
            tail := dummy
            while L1 ≠ nil and L2 ≠ nil do
                if L1.val ≤ L2.val then t := L1; L1 := L1.next else t := L2; L2 := L2.next {closer}
                tail.next := t
                tail := tail.next
            endwhile
            if L1 ≠ nil then tail.next := L1 else tail.next := L2 {closer}
            return dummy.next
        endprocedure
    """
    assert values(run(text, MERGE, linked(1, 2, 4), linked(1, 3, 4))) == [1, 1, 2, 3, 4, 4]
    assert values(run(text, MERGE, None, linked(0))) == [0]


def test_one_line_if_then_closed_without_else() -> None:
    text = """
        function TOTAL(A)
            s := 0
            for i := 0 to length(A) - 1 do
                if A[i] > 0 then s := s + A[i] end if
            end for
            return s
        end function
    """
    assert run(text, SUM, [3, -1, 4]) == 7


def test_a_variable_named_end_is_not_a_closer() -> None:
    text = """
        function TOTAL(A)
            end := 0
            for i := 0 to length(A) - 1 do
                if A[i] > end then s := A[i] else s := end
                end := end + s
            end for
            return end
        end function
    """
    assert run(text, SUM, [3, -1, 4]) == 12


def test_one_line_if_with_endif_keeps_a_buggy_merge_failing() -> None:
    # the leftover list is dropped when L1 runs out first: the bug stays
    text = """
        procedure MERGE(L1, L2)
            dummy := new node
            tail := dummy
            while L1 ≠ nil and L2 ≠ nil do
                if L1.val ≤ L2.val then t := L1; L1 := L1.next else t := L2; L2 := L2.next endif
                tail.next := t
                tail := tail.next
            endwhile
            if L1 ≠ nil then tail.next := L1 endif
            return dummy.next
        endprocedure
    """
    assert values(run(text, MERGE, linked(1), linked(2, 3))) == [1]


PARENS = sig("generate_parenthesis", "List[str]", n="int")


# a phone's autocorrect: smart quotes around strings (‘)’ and “(”), `--` turned into `—` before a note
@pytest.mark.parametrize(
    ("opening", "closing", "note"),
    [
        ("“(”", "‘)’", "   — only close what's open"),
        ("‘(’", "“)”", "  —only close what’s open"),
        ('"("', "')'", "    — close one we opened"),
        ("“(”", "‘)’", ""),
    ],
)
def test_smart_quotes_and_an_em_dash_note(opening: str, closing: str, note: str) -> None:
    text = f"""
        Def generate(n):
          res = []
          Def go(cur, open, close):
            If len(cur) == 2*n:
              res.append(cur)
              Return
            If open < n: go(cur + {opening}, open + 1, close)
            If close < open: go(cur + {closing}, open, close + 1){note}
          go(“”, 0, 0)
          Return res
    """
    assert sorted(run(text, PARENS, 2)) == ["(())", "()()"]


def test_an_em_dash_between_numbers_or_in_a_string_is_no_note() -> None:
    text = """
        def total(nums):
            s = "a  — b c"
            return len(s) + nums[0]  —  nums[1]
    """
    # `—` before a number is a minus as it always was; inside a string it is the string's text
    assert run(text, SUM, [10, 4]) == 14


def test_an_em_dash_note_keeps_a_buggy_generator_failing() -> None:
    # closes only when close <= open: one unbalanced string too many
    text = """
        Def generate(n):
          res = []
          Def go(cur, open, close):
            If len(cur) == 2*n:
              res.append(cur)
              Return
            If open < n: go(cur + “(”, open + 1, close)
            If close <= open: go(cur + ‘)’, open, close + 1)   — only close what's open
          go(“”, 0, 0)
          Return res
    """
    assert sorted(run(text, PARENS, 1)) == ["()", ")("]


# a thrown exception (C-family's `throw`): the program stops there, and so does the translation
JAVA_TWO_SUM = """
    class Solution {
        public int[] twoSum(int[] nums, int target) {
            Map<Integer, Integer> seen = new HashMap<>();
            for (int i = 0; i < nums.length; i++) {
                int need = target - nums[i];
                if (seen.containsKey(NEED)) {
                    return new int[] { seen.get(need), i };
                }
                seen.put(nums[i], i);
            }
            throw new IllegalArgumentException("no solution");
        }
    }
"""


@pytest.mark.parametrize(
    "text",
    [
        JAVA_TWO_SUM.replace("NEED", "need"),
        """
        var twoSum = function(nums, target) {
            const seen = new Map();
            for (let i = 0; i < nums.length; i++) {
                if (seen.has(target - nums[i])) return [seen.get(target - nums[i]), i];
                seen.set(nums[i], i);
            }
            throw new Error("no pair adds up to " + target);
        };
        """,
        """
        vector<int> twoSum(vector<int>& nums, int target) {
            unordered_map<int, int> seen;
            for (int i = 0; i < nums.size(); i++) {
                if (seen.count(target - nums[i])) return {seen[target - nums[i]], i};
                seen[nums[i]] = i;
            }
            throw std::invalid_argument("no solution");
        }
        """,
        """
        public class Solution {
            public int[] TwoSum(int[] nums, int target) {
                var seen = new Dictionary<int, int>();
                for (int i = 0; i < nums.Length; i++) {
                    if (seen.ContainsKey(target - nums[i])) return new int[] { seen[target - nums[i]], i };
                    seen[nums[i]] = i;
                }
                throw new ArgumentException("no solution");
            }
        }
        """,
        """
        function twoSum(nums, target)
            seen ← empty map
            for i ← 0 to length(nums) - 1 do
                if target - nums[i] in seen then
                    return [seen[target - nums[i]], i]
                seen[nums[i]] ← i
            throw new Error("can't: no solution")
        """,
    ],
)
def test_a_throw_after_the_search_runs_as_a_raise(text: str) -> None:
    assert run(text, TWO_SUM, [2, 7, 11, 15], 9) == [0, 1]
    with pytest.raises(RuntimeError):
        run(text, TWO_SUM, [1, 2], 10)


def test_a_throw_keeps_a_buggy_search_failing() -> None:
    # the key looked up is the number itself, not what it needs: the search throws
    text = JAVA_TWO_SUM.replace("NEED", "nums[i]")
    with pytest.raises(RuntimeError, match="no solution"):
        run(text, TWO_SUM, [2, 7, 11, 15], 9)


def test_throwing_away_in_english_is_no_exception() -> None:
    result = normalise(
        "function total(nums)\n    s ← 0\n    for each x in nums\n        s ← s + x\n"
        "    throw s out of the window\n    return s",
        SUM,
    )
    assert "raise" not in result.python


# C names a struct type with its tag (`struct ListNode`), and declares several pointers on one line
C_REVERSE = """
    struct ListNode* reverseList(struct ListNode* head) {
        struct ListNode *prev = NULL, *next;
        while (head) {
            next = head->next;
            head->next = prev;
            prev = head;
            head = next;
        }
        return RESULT;
    }
"""
MIDDLE = sig("middle_node", "Optional[ListNode]", head="Optional[ListNode]")


def test_c_struct_tag_and_several_pointer_declarators() -> None:
    assert values(run(C_REVERSE.replace("RESULT", "prev"), REVERSE, linked(1, 2, 3))) == [3, 2, 1]


@pytest.mark.parametrize(
    "declaration",
    [
        "struct ListNode *slow = head, *fast = head;",
        "struct ListNode* slow = head; struct ListNode* fast = head;",
        "struct  ListNode *slow = head;\n    struct ListNode *fast = slow;",
    ],
)
def test_c_struct_tag_in_declarations(declaration: str) -> None:
    text = f"""
struct ListNode* middleNode(struct ListNode* head) {{
    {declaration}
    while (fast && fast->next) {{
        slow = slow->next;
        fast = fast->next->next;
    }}
    return slow;
}}
"""
    assert values(run(text, MIDDLE, linked(1, 2, 3, 4, 5))) == [3, 4, 5]


def test_c_struct_tag_keeps_a_buggy_reversal_failing() -> None:
    # returns head, which is NULL once the loop ends
    assert values(run(C_REVERSE.replace("RESULT", "head"), REVERSE, linked(1, 2, 3))) == []


# headers without a keyword: C-style with a return type but no parameter types or brace, and
# English with the method's name in words
ANAGRAM_BODY = """
  if len(s) ≠ len(t) return false
  cnt = {}
  for c in s: cnt[c] = cnt.get(c, 0) + 1
  for c in t:
     if cnt.get(c, 0) == 0: return false
     cnt[c] -= 1
  return true
"""


@pytest.mark.parametrize(
    "header",
    [
        "bool isAnagram(s, t)",
        "boolean isAnagram(s, t)",
        "public static boolean isAnagram(a, b)",
        "bool isAnagram(s, t):",
        "is anagram(s, t):",
        "Is Anagram(s, t):",
        "isAnagram(s, t):",
    ],
)
def test_headers_without_a_keyword(header: str) -> None:
    body = ANAGRAM_BODY if "(s, t)" in header else ANAGRAM_BODY.replace("(s)", "(a)").replace("in s", "in a")
    body = body if "(s, t)" in header else body.replace("(t)", "(b)").replace("in t", "in b")
    text = header + body
    assert run(text, ANAGRAM, "anagram", "nagaram") is True
    assert run(text, ANAGRAM, "rat", "car") is False


def test_a_c_typed_header_of_a_list_method() -> None:
    text = """
        int[] twoSum(nums, target)
            for i in range(len(nums)):
                for j in range(i + 1, len(nums)):
                    if nums[i] + nums[j] == target: return [i, j]
            return []
    """
    assert run(text, TWO_SUM, [3, 2, 4], 6) == [1, 2]


def test_a_title_with_a_note_in_brackets_is_no_header() -> None:
    text = "My solution (s):\n" + ANAGRAM_BODY
    result = normalise(text, ANAGRAM)
    assert "My_solution" not in result.python and "def My" not in result.python
    assert any(u.line == 1 for u in result.unrecognised)


def test_a_spaced_header_of_another_name_is_not_guessed() -> None:
    result = normalise("two pointers(s, t):\n" + ANAGRAM_BODY, ANAGRAM)
    assert "two_pointers" not in result.python


def test_a_keywordless_header_keeps_a_buggy_anagram_failing() -> None:
    # counts only the first word's letters, never takes any away: "ab", "aa" passes the check
    text = "bool isAnagram(s, t)\n" + ANAGRAM_BODY.replace("     cnt[c] -= 1\n", "")
    assert run(text, ANAGRAM, "ab", "aa") is True


# a builtin typed with two neighbouring letters swapped, read with a note; nothing else is guessed
PARENS_SWAPPED = """
Def generateParenthesis(n)
    res = []
    Def go(cur, opne, close)
        If LENGTH(cur) == 2*n
            res.APPEND (cur)
            Return
        if opne < n
            go(cur + "(", opne + 1, close)
        If close < opne
            go(cur + ")", opne, close + 1)
    go("", 0, 0)
    Return res
"""


@pytest.mark.parametrize(
    ("length", "append"), [("lenght", "append"), ("length", "appned"), ("lneght", "append"), ("len", "apned")]
)
def test_a_builtin_with_two_letters_swapped(length: str, append: str) -> None:
    text = PARENS_SWAPPED.replace("LENGTH", length).replace("APPEND", append)
    result = normalise(text.strip("\n"), PARENS)
    if {length, append} in ({"lenght", "append"}, {"length", "appned"}):
        assert sorted(run(text, PARENS, 2)) == ["(())", "()()"]
        swapped = ({length, append} - {"length", "append"}).pop()
        assert any(f"`{swapped}`" in note for note in result.notes)
    else:  # `lneght` (two swaps) and `apned` (a letter dropped) are not read
        assert not result.notes
        assert f"{length}(" in result.python


def test_a_swapped_name_the_answer_defines_or_reads_is_not_read() -> None:
    defined = "def lenght(s):\n    return 0\ndef total(nums):\n    return lenght(nums) + nums[0]"
    assert run(defined, SUM, [5, 6]) == 5
    as_variable = normalise("def total(nums):\n    x = lenght(nums)\n    return lenght + x", SUM)
    assert as_variable.unrecognised and not as_variable.notes


def test_a_swapped_builtin_keeps_a_buggy_generator_failing() -> None:
    # `close <= opne`: unbalanced strings, whatever the spelling
    text = PARENS_SWAPPED.replace("LENGTH", "lenght").replace("APPEND", "append")
    text = text.replace("If close < opne", "If close <= opne")
    assert sorted(run(text, PARENS, 1)) == ["()", ")("]


# `start with x = v` is the assignment; a sentence in brackets, after a step or on its own line, an aside
SUBSETS = sig("subsets", "List[List[int]]", nums="List[int]")


@pytest.mark.parametrize(
    "first",
    [
        "start with res = [ [] ]   (just the empty set)",
        "Start with res = [[]]",
        "begin with res = [[]]    (only the empty set so far)",
        "starting with res = [[]]",
        "res = [[]]",
    ],
)
def test_start_with_an_assignment(first: str) -> None:
    text = f"""
{first}
for each num in nums:
    new_ones = []
    for s in res -> new_ones.append(s + [num])      // a copy, don't change s
    res.extend(new_ones)
end
return res
"""
    assert sorted(run(text, SUBSETS, [1, 2])) == [[], [1], [1, 2], [2]]


@pytest.mark.parametrize(
    "aside",
    [
        "(every element doubles the list, so 2^n subsets)",
        "(each round doubles the list.)",
        "  (copies, never the same list)",
    ],
)
def test_a_sentence_in_brackets_on_its_own_line(aside: str) -> None:
    text = f"""
- start with result = [[]]
- for each x in nums:
    * new = []
    {aside}
    * for s in result: new.push([...s, x])
    * result = result + new
- return result
{aside}
"""
    assert sorted(run(text, SUBSETS, [1, 2])) == [[], [1], [1, 2], [2]]


def test_a_bracketed_step_is_no_aside() -> None:
    result = normalise("def total(nums):\n    (s) = 0\n    for x in nums: s += x\n    return s", SUM)
    assert "# s" not in result.python


def test_start_with_keeps_a_buggy_subsets_failing() -> None:
    # appends `num` to each subset in place: the subsets share and grow
    text = """
start with res = [ [] ]   (just the empty set)
for each num in nums:
    new_ones = []
    for s in res -> s.append(num)
    res.extend(new_ones)
end
return res
"""
    assert run(text, SUBSETS, [1, 2]) == [[1, 2]]


# Pascal and Delphi: `{ }` and `(* *)` comments, a `var` section, `p^.next`, `High(a)`
ROB = sig("rob", "int", nums="List[int]")
MOVE_ZEROES = sig("move_zeroes", "None", nums="List[int]")

PASCAL_ROB = """
function Rob(nums: array of Integer): Integer;
var
  i, prev2, prev1, cur: Integer;
begin
  { prev1 = best up to the house before, prev2 = best up to two houses before }
  prev2 := 0;
  prev1 := 0;
  for i := Low(nums) to High(nums) do
  begin
    cur := Max(prev1, prev2 + nums[i]);  (* take this house, or skip it *)
    prev2 := prev1;
    prev1 := CUR;
  end;
  Result := prev1;
end;
"""


def test_pascal_comments_var_section_and_open_array_bounds() -> None:
    assert run(PASCAL_ROB.replace("CUR", "cur"), ROB, [2, 7, 9, 3, 1]) == 12


def test_pascal_one_line_var_multi_line_comment_and_pointer_fields() -> None:
    text = """
function reverseList(head: PListNode): PListNode;
var prev, cur, nxt: PListNode;
begin
  {
    walk the list once,
    turning each link around
  }
  prev := nil;
  cur := head;
  while cur <> nil do
  begin
    nxt := cur^.next;     { remember the rest }
    cur^.next := prev;
    prev := cur;
    cur := nxt
  end;
  reverseList := prev
end;
"""
    assert values(run(text, REVERSE, linked(1, 2, 3))) == [3, 2, 1]


def test_pascal_procedure_changing_its_array() -> None:
    text = """
procedure moveZeroes(var nums);
{ w = write position, everything before w is non-zero }
begin
  w := 0;
  for i := 0 to length(nums) - 1 do
    if nums[i] <> 0 then
    begin
      swap nums[i] and nums[w];
      w := w + 1
    end
end;
"""
    nums = [0, 1, 0, 3, 12]
    run(text, MOVE_ZEROES, nums)
    assert nums == [1, 3, 12, 0, 0]


def test_braces_without_begin_are_no_pascal_comment() -> None:
    # no `begin` line: braces stay what they were (a block, a dict)
    result = normalise(
        "function total(nums) {\n    s := 0\n    for x in nums { s := s + x }\n    return s\n}", SUM
    )
    assert "pascal" not in result.rules_applied


def test_pascal_keeps_a_buggy_robber_failing() -> None:
    # `prev1 := cur` dropped for `prev1 := prev2`: never more than the first houses' best
    assert run(PASCAL_ROB.replace("CUR", "prev2"), ROB, [2, 7, 9, 3, 1]) != 12


# LeetCode's C returns an array through `int* returnSize` and memory of its own (`malloc`)
PRODUCT = sig("product_except_self", "List[int]", nums="List[int]")
C_PRODUCT = """
int* productExceptSelf(int* nums, int numsSize, int* returnSize) {
    ALLOCATE
    *returnSize = SIZE;
    ans[0] = 1;
    for (int i = 1; i < numsSize; i++)
        ans[i] = ans[i - 1] * nums[i - 1];
    int right = 1;
    for (int i = numsSize - 1; i >= 0; i--) {
        ans[i] *= right;
        right *= nums[i];
    }
    return ans;
}
"""


@pytest.mark.parametrize(
    "allocate",
    [
        "int* ans = (int*)malloc(numsSize * sizeof(int));",
        "int *ans = malloc(sizeof(int) * numsSize);",
        "int *ans = (int *) calloc(numsSize, sizeof(int));",
    ],
)
def test_c_return_size_and_allocation(allocate: str) -> None:
    text = C_PRODUCT.replace("ALLOCATE", allocate).replace("SIZE", "numsSize")
    assert run(text, PRODUCT, [1, 2, 3, 4]) == [24, 12, 8, 6]


def test_c_malloc_memory_holds_no_value() -> None:
    # reads ans[i] before writing it: garbage in C, a failure here (calloc's zeros would hide it)
    text = """
int* runningSum(int* nums, int numsSize, int* returnSize) {
    int* ans = (int*)malloc(numsSize * sizeof(int));
    *returnSize = numsSize;
    for (int i = 0; i < numsSize; i++)
        ans[i] += nums[i];
    return ans;
}
"""
    with pytest.raises(TypeError):
        run(text, sig("running_sum", "List[int]", nums="List[int]"), [1, 2])


def test_c_return_size_never_set_fails() -> None:
    text = C_PRODUCT.replace("ALLOCATE", "int* ans = (int*)malloc(numsSize * sizeof(int));")
    text = text.replace("    *returnSize = SIZE;\n", "")
    with pytest.raises(ValueError, match="returnSize"):
        run(text, PRODUCT, [1, 2, 3, 4])


def test_c_return_size_keeps_a_buggy_count_failing() -> None:
    # one item too few reported: the caller reads only the first three
    text = C_PRODUCT.replace("ALLOCATE", "int* ans = (int*)malloc(numsSize * sizeof(int));")
    assert run(text.replace("SIZE", "numsSize - 1"), PRODUCT, [1, 2, 3, 4]) == [24, 12, 8]


# LeetCode's C++ answers are methods of `class Solution { public: … };`
CPP_DEPTH = """
class Solution {
public:
    int maxDepth(TreeNode* root) {
        if (root == nullptr) return 0;
        return 1 + deeper(maxDepth(root->left), maxDepth(root->right));
    }

private:
    int deeper(int a, int b) { return a > b ? A : B; }
};
"""


def run_tree(text: str, *args: Any) -> Any:
    signature = sig("max_depth", "int", root="Optional[TreeNode]")
    result = normalise(textwrap.dedent(text).strip("\n"), signature)
    assert result.ok and not result.unrecognised, result.python
    assert any("C++" in note for note in result.notes), result.notes
    namespace: dict[str, Any] = {"TreeNode": TreeNode}
    exec(compile(result.python, "<normalised>", "exec"), namespace)
    return namespace["Solution"]().max_depth(*args)


def test_cpp_class_solution_methods() -> None:
    tree = TreeNode(3, TreeNode(9), TreeNode(20, TreeNode(15), TreeNode(7)))
    assert run_tree(CPP_DEPTH.replace("A : B", "a : b"), tree) == 3


def test_cpp_class_solution_keeps_a_buggy_depth_failing() -> None:
    tree = TreeNode(3, TreeNode(9), TreeNode(20, TreeNode(15), TreeNode(7)))
    assert run_tree(CPP_DEPTH.replace("A : B", "b : a"), tree) == 2
