from __future__ import annotations

import pytest

from assay.bench._compare import outputs_match
from assay.bench._extract import extract_code


def test_python_fence_wins() -> None:
    reply = "Here:\n```js\nconsole.log(1)\n```\n```python\nprint(2)\n```\nDone."
    assert extract_code(reply) == "print(2)"


def test_any_fence_when_no_python_fence() -> None:
    assert extract_code("Sure!\n```\nx = 1\nprint(x)\n```") == "x = 1\nprint(x)"


def test_longest_parsing_span_without_fences() -> None:
    reply = "The answer is below.\ndef f(a):\n    return a * 2\nprint(f(21))\nHope this helps!"
    assert extract_code(reply) == "def f(a):\n    return a * 2\nprint(f(21))"


def test_ansi_and_thinking_are_removed() -> None:
    reply = "<think>maybe ```python\nprint('no')\n```</think>\x1b[32m```python\nprint('yes')\n```\x1b[0m"
    assert extract_code(reply) == "print('yes')"


def test_unclosed_fence_still_yields_code() -> None:
    assert extract_code("```python\nprint(1)\n") == "print(1)"


def test_prose_only_gives_nothing() -> None:
    assert extract_code("I cannot help with that.") == ""


@pytest.mark.parametrize(
    ("actual", "expected", "tol", "ok"),
    [
        ("[0, 1]\n", "[0, 1]", None, True),
        ("Hello, World!\r\nWelcome to Python!  \n", "Hello, World!\nWelcome to Python!", None, True),
        ("0.0", "0", None, False),
        ("0.0", "0", 1e-9, True),
        ("3.14159", "3.1416", 1e-4, True),
        ("[1, 2]", "[1, 3]", 1e-3, False),
        ("abc", "abd", 0.1, False),
    ],
)
def test_outputs_match(actual: str, expected: str, tol: float | None, ok: bool) -> None:
    assert outputs_match(actual, expected, numeric_tolerance=tol) is ok
