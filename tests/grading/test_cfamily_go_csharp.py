"""Go answers read by the C-family front end (docs/pseudocode.md, "C-family front end", Go).

Each test runs the produced Python: what matters is what the learner's Go does, bugs included, or
that an answer the front end cannot be sure of is left to the line rules.
"""

from __future__ import annotations

import textwrap
from typing import Any

from assay.grading import normalise
from assay.judge import Signature
from tests.grading.support import signature as sig

FRONT = "c-family-parser"


TWO_SUM = sig("twoSum", "List[int]", nums="List[int]", target="int")
DIV = sig("divide", "int", a="int", b="int")
SUM = sig("total", "int", nums="List[int]")
WORD = sig("check", "bool", s="str")
REVERSE = sig("reverseList", "Optional[ListNode]", head="Optional[ListNode]")


class ListNode:
    def __init__(self, val: int = 0, next: ListNode | None = None) -> None:
        self.val, self.next = val, next


def translated(text: str, signature: Signature) -> str:
    result = normalise(textwrap.dedent(text), signature)
    assert result.ok, result.error
    assert "c-family-go" in result.rules_applied, (result.rules_applied, result.python)
    return result.python


def run(text: str, signature: Signature, *args: Any) -> Any:
    python = translated(text, signature)
    namespace: dict[str, Any] = {"ListNode": ListNode}
    exec(compile(python, "<test>", "exec"), namespace)
    return getattr(namespace["Solution"](), signature.method)(*args)


def not_ours(text: str, signature: Signature) -> None:
    result = normalise(textwrap.dedent(text), signature)
    assert "c-family-go" not in result.rules_applied, result.python


def test_go_two_sum_with_a_map_and_comma_ok_runs() -> None:
    text = """
    func twoSum(nums []int, target int) []int {
        seen := make(map[int]int)
        for i, x := range nums {
            if j, ok := seen[target-x]; ok {
                return []int{j, i}
            }
            seen[x] = i
        }
        return nil
    }
    """
    assert run(text, TWO_SUM, [2, 7, 11, 15], 9) == [0, 1]
    assert run(text, TWO_SUM, [3, 2, 4], 6) == [1, 2]
    assert run(text, TWO_SUM, [1, 2], 99) == []  # a nil slice is an empty one to the judge


def test_go_names_differ_and_map_onto_the_signature_by_position() -> None:
    text = """
    func findPair(a []int, t int) []int {
        for i := 0; i < len(a); i++ {
            for j := i + 1; j < len(a); j++ {
                if a[i]+a[j] == t {
                    return []int{i, j}
                }
            }
        }
        return []int{}
    }
    """
    assert run(text, TWO_SUM, [3, 3], 6) == [0, 1]


def test_go_integer_division_and_modulo_truncate_toward_zero() -> None:
    text = """
    func divide(a int, b int) int {
        return a/b*10 + a%b
    }
    """
    assert run(text, DIV, -7, 2) == -3 * 10 + -1
    assert run(text, DIV, 7, -2) == -3 * 10 + 1
    floats = """
    func divide(a int, b int) int {
        x := float64(a) / 2
        return int(x * 10)
    }
    """
    assert run(floats, DIV, -7, 2) == -35


def test_go_a_loop_whose_body_changes_i_and_continue_runs_the_step() -> None:
    text = """
    func total(nums []int) int {
        s := 0
        for i := 0; i < len(nums); i++ {
            if nums[i] < 0 {
                i++
                continue
            }
            s += nums[i]
        }
        return s
    }
    """
    assert run(text, SUM, [1, -1, 100, 2]) == 3  # the -1 skips the 100, as in Go


def test_go_an_off_by_one_bug_is_kept_and_a_negative_index_fails() -> None:
    text = """
    func total(nums []int) int {
        s := 0
        for i := 1; i <= len(nums); i++ {
            s += nums[i-1]
        }
        for i := 0; i < len(nums)-1; i++ {
            s += nums[i]
        }
        return s
    }
    """
    assert run(text, SUM, [1, 2, 3]) == 6 + 3  # the second loop misses the last item
    negative = """
    func total(nums []int) int {
        return nums[len(nums)-2]
    }
    """
    try:
        run(negative, SUM, [5])
    except IndexError:
        pass
    else:
        raise AssertionError("Go panics on a negative index; Python's -1 would read the last item")


def test_go_while_style_and_bare_for_loops() -> None:
    text = """
    func total(nums []int) int {
        n := len(nums)
        s := 0
        for n > 0 {
            n--
            s += nums[n]
        }
        for {
            if s > 10 {
                break
            }
            s *= 2
        }
        return s
    }
    """
    assert run(text, SUM, [1, 2]) == 12


def test_go_append_make_and_slices_of_strings() -> None:
    text = """
    func check(s string) bool {
        stack := make([]byte, 0, len(s))
        pairs := map[byte]byte{')': '(', ']': '['}
        for i := 0; i < len(s); i++ {
            c := s[i]
            if c == '(' || c == '[' {
                stack = append(stack, c)
            } else {
                if len(stack) == 0 || stack[len(stack)-1] != pairs[c] {
                    return false
                }
                stack = stack[:len(stack)-1]
            }
        }
        return len(stack) == 0
    }
    """
    assert run(text, WORD, "([])") is True
    assert run(text, WORD, "(]") is False
    assert run(text, WORD, "(") is False


def test_go_range_over_a_string_gives_runes() -> None:
    text = """
    func check(s string) bool {
        count := make([]int, 26)
        for _, c := range s {
            count[c-'a']++
        }
        return count[0] == 2 && string(s[1]) == "b"
    }
    """
    assert run(text, WORD, "aba") is True
    assert run(text, WORD, "abc") is False


def test_go_linked_list_with_nil_and_struct_literals() -> None:
    text = """
    func reverseList(head *ListNode) *ListNode {
        var prev *ListNode
        curr := head
        for curr != nil {
            next := curr.Next
            curr.Next = prev
            prev = curr
            curr = next
        }
        dummy := &ListNode{Val: 0, Next: prev}
        return dummy.Next
    }
    """
    head = ListNode(1, ListNode(2, ListNode(3)))
    out = run(text, REVERSE, head)
    assert [out.val, out.next.val, out.next.next.val, out.next.next.next] == [3, 2, 1, None]


def test_go_multiple_assignment_evaluates_the_right_side_first() -> None:
    text = """
    func total(nums []int) int {
        a, b := 0, 1
        for i := 0; i < len(nums); i++ {
            a, b = b, a+b
        }
        nums[0], nums[1] = nums[1], nums[0]
        return a*100 + nums[0]
    }
    """
    assert run(text, SUM, [7, 8, 9]) == 200 + 8


def test_go_map_zero_values_and_math_constants() -> None:
    text = """
    func total(nums []int) int {
        counts := make(map[int]int)
        best := math.MinInt32
        for _, x := range nums {
            counts[x]++
            if counts[x] > best {
                best = counts[x]
            }
        }
        return best + counts[12345]
    }
    """
    assert run(text, SUM, [1, 2, 1]) == 2


def test_go_helper_functions_become_methods() -> None:
    text = """
    func helper(x int) int {
        if x < 0 {
            return -x
        }
        return x
    }

    func total(nums []int) int {
        s := 0
        for _, x := range nums {
            s += helper(x)
        }
        return s
    }
    """
    assert run(text, SUM, [-1, 2, -3]) == 6


def test_go_map_iteration_that_only_sums_is_read() -> None:
    text = """
    func total(nums []int) int {
        counts := map[int]int{}
        for _, x := range nums {
            counts[x]++
        }
        odd := 0
        for _, c := range counts {
            if c > 5 {
                return -1
            }
            odd += c % 2
        }
        return odd
    }
    """
    assert run(text, SUM, [1, 1, 2, 3]) == 2


def test_go_map_iteration_whose_order_matters_is_refused() -> None:
    text = """
    func total(nums []int) int {
        counts := map[int]int{}
        for _, x := range nums {
            counts[x]++
        }
        for k, c := range counts {
            if c == 1 {
                return k
            }
        }
        return -1
    }
    """
    not_ours(text, SUM)  # Go's order is random: which single key comes back is not defined


def test_go_slices_sharing_an_array_are_refused() -> None:
    text = """
    func total(nums []int) int {
        left := nums[:1]
        left[0] = 99
        return nums[0]
    }
    """
    not_ours(text, SUM)  # in Go the write shows through nums; a Python slice is a copy
    alias = """
    func total(nums []int) int {
        a := []int{1}
        b := a
        a = append(a, 2)
        return len(b)
    }
    """
    not_ours(alias, SUM)


def test_go_shadowing_and_closures_are_refused() -> None:
    shadow = """
    func total(nums []int) int {
        s := 0
        for _, x := range nums {
            s := x
            _ = s
        }
        return s
    }
    """
    not_ours(shadow, SUM)
    closure = """
    func total(nums []int) int {
        f := func(x int) int { return x }
        return f(1)
    }
    """
    not_ours(closure, SUM)


def test_go_that_does_not_parse_falls_back_to_the_line_rules() -> None:
    text = """
    func total(nums []int) int {
        s := 0
        for i := 0; i < len(nums); i++ {
            s += nums[i]
        return s
    }
    """
    not_ours(text, SUM)


# -- C# ----------------------------------------------------------------------------------------------


def run_cs(text: str, signature: Signature, *args: Any) -> Any:
    result = normalise(textwrap.dedent(text), signature)
    assert result.ok, result.error
    assert "c-family-csharp" in result.rules_applied, (result.rules_applied, result.python)
    namespace: dict[str, Any] = {"ListNode": ListNode}
    exec(compile(result.python, "<test>", "exec"), namespace)
    return getattr(namespace["Solution"](), signature.method)(*args)


def not_cs(text: str, signature: Signature) -> None:
    result = normalise(textwrap.dedent(text), signature)
    assert "c-family-csharp" not in result.rules_applied, result.python


def test_csharp_two_sum_with_try_get_value_runs() -> None:
    text = """
    public class Solution {
        public int[] TwoSum(int[] nums, int target) {
            var seen = new Dictionary<int, int>();
            for (int i = 0; i < nums.Length; i++) {
                if (seen.TryGetValue(target - nums[i], out var j)) {
                    return new int[] { j, i };
                }
                seen[nums[i]] = i;
            }
            return new int[0];
        }
    }
    """
    assert run_cs(text, TWO_SUM, [2, 7, 11, 15], 9) == [0, 1]
    assert run_cs(text, TWO_SUM, [1, 2], 99) == []


def test_csharp_contains_key_list_and_foreach() -> None:
    text = """
    public int Total(int[] nums) {
        var seen = new HashSet<int>();
        List<int> kept = new List<int>();
        foreach (var x in nums) {
            if (!seen.Add(x)) continue;
            kept.Add(x);
        }
        int best = int.MinValue;
        foreach (int x in kept) best = Math.Max(best, x);
        Array.Sort(nums);
        return kept.Count * 100 + best + nums[0] * 1000;
    }
    """
    assert run_cs(text, SUM, [3, 1, 3, 2]) == 1303  # Array.Sort sorted nums in place


def test_csharp_integer_division_truncates_and_doubles_divide() -> None:
    text = """
    public int Divide(int a, int b) {
        double half = a / 2.0;
        return a / b * 10 + a % b + (int)(half * 0) + int.MaxValue * 0;
    }
    """
    assert run_cs(text, DIV, -7, 2) == -3 * 10 + -1


def test_csharp_stack_and_char_methods() -> None:
    text = """
    public bool Check(string s) {
        var st = new Stack<char>();
        foreach (char c in s) {
            if (!char.IsLetterOrDigit(c) && c != '(' && c != ')') continue;
            if (c == '(') st.Push(c);
            else if (c == ')') {
                if (st.Count == 0 || st.Peek() != '(') return false;
                st.Pop();
            }
        }
        return st.Count == 0;
    }
    """
    assert run_cs(text, WORD, "(a)(b)") is True
    assert run_cs(text, WORD, "(a))") is False


def test_csharp_queue_and_char_arithmetic() -> None:
    text = """
    public int Total(int[] nums) {
        Queue<int> q = new Queue<int>();
        int[] counts = new int[26];
        string s = "abca";
        for (int i = 0; i < s.Length; i++) counts[s[i] - 'a']++;
        foreach (var x in nums) q.Enqueue(x);
        int sum = 0;
        while (q.Count > 0) sum += q.Dequeue();
        return sum + counts[0] * 1000;
    }
    """
    assert run_cs(text, SUM, [1, 2, 3]) == 2006


def test_csharp_off_by_one_and_a_loop_that_changes_i_are_kept() -> None:
    text = """
    public int Total(int[] nums) {
        int s = 0;
        for (int i = 0; i < nums.Length - 1; i++) {
            if (nums[i] < 0) { i++; continue; }
            s += nums[i];
        }
        return s;
    }
    """
    assert run_cs(text, SUM, [1, -1, 100, 2, 5]) == 3  # skips the 100, misses the last item


def test_csharp_linked_list() -> None:
    text = """
    public ListNode ReverseList(ListNode head) {
        ListNode prev = null;
        var curr = head;
        var seen = new HashSet<ListNode>();
        while (curr != null) {
            if (!seen.Add(curr)) return null;
            var next = curr.next;
            curr.next = prev;
            prev = curr;
            curr = next;
        }
        return prev;
    }
    """
    head = ListNode(1, ListNode(2))
    out = run_cs(text, REVERSE, head)
    assert [out.val, out.next.val, out.next.next] == [2, 1, None]


def test_csharp_dictionary_iteration_is_refused() -> None:
    text = """
    public int Total(int[] nums) {
        var counts = new Dictionary<int, int>();
        foreach (var x in nums) counts[x] = counts.GetValueOrDefault(x) + 1;
        foreach (var kv in counts) { if (kv.Value == 1) return kv.Key; }
        return -1;
    }
    """
    not_cs(text, SUM)  # C# does not specify a Dictionary's order


def test_csharp_malformed_and_java_are_left_alone() -> None:
    broken = """
    public int Total(int[] nums) {
        int s = 0;
        foreach (var x in nums) { s += x;
        return s;
    }
    """
    not_cs(broken, SUM)
    java = """
    public int total(int[] nums) {
        int s = 0;
        for (int x : nums) s += x;
        return s + nums.length;
    }
    """
    not_cs(java, SUM)


def test_go_untyped_float_constant_with_an_int_and_appends_to_parameters_are_refused() -> None:
    constant = """
    func divide(a int, b int) int {
        return a / 2.0
    }
    """
    not_ours(constant, DIV)  # Go makes 2.0 an integer constant here; Python would divide reals
    param = """
    func helper(path []int, x int) int {
        path = append(path, x)
        return len(path)
    }

    func total(nums []int) int {
        return helper(nums, 1) + len(nums)
    }
    """
    not_ours(param, SUM)  # the caller's slice keeps its length in Go; a Python list would grow


def test_csharp_char_into_int_is_its_code_and_a_list_changed_in_its_foreach_is_refused() -> None:
    text = """
    public int Total(int[] nums) {
        string s = "a";
        int code = s[0];
        return code + nums.Length;
    }
    """
    assert run_cs(text, SUM, [1]) == 98
    changing = """
    public int Total(int[] nums) {
        var xs = new List<int>(nums);
        foreach (var x in xs) {
            if (x > 0) xs.Add(-x);
        }
        return xs.Count;
    }
    """
    not_cs(changing, SUM)  # C# throws when a list changes under its foreach; Python would not


class TreeNode:
    def __init__(self, val: int = 0, left: TreeNode | None = None, right: TreeNode | None = None) -> None:
        self.val, self.left, self.right = val, left, right


def test_go_level_order_stores_a_fresh_slice_per_level() -> None:
    text = """
    func levelOrder(root *TreeNode) [][]int {
        res := [][]int{}
        if root == nil {
            return res
        }
        queue := []*TreeNode{root}
        for len(queue) > 0 {
            n := len(queue)
            level := []int{}
            for i := 0; i < n; i++ {
                node := queue[0]
                queue = queue[1:]
                level = append(level, node.Val)
                if node.Left != nil {
                    queue = append(queue, node.Left)
                }
                if node.Right != nil {
                    queue = append(queue, node.Right)
                }
            }
            res = append(res, level)
        }
        return res
    }
    """
    signature = sig("levelOrder", "List[List[int]]", root="Optional[TreeNode]")
    python = translated(text, signature)
    namespace: dict[str, Any] = {"TreeNode": TreeNode}
    exec(compile(python, "<test>", "exec"), namespace)
    root = TreeNode(3, TreeNode(9), TreeNode(20, TreeNode(15), TreeNode(7)))
    assert namespace["Solution"]().levelOrder(root) == [[3], [9, 20], [15, 7]]


def test_go_a_stored_slice_changed_afterwards_is_refused() -> None:
    text = """
    func total(nums []int) int {
        res := [][]int{}
        cur := []int{1}
        res = append(res, cur)
        cur[0] = 5
        return res[0][0]
    }
    """
    not_ours(text, SUM)  # Go's res[0] is cur's array (5); a Python list would agree only by luck


def test_go_switch_tries_cases_in_order_and_default_last() -> None:
    text = """
    func total(nums []int) int {
        s := 0
        for _, x := range nums {
            switch x % 3 {
            default:
                s += 100
            case 0, -1:
                s += 1
            case 2:
                continue
            }
            switch {
            case x > 5:
                s += 10
            }
        }
        return s
    }
    """
    # -1 % 3 is -1 in Go (1 in Python): the -1 case counts 1; 2 skips; 4 falls to default
    assert run(text, SUM, [3, -1, 2, 4, 6]) == 1 + 1 + 100 + 1 + 10
    leaving = """
    func total(nums []int) int {
        for _, x := range nums {
            switch x {
            case 1:
                break
            }
        }
        return 0
    }
    """
    not_ours(leaving, SUM)  # a break in a Go switch leaves the switch, not the loop
