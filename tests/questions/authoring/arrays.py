"""Arrays and hashing."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from tests.questions.authoring.spec import Spec


def _two_sum_brute(nums: list[int], target: int) -> list[int]:
    for i, j in combinations(range(len(nums)), 2):
        if nums[i] + nums[j] == target:
            return [i, j]
    raise AssertionError("no solution")


L1 = Spec(
    id="1",
    title="Two Sum",
    difficulty="easy",
    description="""
        Given an array of integers `nums` and an integer `target`, return the indices of the two
        numbers that add up to `target`, in any order. Exactly one solution exists, and the same
        element may not be used twice.
    """,
    constraints=["2 <= len(nums) <= 10^4", "-10^9 <= nums[i], target <= 10^9", "exactly one answer exists"],
    method="two_sum",
    params=[("nums", "List[int]"), ("target", "int")],
    returns="List[int]",
    time="O(n)",
    space="O(n)",
    requirements=[
        "Returns two distinct indices whose values sum to target",
        "Uses a hash map from value to index for one pass",
        "Handles negative numbers and duplicates",
    ],
    concepts=["arrays", "hashing"],
    compare={"mode": "unordered"},
    visible=[
        {"nums": [2, 7, 11, 15], "target": 9},
        {"nums": [3, 2, 4], "target": 6},
        {"nums": [3, 3], "target": 6},
        {"nums": [-1, -2, -3, -4, -5], "target": -8},
        {"nums": [0, 4, 3, 0], "target": 0},
        {"nums": [1, 5, 9], "target": 14},
        {"nums": [-3, 4, 3, 90], "target": 0},
        {"nums": [1000000000, -999999993, 5], "target": 7},
    ],
    hidden=[{"nums": [5, 75, 25], "target": 100}, {"nums": [2, 5, 5, 11], "target": 10}],
    generated_sizes=[5, 10, 30, 60, 100, 300],
    brute=_two_sum_brute,
    reference="""
        class Solution:
            def two_sum(self, nums: List[int], target: int) -> List[int]:
                index_of: dict[int, int] = {}
                for i, value in enumerate(nums):
                    j = index_of.get(target - value)
                    if j is not None:
                        return [j, i]
                    index_of[value] = i
                return []
    """,
    generator="""
        def generate(n, rng):
            # Distinct even numbers plus one odd; the odd target forces the pair (odd, last even),
            # placed at the end so a nested-loop search does all its work.
            evens = rng.sample(range(-10 * n, 10 * n), n - 1)
            nums = [2 * v for v in evens] + [2 * rng.randrange(n) + 1]
            return {"nums": nums, "target": nums[-1] + nums[-2]}
    """,
)


L217 = Spec(
    id="217",
    title="Contains Duplicate",
    difficulty="easy",
    description="""
        Given an integer array `nums`, return `True` if any value appears at least twice, and `False`
        if every element is distinct.
    """,
    constraints=["0 <= len(nums) <= 10^5", "-10^9 <= nums[i] <= 10^9"],
    method="contains_duplicate",
    params=[("nums", "List[int]")],
    returns="bool",
    time="O(n)",
    space="O(n)",
    requirements=["Uses a set of seen values", "Stops at the first repeat", "Handles the empty array"],
    concepts=["arrays", "hashing"],
    visible=[
        {"nums": [1, 2, 3, 1]},
        {"nums": [1, 2, 3, 4]},
        {"nums": [1, 1, 1, 3, 3, 4, 3, 2, 4, 2]},
        {"nums": []},
        {"nums": [7]},
        {"nums": [0, 0]},
        {"nums": [-1, 1]},
        {"nums": [5, 4, 3, 2, 1, 5]},
    ],
    hidden=[{"nums": [1000000000, -1000000000]}, {"nums": [-7, -7]}],
    generated_sizes=[3, 10, 40, 100, 250, 500],
    brute=lambda nums: any(nums[i] == nums[j] for i, j in combinations(range(len(nums)), 2)),
    reference="""
        class Solution:
            def contains_duplicate(self, nums: List[int]) -> bool:
                seen: set[int] = set()
                for value in nums:
                    if value in seen:
                        return True
                    seen.add(value)
                return False
    """,
    generator="""
        def generate(n, rng):
            # All distinct: the whole array must be scanned.
            return {"nums": rng.sample(range(-1000000, 1000000), n)}
    """,
)


def _group_anagrams_brute(words: list[str]) -> list[list[str]]:
    groups: list[list[str]] = []
    for word in words:
        for group in groups:
            if Counter(group[0]) == Counter(word):
                group.append(word)
                break
        else:
            groups.append([word])
    return groups


L49 = Spec(
    id="49",
    title="Group Anagrams",
    difficulty="medium",
    description="""
        Given a list of strings `words`, group the anagrams together (words made of the same letters
        the same number of times). Return the groups in any order; the words inside a group may also
        be in any order. Duplicated words stay duplicated.
    """,
    constraints=["1 <= len(words) <= 10^4", "0 <= len(words[i]) <= 100", "lowercase English letters"],
    method="group_anagrams",
    params=[("words", "List[str]")],
    returns="List[List[str]]",
    time="O(n)",
    space="O(n)",
    requirements=[
        "Keys each word by a canonical form (sorted letters or letter counts)",
        "Uses a hash map from key to group",
        "Keeps the empty string and duplicates",
    ],
    concepts=["strings", "hashing"],
    compare={"mode": "unordered", "nested": True},
    visible=[
        {"words": ["eat", "tea", "tan", "ate", "nat", "bat"]},
        {"words": [""]},
        {"words": ["a"]},
        {"words": ["", ""]},
        {"words": ["abc", "bca", "cab", "xyz"]},
        {"words": ["ab", "ba", "ab"]},
        {"words": ["listen", "silent", "enlist", "google"]},
        {"words": ["a", "b", "c"]},
    ],
    hidden=[{"words": ["aab", "aba", "baa", "abb"]}, {"words": ["ddddddddddg", "dgggggggggg"]}],
    generated_sizes=[5, 20, 60, 120, 200, 300],
    brute=_group_anagrams_brute,
    reference="""
        class Solution:
            def group_anagrams(self, words: List[str]) -> List[List[str]]:
                groups: dict[str, list[str]] = {}
                for word in words:
                    groups.setdefault("".join(sorted(word)), []).append(word)
                return list(groups.values())
    """,
    generator="""
        def generate(n, rng):
            # Short words over a small alphabet: many groups and many members per group.
            return {"words": ["".join(rng.choice("abcd") for _ in range(4)) for _ in range(n)]}
    """,
)


def _product_brute(nums: list[int]) -> list[int]:
    out = []
    for i in range(len(nums)):
        p = 1
        for j, v in enumerate(nums):
            if j != i:
                p *= v
        out.append(p)
    return out


L238 = Spec(
    id="238",
    title="Product of Array Except Self",
    difficulty="medium",
    description="""
        Given an integer array `nums`, return an array `answer` where `answer[i]` is the product of
        every element of `nums` except `nums[i]`. Do it without division, in linear time.
    """,
    constraints=["2 <= len(nums) <= 10^5", "-30 <= nums[i] <= 30"],
    method="product_except_self",
    params=[("nums", "List[int]")],
    returns="List[int]",
    time="O(n)",
    space="O(1)",
    requirements=[
        "Does not use division",
        "Builds prefix products then multiplies by suffix products",
        "Handles zeros (one zero, several zeros)",
        "Uses O(1) extra space besides the output",
    ],
    concepts=["arrays", "prefix sums"],
    visible=[
        {"nums": [1, 2, 3, 4]},
        {"nums": [-1, 1, 0, -3, 3]},
        {"nums": [2, 3]},
        {"nums": [0, 0]},
        {"nums": [0, 4]},
        {"nums": [1, 1, 1, 1]},
        {"nums": [-2, -3, 4]},
        {"nums": [5, 0, 2, 0]},
    ],
    hidden=[{"nums": [30, 30, 30]}, {"nums": [-1, -1]}],
    generated_sizes=[3, 8, 20, 40, 60, 80],
    brute=_product_brute,
    reference="""
        class Solution:
            def product_except_self(self, nums: List[int]) -> List[int]:
                answer = [1] * len(nums)
                prefix = 1
                for i in range(len(nums)):
                    answer[i] = prefix
                    prefix *= nums[i]
                suffix = 1
                for i in range(len(nums) - 1, -1, -1):
                    answer[i] *= suffix
                    suffix *= nums[i]
                return answer
    """,
    generator="""
        def generate(n, rng):
            # Values of -1 and 1 keep products small while every position still needs both passes.
            return {"nums": [rng.choice([-1, 1]) for _ in range(n)]}
    """,
)


L53 = Spec(
    id="53",
    title="Maximum Subarray",
    difficulty="medium",
    description="""
        Given an integer array `nums`, return the largest sum of a non-empty contiguous subarray.
    """,
    constraints=["1 <= len(nums) <= 10^5", "-10^4 <= nums[i] <= 10^4"],
    method="max_sub_array",
    params=[("nums", "List[int]")],
    returns="int",
    time="O(n)",
    space="O(1)",
    requirements=[
        "Uses Kadane's algorithm: extend the current run or restart it",
        "Handles all-negative arrays (the answer is the largest element)",
        "Handles a single element",
    ],
    concepts=["arrays", "dynamic programming"],
    visible=[
        {"nums": [-2, 1, -3, 4, -1, 2, 1, -5, 4]},
        {"nums": [1]},
        {"nums": [5, 4, -1, 7, 8]},
        {"nums": [-1]},
        {"nums": [-3, -2, -5]},
        {"nums": [0, 0, 0]},
        {"nums": [2, -1, 2]},
        {"nums": [-2, 1]},
    ],
    hidden=[{"nums": [10000, -10000, 10000]}, {"nums": [-10000]}],
    generated_sizes=[5, 20, 50, 100, 200, 300],
    brute=lambda nums: max(sum(nums[i:j]) for i in range(len(nums)) for j in range(i + 1, len(nums) + 1)),
    reference="""
        class Solution:
            def max_sub_array(self, nums: List[int]) -> int:
                best = current = nums[0]
                for index in range(1, len(nums)):  # no slice: a copy of nums is O(n) extra space
                    value = nums[index]
                    current = max(value, current + value)
                    best = max(best, current)
                return best
    """,
    generator="""
        def generate(n, rng):
            return {"nums": [rng.randint(-10000, 10000) for _ in range(n)]}
    """,
)


def _move_zeroes_brute(nums: list[int]) -> list[int]:
    return [v for v in nums if v != 0] + [0] * nums.count(0)


L283 = Spec(
    id="283",
    title="Move Zeroes",
    difficulty="easy",
    description="""
        Given an integer array `nums`, move every `0` to the end while keeping the relative order of
        the other elements. Modify `nums` **in place** and return nothing.
    """,
    constraints=["1 <= len(nums) <= 10^4", "-2^31 <= nums[i] <= 2^31 - 1"],
    method="move_zeroes",
    params=[("nums", "List[int]")],
    returns="None",
    time="O(n)",
    space="O(1)",
    requirements=[
        "Modifies nums in place without copying it",
        "Keeps the order of the non-zero elements",
        "Uses a write pointer (two pointers), one pass",
    ],
    concepts=["arrays", "two pointers"],
    compare={"mode": "inplace", "arg": "nums"},
    visible=[
        {"nums": [0, 1, 0, 3, 12]},
        {"nums": [0]},
        {"nums": [1]},
        {"nums": [0, 0, 1]},
        {"nums": [1, 0, 0]},
        {"nums": [4, 2, 4, 0, 0, 3, 0, 5, 1, 0]},
        {"nums": [1, 2, 3]},
        {"nums": [0, 0, 0]},
    ],
    hidden=[{"nums": [-1, 0, -2]}, {"nums": [2147483647, 0, -2147483648]}],
    generated_sizes=[4, 10, 30, 80, 150, 300],
    brute=_move_zeroes_brute,
    reference="""
        class Solution:
            def move_zeroes(self, nums: List[int]) -> None:
                write = 0
                for read in range(len(nums)):
                    if nums[read] != 0:
                        nums[write], nums[read] = nums[read], nums[write]
                        write += 1
    """,
    generator="""
        def generate(n, rng):
            # Half zeros, spread out: removing and appending zeros one by one would be quadratic.
            return {"nums": [0 if rng.random() < 0.5 else rng.randint(1, 99) for _ in range(n)]}
    """,
)


def _rotate_brute(nums: list[int], k: int) -> list[int]:
    for _ in range(k % len(nums)):
        nums = [nums[-1], *nums[:-1]]
    return nums


L189 = Spec(
    id="189",
    title="Rotate Array",
    difficulty="medium",
    description="""
        Given an integer array `nums`, rotate it to the right by `k` steps (`k >= 0`), **in place**,
        and return nothing. `[1,2,3,4,5,6,7]` rotated by 3 becomes `[5,6,7,1,2,3,4]`.
    """,
    constraints=["1 <= len(nums) <= 10^5", "0 <= k <= 10^5", "k may exceed len(nums)"],
    method="rotate",
    params=[("nums", "List[int]"), ("k", "int")],
    returns="None",
    time="O(n)",
    space="O(1)",
    requirements=[
        "Modifies nums in place",
        "Reduces k modulo the length",
        "Uses O(1) extra space (e.g. three reversals)",
    ],
    concepts=["arrays", "two pointers"],
    compare={"mode": "inplace", "arg": "nums"},
    visible=[
        {"nums": [1, 2, 3, 4, 5, 6, 7], "k": 3},
        {"nums": [-1, -100, 3, 99], "k": 2},
        {"nums": [1], "k": 0},
        {"nums": [1], "k": 5},
        {"nums": [1, 2], "k": 3},
        {"nums": [1, 2, 3], "k": 3},
        {"nums": [1, 2, 3, 4, 5, 6], "k": 0},
        {"nums": [1, 2, 3, 4, 5, 6], "k": 11},
    ],
    hidden=[{"nums": [9, 8], "k": 1}, {"nums": [1, 2, 3, 4, 5], "k": 100000}],
    generated_sizes=[3, 7, 20, 50, 100, 200],
    brute=_rotate_brute,
    reference="""
        class Solution:
            def rotate(self, nums: List[int], k: int) -> None:
                n = len(nums)
                k %= n

                def reverse(lo: int, hi: int) -> None:
                    while lo < hi:
                        nums[lo], nums[hi] = nums[hi], nums[lo]
                        lo += 1
                        hi -= 1

                reverse(0, n - 1)
                reverse(0, k - 1)
                reverse(k, n - 1)
    """,
    generator="""
        def generate(n, rng):
            # k near n/2: rotating one step at a time would cost O(n*k).
            return {"nums": [rng.randint(-99, 99) for _ in range(n)], "k": n // 2 + 1}
    """,
)


def _top_k_brute(nums: list[int], k: int) -> list[int]:
    counts = Counter(nums)
    return sorted(counts, key=lambda v: (-counts[v], v))[:k]


L347 = Spec(
    id="347",
    title="Top K Frequent Elements",
    difficulty="medium",
    description="""
        Given an integer array `nums` and an integer `k`, return the `k` most frequent values, in any
        order. The test data guarantee the answer is unique.
    """,
    constraints=["1 <= len(nums) <= 10^5", "1 <= k <= number of distinct values", "the answer is unique"],
    method="top_k_frequent",
    params=[("nums", "List[int]"), ("k", "int")],
    returns="List[int]",
    time="O(n log n)",
    space="O(n)",
    requirements=[
        "Counts frequencies with a hash map",
        "Selects the k most frequent with a heap or bucket sort",
        "Does not sort the whole input repeatedly",
    ],
    concepts=["hashing", "heaps", "arrays"],
    compare={"mode": "unordered"},
    visible=[
        {"nums": [1, 1, 1, 2, 2, 3], "k": 2},
        {"nums": [1], "k": 1},
        {"nums": [4, 4, 5], "k": 1},
        {"nums": [1, 2, 2, 3, 3, 3], "k": 3},
        {"nums": [-1, -1, 2], "k": 1},
        {"nums": [5, 5, 5, 6, 6, 7], "k": 2},
        {"nums": [9, 8, 8, 7, 7, 7, 6, 6, 6, 6], "k": 2},
        {"nums": [0, 0, 1], "k": 1},
    ],
    hidden=[{"nums": [3, 0, 1, 0], "k": 1}, {"nums": [2, 2, 1, 1, 1, 3, 3, 3, 3], "k": 2}],
    generated_sizes=[6, 15, 45, 100, 200, 400],
    brute=_top_k_brute,
    reference="""
        import heapq


        class Solution:
            def top_k_frequent(self, nums: List[int], k: int) -> List[int]:
                counts: dict[int, int] = {}
                for value in nums:
                    counts[value] = counts.get(value, 0) + 1
                return heapq.nlargest(k, counts, key=counts.__getitem__)
    """,
    generator="""
        def generate(n, rng):
            # Distinct frequencies 1, 2, 3, ... so the top k is unique; values shuffled.
            nums = []
            value = 0
            while len(nums) < n:
                nums.extend([value] * min(value + 1, n - len(nums)))
                value += 1
            counts = {}
            for v in nums:
                counts[v] = counts.get(v, 0) + 1
            ranked = sorted(counts.values(), reverse=True)
            k = max(1, len(ranked) // 2)
            while k > 1 and ranked[k - 1] == ranked[k]:
                k -= 1
            rng.shuffle(nums)
            return {"nums": nums, "k": k}
    """,
)

SPECS = [L1, L49, L53, L189, L217, L238, L283, L347]
