"""Two pointers, stacks and binary search."""

from __future__ import annotations

from itertools import combinations

from tests.questions.authoring.spec import Spec

L11 = Spec(
    id="11",
    title="Container With Most Water",
    difficulty="medium",
    description="""
        `height[i]` is the height of a vertical line at position `i`. Pick two lines that, with the
        x-axis, hold the most water, and return that amount: `min(height[i], height[j]) * (j - i)`.
    """,
    constraints=["2 <= len(height) <= 10^5", "0 <= height[i] <= 10^4"],
    method="max_area",
    params=[("height", "List[int]")],
    returns="int",
    time="O(n)",
    space="O(1)",
    requirements=[
        "Starts with the widest container and moves the shorter side inwards",
        "Does not try every pair",
        "Handles zero heights",
    ],
    concepts=["arrays", "two pointers", "greedy"],
    visible=[
        {"height": [1, 8, 6, 2, 5, 4, 8, 3, 7]},
        {"height": [1, 1]},
        {"height": [4, 3, 2, 1, 4]},
        {"height": [1, 2, 1]},
        {"height": [0, 0]},
        {"height": [2, 3, 4, 5, 18, 17, 6]},
        {"height": [1, 2, 3, 4, 5]},
        {"height": [10, 0, 0, 0, 10]},
    ],
    hidden=[{"height": [0, 10000]}, {"height": [10000, 10000]}],
    generated_sizes=[3, 10, 30, 80, 150, 250],
    brute=lambda height: max(
        min(height[i], height[j]) * (j - i) for i, j in combinations(range(len(height)), 2)
    ),
    reference="""
        class Solution:
            def max_area(self, height: List[int]) -> int:
                left, right = 0, len(height) - 1
                best = 0
                while left < right:
                    best = max(best, min(height[left], height[right]) * (right - left))
                    if height[left] < height[right]:
                        left += 1
                    else:
                        right -= 1
                return best
    """,
    generator="""
        def generate(n, rng):
            return {"height": [rng.randint(0, 10000) for _ in range(n)]}
    """,
)


def _three_sum_brute(nums: list[int]) -> list[list[int]]:
    found = {tuple(sorted(t)) for t in combinations(nums, 3) if sum(t) == 0}
    return [list(t) for t in sorted(found)]


L15 = Spec(
    id="15",
    title="3Sum",
    difficulty="medium",
    description="""
        Given an integer array `nums`, return every distinct triplet of values `[a, b, c]` taken from
        three different positions with `a + b + c == 0`. No triplet may appear twice; the triplets and
        the values inside each may be in any order.
    """,
    constraints=["3 <= len(nums) <= 3000", "-10^5 <= nums[i] <= 10^5"],
    method="three_sum",
    params=[("nums", "List[int]")],
    returns="List[List[int]]",
    time="O(n^2)",
    space="O(n)",
    requirements=[
        "Sorts, then for each first value runs two pointers over the rest",
        "Skips duplicate values so no triplet repeats",
        "Does not try every triple (O(n^3))",
    ],
    concepts=["arrays", "two pointers", "sorting"],
    compare={"mode": "unordered", "nested": True},
    visible=[
        {"nums": [-1, 0, 1, 2, -1, -4]},
        {"nums": [0, 1, 1]},
        {"nums": [0, 0, 0]},
        {"nums": [0, 0, 0, 0]},
        {"nums": [-2, 0, 1, 1, 2]},
        {"nums": [1, 2, 3]},
        {"nums": [-1, -1, 2, 2]},
        {"nums": [3, -2, 1, 0]},
    ],
    hidden=[{"nums": [-4, -2, -2, -2, 0, 1, 2, 2, 2, 3, 3, 4, 4, 6, 6]}, {"nums": [100000, -50000, -50000]}],
    generated_sizes=[5, 12, 20, 30, 40, 50],
    brute=_three_sum_brute,
    reference="""
        class Solution:
            def three_sum(self, nums: List[int]) -> List[List[int]]:
                nums = sorted(nums)
                triplets: list[list[int]] = []
                for i in range(len(nums) - 2):
                    if i > 0 and nums[i] == nums[i - 1]:
                        continue
                    lo, hi = i + 1, len(nums) - 1
                    while lo < hi:
                        total = nums[i] + nums[lo] + nums[hi]
                        if total < 0:
                            lo += 1
                        elif total > 0:
                            hi -= 1
                        else:
                            triplets.append([nums[i], nums[lo], nums[hi]])
                            lo += 1
                            while lo < hi and nums[lo] == nums[lo - 1]:
                                lo += 1
                            hi -= 1
                return triplets
    """,
    generator="""
        def generate(n, rng):
            # Distinct values in a range about n wide: many triplets, and every pointer pair is visited.
            return {"nums": rng.sample(range(-n, n + 1), n)}
    """,
)


def _valid_parens_brute(s: str) -> bool:
    previous = None
    while previous != s:
        previous = s
        s = s.replace("()", "").replace("[]", "").replace("{}", "")
    return s == ""


L20 = Spec(
    id="20",
    title="Valid Parentheses",
    difficulty="easy",
    description="""
        Given a string `s` of the characters `()[]{}`, return `True` if every bracket is closed by the
        same kind of bracket in the right order, and `False` otherwise.
    """,
    constraints=["0 <= len(s) <= 10^4", "s consists only of ()[]{}"],
    method="is_valid",
    params=[("s", "str")],
    returns="bool",
    time="O(n)",
    space="O(n)",
    requirements=[
        "Uses a stack of open brackets",
        "Rejects a closing bracket when the stack is empty or mismatched",
        "Rejects leftover open brackets at the end",
    ],
    concepts=["stack", "strings"],
    visible=[
        {"s": "()"},
        {"s": "()[]{}"},
        {"s": "(]"},
        {"s": "([])"},
        {"s": "([)]"},
        {"s": ""},
        {"s": "("},
        {"s": "]"},
    ],
    hidden=[{"s": "{[]}"}, {"s": "(("}, {"s": "){"}, {"s": "[({})]{}"}],
    generated_sizes=[2, 10, 40, 100],
    brute=_valid_parens_brute,
    reference="""
        class Solution:
            def is_valid(self, s: str) -> bool:
                pairs = {")": "(", "]": "[", "}": "{"}
                stack: list[str] = []
                for ch in s:
                    if ch in pairs:
                        if not stack or stack.pop() != pairs[ch]:
                            return False
                    else:
                        stack.append(ch)
                return not stack
    """,
    generator="""
        def generate(n, rng):
            # Deep nesting then closing: valid, so the whole string is read and the stack grows to n/2.
            half = [rng.choice("([{") for _ in range(max(1, n // 2))]
            closing = {"(": ")", "[": "]", "{": "}"}
            return {"s": "".join(half) + "".join(closing[c] for c in reversed(half))}
    """,
)


def _daily_brute(temperatures: list[int]) -> list[int]:
    out = []
    for i, t in enumerate(temperatures):
        wait = 0
        for j in range(i + 1, len(temperatures)):
            if temperatures[j] > t:
                wait = j - i
                break
        out.append(wait)
    return out


L739 = Spec(
    id="739",
    title="Daily Temperatures",
    difficulty="medium",
    description="""
        Given daily `temperatures`, return `answer` where `answer[i]` is how many days after day `i`
        a warmer temperature comes, or `0` if none does.
    """,
    constraints=["1 <= len(temperatures) <= 10^5", "-100 <= temperatures[i] <= 100"],
    method="daily_temperatures",
    params=[("temperatures", "List[int]")],
    returns="List[int]",
    time="O(n)",
    space="O(n)",
    requirements=[
        "Uses a monotonic stack of indices still waiting for a warmer day",
        "Each index is pushed and popped at most once",
        "Equal temperatures are not warmer",
    ],
    concepts=["stack", "monotonic stack", "arrays"],
    visible=[
        {"temperatures": [73, 74, 75, 71, 69, 72, 76, 73]},
        {"temperatures": [30, 40, 50, 60]},
        {"temperatures": [30, 60, 90]},
        {"temperatures": [50]},
        {"temperatures": [90, 80, 70]},
        {"temperatures": [70, 70, 71]},
        {"temperatures": [-5, -10, 0]},
        {"temperatures": [55, 38, 53, 81, 61, 93, 97, 32, 43, 78]},
    ],
    hidden=[{"temperatures": [100, -100]}, {"temperatures": [1, 1, 1, 1]}],
    generated_sizes=[3, 10, 40, 100, 200, 300],
    brute=_daily_brute,
    reference="""
        class Solution:
            def daily_temperatures(self, temperatures: List[int]) -> List[int]:
                answer = [0] * len(temperatures)
                waiting: list[int] = []
                for day, temperature in enumerate(temperatures):
                    while waiting and temperatures[waiting[-1]] < temperature:
                        earlier = waiting.pop()
                        answer[earlier] = day - earlier
                    waiting.append(day)
                return answer
    """,
    generator="""
        def generate(n, rng):
            # Non-increasing: no warmer day ever comes, so scanning ahead from each day is quadratic.
            return {"temperatures": sorted((rng.randint(-100, 100) for _ in range(n)), reverse=True)}
    """,
)


def _search_brute(nums: list[int], target: int) -> int:
    return nums.index(target) if target in nums else -1


L704 = Spec(
    id="704",
    title="Binary Search",
    difficulty="easy",
    description="""
        Given a sorted (ascending) array of distinct integers `nums` and a `target`, return the index
        of `target` in `nums`, or `-1` if it is absent. Use O(log n) time.
    """,
    constraints=["1 <= len(nums) <= 10^4", "nums is sorted ascending with distinct values"],
    method="search",
    params=[("nums", "List[int]"), ("target", "int")],
    returns="int",
    time="O(log n)",
    space="O(1)",
    requirements=[
        "Halves the search interval each step",
        "Terminates when the target is absent",
        "No off-by-one errors at the array's ends",
    ],
    concepts=["binary search", "arrays"],
    visible=[
        {"nums": [-1, 0, 3, 5, 9, 12], "target": 9},
        {"nums": [-1, 0, 3, 5, 9, 12], "target": 2},
        {"nums": [5], "target": 5},
        {"nums": [5], "target": -5},
        {"nums": [1, 2], "target": 1},
        {"nums": [1, 2], "target": 2},
        {"nums": [1, 3, 5, 7], "target": 8},
        {"nums": [1, 3, 5, 7], "target": 0},
    ],
    hidden=[{"nums": [2, 4, 6, 8, 10], "target": 6}, {"nums": [-9999, 9999], "target": 0}],
    generated_sizes=[3, 16, 50, 200, 500, 1000],
    brute=_search_brute,
    reference="""
        class Solution:
            def search(self, nums: List[int], target: int) -> int:
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
    generator="""
        def generate(n, rng):
            # An absent target just past the end: a linear scan reads everything.
            nums = sorted(rng.sample(range(-10 * n, 10 * n), n))
            return {"nums": nums, "target": nums[-1] + 1}
    """,
)


L33 = Spec(
    id="33",
    title="Search in Rotated Sorted Array",
    difficulty="medium",
    description="""
        An ascending array of distinct integers was rotated at an unknown pivot (e.g. `[0,1,2,4,5,6,7]`
        became `[4,5,6,7,0,1,2]`). Given it and a `target`, return the index of `target` or `-1`,
        in O(log n) time.
    """,
    constraints=["1 <= len(nums) <= 5000", "values are distinct", "nums is a rotation of a sorted array"],
    method="search",
    params=[("nums", "List[int]"), ("target", "int")],
    returns="int",
    time="O(log n)",
    space="O(1)",
    requirements=[
        "Decides at each step which half is sorted",
        "Halves the interval each step",
        "Handles an array that was not rotated at all",
    ],
    concepts=["binary search", "arrays"],
    visible=[
        {"nums": [4, 5, 6, 7, 0, 1, 2], "target": 0},
        {"nums": [4, 5, 6, 7, 0, 1, 2], "target": 3},
        {"nums": [1], "target": 0},
        {"nums": [1], "target": 1},
        {"nums": [1, 3], "target": 3},
        {"nums": [3, 1], "target": 1},
        {"nums": [5, 1, 3], "target": 5},
        {"nums": [1, 2, 3, 4, 5], "target": 4},
    ],
    hidden=[{"nums": [6, 7, 1, 2, 3, 4, 5], "target": 6}, {"nums": [2, 3, 4, 5, 6, 7, 1], "target": 1}],
    generated_sizes=[3, 16, 50, 200, 500, 1000],
    brute=_search_brute,
    reference="""
        class Solution:
            def search(self, nums: List[int], target: int) -> int:
                lo, hi = 0, len(nums) - 1
                while lo <= hi:
                    mid = (lo + hi) // 2
                    if nums[mid] == target:
                        return mid
                    if nums[lo] <= nums[mid]:
                        if nums[lo] <= target < nums[mid]:
                            hi = mid - 1
                        else:
                            lo = mid + 1
                    elif nums[mid] < target <= nums[hi]:
                        lo = mid + 1
                    else:
                        hi = mid - 1
                return -1
    """,
    generator="""
        def generate(n, rng):
            values = sorted(rng.sample(range(-10 * n, 10 * n), n))
            pivot = rng.randrange(n)
            return {"nums": values[pivot:] + values[:pivot], "target": values[-1] + 1}
    """,
)

SPECS = [L11, L15, L20, L33, L704, L739]
