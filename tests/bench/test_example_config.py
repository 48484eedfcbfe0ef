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
    """\
def two_sum(nums, target):
    seen = {}
    for i, n in enumerate(nums):
        if target - n in seen:
            return [seen[target - n], i]
        seen[n] = i
print(two_sum([2,7,11,15], 9))
""",
    """\
def greet(name):
    print(f'Hello, {name}!')
    if name == 'World':
        print('Welcome to Python!')
    else:
        print('Nice to meet you!')
greet('World')
""",
    """\
def calculate_average(numbers):
    if not numbers:
        return 0
    return sum(numbers) / len(numbers)
print(calculate_average([]))
""",
    """\
def is_palindrome(s):
    t = [c.lower() for c in s if c.isalnum()]
    return t == t[::-1]
print(is_palindrome('A man, a plan, a canal: Panama'))
print(is_palindrome('race a car'))
""",
    """\
def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a
print(fib(30))
""",
    """\
def reverse_words(s):
    return ' '.join(reversed(s.split()))
print(reverse_words('  the sky   is blue '))
""",
    """\
import bisect
def binary_search(nums, target):
    i = bisect.bisect_left(nums, target)
    return i if i < len(nums) and nums[i] == target else -1
print(binary_search([-1,0,3,5,9,12], 9))
print(binary_search([-1,0,3,5,9,12], 2))
""",
    """\
def is_valid(s):
    pairs = {')': '(', ']': '[', '}': '{'}
    stack = []
    for c in s:
        if c in pairs:
            if not stack or stack.pop() != pairs[c]:
                return False
        else:
            stack.append(c)
    return not stack
print(is_valid('()[]{}'))
print(is_valid('(]'))
print(is_valid('{[]}'))
""",
    """\
def merge_intervals(intervals):
    out = []
    for s, e in sorted(intervals):
        if out and s <= out[-1][1]:
            out[-1][1] = max(out[-1][1], e)
        else:
            out.append([s, e])
    return out
print(merge_intervals([[1,3],[2,6],[8,10],[15,18]]))
""",
    """\
from collections import Counter
def count_words(text):
    c = Counter(text.lower().split())
    return sorted(c.items(), key=lambda kv: (-kv[1], kv[0]))[:3]
print(count_words('the cat and the hat and the bat'))
""",
    """\
def total_even(nums):
    result = 0
    for n in nums:
        if n % 2 == 0:
            result += n
    return result
print(total_even([1, 2, 3, 4, 5, 6]))
""",
    """\
class Counter:
    def __init__(self):
        self.count = 0
    def increment(self):
        self.count += 1
        return self.count
c = Counter()
c.increment()
print(c.increment())
""",
    """\
def find_max(nums):
    best = nums[0]
    for n in nums:
        if n > best:
            best = n
    return best
print(find_max([-5, -2, -9]))
""",
    """\
def add_item(item, items=None):
    items = [] if items is None else items
    items.append(item)
    return items
print(add_item('a'))
print(add_item('b'))
""",
    """\
def factorial(n):
    result = 1
    for i in range(1, n + 1):
        result *= i
    return result
print(factorial(5))
""",
    """\
def rotate(matrix):
    return [list(row) for row in zip(*matrix[::-1])]
print(rotate([[1,2,3],[4,5,6],[7,8,9]]))
""",
    """\
def length_of_longest_substring(s):
    last, start, best = {}, 0, 0
    for i, c in enumerate(s):
        if last.get(c, -1) >= start:
            start = last[c] + 1
        last[c] = i
        best = max(best, i - start + 1)
    return best
print(length_of_longest_substring('abcabcbb'))
print(length_of_longest_substring('bbbbb'))
print(length_of_longest_substring(''))
""",
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
        ("while True:\n    pass", TrialStatus.TIMEOUT, "killed at the 1s limit"),
    ],
)
def test_execution_statuses(sandbox: Sandbox, code: str, status: TrialStatus, error_fragment: str) -> None:
    executed = asyncio.run(execute_code(sandbox, code, "1", timeout_s=1.0, tolerance=None))
    assert executed.status is status
    assert executed.error is not None and error_fragment in executed.error
