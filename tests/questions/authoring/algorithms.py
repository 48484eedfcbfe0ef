"""Graphs, heaps, intervals, backtracking and dynamic programming."""

from __future__ import annotations

from functools import cache
from itertools import combinations, pairwise, product

from tests.questions.authoring.spec import Spec


def _islands_brute(grid: list[list[str]]) -> int:
    rows, cols = len(grid), len(grid[0])
    label: dict[tuple[int, int], tuple[int, int]] = {}

    def find(cell: tuple[int, int]) -> tuple[int, int]:
        while label[cell] != cell:
            cell = label[cell]
        return cell

    for r, c in product(range(rows), range(cols)):
        if grid[r][c] == "1":
            label[(r, c)] = (r, c)
            for nr, nc in ((r - 1, c), (r, c - 1)):
                if (nr, nc) in label:
                    label[find((nr, nc))] = find((r, c))
    return len({find(cell) for cell in label})


L200 = Spec(
    id="200",
    title="Number of Islands",
    difficulty="medium",
    description="""
        Given an `m x n` grid of `"1"` (land) and `"0"` (water), return the number of islands. An
        island is land connected horizontally or vertically; the grid's outside is water.
    """,
    constraints=["1 <= m, n <= 300", 'grid[i][j] is "0" or "1"'],
    method="num_islands",
    params=[("grid", "List[List[str]]")],
    returns="int",
    time="O(n)",
    space="O(n)",
    requirements=[
        "Visits every cell once (BFS, iterative DFS or union-find)",
        "Marks visited land so no island is counted twice",
        "Connects only horizontal and vertical neighbours, not diagonal ones",
    ],
    concepts=["graphs", "breadth-first search", "matrix"],
    visible=[
        {
            "grid": [
                ["1", "1", "1", "1", "0"],
                ["1", "1", "0", "1", "0"],
                ["1", "1", "0", "0", "0"],
                ["0"] * 5,
            ]
        },
        {
            "grid": [
                ["1", "1", "0", "0", "0"],
                ["1", "1", "0", "0", "0"],
                ["0", "0", "1", "0", "0"],
                ["0", "0", "0", "1", "1"],
            ]
        },
        {"grid": [["0"]]},
        {"grid": [["1"]]},
        {"grid": [["1", "0", "1"], ["0", "1", "0"], ["1", "0", "1"]]},
        {"grid": [["1", "1", "1"], ["0", "1", "0"], ["1", "1", "1"]]},
        {"grid": [["1", "0", "1", "0", "1"]]},
        {"grid": [["1"], ["1"], ["0"], ["1"]]},
    ],
    hidden=[
        {"grid": [["1", "1", "1"], ["1", "0", "1"], ["1", "1", "1"]]},
        {"grid": [["0", "0"], ["0", "0"]]},
    ],
    generated_sizes=[4, 16, 49, 100, 225, 400],
    brute=_islands_brute,
    reference="""
        from collections import deque


        class Solution:
            def num_islands(self, grid: List[List[str]]) -> int:
                rows, cols = len(grid), len(grid[0])
                seen = [[False] * cols for _ in range(rows)]
                islands = 0
                for r in range(rows):
                    for c in range(cols):
                        if grid[r][c] != "1" or seen[r][c]:
                            continue
                        islands += 1
                        seen[r][c] = True
                        queue = deque([(r, c)])
                        while queue:
                            x, y = queue.popleft()
                            for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                                inside = 0 <= nx < rows and 0 <= ny < cols
                                if inside and grid[nx][ny] == "1" and not seen[nx][ny]:
                                    seen[nx][ny] = True
                                    queue.append((nx, ny))
                return islands
    """,
    generator="""
        def generate(n, rng):
            # n cells in a square grid, about half land.
            side = max(1, int(n ** 0.5))
            return {"grid": [["1" if rng.random() < 0.5 else "0" for _ in range(side)] for _ in range(side)]}
    """,
)


def _can_finish_brute(num_courses: int, prerequisites: list[list[int]]) -> bool:
    # Repeatedly remove a course with no remaining prerequisites.
    remaining = set(range(num_courses))
    edges = [tuple(e) for e in prerequisites]
    while remaining:
        free = [c for c in remaining if not any(a == c and b in remaining for a, b in edges)]
        if not free:
            return False
        remaining -= set(free)
    return True


L207 = Spec(
    id="207",
    title="Course Schedule",
    difficulty="medium",
    description="""
        There are `num_courses` courses labelled `0` to `num_courses - 1`. Each pair `[a, b]` in
        `prerequisites` means course `b` must be taken before course `a`. Return `True` if all courses
        can be finished (the prerequisite graph has no cycle), otherwise `False`.
    """,
    constraints=["1 <= num_courses <= 2000", "0 <= len(prerequisites) <= 5000", "pairs are distinct"],
    method="can_finish",
    params=[("num_courses", "int"), ("prerequisites", "List[List[int]]")],
    returns="bool",
    time="O(n)",
    space="O(n)",
    requirements=[
        "Builds an adjacency list and in-degrees",
        "Uses a topological sort (Kahn's algorithm) or DFS cycle detection",
        "Runs in O(V + E)",
    ],
    concepts=["graphs", "topological sort", "breadth-first search"],
    visible=[
        {"num_courses": 2, "prerequisites": [[1, 0]]},
        {"num_courses": 2, "prerequisites": [[1, 0], [0, 1]]},
        {"num_courses": 1, "prerequisites": []},
        {"num_courses": 3, "prerequisites": [[1, 0], [2, 1]]},
        {"num_courses": 3, "prerequisites": [[0, 1], [1, 2], [2, 0]]},
        {"num_courses": 4, "prerequisites": [[1, 0], [2, 0], [3, 1], [3, 2]]},
        {"num_courses": 5, "prerequisites": []},
        {"num_courses": 3, "prerequisites": [[1, 0], [1, 2], [0, 1]]},
    ],
    hidden=[
        {"num_courses": 2, "prerequisites": [[0, 0]]},
        {"num_courses": 6, "prerequisites": [[5, 4], [4, 3], [3, 2], [2, 1], [1, 0]]},
    ],
    generated_sizes=[3, 10, 25, 50, 80, 120],
    brute=_can_finish_brute,
    reference="""
        from collections import deque


        class Solution:
            def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
                unlocks: list[list[int]] = [[] for _ in range(num_courses)]
                waiting_on = [0] * num_courses
                for course, before in prerequisites:
                    unlocks[before].append(course)
                    waiting_on[course] += 1
                ready = deque(c for c in range(num_courses) if waiting_on[c] == 0)
                taken = 0
                while ready:
                    course = ready.popleft()
                    taken += 1
                    for nxt in unlocks[course]:
                        waiting_on[nxt] -= 1
                        if waiting_on[nxt] == 0:
                            ready.append(nxt)
                return taken == num_courses
    """,
    generator="""
        def generate(n, rng):
            # A long chain plus random forward edges (a DAG): everything must be processed.
            edges = {(i + 1, i) for i in range(n - 1)}
            for _ in range(n):
                a, b = rng.randrange(n), rng.randrange(n)
                if a > b:
                    edges.add((a, b))
            pairs = [list(e) for e in edges]
            rng.shuffle(pairs)
            return {"num_courses": n, "prerequisites": pairs}
    """,
)


L215 = Spec(
    id="215",
    title="Kth Largest Element in an Array",
    difficulty="medium",
    description="""
        Given an integer array `nums` and an integer `k`, return the `k`-th largest element (in sorted
        order, duplicates counted: the 2nd largest of `[3, 3, 1]` is `3`).
    """,
    constraints=["1 <= k <= len(nums) <= 10^5", "-10^4 <= nums[i] <= 10^4"],
    method="find_kth_largest",
    params=[("nums", "List[int]"), ("k", "int")],
    returns="int",
    time="O(n log n)",
    space="O(n)",
    requirements=[
        "Keeps a min-heap of the k largest values seen (or uses quickselect)",
        "Counts duplicates",
        "Does not remove the maximum k times from a list (O(n*k))",
    ],
    concepts=["heaps", "arrays", "sorting"],
    visible=[
        {"nums": [3, 2, 1, 5, 6, 4], "k": 2},
        {"nums": [3, 2, 3, 1, 2, 4, 5, 5, 6], "k": 4},
        {"nums": [1], "k": 1},
        {"nums": [2, 1], "k": 2},
        {"nums": [-1, -1], "k": 2},
        {"nums": [7, 7, 7], "k": 1},
        {"nums": [5, 2, 4, 1, 3, 6, 0], "k": 7},
        {"nums": [-5, 10, 0], "k": 2},
    ],
    hidden=[{"nums": [10000, -10000], "k": 1}, {"nums": [3, 3, 1], "k": 2}],
    generated_sizes=[3, 10, 40, 100, 200, 400],
    brute=lambda nums, k: sorted(nums)[-k],
    reference="""
        import heapq


        class Solution:
            def find_kth_largest(self, nums: List[int], k: int) -> int:
                heap: list[int] = []
                for value in nums:
                    if len(heap) < k:
                        heapq.heappush(heap, value)
                    elif value > heap[0]:
                        heapq.heapreplace(heap, value)
                return heap[0]
    """,
    generator="""
        def generate(n, rng):
            # Ascending input and k = n/2: every value displaces the heap's minimum.
            return {"nums": sorted(rng.randint(-10000, 10000) for _ in range(n)), "k": max(1, n // 2)}
    """,
)


def _merge_brute(intervals: list[list[int]]) -> list[list[int]]:
    covered: list[list[int]] = []
    for start, end in sorted(intervals):
        if covered and start <= covered[-1][1]:
            covered[-1][1] = max(covered[-1][1], end)
        else:
            covered.append([start, end])
    # Independent cross-check: no two output intervals touch, every input lies inside one.
    assert all(a[1] < b[0] for a, b in pairwise(covered))
    assert all(any(c[0] <= s and e <= c[1] for c in covered) for s, e in intervals)
    return covered


L56 = Spec(
    id="56",
    title="Merge Intervals",
    difficulty="medium",
    description="""
        Given a list of `intervals` `[start, end]`, merge every overlapping pair (intervals that touch,
        like `[1,4]` and `[4,5]`, overlap) and return the merged intervals sorted by start.
    """,
    constraints=["1 <= len(intervals) <= 10^4", "0 <= start <= end <= 10^4"],
    method="merge",
    params=[("intervals", "List[List[int]]")],
    returns="List[List[int]]",
    time="O(n log n)",
    space="O(n)",
    requirements=[
        "Sorts by start, then extends or closes the current interval",
        "Merges touching intervals",
        "Handles intervals nested inside others",
    ],
    concepts=["intervals", "sorting", "arrays"],
    visible=[
        {"intervals": [[1, 3], [2, 6], [8, 10], [15, 18]]},
        {"intervals": [[1, 4], [4, 5]]},
        {"intervals": [[1, 4]]},
        {"intervals": [[1, 4], [0, 4]]},
        {"intervals": [[1, 4], [2, 3]]},
        {"intervals": [[5, 6], [1, 2]]},
        {"intervals": [[0, 0], [0, 0]]},
        {"intervals": [[2, 3], [4, 5], [6, 7], [8, 9], [1, 10]]},
    ],
    hidden=[{"intervals": [[1, 4], [5, 6]]}, {"intervals": [[0, 10000], [3, 5], [9999, 10000]]}],
    generated_sizes=[3, 10, 40, 100, 200, 400],
    brute=_merge_brute,
    reference="""
        class Solution:
            def merge(self, intervals: List[List[int]]) -> List[List[int]]:
                merged: list[list[int]] = []
                for start, end in sorted(intervals, key=lambda pair: pair[0]):
                    if merged and start <= merged[-1][1]:
                        merged[-1][1] = max(merged[-1][1], end)
                    else:
                        merged.append([start, end])
                return merged
    """,
    generator="""
        def generate(n, rng):
            # Shuffled, mostly disjoint intervals: sorting matters and few merges shrink the work.
            starts = rng.sample(range(0, 10 * n), n)
            intervals = [[s, s + rng.randint(0, 6)] for s in starts]
            return {"intervals": intervals}
    """,
)


def _subsets_brute(nums: list[int]) -> list[list[int]]:
    return [list(c) for r in range(len(nums) + 1) for c in combinations(nums, r)]


L78 = Spec(
    id="78",
    title="Subsets",
    difficulty="medium",
    description="""
        Given an array `nums` of distinct integers, return every subset (the power set), in any order;
        the values inside a subset may be in any order too. No subset may appear twice.
    """,
    constraints=["1 <= len(nums) <= 10", "-10 <= nums[i] <= 10", "values are distinct"],
    method="subsets",
    params=[("nums", "List[int]")],
    returns="List[List[int]]",
    time="O(2^n)",
    space="O(n)",
    requirements=[
        "Backtracks: choose, recurse, un-choose",
        "Includes the empty subset and the full set",
        "Copies the current subset when recording it",
    ],
    concepts=["backtracking", "recursion", "arrays"],
    compare={"mode": "unordered", "nested": True},
    visible=[
        {"nums": [1, 2, 3]},
        {"nums": [0]},
        {"nums": [5, -5]},
        {"nums": [1, 2, 3, 4]},
        {"nums": [-1, 0, 1]},
        {"nums": [10]},
        {"nums": [3, 1]},
        {"nums": [9, 0, 3, 5, 7]},
    ],
    hidden=[{"nums": [-10, 10]}, {"nums": [4, 1, 0]}],
    generated_sizes=[1, 3, 5, 6, 7, 8],
    sizes=[6, 8, 10, 12],
    brute=_subsets_brute,
    reference="""
        class Solution:
            def subsets(self, nums: List[int]) -> List[List[int]]:
                found: list[list[int]] = []
                chosen: list[int] = []

                def backtrack(start: int) -> None:
                    found.append(list(chosen))
                    for i in range(start, len(nums)):
                        chosen.append(nums[i])
                        backtrack(i + 1)
                        chosen.pop()

                backtrack(0)
                return found
    """,
    generator="""
        def generate(n, rng):
            return {"nums": rng.sample(range(-10 * n, 10 * n + 1), n)}
    """,
)


def _parens_brute(n: int) -> list[str]:
    def balanced(s: str) -> bool:
        depth = 0
        for ch in s:
            depth += 1 if ch == "(" else -1
            if depth < 0:
                return False
        return depth == 0

    return sorted(s for s in ("".join(p) for p in product("()", repeat=2 * n)) if balanced(s))


L22 = Spec(
    id="22",
    title="Generate Parentheses",
    difficulty="medium",
    description="""
        Given `n` pairs of parentheses, return every well-formed combination, in any order.
    """,
    constraints=["1 <= n <= 8"],
    method="generate_parenthesis",
    params=[("n", "int")],
    returns="List[str]",
    time="O(2^n)",
    space="O(n)",
    requirements=[
        "Backtracks, adding '(' while some remain and ')' only while it keeps the prefix valid",
        "Never generates invalid strings to filter them afterwards",
        "Returns each combination once",
    ],
    concepts=["backtracking", "recursion", "strings"],
    compare={"mode": "unordered"},
    visible=[{"n": 1}, {"n": 2}, {"n": 3}, {"n": 4}, {"n": 1}, {"n": 2}, {"n": 3}, {"n": 5}],
    hidden=[{"n": 6}, {"n": 1}, {"n": 2}, {"n": 3}, {"n": 4}, {"n": 5}, {"n": 7}, {"n": 6}],
    sizes=[4, 6, 8, 10],
    brute=_parens_brute,
    reference="""
        class Solution:
            def generate_parenthesis(self, n: int) -> List[str]:
                found: list[str] = []
                current: list[str] = []

                def backtrack(opened: int, closed: int) -> None:
                    if len(current) == 2 * n:
                        found.append("".join(current))
                        return
                    if opened < n:
                        current.append("(")
                        backtrack(opened + 1, closed)
                        current.pop()
                    if closed < opened:
                        current.append(")")
                        backtrack(opened, closed + 1)
                        current.pop()

                backtrack(0, 0)
                return found
    """,
    generator="""
        def generate(n, rng):
            return {"n": n}
    """,
)


def _rob_brute(nums: list[int]) -> int:
    best = 0
    for mask in range(1 << len(nums)):
        if mask & (mask >> 1) == 0:
            best = max(best, sum(v for i, v in enumerate(nums) if mask >> i & 1))
    return best


L198 = Spec(
    id="198",
    title="House Robber",
    difficulty="medium",
    description="""
        Houses along a street hold `nums[i]` money. Robbing two adjacent houses sets off an alarm.
        Return the most money you can rob without robbing two neighbours.
    """,
    constraints=["1 <= len(nums) <= 100", "0 <= nums[i] <= 400"],
    method="rob",
    params=[("nums", "List[int]")],
    returns="int",
    time="O(n)",
    space="O(1)",
    requirements=[
        "Uses the recurrence best(i) = max(best(i-1), best(i-2) + nums[i])",
        "Keeps only the last two states (O(1) space)",
        "Handles one and two houses",
    ],
    concepts=["dynamic programming", "arrays"],
    visible=[
        {"nums": [1, 2, 3, 1]},
        {"nums": [2, 7, 9, 3, 1]},
        {"nums": [5]},
        {"nums": [1, 2]},
        {"nums": [2, 1, 1, 2]},
        {"nums": [0, 0, 0]},
        {"nums": [4, 1, 2, 7, 5, 3, 1]},
        {"nums": [400, 0, 400, 0, 400]},
    ],
    hidden=[{"nums": [0]}, {"nums": [1, 3, 1]}],
    generated_sizes=[3, 6, 9, 12, 15, 16],
    brute=_rob_brute,
    reference="""
        class Solution:
            def rob(self, nums: List[int]) -> int:
                skip, take = 0, 0
                for value in nums:
                    skip, take = max(skip, take), skip + value
                return max(skip, take)
    """,
    generator="""
        def generate(n, rng):
            return {"nums": [rng.randint(0, 400) for _ in range(n)]}
    """,
)


def _min_cost_brute(cost: list[int]) -> int:
    @cache
    def reach(step: int) -> int:
        if step <= 1:
            return 0
        return min(reach(step - 1) + cost[step - 1], reach(step - 2) + cost[step - 2])

    return reach(len(cost))


L746 = Spec(
    id="746",
    title="Min Cost Climbing Stairs",
    difficulty="easy",
    description="""
        Step `i` of a staircase costs `cost[i]` to leave; from it you climb one or two steps. You may
        start on step 0 or step 1. Return the least total cost to get past the last step.
    """,
    constraints=["2 <= len(cost) <= 1000", "0 <= cost[i] <= 999"],
    method="min_cost_climbing_stairs",
    params=[("cost", "List[int]")],
    returns="int",
    time="O(n)",
    space="O(1)",
    requirements=[
        "Builds the answer bottom-up from the cheapest way to reach each step",
        "Keeps only two running values",
        "Handles two steps",
    ],
    concepts=["dynamic programming", "arrays"],
    visible=[
        {"cost": [10, 15, 20]},
        {"cost": [1, 100, 1, 1, 1, 100, 1, 1, 100, 1]},
        {"cost": [0, 0]},
        {"cost": [5, 3]},
        {"cost": [1, 2, 3]},
        {"cost": [999, 999, 999, 999]},
        {"cost": [0, 1, 0, 1, 0]},
        {"cost": [7, 1, 7, 1, 7, 1]},
    ],
    hidden=[{"cost": [3, 5]}, {"cost": [0, 2, 2, 1]}],
    generated_sizes=[3, 10, 40, 100, 200, 300],
    brute=_min_cost_brute,
    reference="""
        class Solution:
            def min_cost_climbing_stairs(self, cost: List[int]) -> int:
                two_back, one_back = 0, 0
                for i in range(2, len(cost) + 1):
                    two_back, one_back = one_back, min(one_back + cost[i - 1], two_back + cost[i - 2])
                return one_back
    """,
    generator="""
        def generate(n, rng):
            return {"cost": [rng.randint(0, 999) for _ in range(max(2, n))]}
    """,
)


def _lis_brute(nums: list[int]) -> int:
    best = [1] * len(nums)
    for i in range(len(nums)):
        for j in range(i):
            if nums[j] < nums[i]:
                best[i] = max(best[i], best[j] + 1)
    return max(best)


L300 = Spec(
    id="300",
    title="Longest Increasing Subsequence",
    difficulty="medium",
    description="""
        Given an integer array `nums`, return the length of its longest strictly increasing
        subsequence (elements in order, not necessarily adjacent). Aim for O(n log n).
    """,
    constraints=["1 <= len(nums) <= 2500", "-10^4 <= nums[i] <= 10^4"],
    method="length_of_lis",
    params=[("nums", "List[int]")],
    returns="int",
    time="O(n log n)",
    space="O(n)",
    requirements=[
        "Keeps the smallest tail of an increasing run of each length (patience sorting)",
        "Finds each position with binary search",
        "Treats equal values as not increasing",
    ],
    concepts=["dynamic programming", "binary search"],
    visible=[
        {"nums": [10, 9, 2, 5, 3, 7, 101, 18]},
        {"nums": [0, 1, 0, 3, 2, 3]},
        {"nums": [7, 7, 7, 7, 7, 7, 7]},
        {"nums": [1]},
        {"nums": [1, 2, 3, 4, 5]},
        {"nums": [5, 4, 3, 2, 1]},
        {"nums": [4, 10, 4, 3, 8, 9]},
        {"nums": [-2, -1]},
    ],
    hidden=[{"nums": [3, 5, 6, 2, 5, 4, 19, 5, 6, 7, 12]}, {"nums": [10000, -10000, 0]}],
    generated_sizes=[3, 10, 40, 100, 200, 300],
    brute=_lis_brute,
    reference="""
        from bisect import bisect_left


        class Solution:
            def length_of_lis(self, nums: List[int]) -> int:
                tails: list[int] = []
                for value in nums:
                    place = bisect_left(tails, value)
                    if place == len(tails):
                        tails.append(value)
                    else:
                        tails[place] = value
                return len(tails)
    """,
    generator="""
        def generate(n, rng):
            return {"nums": [rng.randint(-10000, 10000) for _ in range(n)]}
    """,
)


def _lcs_brute(text1: str, text2: str) -> int:
    @cache
    def best(i: int, j: int) -> int:
        if i == len(text1) or j == len(text2):
            return 0
        if text1[i] == text2[j]:
            return 1 + best(i + 1, j + 1)
        return max(best(i + 1, j), best(i, j + 1))

    return best(0, 0)


L1143 = Spec(
    id="1143",
    title="Longest Common Subsequence",
    difficulty="medium",
    description="""
        Given two strings `text1` and `text2`, return the length of their longest common subsequence
        (characters in order, not necessarily adjacent, present in both), or `0` if there is none.
    """,
    constraints=["1 <= len(text1), len(text2) <= 1000", "lowercase English letters"],
    method="longest_common_subsequence",
    params=[("text1", "str"), ("text2", "str")],
    returns="int",
    time="O(n^2)",
    space="O(n)",
    requirements=[
        "Fills a table of prefix answers row by row",
        "Keeps only the previous row (O(min(m, n)) space)",
        "Does not enumerate subsequences (exponential)",
    ],
    concepts=["dynamic programming", "strings"],
    visible=[
        {"text1": "abcde", "text2": "ace"},
        {"text1": "abc", "text2": "abc"},
        {"text1": "abc", "text2": "def"},
        {"text1": "a", "text2": "a"},
        {"text1": "bsbininm", "text2": "jmjkbkjkv"},
        {"text1": "oxcpqrsvwf", "text2": "shmtulqrypy"},
        {"text1": "aaaa", "text2": "aa"},
        {"text1": "ezupkr", "text2": "ubmrapg"},
    ],
    hidden=[{"text1": "z", "text2": "y"}, {"text1": "abcba", "text2": "abcbcba"}],
    generated_sizes=[3, 10, 30, 60, 100, 150],
    brute=_lcs_brute,
    reference="""
        class Solution:
            def longest_common_subsequence(self, text1: str, text2: str) -> int:
                previous = [0] * (len(text2) + 1)
                for ch in text1:
                    current = [0]
                    for j, other in enumerate(text2):
                        if ch == other:
                            current.append(previous[j] + 1)
                        else:
                            current.append(max(previous[j + 1], current[j]))
                    previous = current
                return previous[-1]
    """,
    generator="""
        def generate(n, rng):
            return {
                "text1": "".join(rng.choice("abcd") for _ in range(n)),
                "text2": "".join(rng.choice("abcd") for _ in range(n)),
            }
    """,
)

SPECS = [L22, L56, L78, L198, L200, L207, L215, L300, L746, L1143]
