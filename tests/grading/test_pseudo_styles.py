"""The pseudocode styles of docs/pseudocode.md: each construct is normalised, then EXECUTED.

Textbook (CLRS), English, JavaScript/C/Java and mixed answers; the ``unrecognised`` contract with the
grading pipeline; keyword-less procedure headers; positional parameter mapping; faithfulness (a
learner's bug in the source language stays a bug).
"""

from __future__ import annotations

import textwrap
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from assay.grading import normalise
from tests.grading.support import Sig, sig
from tests.grading.support import run_normalised as run

TWO_SUM = sig("two_sum", "List[int]", nums="List[int]", target="int")
SEARCH = sig("search", "int", nums="List[int]", target="int")
VALID = sig("is_valid", "bool", s="str")
DUP = sig("contains_duplicate", "bool", nums="List[int]")
MAX_SUB = sig("max_sub_array", "int", nums="List[int]")
ANAGRAM = sig("is_anagram", "bool", s="str", t="str")
MOVE = sig("move_zeroes", "None", nums="List[int]")
STAIRS = sig("min_cost_climbing_stairs", "int", cost="List[int]")
TOPK = sig("top_k_frequent", "List[int]", nums="List[int]", k="int")
ISLANDS = sig("num_islands", "int", grid="List[List[str]]")
SORT = sig("sort_list", "List[int]", nums="List[int]")
FIRST = sig("first", "int", nums="List[int]")


def normalised(text: str, signature: Sig) -> Any:
    return normalise(textwrap.dedent(text).strip("\n"), signature)


def raises(text: str, signature: Sig, *args: Any) -> type[BaseException]:
    result = normalised(text, signature)
    assert result.ok, f"{result.error}\n{result.python}"
    namespace: dict[str, Any] = {}
    exec(compile(result.python, "<normalised>", "exec"), namespace)
    with pytest.raises(Exception) as info:
        getattr(namespace["Solution"](), signature.method)(*args)
    return info.type


# (id, signature, pseudocode, [(args, expected), ...])
CASES: list[tuple[str, Sig, str, list[tuple[tuple[Any, ...], Any]]]] = [
    # -- textbook (CLRS) ------------------------------------------------------------------------
    (
        "clrs-two-sum-1-based",
        TWO_SUM,
        """
        TWO-SUM(A, t)
            let H be a new hash table
            for i ← 1 to A.length do
                x ← t − A[i]
                if x ∈ H then
                    return [H[x], i − 1]
                end if
                H[A[i]] ← i − 1
            end for
            return NIL
        """,
        [(([2, 7, 11, 15], 9), [0, 1]), (([3, 3], 6), [0, 1])],
    ),
    (
        "clrs-binary-search-floor-1-based-while",
        SEARCH,
        """
        BINARY-SEARCH(A, v)
          low ← 1
          high ← A.length
          while low ≤ high do
             mid ← ⌊(low + high) / 2⌋
             if A[mid] = v then return mid − 1
             else if A[mid] < v then low ← mid + 1
             else high ← mid − 1
          end while
          return −1
        """,
        [(([-1, 0, 3, 5, 9, 12], 9), 4), (([5], 5), 0), (([1, 2], 3), -1)],
    ),
    (
        "clrs-repeat-until-length-brackets",
        SEARCH,
        """
        SEARCH(A, v)
          i ← 1
          while i ≤ length[A] do
             if A[i] = v then return i − 1
             i ← i + 1
          repeat
             i ← i − 1
          until i ≤ 0
          return −1
        """,
        [(([4, 5, 6], 6), 2), (([4], 9), -1)],
    ),
    (
        "clrs-stack-calls",
        VALID,
        """
        VALID(s)
            let S be a new stack
            for each character c in s do
                if c = '(' or c = '[' then
                    PUSH(S, c)
                else
                    if STACK-EMPTY(S) then return FALSE
                    top ← POP(S)
                    if (c = ')' and top ≠ '(') or (c = ']' and top ≠ '[') then return FALSE
            return STACK-EMPTY(S)
        """,
        [(("([])",), True), (("(]",), False), (("(",), False), ((")",), False)],
    ),
    (
        "clrs-exchange-length-brackets",
        MOVE,
        """
        MOVE-ZEROES(A)
            j ← 1
            for i ← 1 to length[A] do
                if A[i] ≠ 0 then
                    exchange A[i] with A[j]
                    j ← j + 1
        """,
        [(([0, 1, 0, 3, 12],), [1, 3, 12, 0, 0])],
    ),
    (
        "clrs-zero-based-array-declared-and-infinity",
        STAIRS,
        """
        MIN-COST(cost)
            n ← cost.length
            let D[0..n] be a new array
            D[0] ← 0
            D[1] ← 0
            for i ← 2 to n do
                D[i] ← min(D[i − 1] + cost[i − 1], D[i − 2] + cost[i − 2])
            best ← ∞
            best ← min(best, D[n])
            return best
        """,
        [(([10, 15, 20],), 15), (([1, 100, 1, 1, 1, 100, 1, 1, 100, 1],), 6)],
    ),
    (
        "clrs-helper-procedure-named-like-an-operation",
        MOVE,
        """
        ROTATE-ZEROES(A)
          n ← A.length
          REVERSE(A, 1, n)
          REVERSE(A, 1, n)
        REVERSE(A, i, j)
          while i < j do
             exchange A[i] with A[j]
             i ← i + 1
             j ← j − 1
        """,
        [(([3, 1, 2],), [3, 1, 2])],
    ),
    (
        "clrs-queue-grid-numbered-lines",
        ISLANDS,
        """
        1  NUM-ISLANDS(G)
        2    m ← number of rows of G
        3    n ← number of columns of G
        4    count ← 0
        5    for i ← 1 to m
        6       for j ← 1 to n
        7          if G[i][j] = "1"
        8             count ← count + 1
        9             let Q be a new queue
        10            ENQUEUE(Q, [i, j])
        11            G[i][j] ← "0"
        12            while Q is not empty
        13               cell ← DEQUEUE(Q)
        14               r ← cell[0]
        15               c ← cell[1]
        16               for each d in [[1, 0], [0, 1], [−1, 0], [0, −1]]
        17                  a ← r + d[0]
        18                  b ← c + d[1]
        19                  if a ≥ 1 and a ≤ m and b ≥ 1 and b ≤ n and G[a][b] = "1"
        20                     G[a][b] ← "0"
        21                     ENQUEUE(Q, [a, b])
        22   return count
        """,
        [(([["1", "1", "0"], ["0", "0", "0"], ["0", "1", "1"]],), 2)],
    ),
    (
        "clrs-lcs-table-cells-then-lines",
        sig("longest_common_subsequence", "int", text1="str", text2="str"),
        """
        LCS-LENGTH(X, Y)
          m ← X.length
          n ← Y.length
          let c[0..m, 0..n] be a new table
          for i ← 1 to m
             for j ← 1 to n
                if X[i] = Y[j]
                   then c[i, j] ← c[i − 1, j − 1] + 1
                   else c[i, j] ← max(c[i − 1, j], c[i, j − 1])
          return c[m, n]
        """,
        [(("abcde", "ace"), 3), (("abc", "def"), 0)],
    ),
    (
        "clrs-built-string-counted-from-1-in-words",
        sig("is_palindrome", "bool", s="str"),
        """
        IS-PALINDROME(s)
          t ← ""
          for each character c in s
             if c is alphanumeric then t ← t + lowercase(c)
          i ← 1
          j ← length(t)
          while i < j
             if t[i] ≠ t[j] then return FALSE
             i ← i + 1
             j ← j − 1
          return TRUE
        """,
        [(("A man, a plan, a canal: Panama",), True), (("race a car",), False), (("",), True)],
    ),
    (
        "clrs-empty-set-as-sequence-swap-arrow-tuple-return",
        TWO_SUM,
        """
        PAIR(A, t)
          S ← ∅
          PUSH(S, 1)
          PUSH(S, 0)
          S[0] ↔ S[1]
          return (S[0], S[1])
        """,
        [(([2, 7], 9), [0, 1])],
    ),
    # -- English --------------------------------------------------------------------------------
    (
        "english-two-sum",
        TWO_SUM,
        """
        build an empty dictionary named seen
        for each index i and number x in nums
            let need be target minus x
            if need is already in seen, give back the list [seen[need], i]
            otherwise store i in seen under the key x
        give back an empty list
        """,
        [(([2, 7, 11, 15], 9), [0, 1]), (([3, 2, 4], 6), [1, 2])],
    ),
    (
        "english-kadane",
        MAX_SUB,
        """
        set best to the first element of nums
        set current to 0
        for each number x in nums
            increase current by x
            if current is bigger than best then set best to current
            when current is less than 0, set current to 0
        give back best
        """,
        [(([-2, 1, -3, 4, -1, 2, 1, -5, 4],), 6), (([-1],), -1)],
    ),
    (
        "english-counts",
        ANAGRAM,
        """
        build an empty dictionary named counts
        for each character c in s
            add 1 to counts[c]
        for each character c in t
            decrease counts[c] by 1
        for each key k in counts
            if counts[k] is not 0 then give back false
        give back length of s equals length of t
        """,
        [(("anagram", "nagaram"), True), (("rat", "car"), False)],
    ),
    (
        "english-list-of-zeros-between-put-at-end",
        STAIRS,
        """
        let n be the length of cost
        make a list called dp of n + 1 zeros
        for every index i between 2 and n
            set dp[i] to the smaller of dp[i - 1] + cost[i - 1] and dp[i - 2] + cost[i - 2]
        make an empty list called out
        put dp[n] at the end of out
        give back the last element of out
        """,
        [(([10, 15, 20],), 15)],
    ),
    (
        "english-stack-stop-and-take",
        DUP,
        """
        make a new stack called todo
        for every pair (a, b) in [[1, 2]]
            push a onto todo
        create an empty set seen
        for each x in nums
            if x is in seen then give back true
            add x to seen
        repeat
            when the todo is empty, stop
            take the last item out of todo
        give back false
        """,
        [(([1, 2, 3, 1],), True), (([1, 2, 3],), False)],
    ),
    (
        "english-compound-steps-and-moves",
        SEARCH,
        """
        set lo to 0 and hi to length of nums minus 1
        while lo is at most hi
            mid is (lo + hi) divided by 2, rounded down
            if nums[mid] equals target, give back mid
            if nums[mid] is less than target then move lo forward, and set hi to hi
            otherwise set hi to mid - 1
        give back -1
        """,
        [(([-1, 0, 3, 5, 9, 12], 9), 4), (([-1, 0, 3, 5, 9, 12], 2), -1)],
    ),
    (
        "english-go-through-put-in",
        DUP,
        """
        make an empty set called seen
        go through each number x in nums:
            if x is in seen, return true
            put x in seen
        return false
        """,
        [(([1, 2, 1],), True), (([1, 2],), False)],
    ),
    (
        "english-lower-case-reversed-otherwise",
        sig("is_palindrome", "bool", s="str"),
        """
        set t to s in lower case
        let clean equal an empty string
        for each character c in t
            if c is alphanumeric then set clean to clean plus c
        return true if clean equals clean reversed, otherwise false
        """,
        [(("A man, a plan, a canal: Panama",), True), (("race a car",), False)],
    ),
    (
        "english-goes-up-by-for-each-index",
        MOVE,
        """
        let w be 0
        for each index i in nums
            if nums[i] is not 0
                swap nums[i] and nums[w]
                w goes up by 1
        """,
        [(([0, 1, 0, 3, 12],), [1, 3, 12, 0, 0])],
    ),
    # -- JavaScript / Java / C ------------------------------------------------------------------
    (
        "js-map-arrow-function",
        TWO_SUM,
        """
        var twoSum = function(nums, target) {
            const map = new Map();
            for (let i = 0; i < nums.length; i++) {
                const need = target - nums[i];
                if (map.has(need)) {
                    return [map.get(need), i];
                }
                map.set(nums[i], i);
            }
            return [];
        };
        """,
        [(([2, 7, 11, 15], 9), [0, 1])],
    ),
    (
        "js-one-line-arrow-set",
        DUP,
        """
        const containsDuplicate = nums => new Set(nums).size !== nums.length;
        """,
        [(([1, 2, 3, 1],), True), (([1, 2],), False)],
    ),
    (
        "js-for-of-inline-bodies-ternary",
        STAIRS,
        """
        function minCost(cost) {
          let a = 0, b = 0;
          for (let i = 2; i <= cost.length; i++) {
            const c = Math.min(b + cost[i - 1], a + cost[i - 2]);
            a = b; b = c;
          }
          return b > 0 ? b : 0;
        }
        """,
        [(([10, 15, 20],), 15)],
    ),
    (
        "js-chain-sort-slice-map",
        TOPK,
        """
        function topKFrequent(nums, k) {
          const freq = new Map();
          for (const x of nums) freq.set(x, (freq.get(x) || 0) + 1);
          return [...freq.entries()]
            .sort((a, b) => b[1] - a[1])
            .slice(0, k)
            .map(e => e[0]);
        }
        """,
        [(([1, 1, 1, 2, 2, 3], 2), [1, 2])],
    ),
    (
        "java-new-int-array-hashmap",
        TWO_SUM,
        """
        public int[] twoSum(int[] nums, int target) {
            HashMap<Integer, Integer> map = new HashMap<>();
            for (int i = 0; i < nums.length; i++) {
                int need = target - nums[i];
                if (map.containsKey(need)) {
                    return new int[]{map.get(need), i};
                }
                map.put(nums[i], i);
            }
            return new int[0];
        }
        """,
        [(([2, 7, 11, 15], 9), [0, 1])],
    ),
    (
        "c-size-parameter-integer-division",
        SEARCH,
        """
        int search(int* nums, int numsSize, int target) {
            int lo = 0, hi = numsSize - 1;
            while (lo <= hi) {
                int mid = lo + (hi - lo) / 2;
                if (nums[mid] == target) return mid;
                else if (nums[mid] < target) lo = mid + 1;
                else hi = mid - 1;
            }
            return -1;
        }
        """,
        [(([-1, 0, 3, 5, 9, 12], 9), 4), (([5], 1), -1)],
    ),
    (
        "cpp-vector-pointer-declarations",
        FIRST,
        """
        int first(vector<int>& nums) {
            vector<int> seen;
            int* unused = nullptr;
            for (auto& x : nums) seen.push_back(x);
            return seen.front();
        }
        """,
        [(([7, 8],), 7)],
    ),
    (
        "cpp-stack-or-chains-are-not-lengths",
        VALID,
        """
        bool isValid(string s) {
            stack<char> st;
            for (char c : s) {
                if (c == '(' || c == '[' || c == '{') st.push(c);
                else {
                    if (st.empty()) return false;
                    char t = st.top(); st.pop();
                    if ((c == ')' && t != '(') || (c == ']' && t != '[') ||
                        (c == '}' && t != '{')) return false;
                }
            }
            return st.empty();
        }
        """,
        [(("()[]{}",), True), (("(]",), False), (("([)]",), False)],
    ),
    (
        "c-array-declaration-char-arithmetic",
        ANAGRAM,
        """
        bool isAnagram(char* s, char* t) {
            int count[26] = {0};
            if (strlen(s) != strlen(t)) return false;
            for (int i = 0; i < strlen(s); i++) {
                count[s[i] - 'a']++;
                count[t[i] - 'a']--;
            }
            for (int i = 0; i < 26; i++) if (count[i] != 0) return false;
            return true;
        }
        """,
        [(("anagram", "nagaram"), True), (("rat", "car"), False)],
    ),
    (
        "js-sort-in-a-chain-returns-the-array",
        sig("group_anagrams", "List[List[str]]", words="List[str]"),
        """
        function groupAnagrams(strs) {
          const groups = {};
          for (const s of strs) {
            const key = s.split('').sort().join('');
            if (!groups[key]) groups[key] = [];
            groups[key].push(s);
          }
          return Object.values(groups);
        }
        """,
        [((["eat", "tea", "tan"],), [["eat", "tea"], ["tan"]])],
    ),
    (
        "go-range-comma-ok-slice-literal",
        TWO_SUM,
        """
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
        """,
        [(([2, 7, 11, 15], 9), [0, 1])],
    ),
    (
        "go-for-without-parentheses",
        MAX_SUB,
        """
        func maxSubArray(nums []int) int {
            best, cur := nums[0], 0
            for i := 0; i < len(nums); i++ {
                cur = max(nums[i], cur+nums[i])
                if cur > best {
                    best = cur
                }
            }
            return best
        }
        """,
        [(([-2, 1, -3, 4, -1, 2, 1, -5, 4],), 6)],
    ),
    (
        "ruby-each-postfix-if-last-expression",
        DUP,
        """
        def contains_duplicate(nums)
          seen = {}
          nums.each do |x|
            return true if seen.include?(x)
            seen[x] = true
          end
          false
        end
        """,
        [(([1, 2, 1],), True), (([1, 2],), False)],
    ),
    (
        "ruby-range-each-unless",
        MOVE,
        """
        def move_zeroes(nums)
          j = 0
          (0...nums.length).each do |i|
            unless nums[i] == 0
              nums[i], nums[j] = nums[j], nums[i]
              j += 1
            end
          end
        end
        """,
        [(([0, 1, 0, 3, 12],), [1, 3, 12, 0, 0])],
    ),
    (
        "kotlin-until-mutable-map-not-null",
        TWO_SUM,
        """
        fun twoSum(nums: IntArray, target: Int): IntArray {
            val seen = mutableMapOf<Int, Int>()
            for (i in 0 until nums.size) {
                val need = target - nums[i]
                if (seen.containsKey(need)) return intArrayOf(seen[need]!!, i)
                seen[nums[i]] = i
            }
            return intArrayOf()
        }
        """,
        [(([2, 7, 11, 15], 9), [0, 1])],
    ),
    (
        "go-append-returns-the-slice-textbook-append-is-a-step",
        SORT,
        """
        func sortList(nums []int) []int {
            res := []int{}
            for _, x := range nums {
                res = append(res, x*2)
            }
            out := []int{}
            for _, x := range res {
                APPEND(out, x)
            }
            return out
        }
        """,
        [(([1, 2],), [2, 4])],
    ),
    # -- mixed -----------------------------------------------------------------------------------
    (
        "mixed-prose-dash-comments-arrows",
        SEARCH,
        """
        Idea: binary search, keep the answer in [lo, hi].
        lo = 0, hi = len(nums) - 1
        while lo <= hi:
            mid = (lo + hi) // 2          -- the middle
            If nums[mid] == target → Return mid
            if nums[mid] < target → lo = mid + 1
            Else → hi = mid - 1
        return -1
        Time: O(log n), Space: O(1)
        """,
        [(([-1, 0, 3, 5, 9, 12], 9), 4), (([2], 3), -1)],
    ),
    (
        "mixed-python-inline-semicolons",
        STAIRS,
        """
        a = 0; b = 0
        for i in 2 ..< len(cost) + 1:
            if b + cost[i-1] < a + cost[i-2]: c = b + cost[i-1]; a = b
            else: c = a + cost[i-2]; a = b
            b = c
        answer = b
        """,
        [(([10, 15, 20],), 15)],
    ),
]


@pytest.mark.parametrize(("name", "signature", "text", "cases"), CASES, ids=[c[0] for c in CASES])
def test_style_runs_correctly(
    name: str, signature: Sig, text: str, cases: list[tuple[tuple[Any, ...], Any]]
) -> None:
    for args, expected in cases:
        copied = tuple(
            [list(r) if isinstance(r, list) else r for r in a] if isinstance(a, list) else a for a in args
        )
        got = run(text, signature, *copied)
        if signature.returns == "None":  # in place: the array is the answer
            got = copied[0]
        assert got == expected, (name, args, normalised(text, signature).python)


# -- headers ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "header",
    [
        "TWO-SUM(A, t)",
        "procedure twoSum(nums, target)",
        "function f(a, b)",
        "def name(self, nums)",
        "algorithm Foo(A, t)",
        "Algorithm: Foo(A, t)",
        "twoSum(nums, target):",
        "PROCEDURE TwoSum(A[1..n], t)",
        "func twoSum(nums []int, target int) []int {",
        "const twoSum = (nums, target) => {",
        "vector<int> twoSum(vector<int>& nums, int target) {",
    ],
)
def test_a_procedure_header_is_the_method_never_a_statement(header: str) -> None:
    body = "    return [0, 1]" + ("\n}" if header.endswith("{") else "")
    result = normalise(f"{header}\n{body}\n", TWO_SUM)
    assert result.ok, result.python
    assert not result.unrecognised
    lines = [line.strip() for line in result.python.splitlines()]
    assert "def two_sum(self, nums: List[int], target: int) -> List[int]:" in lines
    # nothing of the header line is run as code inside the method
    method_body = result.python.split("-> List[int]:", 1)[1]
    name = header.split("(", maxsplit=1)[0].rsplit(maxsplit=1)[-1].rsplit(":", maxsplit=1)[-1]
    assert f"{name}(" not in method_body.replace("self.", "")


def test_positional_mapping_when_names_differ() -> None:
    text = "function pick(b, a)\n    return b - a\n"
    result = normalise(text, sig("diff", "int", x="int", y="int"))
    namespace: dict[str, Any] = {}
    exec(compile(result.python, "<n>", "exec"), namespace)
    assert namespace["Solution"]().diff(10, 3) == 7  # b ← x, a ← y: by position, not by name
    assert "map-parameters" in result.rules_applied


def test_a_size_parameter_the_question_does_not_pass_is_the_length() -> None:
    text = "int count(int* a, int aLen) {\n    return aLen;\n}\n"
    result = normalise(text, sig("count", "int", nums="List[int]"))
    namespace: dict[str, Any] = {}
    exec(compile(result.python, "<n>", "exec"), namespace)
    assert namespace["Solution"]().count([4, 5, 6]) == 3


# -- the unrecognised contract -----------------------------------------------------------------------


def test_a_prose_step_is_listed_as_unrecognised_with_its_line_and_a_hint() -> None:
    text = "set best to 0\nfor each x in nums\n    shrink the window until it fits\nreturn best\n"
    result = normalise(text, MAX_SUB)
    assert [u.line for u in result.unrecognised] == [3]
    only = result.unrecognised[0]
    assert only.text == "shrink the window until it fits"
    assert "docs/pseudocode.md" in only.hint


def test_an_operation_nobody_defined_is_unrecognised_even_when_it_compiles() -> None:
    text = "for each x in nums\n    FROBNICATE(x)\nreturn 0\n"
    result = normalise(text, MAX_SUB)
    assert result.ok  # it compiles: only the check says it was not understood
    assert [u.line for u in result.unrecognised] == [2]
    assert "FROBNICATE" in result.unrecognised[0].hint


def test_a_value_computed_and_dropped_is_unrecognised() -> None:
    result = normalise("total ← 0\ntotal + 1\nreturn total\n", MAX_SUB)
    assert [u.line for u in result.unrecognised] == [2]


def test_every_understood_answer_has_no_unrecognised_lines() -> None:
    for _name, signature, text, _cases in CASES:
        assert normalised(text, signature).unrecognised == [], _name


def test_a_bad_line_in_text_that_does_not_compile_is_named() -> None:
    text = "best ← 0\nfor i ← 0 to n − 1 do\n    best ← max(best, nums[i]\nreturn best\n"
    result = normalise(text, MAX_SUB)
    assert not result.ok
    assert 3 in [u.line for u in result.unrecognised]


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab xy=←:;{}()[]\n\t.,'\"0123+-*/<>!?#→∈⌊⌋")), max_size=80))
def test_normalise_never_raises(text: str) -> None:
    result = normalise(text, MAX_SUB)
    assert isinstance(result.python, str)


# -- faithful: the learner's bug stays a bug ---------------------------------------------------------


def test_an_off_by_one_in_c_like_code_is_not_read_as_1_based() -> None:
    text = """
    int first(int* nums, int n) {
        int s = 0;
        for (int i = 1; i <= n; i++) s += nums[i];
        return s;
    }
    """
    assert raises(text, sig("first", "int", nums="List[int]"), [1, 2, 3]) is IndexError


def test_a_python_off_by_one_is_not_read_as_1_based() -> None:
    text = "def first(nums)\n    s = 0\n    for i in range(1, len(nums) + 1):\n        s += nums[i]\n"
    text += "    return s\n"
    assert raises(text, FIRST, [1, 2, 3]) is IndexError


def test_a_negative_position_still_fails_as_the_learners_bug() -> None:
    # JavaScript reads nums[-1] as undefined (never Python's last item) and Math.max gives NaN, a
    # wrong answer; here undefined is None and max() refuses it: the answer fails either way
    text = """
    function first(nums) {
      let best = 0;
      for (let i = 0; i < nums.length; i++) best = Math.max(best, nums[i - 1]);
      return best;
    }
    """
    assert raises(text, FIRST, [1, 2, 3]) is TypeError


def test_string_building_with_a_character_is_not_arithmetic() -> None:
    text = "function f(nums) {\n  let out = '';\n  out = out + '(';\n  return out.length;\n}\n"
    assert run(text, FIRST, [1]) == 1


def test_javascript_sort_without_a_comparator_sorts_as_text() -> None:
    text = "function sortList(nums) {\n  nums.sort();\n  return nums;\n}\n"
    assert run(text, SORT, [10, 9, 1]) == [1, 10, 9]


def test_c_assignment_in_a_condition_stays_an_assignment() -> None:
    text = "int first(int* nums) {\n  int x = 0;\n  if (x = nums[0]) return 1;\n  return 2;\n}\n"
    assert run(text, FIRST, [0]) == 2
    assert run(text, FIRST, [5]) == 1


def test_javascript_counts_without_a_start_value_stay_broken() -> None:
    text = """
    function isAnagram(s, t) {
      const count = {};
      for (const c of s) count[c]++;
      for (const c of t) count[c]--;
      return Object.values(count).every(v => v === 0);
    }
    """
    assert raises(text, ANAGRAM, "ab", "ba") in (KeyError, TypeError)  # JavaScript: NaN, never true


def test_a_queue_stays_o1_to_dequeue() -> None:
    text = "let Q be a new queue\nENQUEUE(Q, 1)\nx ← DEQUEUE(Q)\nreturn x\n"
    result = normalise(text, FIRST)
    assert "popleft()" in result.python
    assert run(text, FIRST, [0]) == 1


def test_the_no_understanding_safety_net_lists_every_line(monkeypatch: pytest.MonkeyPatch) -> None:
    from assay.grading._pseudocode import _normalise as _pseudocode

    def broken(text: str, signature: Any) -> Any:
        raise RuntimeError("a defect in a rule")

    monkeypatch.setattr(_pseudocode, "_normalise", broken)
    result = _pseudocode.normalise("x ← 1\n\nreturn x\n", FIRST)
    assert not result.ok
    assert [u.line for u in result.unrecognised] == [1, 3]


# -- C `for` loops: the condition is re-read and the update re-run every iteration -------------------


def test_a_c_for_bound_that_grows_in_the_body_is_re_read_each_iteration() -> None:
    text = """
    function first(nums) {
      let steps = 0;
      for (let i = 0; i < nums.length; i++) {
        if (nums[i] > 1) nums.push(nums[i] - 1);
        steps++;
      }
      return steps;
    }
    """
    assert run(text, FIRST, [3]) == 3  # range(len(nums)) would stop after 1


def test_a_c_for_bound_variable_changed_in_the_body_is_re_read() -> None:
    text = """
    int first(int* nums, int n) {
        int count = 0;
        for (int i = 0; i < n; i++) {
            n = n - 1;
            count++;
        }
        return count;
    }
    """
    assert run(text, FIRST, [1, 2, 3, 4, 5, 6]) == 3


def test_a_c_for_counter_changed_in_the_body_keeps_the_change() -> None:
    text = """
    function first(nums) {
      let kept = 0;
      for (let i = 0; i < nums.length; i++) {
        if (nums[i] === 0) i++;
        kept++;
      }
      return kept;
    }
    """
    assert run(text, FIRST, [0, 9, 9, 0, 9]) == 3


def test_continue_in_a_c_for_read_as_while_still_runs_the_update() -> None:
    text = """
    int first(int* nums, int n) {
        int s = 0;
        for (int i = 1; i < 100; i = i * 2) {
            if (i == 4) continue;
            s += i;
        }
        return s;
    }
    """
    assert run(text, FIRST, [0]) == 1 + 2 + 8 + 16 + 32 + 64


def test_continue_in_a_do_while_jumps_to_its_condition() -> None:
    text = """
    int first(int* nums, int n) {
        int i = 0, s = 0;
        do {
            i++;
            if (i % 2 == 0) continue;
            s += i;
        } while (i < 5);
        return s;
    }
    """
    assert run(text, FIRST, [0]) == 1 + 3 + 5


def test_a_c_for_counter_read_after_the_loop_ends_one_past_the_bound() -> None:
    text = """
    int search(int* nums, int numsSize, int target) {
        int i;
        for (i = 0; i < numsSize; i++) {
            if (nums[i] == target) break;
        }
        return i;
    }
    """
    assert run(text, SEARCH, [4, 5], 5) == 1
    assert run(text, SEARCH, [4, 5], 7) == 2  # range() would leave i at 1


def test_a_c_for_that_can_step_past_a_not_equal_bound_stays_a_while() -> None:
    text = """
    function first(nums) {
      let s = 0;
      for (let i = 0; i != nums.length; i += 2) s += nums[i];
      return s;
    }
    """
    result = normalised(text, FIRST)
    assert "range(" not in result.python
    assert run(text, FIRST, [1, 2, 3, 4]) == 4


def test_a_plain_c_for_still_reads_as_a_range() -> None:
    text = """
    function first(nums) {
      let s = 0;
      for (let i = 0; i < nums.length; i++) {
        const seen = [];
        seen.push(nums[i]);
        s += seen.length;
      }
      for (let i = nums.length - 1; i >= 0; i--) s += 0;
      return s;
    }
    """
    result = normalised(text, FIRST)
    assert "for i in range(0, len(nums)):" in result.python
    assert "for i in range(len(nums) - 1, -1, -1):" in result.python
    assert run(text, FIRST, [7, 8]) == 2


# -- textbook and mixed kinds ---------------------------------------------------------------------------


class _Tree:
    def __init__(self, val: int, left: _Tree | None = None, right: _Tree | None = None) -> None:
        self.val, self.left, self.right = val, left, right


def run_tree(text: str, signature: Sig, *args: Any) -> Any:
    result = normalised(text, signature)
    assert result.ok, f"{result.error}\n{result.python}"
    assert not result.unrecognised, f"{result.unrecognised}\n{result.python}"
    namespace: dict[str, Any] = {"TreeNode": _Tree}
    exec(compile(result.python, "<normalised>", "exec"), namespace)
    return getattr(namespace["Solution"](), signature.method)(*args)


def test_an_unset_n_is_the_length_of_the_renamed_input() -> None:
    text = """
    TOTAL(B)
      s ← 0
      for k ← 1 to n do
         s ← s + B[k]
      return s
    """
    assert run(text, FIRST, [4, 5, 6]) == 15


def test_the_root_of_a_tree_passed_as_its_root_node_is_that_node() -> None:
    text = """
    SIZE(T)
      return COUNT(T.root)
    COUNT(x)
      if x = NIL then return 0
      return 1 + COUNT(x.left) + COUNT(x.right)
    """
    tree = _Tree(1, _Tree(2), _Tree(3, _Tree(4)))
    assert run_tree(text, sig("size", "int", root="Optional[TreeNode]"), tree) == 4


def test_a_new_array_of_named_values_is_filled_with_them() -> None:
    text = "let seen[1..n] be a new array of falses\nreturn seen[n]\n"
    assert run(text, FIRST, [1, 2]) is False


def test_a_javascript_array_grows_when_written_past_its_end() -> None:
    text = """
    function first(nums) {
      const dp = [];
      dp[0] = nums[0];
      for (let i = 1; i < nums.length; i++) dp[i] = dp[i - 1] + nums[i];
      return dp[nums.length - 1];
    }
    """
    assert run(text, FIRST, [1, 2, 3]) == 6


def test_a_textbook_empty_array_grows_but_a_sized_one_keeps_its_bounds() -> None:
    grows = "let T be an empty array\nfor i ← 1 to 3 do\n   T[i] ← i\nreturn T[3]\n"
    assert run(grows, FIRST, [0]) == 3
    sized = "let T[1..2] be a new array\nfor i ← 1 to 3 do\n   T[i] ← i\nreturn T[2]\n"
    assert raises(sized, FIRST, [0]) is IndexError


def test_python_lists_do_not_grow() -> None:
    text = "def first(nums):\n    out = []\n    out[0] = 1\n    return out[0]\n"
    assert raises(text, FIRST, [0]) is IndexError


def test_several_steps_on_one_line_separated_by_commas() -> None:
    text = """
    make an empty set called seen, hits ← 0, i = 0
    while i < len(nums): add nums[i] to seen, i++
    return len(seen)
    """
    assert run(text, DUP, [1, 1, 2]) == 2


def test_a_swap_written_as_a_tuple_is_not_split_into_steps() -> None:
    text = "def first(nums):\n    nums[0], nums[1] = nums[1], nums[0]\n    return nums[0]\n"
    assert run(text, FIRST, [1, 2]) == 2


def test_javascript_at_counts_from_the_end() -> None:
    text = "function first(nums) {\n  return nums.at(-1) + nums.at(0);\n}\n"
    assert run(text, FIRST, [3, 4, 5]) == 8


def test_a_power_of_two_in_a_counted_loop_bound_is_a_power() -> None:
    text = "c ← 0\nfor m from 1 to 2^k do\n   c ← c + 1\nreturn c\n"
    assert run(text, sig("count", "int", k="int"), 3) == 8


def test_a_caret_in_c_code_stays_exclusive_or() -> None:
    text = "int count(int k) {\n  return 2 ^ k;\n}\n"
    assert run(text, sig("count", "int", k="int"), 3) == 1


def test_an_outline_of_numbered_steps_with_bulleted_sub_steps() -> None:
    text = """
    1) total = 0
    2) for x in nums:
       - if x > 0: total += x
       - else: total -= 1
    3) return total
    """
    assert run(text, FIRST, [2, -5, 3]) == 4


def test_a_deque_the_learner_made_keeps_popleft() -> None:
    text = """
    1) q = deque(nums), s = 0
    2) while q:
       - s += q.popleft()
    3) return s
    """
    assert run(text, FIRST, [1, 2]) == 3


def test_a_step_followed_by_words_that_are_no_step_stays_not_understood() -> None:
    result = normalised("left ← 0, the window somehow\nreturn left\n", FIRST)
    assert [u.line for u in result.unrecognised] == [1]


def test_array_from_builds_each_position_afresh() -> None:
    text = """
    function first(nums) {
      const rows = Array.from({ length: nums.length }, () => []);
      rows[0].push(1);
      const sq = Array.from(nums, (x, i) => x * i);
      return rows[1].length + sq[2];
    }
    """
    assert run(text, FIRST, [5, 6, 7]) == 14


def test_increments_inside_a_c_expression_still_change_the_variable() -> None:
    text = """
    function first(nums) {
      const left = [2, 1];
      let k = 0, hits = 0;
      if (--left[0] === 1) hits++;
      if (--left[1] === 0) hits++;
      const out = [];
      out[k++] = nums[0];
      out[k++] = nums[1];
      if (left[0]-- === 1) hits += 10;
      return hits + k + out[1] + left[0] * 100;
    }
    """
    assert run(text, FIRST, [7, 8]) == 2 + 10 + 2 + 8


def test_a_c_while_with_a_decrement_in_its_condition() -> None:
    text = "int first(int* nums, int n) {\n  int s = 0;\n  while (n-- > 0) s += nums[n];\n  return s;\n}\n"
    assert run(text, FIRST, [1, 2, 3]) == 6


def test_double_minus_in_python_stays_a_double_negation() -> None:
    text = "def first(nums):\n    x = 3\n    return --x\n"
    assert run(text, FIRST, [0]) == 3


def test_a_heading_and_a_closing_exclamation_around_the_code_are_remarks() -> None:
    text = """
    My solution:
    best = 0
    for x in nums:
        best = max(best, x)
    return best
    all done!
    """
    result = normalised(text, FIRST)
    assert len([n for n in result.notes if "explanation" in n]) == 2
    assert run(text, FIRST, [3, 9, 2]) == 9


def test_a_loop_header_with_a_colon_is_never_a_heading() -> None:
    text = "i = 0\nwhile true:\n    i += 1\n    if i > 2: break\nreturn i\n"
    assert run(text, FIRST, [0]) == 3


def test_a_comprehension_with_a_condition_is_not_a_trailing_if() -> None:
    text = "evens = [x for x in nums if x % 2 == 0]\nreturn len(evens)\n"
    assert run(text, FIRST, [1, 2, 4]) == 2


def test_lines_after_a_one_line_header_that_read_its_parameters_are_its_body() -> None:
    text = """
    total(i): if i >= len(nums) return 0
    return nums[i] + total(i + 1)
    answer = total(0)
    """
    assert run(text, FIRST, [1, 2, 3]) == 6


def test_sorted_letters_joined_and_the_list_of_a_maps_values() -> None:
    text = """
    def first(nums):
        seen = {}
        for x in nums:
            key = sorted letters of str(x) joined together
            seen[key] = x
        return len(list of all values in seen)
    """
    assert run(text, FIRST, [12, 21, 3]) == 2


# -- arithmetic of the source language ----------------------------------------------------------------

COUNT = sig("count", "int", k="int")


def test_a_java_odd_check_still_misses_negative_numbers() -> None:
    text = """
    public int first(int[] nums) {
        int odd = 0;
        for (int x : nums) if (x % 2 == 1) odd++;
        return odd;
    }
    """
    assert run(text, FIRST, [3, -3, 4]) == 1  # Python's -3 % 2 is 1: the bug would vanish


def test_c_integer_division_drops_the_fraction_toward_zero() -> None:
    text = """
    int count(int k) {
      int half = k / 2;
      double exact = (double) k / 2;
      return half * 10 + (int) exact;
    }
    """
    assert run(text, COUNT, -7) == -33
    assert run(text, COUNT, 7) == 33


def test_javascript_divides_exactly_and_keeps_the_remainders_sign() -> None:
    text = "function count(k) {\n  const r = k % 3;\n  return r * 10 + k / 2;\n}\n"
    assert run(text, COUNT, -7) == -10 - 3.5


def test_python_like_remainders_stay_pythons() -> None:
    text = "def count(k):\n    return k % 3\n"
    assert run(text, COUNT, -7) == 2


def test_a_slice_or_substring_from_one_position_runs_to_the_end() -> None:
    text = """
    function first(nums) {
      const tail = nums.slice(-2);
      return tail.length + nums.slice(1).length;
    }
    """
    assert run(text, FIRST, [1, 2, 3, 4]) == 2 + 3
    java = 'public int first(int[] nums) {\n  String s = "abcdef";\n  return s.substring(4).length();\n}\n'
    assert run(java, FIRST, [0]) == 2


def test_index_of_a_missing_item_is_minus_one() -> None:
    text = "function first(nums) {\n  return nums.indexOf(7) + nums.indexOf(nums[1]);\n}\n"
    assert run(text, FIRST, [5, 6]) == -1 + 1


def test_a_java_priority_queue_gives_the_smallest_first() -> None:
    text = """
    public int first(int[] nums) {
        PriorityQueue<Integer> pq = new PriorityQueue<>();
        for (int x : nums) pq.offer(x);
        int top = pq.peek();
        pq.poll();
        return top * 10 + pq.poll();
    }
    """
    assert run(text, FIRST, [5, 1, 3]) == 13


def test_peek_is_the_head_of_a_java_queue_and_the_top_of_a_stack() -> None:
    text = """
    public int first(int[] nums) {
        Queue<Integer> q = new LinkedList<>();
        Deque<Integer> st = new ArrayDeque<>();
        for (int x : nums) { q.offer(x); st.push(x); }
        int head = q.peek();
        q.poll();
        return head * 10 + st.peek();
    }
    """
    assert run(text, FIRST, [4, 7]) == 47


def test_a_priority_queue_with_a_comparator_is_not_read_as_a_min_heap() -> None:
    text = """
    public int first(int[] nums) {
        PriorityQueue<Integer> pq = new PriorityQueue<>((a, b) -> b - a);
        for (int x : nums) pq.offer(x);
        return pq.poll();
    }
    """
    # `(a, b) -> b - a` gives the largest first (tests/grading/test_pseudo_priority.py): never a min-heap
    assert run(text, FIRST, [4, 6, 5]) == 6
    own = normalised(text.replace("(a, b) -> b - a", "(a, b) -> cost[a] - cost[b]"), FIRST)
    assert "heappop" not in own.python or own.unrecognised


def test_java_list_get_and_math_round_keep_their_meaning() -> None:
    text = """
    public int first(int[] nums) {
        List<Integer> seen = new ArrayList<>();
        for (int x : nums) seen.add(x);
        return seen.get(1) * 100 + Math.round(2.5) * 10 + Math.round(-2.5);
    }
    """
    assert run(text, FIRST, [4, 6]) == 600 + 30 - 2


def test_a_textbook_counter_read_after_its_loop_holds_the_first_value_past_the_bound() -> None:
    text = """
    FIRST-AT-LEAST(A, t)
      for i ← 1 to A.length do
         if A[i] ≥ t then break
      end for
      return i − 1
    """
    assert run(text, SEARCH, [1, 5, 9], 5) == 1
    assert run(text, SEARCH, [1, 5, 9], 10) == 3  # CLRS: i is A.length + 1 after a full loop


def test_a_textbook_loop_whose_counter_is_not_read_after_stays_a_range() -> None:
    text = "s ← 0\nfor i ← 1 to n do\n   s ← s + i\nreturn s\n"
    result = normalised(text, sig("count", "int", n="int"))
    assert "for i in range(1, n + 1):" in result.python


def test_a_c_for_with_two_counters_sets_both() -> None:
    text = """
    function first(nums) {
      let s = 0;
      for (let i = 0, j = nums.length - 1; i < j; i++, j--) s += nums[i] * nums[j];
      return s;
    }
    """
    assert run(text, FIRST, [1, 2, 3, 4]) == 4 + 6


def test_a_switch_whose_cases_end_in_break_is_an_if_chain() -> None:
    text = """
    int first(int* nums, int n) {
        int score = 0;
        for (int i = 0; i < n; i++) {
            switch (nums[i]) {
                case 1:
                case 2:
                    score += 1;
                    break;
                case 3: score += 30; break;
                case 4:
                    if (score > 0) { score *= 2; }
                    continue;
                default:
                    score += 100;
            }
            score += 1000;
        }
        return score;
    }
    """
    assert run(text, FIRST, [2, 3, 4, 9]) == (1031 + 1000) * 2 + 100 + 1000  # 4 doubles, then skips +1000


def test_a_switch_that_falls_through_stays_not_understood() -> None:
    text = """
    int first(int* nums, int n) {
        int s = 0;
        switch (n) {
            case 1:
                s += 1;
            case 2:
                s += 2;
                break;
        }
        return s;
    }
    """
    assert normalised(text, FIRST).unrecognised


def test_cpp_maps_walk_pairs_and_sort_takes_a_range() -> None:
    text = """
    int first(vector<int>& nums) {
        unordered_map<int, int> cnt;
        for (int x : nums) cnt[x]++;
        int best = 0;
        for (const auto& p : cnt) best = max(best, p.second * 10 + p.first);
        sort(nums.begin(), nums.end());
        return best * 100 + nums[0];
    }
    """
    assert run(text, FIRST, [3, 1, 3]) == 23 * 100 + 1


def test_java_entries_and_char_arrays() -> None:
    text = """
    public int first(int[] nums) {
        Map<Integer, Integer> m = new HashMap<>();
        for (int x : nums) m.put(x, m.getOrDefault(x, 0) + 1);
        int best = 0;
        for (Map.Entry<Integer, Integer> e : m.entrySet()) best = Math.max(best, e.getValue());
        char[] cs = "cab".toCharArray();
        Arrays.sort(cs);
        String key = new String(cs);
        if (key.equals("abc")) return best;
        return -1;
    }
    """
    assert run(text, FIRST, [4, 4, 5]) == 2


def test_a_c_for_whose_bound_is_handed_to_a_helper_re_reads_it() -> None:
    text = """
    function grow(a) { a.push(0); }
    function first(nums) {
      let steps = 0;
      for (let i = 0; i < nums.length; i++) { if (nums.length < 4) grow(nums); steps++; }
      return steps;
    }
    """
    assert run(text, FIRST, [1]) == 4


def test_a_ternary_on_a_java_equals_keeps_its_test() -> None:
    text = """
    public int first(int[] nums) {
        String k = "ab";
        int z = k.equals("ab") ? 1 : -1;
        return k.equals("zz") ? 100 : z;
    }
    """
    assert run(text, FIRST, [0]) == 1


def test_a_ternary_inside_a_call_or_a_list() -> None:
    text = """
    function first(nums) {
      const out = [];
      for (const x of nums) out.push(x > 2 ? x : 0);
      return Math.max(0, out.length > 1 ? out[1] : -1) + [nums[0] > 0 ? 10 : 20][0];
    }
    """
    assert run(text, FIRST, [1, 5]) == 5 + 10


def test_a_described_step_above_the_code_that_sets_its_result_is_a_comment() -> None:
    text = """
    Keep the even numbers only → evens
    evens = [x for x in nums if x % 2 == 0]
    return len(evens)
    """
    result = normalised(text, FIRST)
    assert "# Keep the even numbers only" in result.python
    assert run(text, FIRST, [1, 2, 4]) == 2


def test_a_described_step_whose_result_is_never_set_stays_not_understood() -> None:
    text = "Keep the even numbers only → evens\nreturn len(nums)\n"
    assert [u.line for u in normalised(text, FIRST).unrecognised] == [1]


def test_an_answer_label_with_a_value_gives_it_back() -> None:
    text = "best ← 0\nfor x in nums\n    best ← max(best, x * 2)\nanswer: best\n"
    assert run(text, FIRST, [3, 1]) == 6
    prose = "Answer: here is my approach\nreturn 0\n"
    assert [u.line for u in normalised(prose, FIRST).unrecognised] == [1]
