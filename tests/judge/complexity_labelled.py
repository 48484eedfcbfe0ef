"""The labelled set of the complexity measurement: solutions whose growth class is known.

At least five per class, in varied styles: loops, recursion, comprehensions, generators, and the C
built-ins that hide their work from line tracing (``sorted``, ``in`` on a list, ``.index``, slicing,
``str.join``, ``.insert(0, x)``, ``.pop(0)``, ``heapq``, ``bisect``, set operations...). Each entry is a
``class Solution`` with a typed method, its parameters, and a generator when the inputs matter (a sorted
array for a binary search); otherwise inputs are derived from the parameter types.

Used by ``tests/judge/test_complexity_labelled.py`` (accuracy threshold) and
``benchmarks/complexity_accuracy.py`` (ours against the ``big_O`` package).
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Labelled:
    """One solution of known complexity."""

    name: str
    label: str
    code: str
    params: list[tuple[str, str]] = field(default_factory=lambda: [("nums", "List[int]")])
    returns: str = "int"
    method: str = "solve"
    generator: str | None = None


SORTED_WITH_TARGET = """
def generate(n, rng):
    nums = sorted(rng.sample(range(-10 * n, 10 * n), n))
    return {"nums": nums, "target": nums[-1] + 1}
"""
NUMS_TARGET = [("nums", "List[int]"), ("target", "int")]
N_ONLY = [("n", "int")]
STRING = [("s", "str")]

LABELLED: list[Labelled] = [
    # -- O(1) ------------------------------------------------------------------------------------
    Labelled(
        "ends",
        "O(1)",
        """
class Solution:
    def solve(self, nums: List[int]) -> int:
        return nums[0] + nums[-1] + len(nums)
""",
    ),
    Labelled(
        "gauss",
        "O(1)",
        """
class Solution:
    def solve(self, n: int) -> int:
        return n * (n + 1) // 2
""",
        N_ONLY,
    ),
    Labelled(
        "fixed_loop",
        "O(1)",
        """
class Solution:
    def solve(self, nums: List[int]) -> int:
        best = 0
        for i in range(min(10, len(nums))):
            best = max(best, nums[i])
        return best
""",
    ),
    Labelled(
        "prefix_slice",
        "O(1)",
        """
class Solution:
    def solve(self, s: str) -> int:
        head = s[:3]
        return sum(1 for c in head if c in "aeiou")
""",
        STRING,
    ),
    Labelled(
        "list_head",
        "O(1)",
        """
class Solution:
    def solve(self, head: Optional[ListNode]) -> int:
        if head is None or head.next is None:
            return 0
        return head.val * head.next.val
""",
        [("head", "Optional[ListNode]")],
    ),
    Labelled(
        "dict_lookup",
        "O(1)",
        """
class Solution:
    def solve(self, nums: List[int], target: int) -> int:
        table = {i: i * i for i in range(16)}
        return table.get(target % 16, -1) + nums[len(nums) // 2]
""",
        NUMS_TARGET,
    ),
    # -- O(log n) --------------------------------------------------------------------------------
    Labelled(
        "binary_search_loop",
        "O(log n)",
        """
class Solution:
    def solve(self, nums: List[int], target: int) -> int:
        lo, hi = 0, len(nums) - 1
        while lo <= hi:
            mid = (lo + hi) // 2
            if nums[mid] == target:
                return mid
            if nums[mid] < target:
                lo = mid + 1
            else:
                hi = mid - 1
        return -1
""",
        NUMS_TARGET,
        generator=SORTED_WITH_TARGET,
    ),
    Labelled(
        "binary_search_recursive",
        "O(log n)",
        """
class Solution:
    def solve(self, nums: List[int], target: int) -> int:
        def go(lo, hi):
            if lo > hi:
                return -1
            mid = (lo + hi) // 2
            if nums[mid] == target:
                return mid
            return go(mid + 1, hi) if nums[mid] < target else go(lo, mid - 1)
        return go(0, len(nums) - 1)
""",
        NUMS_TARGET,
        generator=SORTED_WITH_TARGET,
    ),
    Labelled(
        "bisect_module",
        "O(log n)",
        """
import bisect

class Solution:
    def solve(self, nums: List[int], target: int) -> int:
        i = bisect.bisect_left(nums, target)
        return i if i < len(nums) and nums[i] == target else -1
""",
        NUMS_TARGET,
        generator=SORTED_WITH_TARGET,
    ),
    Labelled(
        "bit_length_loop",
        "O(log n)",
        """
class Solution:
    def solve(self, n: int) -> int:
        bits = 0
        while n:
            n >>= 1
            bits += 1
        return bits
""",
        N_ONLY,
    ),
    Labelled(
        "fast_power",
        "O(log n)",
        """
class Solution:
    def solve(self, n: int) -> int:
        def power(base, exp):
            if exp == 0:
                return 1
            half = power(base, exp // 2)
            return half * half % 1000000007 * (base if exp % 2 else 1) % 1000000007
        return power(3, n)
""",
        N_ONLY,
    ),
    Labelled(
        "integer_sqrt",
        "O(log n)",
        """
class Solution:
    def solve(self, n: int) -> int:
        lo, hi = 0, n
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if mid * mid <= n:
                lo = mid
            else:
                hi = mid - 1
        return lo
""",
        N_ONLY,
    ),
    Labelled(
        "tree_leftmost_path",
        "O(log n)",
        """
class Solution:
    def solve(self, root: Optional[TreeNode]) -> int:
        depth = 0
        while root:
            depth += 1
            root = root.left
        return depth
""",
        [("root", "Optional[TreeNode]")],
    ),
    # -- O(n) ------------------------------------------------------------------------------------
    Labelled(
        "sum_loop",
        "O(n)",
        """
class Solution:
    def solve(self, nums: List[int]) -> int:
        total = 0
        for x in nums:
            total += x
        return total
""",
    ),
    Labelled(
        "builtin_max_min",
        "O(n)",
        """
class Solution:
    def solve(self, nums: List[int]) -> int:
        return max(nums) - min(nums)
""",
    ),
    Labelled(
        "set_dedupe",
        "O(n)",
        """
class Solution:
    def solve(self, nums: List[int]) -> int:
        return len(set(nums))
""",
    ),
    Labelled(
        "kadane",
        "O(n)",
        """
class Solution:
    def solve(self, nums: List[int]) -> int:
        best = cur = nums[0]
        for x in nums[1:]:
            cur = max(x, cur + x)
            best = max(best, cur)
        return best
""",
    ),
    Labelled(
        "linked_list_recursive_length",
        "O(n)",
        """
class Solution:
    def solve(self, head: Optional[ListNode]) -> int:
        if head is None:
            return 0
        return 1 + self.solve(head.next)
""",
        [("head", "Optional[ListNode]")],
    ),
    Labelled(
        "tree_dfs_count",
        "O(n)",
        """
class Solution:
    def solve(self, root: Optional[TreeNode]) -> int:
        def count(node):
            return 0 if node is None else 1 + count(node.left) + count(node.right)
        return count(root)
""",
        [("root", "Optional[TreeNode]")],
    ),
    Labelled(
        "comprehension_join",
        "O(n)",
        """
class Solution:
    def solve(self, s: str) -> int:
        kept = "".join([c for c in s if c not in "aeiou"])
        return len(kept[::-1])
""",
        STRING,
    ),
    Labelled(
        "two_sum_dict",
        "O(n)",
        """
class Solution:
    def solve(self, nums: List[int], target: int) -> int:
        seen = {}
        for i, x in enumerate(nums):
            if target - x in seen:
                return i
            seen[x] = i
        return -1
""",
        NUMS_TARGET,
        generator="""
def generate(n, rng):
    # Every pair sums to an even number below the odd target: no pair is found, all is read.
    return {"nums": [2 * rng.randrange(n) for _ in range(n)], "target": 4 * n + 1}
""",
    ),
    # -- O(n log n) ------------------------------------------------------------------------------
    Labelled(
        "sorted_then_scan",
        "O(n log n)",
        """
class Solution:
    def solve(self, nums: List[int]) -> int:
        s = sorted(nums)
        return min(b - a for a, b in zip(s, s[1:]))
""",
    ),
    Labelled(
        "sort_in_place",
        "O(n log n)",
        """
class Solution:
    def solve(self, nums: List[int]) -> int:
        nums.sort(reverse=True)
        return nums[0] - nums[-1]
""",
    ),
    Labelled(
        "heap_push_pop_all",
        "O(n log n)",
        """
import heapq

class Solution:
    def solve(self, nums: List[int]) -> int:
        heap = []
        for x in nums:
            heapq.heappush(heap, x)
        out = 0
        while heap:
            out = out * 31 + heapq.heappop(heap)
        return out % 1000003
""",
    ),
    Labelled(
        "merge_sort",
        "O(n log n)",
        """
class Solution:
    def solve(self, nums: List[int]) -> int:
        def sort(a):
            if len(a) <= 1:
                return a
            mid = len(a) // 2
            left, right = sort(a[:mid]), sort(a[mid:])
            out, i, j = [], 0, 0
            while i < len(left) and j < len(right):
                if left[i] <= right[j]:
                    out.append(left[i]); i += 1
                else:
                    out.append(right[j]); j += 1
            out.extend(left[i:]); out.extend(right[j:])
            return out
        return sort(nums)[len(nums) // 2]
""",
    ),
    Labelled(
        "doubling_inner_loop",
        "O(n log n)",
        """
class Solution:
    def solve(self, nums: List[int]) -> int:
        n, total = len(nums), 0
        for i in range(n):
            j = 1
            while j < n:
                total += nums[i] & j
                j *= 2
        return total
""",
    ),
    Labelled(
        "bisect_per_element",
        "O(n log n)",
        """
from bisect import bisect_right

class Solution:
    def solve(self, nums: List[int]) -> int:
        ordered = sorted(nums)
        return sum(bisect_right(ordered, x) for x in nums)
""",
    ),
    Labelled(
        "sort_by_key_lambda",
        "O(n log n)",
        """
class Solution:
    def solve(self, words: List[str]) -> int:
        ranked = sorted(words, key=lambda w: (w[-1], w))
        return len(ranked[0]) + len(ranked)
""",
        [("words", "List[str]")],
    ),
    # -- O(n^2) ----------------------------------------------------------------------------------
    Labelled(
        "all_pairs",
        "O(n^2)",
        """
class Solution:
    def solve(self, nums: List[int]) -> int:
        count = 0
        for i in range(len(nums)):
            for j in range(i + 1, len(nums)):
                if nums[i] > nums[j]:
                    count += 1
        return count
""",
    ),
    Labelled(
        "in_list_dedupe",
        "O(n^2)",
        """
class Solution:
    def solve(self, nums: List[int]) -> int:
        seen = []
        for x in nums:
            if x not in seen:
                seen.append(x)
        return len(seen)
""",
    ),
    Labelled(
        "insert_front",
        "O(n^2)",
        """
class Solution:
    def solve(self, nums: List[int]) -> int:
        out = []
        for x in nums:
            out.insert(0, x)
        return out[0]
""",
    ),
    Labelled(
        "pop_front_queue",
        "O(n^2)",
        """
class Solution:
    def solve(self, nums: List[int]) -> int:
        queue = list(nums)
        total = 0
        while queue:
            total += queue.pop(0)
        return total
""",
    ),
    Labelled(
        "bubble_sort",
        "O(n^2)",
        """
class Solution:
    def solve(self, nums: List[int]) -> int:
        a = nums[:]
        for i in range(len(a)):
            for j in range(len(a) - 1 - i):
                if a[j] > a[j + 1]:
                    a[j], a[j + 1] = a[j + 1], a[j]
        return a[0]
""",
    ),
    Labelled(
        "suffix_sums_by_slicing",
        "O(n^2)",
        """
class Solution:
    def solve(self, nums: List[int]) -> int:
        return max(sum(nums[i:]) for i in range(len(nums)))
""",
    ),
    Labelled(
        "index_in_loop",
        "O(n^2)",
        """
class Solution:
    def solve(self, nums: List[int]) -> int:
        return sum(nums.index(x) for x in nums) % 1000003
""",
    ),
    Labelled(
        "lcs_table",
        "O(n^2)",
        """
class Solution:
    def solve(self, a: str, b: str) -> int:
        dp = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
        for i in range(1, len(a) + 1):
            for j in range(1, len(b) + 1):
                if a[i - 1] == b[j - 1]:
                    dp[i][j] = dp[i - 1][j - 1] + 1
                else:
                    dp[i][j] = max(dp[i - 1][j], dp[i][j - 1])
        return dp[-1][-1]
""",
        [("a", "str"), ("b", "str")],
    ),
    Labelled(
        "pair_comprehension",
        "O(n^2)",
        """
class Solution:
    def solve(self, nums: List[int]) -> int:
        return len({a + b for a in nums for b in nums})
""",
    ),
    # -- O(n^3) ----------------------------------------------------------------------------------
    Labelled(
        "triple_loop",
        "O(n^3)",
        """
class Solution:
    def solve(self, nums: List[int]) -> int:
        n, count = len(nums), 0
        for i in range(n):
            for j in range(i + 1, n):
                for k in range(j + 1, n):
                    if nums[i] + nums[j] + nums[k] == 0:
                        count += 1
        return count
""",
    ),
    Labelled(
        "subarray_sums_by_slicing",
        "O(n^3)",
        """
class Solution:
    def solve(self, nums: List[int]) -> int:
        best = nums[0]
        for i in range(len(nums)):
            for j in range(i + 1, len(nums) + 1):
                best = max(best, sum(nums[i:j]))
        return best
""",
    ),
    Labelled(
        "matrix_multiply",
        "O(n^3)",
        """
class Solution:
    def solve(self, n: int) -> int:
        a = [[(i * j) % 7 for j in range(n)] for i in range(n)]
        c = [[sum(a[i][k] * a[k][j] for k in range(n)) for j in range(n)] for i in range(n)]
        return c[n - 1][n - 1]
""",
        N_ONLY,
    ),
    Labelled(
        "floyd_warshall",
        "O(n^3)",
        """
class Solution:
    def solve(self, n: int) -> int:
        inf = float("inf")
        d = [[0 if i == j else (1 if j == i + 1 else inf) for j in range(n)] for i in range(n)]
        for k in range(n):
            for i in range(n):
                for j in range(n):
                    if d[i][k] + d[k][j] < d[i][j]:
                        d[i][j] = d[i][k] + d[k][j]
        return int(d[0][n - 1])
""",
        N_ONLY,
    ),
    Labelled(
        "pairs_with_in_list",
        "O(n^3)",
        """
class Solution:
    def solve(self, nums: List[int]) -> int:
        found = 0
        for i in range(len(nums)):
            for j in range(i + 1, len(nums)):
                if nums[i] - nums[j] in nums:
                    found += 1
        return found
""",
    ),
    # -- O(2^n) ----------------------------------------------------------------------------------
    Labelled(
        "naive_fibonacci",
        "O(2^n)",
        """
class Solution:
    def solve(self, n: int) -> int:
        if n < 2:
            return n
        return self.solve(n - 1) + self.solve(n - 2)
""",
        N_ONLY,
    ),
    Labelled(
        "subsets_recursive",
        "O(2^n)",
        """
class Solution:
    def solve(self, nums: List[int]) -> int:
        out = []
        def go(i, path):
            if i == len(nums):
                out.append(path[:])
                return
            go(i + 1, path)
            path.append(nums[i])
            go(i + 1, path)
            path.pop()
        go(0, [])
        return len(out)
""",
    ),
    Labelled(
        "subsets_bitmask",
        "O(2^n)",
        """
class Solution:
    def solve(self, nums: List[int]) -> int:
        n, best = len(nums), 0
        for mask in range(1 << n):
            total = sum(nums[i] for i in range(n) if mask >> i & 1)
            best = max(best, total)
        return best
""",
    ),
    Labelled(
        "combinations_all_sizes",
        "O(2^n)",
        """
from itertools import combinations

class Solution:
    def solve(self, nums: List[int]) -> int:
        count = 0
        for r in range(len(nums) + 1):
            for combo in combinations(nums, r):
                count += 1
        return count
""",
    ),
    Labelled(
        "hanoi_moves",
        "O(2^n)",
        """
class Solution:
    def solve(self, n: int) -> int:
        moves = []
        def move(k, a, b, c):
            if k == 0:
                return
            move(k - 1, a, c, b)
            moves.append((a, c))
            move(k - 1, b, a, c)
        move(n, 0, 1, 2)
        return len(moves)
""",
        N_ONLY,
    ),
    Labelled(
        "naive_subset_sum",
        "O(2^n)",
        """
class Solution:
    def solve(self, nums: List[int], target: int) -> int:
        def ways(i, remaining):
            if i == len(nums):
                return 1 if remaining == 0 else 0
            return ways(i + 1, remaining) + ways(i + 1, remaining - nums[i])
        return ways(0, target)
""",
        NUMS_TARGET,
    ),
]
