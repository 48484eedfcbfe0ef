"""The bundled example config is answerable: a correct program for every question passes.

This proves the expected answers are right (a wrong `answer` would make every model look bad) and
exercises the real sandbox path the benchmark uses.
"""

from __future__ import annotations

import asyncio
from importlib import resources
from pathlib import Path

import pytest

from assay.bench._config import load_config
from assay.bench._models import TrialStatus
from assay.bench._runner import execute_code
from assay.sandbox import Sandbox

REFERENCES = [
    "def two_sum(nums, target):\n    seen = {}\n    for i, n in enumerate(nums):\n"
    "        if target - n in seen:\n            return [seen[target - n], i]\n        seen[n] = i\n"
    "print(two_sum([2,7,11,15], 9))",
    "def greet(name):\n    print(f'Hello, {name}!')\n    if name == 'World':\n        print('Welcome to Python!')\n"
    "    else:\n        print('Nice to meet you!')\ngreet('World')",
    "def calculate_average(numbers):\n    if not numbers:\n        return 0\n    return sum(numbers) / len(numbers)\n"
    "print(calculate_average([]))",
    "def is_palindrome(s):\n    t = [c.lower() for c in s if c.isalnum()]\n    return t == t[::-1]\n"
    "print(is_palindrome('A man, a plan, a canal: Panama'))\nprint(is_palindrome('race a car'))",
    "def fib(n):\n    a, b = 0, 1\n    for _ in range(n):\n        a, b = b, a + b\n    return a\nprint(fib(30))",
    "def reverse_words(s):\n    return ' '.join(reversed(s.split()))\nprint(reverse_words('  the sky   is blue '))",
    "import bisect\ndef binary_search(nums, target):\n    i = bisect.bisect_left(nums, target)\n"
    "    return i if i < len(nums) and nums[i] == target else -1\n"
    "print(binary_search([-1,0,3,5,9,12], 9))\nprint(binary_search([-1,0,3,5,9,12], 2))",
    "def is_valid(s):\n    pairs = {')': '(', ']': '[', '}': '{'}\n    stack = []\n    for c in s:\n"
    "        if c in pairs:\n            if not stack or stack.pop() != pairs[c]:\n                return False\n"
    "        else:\n            stack.append(c)\n    return not stack\n"
    "print(is_valid('()[]{}'))\nprint(is_valid('(]'))\nprint(is_valid('{[]}'))",
    "def merge_intervals(intervals):\n    out = []\n    for s, e in sorted(intervals):\n"
    "        if out and s <= out[-1][1]:\n            out[-1][1] = max(out[-1][1], e)\n        else:\n"
    "            out.append([s, e])\n    return out\nprint(merge_intervals([[1,3],[2,6],[8,10],[15,18]]))",
    "from collections import Counter\ndef count_words(text):\n    c = Counter(text.lower().split())\n"
    "    return sorted(c.items(), key=lambda kv: (-kv[1], kv[0]))[:3]\n"
    "print(count_words('the cat and the hat and the bat'))",
    "def total_even(nums):\n    result = 0\n    for n in nums:\n        if n % 2 == 0:\n            result += n\n"
    "    return result\nprint(total_even([1, 2, 3, 4, 5, 6]))",
    "class Counter:\n    def __init__(self):\n        self.count = 0\n    def increment(self):\n"
    "        self.count += 1\n        return self.count\nc = Counter()\nc.increment()\nprint(c.increment())",
    "def find_max(nums):\n    best = nums[0]\n    for n in nums:\n        if n > best:\n            best = n\n"
    "    return best\nprint(find_max([-5, -2, -9]))",
    "def add_item(item, items=None):\n    items = [] if items is None else items\n    items.append(item)\n"
    "    return items\nprint(add_item('a'))\nprint(add_item('b'))",
    "def factorial(n):\n    result = 1\n    for i in range(1, n + 1):\n        result *= i\n    return result\n"
    "print(factorial(5))",
    "def rotate(matrix):\n    return [list(row) for row in zip(*matrix[::-1])]\nprint(rotate([[1,2,3],[4,5,6],[7,8,9]]))",
    "def length_of_longest_substring(s):\n    last, start, best = {}, 0, 0\n    for i, c in enumerate(s):\n"
    "        if last.get(c, -1) >= start:\n            start = last[c] + 1\n        last[c] = i\n"
    "        best = max(best, i - start + 1)\n    return best\n"
    "print(length_of_longest_substring('abcabcbb'))\nprint(length_of_longest_substring('bbbbb'))\n"
    "print(length_of_longest_substring(''))",
]


def example_path() -> Path:
    return Path(str(resources.files("assay.bench") / "examples" / "test_data.json"))


def test_example_has_the_seed_questions_and_twelve_more() -> None:
    config = load_config(example_path())
    assert len(config.questions) >= 15
    assert config.questions[0].answer == "[0, 1]"
    assert config.questions[1].answer == "Hello, World!\nWelcome to Python!"
    assert config.questions[2].answer == "0"
    assert len(REFERENCES) == len(config.questions)


@pytest.mark.parametrize("index", range(len(REFERENCES)))
def test_reference_program_is_correct_in_the_sandbox(sandbox: Sandbox, index: int) -> None:
    question = load_config(example_path()).questions[index]
    executed = asyncio.run(
        execute_code(sandbox, REFERENCES[index], question.answer, timeout_s=10, tolerance=None)
    )
    assert executed.status is TrialStatus.CORRECT, (executed.stdout, executed.error)


def test_wrong_program_is_a_wrong_answer(sandbox: Sandbox) -> None:
    executed = asyncio.run(execute_code(sandbox, "print('[1, 0]')", "[0, 1]", timeout_s=10, tolerance=None))
    assert executed.status is TrialStatus.WRONG_ANSWER and executed.stdout == "[1, 0]\n"


@pytest.mark.parametrize(
    ("code", "status", "error_fragment"),
    [
        ("print('x'", TrialStatus.SYNTAX_ERROR, "SyntaxError"),
        ("print(1)\nraise ValueError('boom')", TrialStatus.RUNTIME_ERROR, "ValueError: boom (line 2)"),
        ("import sys\nprint(1)\nsys.exit(3)", TrialStatus.RUNTIME_ERROR, "exit status 3"),
        ("while True:\n    pass", TrialStatus.TIMEOUT, "killed after"),
    ],
)
def test_execution_statuses(sandbox: Sandbox, code: str, status: TrialStatus, error_fragment: str) -> None:
    executed = asyncio.run(execute_code(sandbox, code, "1", timeout_s=1.0, tolerance=None))
    assert executed.status is status
    assert executed.error is not None and error_fragment in executed.error
