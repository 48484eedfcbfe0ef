"""Initial validation: every rejection says what was expected; gradable code passes through."""

from __future__ import annotations

import textwrap
from dataclasses import dataclass

import pytest

from assay.errors import InvalidInputError, UserInputError
from assay.grading import normalise
from assay.grading._algorithm_shape import has_algorithmic_structure
from assay.grading._validation import (
    expected_signature_line,
    looks_like_python,
    reads_as_python,
    validate_solution,
)


@dataclass(frozen=True)
class Param:
    name: str
    type: str


@dataclass(frozen=True)
class Signature:
    method: str
    params: list[Param]
    returns: str


SIG = Signature("length_of_longest_substring", [Param("s", "str")], "int")
EXPECTED = "def length_of_longest_substring(self, s: str) -> int:"

# The sliding-window example, indented as it is inside a mobile app's template string.
SEED_EXAMPLE = """
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


def test_expected_signature_line() -> None:
    assert expected_signature_line(SIG) == EXPECTED
    two = Signature("two_sum", [Param("nums", "List[int]"), Param("target", "int")], "List[int]")
    assert expected_signature_line(two) == "def two_sum(self, nums: List[int], target: int) -> List[int]:"


def test_the_indented_example_is_valid_and_dedented() -> None:
    result = validate_solution(SEED_EXAMPLE, SIG)
    assert result.method == "length_of_longest_substring"
    assert result.source.startswith("\nclass Solution:")
    assert result.line == 3
    assert result.syntax_error is None
    assert result.warnings == []


INVALID = [
    pytest.param("", ["empty", EXPECTED], id="empty"),
    pytest.param("  \n\t\n", ["empty"], id="whitespace"),
    pytest.param(
        "def length_of_longest_substring(self, s: str) -> int:\n    return 0\n",
        ["No `class Solution`", "indent it inside `class Solution:`"],
        id="function-not-in-class",
    ),
    pytest.param(
        "class Sol:\n    def length_of_longest_substring(self, s: str) -> int:\n        return 0\n",
        ["No `class Solution`", "Found class `Sol`; rename it to `Solution`"],
        id="wrong-class-name",
    ),
    pytest.param("x = 1\n", ["No `class Solution`", EXPECTED], id="no-class-at-all"),
    pytest.param(
        "class Solution:\n    def lengthOfLongestSubstring(self, s: str) -> int:\n        return 0\n",
        ["no method `length_of_longest_substring`", "Found `lengthOfLongestSubstring`; rename it", EXPECTED],
        id="camel-case-method",
    ),
    pytest.param(
        "class Solution:\n    def solve(self, s: str) -> int:\n        return 0\n",
        ["no method `length_of_longest_substring`", "Found `solve`."],
        id="other-method",
    ),
    pytest.param("class Solution:\n    pass\n", ["no method", EXPECTED], id="empty-class"),
    pytest.param(
        "class Solution:\n    def length_of_longest_substring(s: str) -> int:\n        return 0\n",
        ["first parameter", "must be `self`"],
        id="missing-self",
    ),
    pytest.param(
        "class Solution:\n    def length_of_longest_substring(self, s: str, k: int) -> int:\n"
        "        return 0\n",
        ["takes 2 parameter(s) after self (s, k)", "passes 1 (s: str)", EXPECTED],
        id="too-many-params",
    ),
    pytest.param(
        "class Solution:\n    def length_of_longest_substring(self) -> int:\n        return 0\n",
        ["takes 0 parameter(s) after self (none)"],
        id="too-few-params",
    ),
    pytest.param(
        "class Solution:\n    def length_of_longest_substring(self, s) -> int:\n        return 0\n",
        ["Type hints are required", "parameter `s`", EXPECTED],
        id="untyped-param",
    ),
    pytest.param(
        "class Solution:\n    def length_of_longest_substring(self, s: str):\n        return 0\n",
        ["Type hints are required", "the return value"],
        id="untyped-return",
    ),
    pytest.param(
        "class Solution:\n    def length_of_longest_substring(self, s):\n        return 0\n",
        ["parameter `s` and the return value"],
        id="untyped-both",
    ),
    pytest.param(
        "class Solution:\n    def length_of_longest_substring(self, *args: str) -> int:\n        return 0\n",
        ["without `*args`"],
        id="varargs",
    ),
    pytest.param(
        "class Solution:\n    async def length_of_longest_substring(self, s: str) -> int:\n"
        "        return 0\n",
        ["`async def`", EXPECTED],
        id="async",
    ),
    pytest.param(
        "class Solution:\n    @staticmethod\n    def length_of_longest_substring(s: str) -> int:\n"
        "        return 0\n",
        ["plain instance method"],
        id="staticmethod",
    ),
    pytest.param(
        "for i ← 0 to n do\n  x ← 1\n", ["not valid Python (line 1", "no `class Solution`"], id="prose"
    ),
    pytest.param(
        "class Solution:\n    def other(self, s: str) -> int:\n        return (\n",
        ["not valid Python", "has no method `length_of_longest_substring`"],
        id="syntax-error-no-method",
    ),
]


@pytest.mark.parametrize(("source", "fragments"), INVALID)
def test_invalid_solutions_say_what_was_expected(source: str, fragments: list[str]) -> None:
    with pytest.raises(InvalidInputError) as info:
        validate_solution(source, SIG)
    err = info.value
    assert err.code == "INVALID_SOLUTION"
    assert isinstance(err, UserInputError)
    assert err.details["expectedSignature"] == EXPECTED
    assert err.hint
    for fragment in fragments:
        assert fragment in err.message, (fragment, err.message)


def test_length_limit_names_both_numbers() -> None:
    source = textwrap.dedent(SEED_EXAMPLE) + "#" * 25_000
    with pytest.raises(InvalidInputError) as info:
        validate_solution(source, SIG)
    assert f"{len(source):,} characters" in info.value.message
    assert "limit is 20,000" in info.value.message
    # the limit is a parameter (the service passes its setting)
    assert validate_solution(source, SIG, max_chars=len(source)).method == SIG.method
    with pytest.raises(InvalidInputError, match="limit is 10"):
        validate_solution("class Solution: pass", SIG, max_chars=10)


def test_syntax_error_with_recognisable_header_is_left_to_the_judge() -> None:
    source = (
        "class Solution:\n    def length_of_longest_substring(self, s: str) -> int:\n        return len(s\n"
    )
    result = validate_solution(source, SIG)
    assert result.line == 2
    assert result.syntax_error is not None
    assert "line 3" in result.syntax_error or "line 2" in result.syntax_error


def test_non_fatal_mismatches_are_warnings() -> None:
    source = (
        "class Solution:\n    def length_of_longest_substring(self, text: bytes) -> str:\n        return ''\n"
    )
    result = validate_solution(source, SIG)
    joined = " ".join(result.warnings)
    assert "`text`" in joined and "called `s`" in joined
    assert "annotated `bytes`" in joined
    assert "return `str`" in joined


def test_equivalent_type_spellings_do_not_warn() -> None:
    sig = Signature(
        "f",
        [Param("nums", "List[int]"), Param("m", "Dict[str, int]"), Param("o", "Optional[int]")],
        "List[int]",
    )
    source = (
        "class Solution:\n"
        "    def f(self, nums: list[int], m: 'dict[str,int]', o: typing.Optional[int]) -> list[int]:\n"
        "        return nums\n"
    )
    assert validate_solution(source, sig).warnings == []


def test_duplicate_class_grades_the_last_and_warns() -> None:
    source = (
        "class Solution:\n    pass\n\n"
        "class Solution:\n    def length_of_longest_substring(self, s: str) -> int:\n        return 0\n"
    )
    result = validate_solution(source, SIG)
    assert result.line == 5
    assert any("more than once" in w for w in result.warnings)


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        (SEED_EXAMPLE, True),
        ("class Solution:\n    pass\n", True),
        ("def f(x):\n    return x\n", False),
        ("function f(a)\n  return a\nend function\n", False),
        ("class Solution\n  def f(self, x)\n", False),
        ("", False),
    ],
)
def test_looks_like_python(source: str, expected: bool) -> None:
    assert looks_like_python(source) is expected


def test_bundled_reference_solutions_validate() -> None:
    from assay.questions import DirectoryStore

    store = DirectoryStore()
    for question_id in store.ids():
        question = store.get(question_id)
        result = validate_solution(question.reference_solution, question.signature)
        assert result.syntax_error is None, question_id
        assert result.warnings == [], (question_id, result.warnings)


# --- Python with a syntax error, pseudocode in a Python header, or neither -------------------------

HEADER = "class Solution:\n    def length_of_longest_substring(self, s: str) -> int:\n"


@pytest.mark.parametrize(
    "body",
    [
        "        for c in s\n            pass\n        return 0\n",  # a missing colon
        "        return len(s\n",  # a bracket never closed
        "        x = 1\n          y = 2\n        return x\n",  # bad indentation
        "        retrun 0\n",  # a typo
        "        seen = {\n            'a': 1,\n        }\n        return seen[\n",  # dict literal
    ],
    ids=["colon", "bracket", "indent", "typo", "dict-literal"],
)
def test_python_with_a_syntax_error_reads_as_python(body: str) -> None:
    assert reads_as_python(HEADER + body)
    assert not looks_like_python(HEADER + body)


@pytest.mark.parametrize(
    "body",
    [
        "        best ← 0\n        return best\n",
        "        for i ← 0 to length(s) - 1 do\n            x := i\n        end for\n",
        "        if s is empty then return 0\n",
        "        set best to 0\n        return best\n",
        "        for (i = 0; i < n; i++) {\n            best++;\n        }\n",
        "        // count the letters\n        return 0\n",
        "        for each c in s\n            increment count\n",
    ],
    ids=["arrow", "for-to", "then", "set-to", "braces", "slashes", "english"],
)
def test_pseudocode_inside_a_python_header_does_not(body: str) -> None:
    assert not reads_as_python(HEADER + body)


def test_smart_quotes_are_left_to_the_normaliser() -> None:
    text = HEADER + "        return len(\u201cabc\u201d)\n"
    assert not reads_as_python(text) and normalise(text, SIG).ok


@pytest.mark.parametrize(
    "text",
    [
        "return 0",
        "1. set best to 0\n2. for each c in s: best ← best + 1\n3. return best",
        "- for each letter, if it repeats then shrink the window\n- return the longest",
        "best = 0",
        "while left < right do swap a[left] and a[right]",
        "keep only the letters of s, in lower case, and return true if that is the same backwards",
        "Walk the letters one by one.\nWhenever one repeats, move the start past it.\nGive back the widest.",
    ],
)
def test_steps_of_an_algorithm_have_structure(text: str) -> None:
    normalised = normalise(text, SIG)
    python = normalised.python if normalised.ok else None
    assert has_algorithmic_structure(text, python, normalised.line_map if normalised.ok else None)


@pytest.mark.parametrize(
    "text",
    [
        '{"questionId": "3", "solution": "abc"}',
        "[1, 2, 3]",
        "eggs\nmilk\nbread",
        "eggs, milk, 2 litres of juice",
        "- apples\n- bananas",
        "Use a window over the string; whenever a letter repeats, shrink it",
        "Hello!",
        "Keep calm\nand carry on",  # one instruction-like line and a fragment: not steps
        "Buy eggs\nmilk\nbread",
    ],
)
def test_data_lists_and_sentences_have_none(text: str) -> None:
    normalised = normalise(text, SIG)
    python = normalised.python if normalised.ok else None
    assert not has_algorithmic_structure(text, python, normalised.line_map if normalised.ok else None)
