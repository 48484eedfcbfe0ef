"""Static review: one table row per finding (and its look-alike that must NOT be flagged), approach
detection, strengths, and the bundled bank's reference solutions as a false-positive check."""

from __future__ import annotations

import textwrap
from dataclasses import dataclass

import pytest

from assay.grading._models import Approach, FindingCategory, Severity
from assay.grading._review import detect_approach, missing_concepts, review


@dataclass(frozen=True)
class Param:
    name: str
    type: str


@dataclass(frozen=True)
class Signature:
    method: str
    params: list[Param]
    returns: str


SIG = Signature("solve", [Param("nums", "List[int]")], "int")


def wrap(body: str, *, header: str = "", method: str = "def solve(self, nums: List[int]) -> int:") -> str:
    """A Solution class whose method body is ``body`` (line 3 is the body's first line without header)."""
    return (
        f"{header}class Solution:\n    {method}\n"
        + textwrap.indent(textwrap.dedent(body).strip("\n"), " " * 8)
        + "\n"
    )


def rules(source: str) -> dict[str, list[int | None]]:
    found: dict[str, list[int | None]] = {}
    for f in review(source, SIG).findings:
        found.setdefault(f.rule, []).append(f.line)
    return found


# (rule, severity, category, source, line of the first finding)
FLAGGED = [
    ("single-letter-name", Severity.MINOR, FindingCategory.NAMING, wrap("d = {}\nreturn len(d)"), 3),
    ("shadowed-builtin", Severity.MINOR, FindingCategory.NAMING, wrap("list = []\nreturn len(list)"), 3),
    ("shadowed-builtin", Severity.MINOR, FindingCategory.NAMING, wrap("max = 0\nreturn max"), 3),
    ("naming-style", Severity.INFO, FindingCategory.NAMING, wrap("maxLen = 0\nreturn maxLen"), 3),
    ("unreachable-code", Severity.MINOR, FindingCategory.DEAD_CODE, wrap("return 1\nx_val = 2"), 4),
    (
        "unreachable-code",
        Severity.MINOR,
        FindingCategory.DEAD_CODE,
        wrap("for v in nums:\n    break\n    print(v)\nreturn 0"),
        5,
    ),
    ("unused-variable", Severity.MINOR, FindingCategory.DEAD_CODE, wrap("total = 0\nreturn 1"), 3),
    (
        "unused-loop-variable",
        Severity.INFO,
        FindingCategory.DEAD_CODE,
        wrap("count = 0\nfor value in nums:\n    count += 1\nreturn count"),
        4,
    ),
    ("unused-import", Severity.MINOR, FindingCategory.DEAD_CODE, wrap("return 0", header="import os\n"), 1),
    ("empty-method", Severity.MAJOR, FindingCategory.STRUCTURE, wrap("pass"), 2),
    (
        "bare-except",
        Severity.MAJOR,
        FindingCategory.ERROR_HANDLING,
        wrap("try:\n    return nums[0]\nexcept:\n    return -1"),
        5,
    ),
    (
        "swallowed-exception",
        Severity.MAJOR,
        FindingCategory.ERROR_HANDLING,
        wrap("try:\n    nums.sort()\nexcept Exception:\n    pass\nreturn 0"),
        5,
    ),
    (
        "broad-except",
        Severity.INFO,
        FindingCategory.ERROR_HANDLING,
        wrap("try:\n    return nums[0]\nexcept Exception:\n    return -1"),
        5,
    ),
    (
        "range-len",
        Severity.MINOR,
        FindingCategory.IDIOMS,
        wrap("total = 0\nfor i in range(len(nums)):\n    total += nums[i]\nreturn total"),
        4,
    ),
    (
        "manual-counter",
        Severity.MINOR,
        FindingCategory.IDIOMS,
        wrap(
            """
            counts = {}
            for value in nums:
                if value in counts:
                    counts[value] += 1
                else:
                    counts[value] = 1
            return len(counts)
            """
        ),
        5,
    ),
    (
        "manual-counter",
        Severity.INFO,
        FindingCategory.IDIOMS,
        wrap(
            "counts = {}\nfor value in nums:\n    counts[value] = counts.get(value, 0) + 1\n"
            "return len(counts)"
        ),
        5,
    ),
    (
        "compare-none",
        Severity.MINOR,
        FindingCategory.IDIOMS,
        wrap("if nums == None:\n    return 0\nreturn 1"),
        3,
    ),
    (
        "compare-bool",
        Severity.MINOR,
        FindingCategory.IDIOMS,
        wrap("flag = bool(nums)\nif flag == True:\n    return 1\nreturn 0"),
        4,
    ),
    (
        "len-compare-zero",
        Severity.INFO,
        FindingCategory.IDIOMS,
        wrap("if len(nums) == 0:\n    return 0\nreturn 1"),
        3,
    ),
    (
        "mutable-default",
        Severity.MAJOR,
        FindingCategory.IDIOMS,
        wrap("return 0", method="def solve(self, nums: List[int], acc: list = []) -> int:"),
        2,
    ),
    (
        "global-state",
        Severity.MAJOR,
        FindingCategory.STRUCTURE,
        wrap("global calls\ncalls = 1\nreturn calls", header="calls = 0\n"),
        4,
    ),
    (
        "global-state",
        Severity.MINOR,
        FindingCategory.STRUCTURE,
        wrap("CACHE.append(1)\nreturn len(CACHE)", header="CACHE = []\n"),
        1,
    ),
    ("debug-print", Severity.INFO, FindingCategory.STRUCTURE, wrap("print(nums)\nreturn 0"), 3),
    (
        "long-function",
        Severity.MINOR,
        FindingCategory.STRUCTURE,
        wrap(
            "\n".join(f"v{k} = nums[{k}]" for k in range(55))
            + "\nreturn "
            + " + ".join(f"v{k}" for k in range(55))
        ),
        2,
    ),
    (
        "deep-nesting",
        Severity.MINOR,
        FindingCategory.STRUCTURE,
        wrap(
            """
            for a_val in nums:
                if a_val:
                    for b_val in nums:
                        if b_val:
                            while a_val:
                                a_val -= 1
            return 0
            """
        ),
        7,
    ),
    (
        "missing-comment",
        Severity.INFO,
        FindingCategory.STRUCTURE,
        wrap(
            """
            best = 0
            for left in range(len(nums)):
                for right in range(left, len(nums)):
                    if sum(nums[left:right]) > best:
                        best = sum(nums[left:right])
            return best
            """
        ),
        2,
    ),
    (
        "missing-type-hints",
        Severity.INFO,
        FindingCategory.TYPE_HINTS,
        wrap("def helper(value):\n    return value * 2\nreturn helper(nums[0])"),
        3,
    ),
    (
        "type-hint-mismatch",
        Severity.MINOR,
        FindingCategory.TYPE_HINTS,
        wrap("return 0", method="def solve(self, nums: List[str]) -> int:"),
        2,
    ),
    (
        "list-membership-in-loop",
        Severity.MINOR,
        FindingCategory.COMPLEXITY_SMELL,
        wrap(
            "seen = []\nfor value in nums:\n    if value in seen:\n        return value\n"
            "    seen.append(value)\nreturn -1"
        ),
        5,
    ),
    (
        "string-concat-in-loop",
        Severity.MINOR,
        FindingCategory.COMPLEXITY_SMELL,
        wrap("text = ''\nfor value in nums:\n    text += str(value)\nreturn len(text)"),
        5,
    ),
    (
        "pop-front",
        Severity.MINOR,
        FindingCategory.COMPLEXITY_SMELL,
        wrap("queue = list(nums)\nwhile queue:\n    queue.pop(0)\nreturn 0"),
        5,
    ),
    (
        "recursion-without-memo",
        Severity.MINOR,
        FindingCategory.COMPLEXITY_SMELL,
        wrap(
            """
            def ways(step: int) -> int:
                if step <= 1:
                    return 1
                return ways(step - 1) + ways(step - 2)
            return ways(len(nums))
            """
        ),
        6,
    ),
]


@pytest.mark.parametrize(
    ("rule", "severity", "category", "source", "line"), FLAGGED, ids=[r[0] for r in FLAGGED]
)
def test_each_finding_is_reported_with_its_line(
    rule: str, severity: Severity, category: FindingCategory, source: str, line: int
) -> None:
    report = review(source, SIG)
    assert report.parsed
    matching = [f for f in report.findings if f.rule == rule]
    assert matching, f"{rule} not found in {[f.rule for f in report.findings]}\n{source}"
    first = matching[0]
    assert first.severity is severity
    assert first.category is category
    assert first.line == line
    assert first.message and first.suggestion


# Look-alikes that a careful reviewer would NOT flag.
NOT_FLAGGED = [
    (
        "single-letter-name",
        wrap("total = 0\nfor i in range(len(nums)):\n    total += i * nums[i]\nreturn total"),
    ),
    ("single-letter-name", wrap("n = len(nums)\nreturn n")),
    ("single-letter-name", wrap("return sum(x for x in nums)")),
    ("single-letter-name", wrap("return sorted(nums, key=lambda v: -v)[0]")),
    ("shadowed-builtin", wrap("list_ = []\nreturn len(list_)")),
    ("unused-variable", wrap("total = 0\ntotal += 1\nreturn total")),
    ("unused-loop-variable", wrap("count = 0\nfor _ in nums:\n    count += 1\nreturn count")),
    ("unused-import", wrap("return 0", header="from typing import List\n")),
    ("bare-except", wrap("try:\n    return nums[0]\nexcept IndexError:\n    return -1")),
    ("swallowed-exception", wrap("try:\n    return nums[0]\nexcept IndexError:\n    return -1")),
    ("range-len", wrap("for i in range(len(nums)):\n    nums[i] = i\nreturn 0")),
    (
        "range-len",
        wrap("best = 0\nfor i in range(len(nums)):\n    best = max(best, i + nums[i])\nreturn best"),
    ),
    (
        "list-membership-in-loop",
        wrap(
            "seen = set()\nfor value in nums:\n    if value in seen:\n        return value\n"
            "    seen.add(value)\nreturn -1"
        ),
    ),
    ("list-membership-in-loop", wrap("return 1 if 3 in nums else 0")),
    ("compare-none", wrap("if nums is None:\n    return 0\nreturn 1")),
    (
        "mutable-default",
        wrap("return 0", method="def solve(self, nums: List[int], acc: list | None = None) -> int:"),
    ),
    (
        "recursion-without-memo",
        wrap(
            """
            @cache
            def ways(step: int) -> int:
                if step <= 1:
                    return 1
                return ways(step - 1) + ways(step - 2)
            return ways(len(nums))
            """,
            header="from functools import cache\n",
        ),
    ),
    (
        "recursion-without-memo",
        wrap(
            """
            memo = {}
            def ways(step: int) -> int:
                if step in memo:
                    return memo[step]
                if step <= 1:
                    return 1
                memo[step] = ways(step - 1) + ways(step - 2)
                return memo[step]
            return ways(len(nums))
            """
        ),
    ),
    (
        "recursion-without-memo",
        "class Solution:\n    def depth(self, root: Optional[TreeNode]) -> int:\n        if root is None:\n"
        "            return 0\n        return 1 + max(self.depth(root.left), self.depth(root.right))\n",
    ),
    ("string-concat-in-loop", wrap("total = 0\nfor value in nums:\n    total += value\nreturn total")),
    ("pop-front", wrap("stack = list(nums)\nwhile stack:\n    stack.pop()\nreturn 0")),
    (
        "missing-comment",
        wrap(
            "# count the positives\nbest = 0\nfor left in range(len(nums)):\n"
            "    for right in range(left):\n        if nums[right]:\n            best += 1\n"
            "return best"
        ),
    ),
]


@pytest.mark.parametrize(("rule", "source"), NOT_FLAGGED, ids=[r[0] for r in NOT_FLAGGED])
def test_look_alikes_are_not_flagged(rule: str, source: str) -> None:
    assert rule not in rules(source), source


SEED = """
class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        seen = set()
        max_length = 0
        left = 0

        for right in range(len(s)):
            while s[right] in seen:
                seen.remove(s[left])
                left += 1
            seen.add(s[right])
            max_length = max(max_length, right - left + 1)
        return max_length
"""
SEED_SIG = Signature("length_of_longest_substring", [Param("s", "str")], "int")


def test_seed_example_is_clean_and_recognised() -> None:
    report = review(SEED, SEED_SIG)
    assert report.parsed
    assert [f for f in report.findings if f.severity is not Severity.INFO] == []
    assert report.approach.name == "sliding window with hash set"
    strengths = {s.rule for s in report.strengths}
    assert {"hash-lookups", "descriptive-names", "compact", "type-hints"} <= strengths


def test_unparsable_source_gives_one_syntax_finding() -> None:
    report = review("class Solution:\n    def solve(self, nums: List[int]) -> int:\n        return (\n", SIG)
    assert not report.parsed
    assert [f.rule for f in report.findings] == ["syntax-error"]
    assert report.findings[0].line is not None
    assert report.approach.name == "unknown"


def test_review_is_deterministic_and_sorted() -> None:
    source = wrap("import os\nd = {}\nlist = []\nif nums == None:\n    return 0\nreturn 1")
    first, second = review(source, SIG), review(source, SIG)
    assert first == second
    lines = [f.line or 0 for f in first.findings]
    assert lines == sorted(lines)


APPROACHES = [
    (SEED, "sliding window with hash set"),
    (
        wrap(
            """
            best = 0
            for i in range(len(nums)):
                seen = set()
                for j in range(i, len(nums)):
                    if nums[j] in seen:
                        break
                    seen.add(nums[j])
                    best = max(best, j - i + 1)
            return best
            """
        ),
        "brute force (nested loops) with hash set",
    ),
    (
        wrap(
            """
            lo, hi = 0, len(nums) - 1
            while lo <= hi:
                mid = (lo + hi) // 2
                if nums[mid] < 0:
                    lo = mid + 1
                else:
                    hi = mid - 1
            return lo
            """
        ),
        "binary search",
    ),
    (
        wrap(
            """
            left, right = 0, len(nums) - 1
            best = 0
            while left < right:
                best = max(best, nums[left] + nums[right])
                if nums[left] < nums[right]:
                    left += 1
                else:
                    right -= 1
            return best
            """
        ),
        "two pointers",
    ),
    (
        wrap(
            """
            stack = []
            for value in nums:
                while stack and stack[-1] < value:
                    stack.pop()
                stack.append(value)
            return len(stack)
            """
        ),
        "stack",
    ),
    (
        wrap(
            """
            dp = [0] * (len(nums) + 1)
            for i in range(1, len(nums) + 1):
                dp[i] = max(dp[i - 1], nums[i - 1] + (dp[i - 2] if i > 1 else 0))
            return dp[-1]
            """
        ),
        "dynamic programming",
    ),
    (
        wrap("heap = []\nfor value in nums:\n    heapq.heappush(heap, value)\nreturn heapq.heappop(heap)"),
        "heap",
    ),
    (wrap("ordered = sorted(nums)\nreturn ordered[0]"), "sorting"),
    (
        wrap("counts = {}\nfor value in nums:\n    counts[value] = 1\nreturn len(counts)"),
        "single pass with hash map",
    ),
    (wrap("return nums[0] * 2"), "direct computation"),
    (
        wrap(
            """
            found = []
            path = []
            def explore(start: int) -> None:
                found.append(list(path))
                for index in range(start, len(nums)):
                    path.append(nums[index])
                    explore(index + 1)
                    path.pop()
            explore(0)
            return len(found)
            """
        ),
        "backtracking",
    ),
    (
        "from collections import deque\nclass Solution:\n"
        "    def solve(self, root: Optional[TreeNode]) -> int:\n"
        "        queue = deque([root])\n        count = 0\n        while queue:\n"
        "            node = queue.popleft()\n"
        "            count += 1\n            if node.left:\n"
        "                queue.append(node.left)\n        return count\n",
        "breadth-first search",
    ),
    (
        "class Solution:\n    def solve(self, root: Optional[TreeNode]) -> int:\n        if root is None:\n"
        "            return 0\n        return 1 + self.solve(root.left) + self.solve(root.right)\n",
        "depth-first search",
    ),
    ("class Solution:\n    def f(self, x: int) -> int:\n        return (\n", "unknown"),
]


@pytest.mark.parametrize(("source", "name"), APPROACHES, ids=[a[1] for a in APPROACHES])
def test_approach_is_recognised(source: str, name: str) -> None:
    assert detect_approach(source).name == name


def test_missing_concepts_only_when_none_of_the_recognisable_ones_is_used() -> None:
    window = Approach(name="sliding window with hash set", techniques=["sliding window", "hash set"])
    nested = Approach(name="brute force nested loops", techniques=["brute force (nested loops)"])
    assert missing_concepts(["strings", "sliding window", "hashing"], window) == []
    assert missing_concepts(["strings", "sliding window"], nested) == ["sliding window"]
    # only unrecognisable concepts: nothing can be missing
    assert missing_concepts(["strings", "arrays"], nested) == []
    # one of several alternatives is enough (BFS instead of recursion)
    bfs = Approach(name="breadth-first search", techniques=["breadth-first search"])
    assert missing_concepts(["trees", "recursion", "breadth-first search"], bfs) == []
    # "binary search tree" is about trees, not binary search
    assert (
        missing_concepts(["binary search tree"], Approach(name="x", techniques=["depth-first search"])) == []
    )


def test_bundled_reference_solutions_review_cleanly() -> None:
    """False-positive check over 36 independent reference solutions."""
    from assay.questions import DirectoryStore

    store = DirectoryStore()
    for question_id in store.ids():
        question = store.get(question_id)
        report = review(question.reference_solution, question.signature)
        assert report.parsed, question_id
        assert report.count(Severity.MAJOR) == 0, (question_id, report.findings)
        assert report.approach.name != "unknown", question_id
        assert missing_concepts(question.concepts, report.approach) == [], (question_id, report.approach)
