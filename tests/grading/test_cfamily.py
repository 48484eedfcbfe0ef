"""The C-family front end (docs/pseudocode.md, "C-family front end"): code a real parser reads is
translated from its syntax tree, faithfully (the learner's bugs survive), or left to the line rules.

Each test runs the produced Python: what matters is what the learner's code does, not its text.
"""

from __future__ import annotations

import textwrap
from typing import Any

import pytest

from assay.grading import normalise
from assay.judge import Signature
from tests.grading.support import signature as sig

FRONT = "c-family-parser"


SUM = sig("total", "int", nums="List[int]")
DIV = sig("divide", "int", a="int", b="int")
LIST = sig("build", "List[int]", nums="List[int]")
WORD = sig("check", "bool", s="str")


class ListNode:
    def __init__(self, val: int = 0, next: ListNode | None = None) -> None:
        self.val, self.next = val, next


def translated(text: str, signature: Signature) -> str:
    result = normalise(textwrap.dedent(text), signature)
    assert result.ok, result.error
    assert FRONT in result.rules_applied, result.rules_applied
    return result.python


def run(text: str, signature: Signature, *args: Any) -> Any:
    python = translated(text, signature)
    namespace: dict[str, Any] = {"ListNode": ListNode}
    exec(compile(python, "<test>", "exec"), namespace)
    return getattr(namespace["Solution"](), signature.method)(*args)


def not_ours(text: str, signature: Signature) -> None:
    result = normalise(textwrap.dedent(text), signature)
    assert FRONT not in result.rules_applied, result.python


# -- loops --------------------------------------------------------------------------------------------


def test_a_c_for_whose_body_changes_i_keeps_the_change() -> None:
    text = """
    function total(nums) {
      let count = 0;
      for (let i = 0; i < nums.length; i++) {
        if (nums[i] === 0) i++;
        count++;
      }
      return count;
    }
    """
    assert "range(" not in translated(text, SUM)
    assert run(text, SUM, [0, 5, 0, 5, 7]) == 3  # each 0 skips the next item


def test_continue_in_a_c_for_runs_the_step_first() -> None:
    text = """
    int total(int[] nums) {
        int s = 0;
        for (int i = 0; i < nums.length; i++) {
            if (nums[i] < 0) continue;
            s += nums[i];
        }
        return s;
    }
    """
    assert run(text, SUM, [3, -1, 4]) == 7


def test_a_plain_counting_loop_becomes_a_range() -> None:
    text = """
    int total(vector<int>& nums) {
        int s = 0;
        for (int i = nums.size() - 1; i >= 0; i--) s += nums[i];
        return s;
    }
    """
    assert "for i in range(len(nums) - 1, -1, -1):" in translated(text, SUM)
    assert run(text, SUM, [1, 2, 3]) == 6


def test_do_while_runs_its_body_once_before_the_test() -> None:
    text = """
    function total(nums) {
      let n = 0;
      do { n++; } while (n < 0);
      return n;
    }
    """
    assert run(text, SUM, []) == 1


def test_an_off_by_one_stays_an_off_by_one() -> None:
    text = """
    public int total(int[] nums) {
        int s = 0;
        for (int i = 1; i < nums.length; i++) s += nums[i];
        return s;
    }
    """
    assert run(text, SUM, [10, 1, 2]) == 3  # the first item is missed, as the learner wrote


# -- arithmetic ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(("a", "b", "q"), [(7, 2, 3), (-7, 2, -3), (7, -2, -3), (-7, -2, 3)])
def test_java_and_c_integer_division_truncates_toward_zero(a: int, b: int, q: int) -> None:
    java = "class Solution { public int divide(int a, int b) { return a / b; } }"
    c = "int divide(int a, int b) { int q = a / b; return q; }"
    assert run(java, DIV, a, b) == q
    assert run(c, DIV, a, b) == q


def test_the_remainder_takes_the_sign_of_the_dividend() -> None:
    assert run("int divide(int a, int b) { return a % b; }", DIV, -7, 2) == -1
    assert run("function divide(a, b) { return a % b; }", DIV, -7, 2) == -1


def test_javascript_division_is_real_division() -> None:
    assert run("function divide(a, b) { return a / b; }", DIV, -7, 2) == -3.5
    assert run("function divide(a, b) { return Math.floor(a / b); }", DIV, -7, 2) == -4


def test_a_character_in_arithmetic_is_its_code() -> None:
    text = """
    public boolean check(String s) {
        int[] count = new int[26];
        for (char c : s.toCharArray()) count[c - 'a']++;
        return count[0] == 2;
    }
    """
    assert run(text, WORD, "abca") is True


# -- expressions with effects and short circuits ------------------------------------------------------


def test_i_plus_plus_in_an_index_uses_the_old_value_then_moves() -> None:
    text = """
    void build(int* nums, int numsSize) {
        int k = 0;
        for (int i = 0; i < numsSize; i++) {
            if (nums[i] != 0) nums[k++] = nums[i];
        }
        while (k < numsSize) nums[k++] = 0;
    }
    """
    nums = [0, 1, 0, 3, 12]
    run(text, sig("build", "None", nums="List[int]"), nums)
    assert nums == [1, 3, 12, 0, 0]


def test_short_circuit_and_ternary() -> None:
    text = """
    function total(nums) {
      let i = nums.length;
      const ok = i < nums.length && nums[i] > 0;
      return ok ? 1 : nums.length === 0 ? -1 : 0;
    }
    """
    assert run(text, SUM, [4]) == 0
    assert run(text, SUM, []) == -1


def test_javascript_arrays_grow_are_truthy_and_read_undefined_past_the_end() -> None:
    text = """
    function build(nums) {
      const out = [];
      out[2] = 7;
      if (out && out[5] === undefined) out.push(nums.length);
      return out;
    }
    """
    assert run(text, LIST, [1, 2]) == [None, None, 7, 2]


def test_a_nested_function_updates_its_parents_variable() -> None:
    text = """
    function total(nums) {
      let count = 0;
      function visit(i) {
        if (i >= nums.length) return;
        count += nums[i];
        visit(i + 1);
      }
      visit(0);
      return count;
    }
    """
    assert run(text, SUM, [1, 2, 3]) == 6


# -- libraries ----------------------------------------------------------------------------------------


def test_javascript_map_set_and_string_sort_bug() -> None:
    text = """
    function build(nums) {
      const seen = new Set();
      const counts = new Map();
      for (const x of nums) {
        seen.add(x);
        counts.set(x, (counts.get(x) || 0) + 1);
      }
      const keys = [...seen];
      return nums.slice().sort();
    }
    """
    assert run(text, LIST, [10, 9, 1]) == [1, 10, 9]  # JavaScript sorts as strings: the bug survives
    sorts = "function build(nums) { const out = nums.slice(); out.sort(); return out; }"
    assert run(sorts, LIST, [10, 9, 1]) == [1, 10, 9]  # JavaScript sorts as strings: the bug survives


def test_java_collections_and_math() -> None:
    text = """
    class Solution {
        public int total(int[] nums) {
            Map<Integer, Integer> count = new HashMap<>();
            Deque<Integer> stack = new ArrayDeque<>();
            int best = Integer.MIN_VALUE;
            for (int x : nums) {
                count.put(x, count.getOrDefault(x, 0) + 1);
                stack.push(x);
                best = Math.max(best, count.get(x));
            }
            return best * 10 + stack.peek();
        }
    }
    """
    assert run(text, SUM, [1, 2, 1, 3]) == 23


def test_cpp_vectors_pointers_and_list_nodes() -> None:
    text = """
    ListNode* build(vector<int>& nums) {
        ListNode* dummy = new ListNode(0);
        ListNode* tail = dummy;
        vector<vector<int>> grid(2, vector<int>(3, 0));
        for (int x : nums) { tail->next = new ListNode(x + grid[1][2]); tail = tail->next; }
        return dummy->next;
    }
    """
    head = run(text, sig("build", "Optional[ListNode]", nums="List[int]"), [4, 5])
    assert (head.val, head.next.val, head.next.next) == (4, 5, None)


def test_typescript_and_a_renamed_function_map_by_position() -> None:
    text = """
    function sumAll(values: number[]): number {
      let s: number = 0;
      for (const v of values) s += v;
      return s;
    }
    """
    assert run(text, SUM, [1, 2, 3]) == 6


def test_a_learner_name_that_python_uses_is_renamed() -> None:
    text = "function total(nums) { let len = nums.length; let max = 0; return len + max; }"
    assert run(text, SUM, [1, 2]) == 2


# -- refusals: the line rules read these as before ----------------------------------------------------


def test_a_fall_through_switch_is_left_to_the_line_rules() -> None:
    text = """
    int total(int* nums, int numsSize) {
        int s = 0;
        switch (numsSize) {
            case 0: s += 1;
            case 1: s += 2; break;
            default: s = 9;
        }
        return s;
    }
    """
    not_ours(text, SUM)


def test_malformed_code_is_left_to_the_line_rules() -> None:
    text = """
    function total(nums) {
      let s = 0
      for (let i = 0; i < nums.length; i++ {
        s += nums[i];
      }
      return s;
    """
    not_ours(text, SUM)


def test_division_of_values_of_unknown_type_is_refused() -> None:
    text = """
    class Solution {
        public int total(int[] nums) {
            var half = nums.length;
            return half / 2;
        }
    }
    """
    not_ours(text, SUM)


def test_javascript_or_gives_an_operand_not_a_boolean() -> None:
    text = """
    function total(nums) {
      const counts = new Map();
      for (const x of nums) counts.set(x, (counts.get(x) || 0) + 1);
      const zero = 0;
      return counts.get(nums[0]) * 10 + (zero || 5) + (zero && 7);
    }
    """
    assert run(text, SUM, [4, 4, 4]) == 35


def test_javascript_sets_and_maps_iterate_in_insertion_order() -> None:
    text = """
    function build(nums) {
      const seen = new Set();
      const last = new Map();
      nums.forEach;
      for (const x of nums) { seen.add(x); last.set(x, x * 2); }
      const out = [];
      for (const x of seen) out.push(x);
      for (const [k, v] of last) out.push(k + v);
      return out;
    }
    """
    not_ours(text, LIST)  # `nums.forEach` read as a value: refused
    text = text.replace("nums.forEach;", "")
    assert run(text, LIST, [30, 10, 20, 10]) == [30, 10, 20, 90, 30, 60]


def test_cpp_map_counts_from_zero_for_a_missing_key() -> None:
    text = """
    int total(vector<int>& nums) {
        unordered_map<int, int> count;
        for (int x : nums) count[x]++;
        count[7] += 2;
        return count[nums[0]] * 10 + count[7] + count[99];
    }
    """
    assert run(text, SUM, [5, 5, 6]) == 22


def test_java_string_equality_is_left_to_the_line_rules() -> None:
    text = """
    public boolean check(String s) {
        String t = s.substring(0, 1);
        return t == "a";
    }
    """
    not_ours(text, WORD)  # == compares references in Java: a Python == would fix the learner's bug


def test_javascript_destructuring_swap_and_spread() -> None:
    text = """
    function build(nums) {
      const out = [...nums, 0];
      let [i, j] = [0, out.length - 1];
      [out[i], out[j]] = [out[j], out[i]];
      [i, j] = [j, i];
      out.push(i * 10 + j, Math.max(...nums));
      return out;
    }
    """
    assert run(text, LIST, [4, 5]) == [0, 5, 4, 20, 5]
    text = text.replace("Math.max(...nums)", "Math.max(...[]), ...nums")
    assert run(text, LIST, [4, 5]) == [0, 5, 4, 20, float("-inf"), 4, 5]


def test_cpp_swap_sort_and_auto() -> None:
    text = """
    vector<int> build(vector<int>& nums) {
        vector<int> out(nums.begin(), nums.end());
        return out;
    }
    """
    not_ours(text, LIST)  # a vector built from iterators: refused
    text = """
    vector<int> build(vector<int>& nums) {
        auto n = nums.size();
        sort(nums.begin(), nums.end());
        swap(nums[0], nums[n - 1]);
        return nums;
    }
    """
    assert run(text, LIST, [3, 1, 2]) == [3, 2, 1]


def test_java_array_literals_and_copies() -> None:
    text = """
    class Solution {
        public List<Integer> build(int[] nums) {
            List<Integer> out = new ArrayList<>();
            int[] pair = new int[]{nums[0], nums.length};
            for (int x : pair) out.add(x);
            List<Integer> copy = new ArrayList<>(out);
            out.add(9);
            return copy;
        }
    }
    """
    assert run(text, LIST, [7, 8]) == [7, 2]


def test_javascript_callbacks_map_filter_reduce() -> None:
    text = """
    function build(nums) {
      const doubled = nums.map((x, i) => x * 2 + i);
      const big = doubled.filter(x => x > 4);
      const total = big.reduce((acc, x) => acc + x, 0);
      return big.some(x => x > 100) ? [] : [total, doubled.findIndex(x => x === 1)];
    }
    """
    assert run(text, LIST, [1, 2, 3]) == [13, -1]


def test_c_strings_and_loose_equality_are_left_to_the_line_rules() -> None:
    not_ours("bool check(char* s) { int i = 0; while (s[i] != '\\0') i++; return i > 0; }", WORD)
    not_ours("function check(s) { return s.length == '3'; }", WORD)


def test_a_char_steps_to_the_next_character() -> None:
    text = """
    public boolean check(String s) {
        char c = 'a';
        c++;
        return s.charAt(0) == c;
    }
    """
    assert run(text, WORD, "b") is True


def test_cpp_copies_containers_passed_or_assigned_by_value() -> None:
    text = """
    void clear(vector<int> v) { v[0] = 0; }
    void build(vector<int>& nums) {
        clear(nums);
        vector<int> copy = nums;
        copy[1] = 0;
        vector<int>& same = nums;
        same[2] = 0;
    }
    """
    nums = [7, 8, 9]
    run(text, sig("build", "None", nums="List[int]"), nums)
    assert nums == [7, 8, 0]  # only the reference wrote through, as in C++


def test_parameters_given_in_another_order_map_by_position() -> None:
    text = "function divide(b, a) { return Math.floor(b / a); }"
    assert run(text, DIV, 7, 2) == 3
    text = "function divide(b, a) { return Math.floor(a / b); }"
    assert run(text, DIV, 7, 2) == 0


def test_javascript_bit_operations_work_on_32_bit_integers() -> None:
    text = "function divide(a, b) { return ((a + b) >> 1) + (a / b | 0) * 100 + (-1 >>> 28) * 10000; }"
    assert run(text, DIV, -7, 2) == -3 + (-3) * 100 + 15 * 10000


def test_math_max_of_an_array_is_left_to_the_line_rules() -> None:
    not_ours("function total(nums) { return Math.max(nums); }", SUM)  # NaN in JavaScript
