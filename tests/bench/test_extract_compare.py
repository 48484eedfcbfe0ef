from __future__ import annotations

import pytest

from assay.bench._compare import outputs_match
from assay.bench._extract import extract_code, longest_parsing_span


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


def test_indented_fence_in_a_markdown_list_is_dedented() -> None:
    reply = "1. The code:\n\n   ```python\n   def f():\n       return 1\n\n   print(f())\n   ```\n2. Done."
    assert extract_code(reply) == "def f():\n    return 1\n\nprint(f())"


def test_a_later_fence_that_parses_beats_a_broken_first_one() -> None:
    reply = "First try:\n```python\nprint(\n```\nFixed:\n```python\nprint(1)\n```"
    assert extract_code(reply) == "print(1)"


def test_only_broken_fences_give_the_first_for_an_honest_syntax_error() -> None:
    assert extract_code("```python\nprint(\n```\n```python\ndef f(:\n```") == "print("


def test_definition_and_usage_in_two_fences_are_joined() -> None:
    reply = "```python\ndef f():\n    return 2\n```\nUse it:\n```python\nprint(f())\n```"
    assert extract_code(reply) == "def f():\n    return 2\n\nprint(f())"


@pytest.mark.parametrize(
    "reply",
    [
        "~~~python\nprint(3)\n~~~",
        "~~~~ py\nprint(3)\n~~~~",
        "Sure: ```python\nprint(3)\n```",
        "```python3\nprint(3)```",
    ],
)
def test_tilde_inline_and_glued_fences(reply: str) -> None:
    assert extract_code(reply) == "print(3)"


def test_untagged_fence_that_parses_beats_a_longer_one_that_does_not() -> None:
    reply = "```\nOutput: the list [0, 1] is printed as shown here\n```\n```\nprint([0, 1])\n```"
    assert extract_code(reply) == "print([0, 1])"


PROSE = [
    "if you want the answer, read on and with care from the top",
    "This is a sentence of prose about the problem, nothing else.",
    "from the list we take two numbers (the first and",
    "print the result when done",
    "以下是解答的說明，沒有程式碼。",
]


def prose(n: int) -> list[str]:
    return [PROSE[i % len(PROSE)] for i in range(n)]


def test_span_search_is_near_linear_in_parse_attempts() -> None:
    """Timing-independent guard: parse attempts grow linearly with the length of the reply."""
    counts = {n: longest_parsing_span(prose(n)).parse_attempts for n in (100, 200, 400, 800)}
    assert all(counts[n] <= 2 * n for n in counts), counts
    assert counts[800] <= 2.2 * counts[400] and counts[400] <= 2.2 * counts[200], counts
    # the old search tried every (start, end) pair: about n²/2 attempts on prose like this


def test_span_search_cost_is_bounded_per_start_on_long_code_with_a_late_error() -> None:
    lines = ["Here is my program:", *[f"x{i} = {i}" for i in range(1000)], "print(x0,", "Thanks!"]
    search = longest_parsing_span(lines)
    assert search.code.count("\n") == 999  # every assignment, across several capped windows
    assert search.parse_attempts <= 30, search.parse_attempts


def test_code_after_long_prose_is_found() -> None:
    lines = [*prose(300), "def double(a):", "    return a * 2", "", "print(double(21))", *prose(50)]
    assert extract_code("\n".join(lines)) == "def double(a):\n    return a * 2\n\nprint(double(21))"


def test_span_needs_real_code_not_bare_names() -> None:
    assert longest_parsing_span(["x", "y", "print"]).code == ""
    assert extract_code("Answer:\nresult\nDone") == ""
