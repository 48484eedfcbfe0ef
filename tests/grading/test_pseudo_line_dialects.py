"""C's and Python's arithmetic decided line by line in mixed answers (docs/pseudocode.md, "Limits"), EXECUTED.

``%`` follows the same per-line reading as ``/``: C's remainder takes the dividend's sign (``-7 % 3`` is
``-1``), Python's the divisor's (``2``). A mid-line ``;`` is no C mark by itself. C's char arithmetic
(``c - 'a'``) never rewrites a double-quoted string, and C's ``T a[n] = {…}`` fills with zeros for every
type C declares that way.
"""

from __future__ import annotations

import pytest

from assay.grading import normalise
from assay.grading._pseudocode._dialects import Dialect, line_dialects
from assay.judge import Param, Signature
from tests.grading.support import normalised, run_normalised


def sig(returns: str, **params: str) -> Signature:
    return Signature(method="f", params=[Param(name=n, type=t) for n, t in params.items()], returns=returns)


COUNT = sig("int", n="int")
REAL = sig("float", n="int")
WORD = sig("int", s="str")
ARRAY = sig("List[int]", n="int")


# -- `%` per line ---------------------------------------------------------------------------------------


def test_a_python_line_keeps_pythons_remainder_beside_one_semicolon() -> None:
    # one `;` elsewhere made every `%` C's: (0-3)%3 + (1-3)%3 + (2-3)%3 ran as 0 - 2 - 1, not 0 + 1 + 2
    text = """
    function f(n)
        x = 0;
        for i in range(n):
            x = x + (i - n) % 3
        return x
    """
    assert run_normalised(text, COUNT, 3) == 3


def test_a_c_line_keeps_cs_remainder() -> None:
    text = """
    function f(n)
        x = 0;
        for i in range(n):
            x = x + (i - n) % 3;
        return x
    """
    assert run_normalised(text, COUNT, 3) == -3


@pytest.mark.parametrize("op", ["%", "%="])
def test_a_remainder_on_a_line_neither_language_claims_is_not_guessed(op: str) -> None:
    # `r = (total - 10) % 3` sits between a C line and a Python loop: -1 (C) or 2 (Python) is not said
    step = "r = (total - 10) % 3" if op == "%" else "r = total - 10\n    r %= 3"
    loop = "for i in range(n):\n        total = total + i"
    text = f"function f(n)\n    total = 0;\n    {loop}\n    {step}\n    return r"
    result = normalise(text, COUNT)
    line = 5 if op == "%" else 6
    assert [u.line for u in result.unrecognised] == [line], result.python
    assert "_cmod(" not in result.python and "mixed_remainder(" in result.python
    assert any("sign of the dividend" in u.hint for u in result.unrecognised), result.unrecognised


def test_a_remainder_only_tested_for_zero_needs_no_decision() -> None:
    # C and Python agree on whether a remainder is zero, so the undecided line still runs
    text = """
    function f(n)
        total = 0;
        for i in range(n):
            total = total + i
        even = (total - 7) % 2 == 0
        return 1 if even else 0
    """
    assert run_normalised(text, COUNT, 3) == 1  # total 3: -4 is even in both languages
    assert run_normalised(text, COUNT, 4) == 0  # total 6: -1 is odd (C's -1, Python's 1)
    assert run_normalised(text, COUNT, 2) == 1  # total 1: -6 is even
    assert run_normalised(text, COUNT, 5) == 0  # total 10: 3 is odd
    assert "mixed_remainder(" not in normalised(text, COUNT).python


def test_javascript_reads_its_remainder_line_by_line_too() -> None:
    # JavaScript's `%` takes the dividend's sign, as C's does; a Python loop beside it keeps Python's
    text = """
    function f(n)
        let x = 0;
        for i in range(n):
            x = x + (i - n) % 3
        return x + (-7) % 3;
    """
    assert run_normalised(text, COUNT, 3) == 3 - 1


def test_code_all_in_c_keeps_cs_remainder() -> None:
    text = """
    int f(int n) {
        int r = 0;
        for (int i = 0; i < n; i++) {
            r = r + (i - n) % 3;
        }
        return r;
    }
    """
    assert run_normalised(text, COUNT, 3) == -3


# -- a `;` in the middle of a line -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # legal Python (and C missing its last `;`): the Python loop around it decides
        (
            "function f(n)\n    b = 0;\n    for i in range(n):\n        a = i; b = b + a / 2\n    return b",
            1.5,
        ),
        # the same line in C's braces is C
        (
            "function f(n)\n    b = 0;\n    i = 0;\n    while (i < n) {\n        a = i; b = b + a / 2\n"
            "        i = i + 1;\n    }\n    return b;",
            1,
        ),
        # among C lines it is C
        ("function f(n)\n    a = n;\n    c = a; b = c / 2\n    return b;", 1),
        # a closing `;` is C's mark, whatever the block around it
        ("function f(n)\n    b = 0;\n    for i in range(n):\n        a = i; b = b + a / 2;\n    return b", 1),
    ],
)
def test_a_semicolon_between_steps_is_no_c_mark_by_itself(text: str, expected: float) -> None:
    assert run_normalised(text, REAL, 3) == expected


def test_a_line_with_a_middle_semicolon_in_a_block_of_both_is_not_guessed() -> None:
    loop = "for i in range(n):\n        x = x + i"
    text = f"function f(n)\n    x = 0;\n    a = 7; b = a / 2\n    {loop}\n    return b"
    result = normalise(text, REAL)
    assert [u.line for u in result.unrecognised] == [3], result.python
    assert line_dialects("a = 1; b = a / 2")[1] is Dialect.UNSURE
    assert line_dialects("a = 1; b = a / 2;")[1] is Dialect.C


# -- `++` / `--` are no C mark ------------------------------------------------------------------------------


def test_an_increment_in_a_python_loop_keeps_pythons_division() -> None:
    # `k++` is written in pseudocode and Python-like answers too: counted as C, it would give the loop's
    # block both marks, and a `/` that runs as Python's (0.5 + 1 + 1.5) would be refused
    text = (
        "function f(n)\n    b = 0;\n    k = 0;\n    for i in range(n):\n        k++\n"
        "        b = b + k / 2\n    return b"
    )
    assert line_dialects(text)[6] is Dialect.PYTHON
    assert run_normalised(text, REAL, 3) == 3.0


def test_an_increment_alone_does_not_make_a_division_cs() -> None:
    # `n--` beside `/` says C-family or pseudocode, not whole-number division: the block around is of
    # both, so the line stays undecided rather than run as C's (3 + 3/2 + 2/2 + 1/2 is 6.0, not 5)
    text = (
        "function f(n)\n    b = 0;\n    for i in range(n):\n        b = b + i\n"
        "    while n > 0\n        b = b + n / 2\n        n--\n    return b"
    )
    assert line_dialects(text)[6] is Dialect.UNSURE
    assert line_dialects("n--")[1] is Dialect.UNSURE
    assert line_dialects("n--;")[1] is Dialect.C  # its closing `;` is the mark
    result = normalise(text, REAL)
    assert [u.line for u in result.unrecognised] == [6], result.python


# -- char arithmetic and string literals -------------------------------------------------------------------


def test_char_arithmetic_never_rewrites_a_double_quoted_string() -> None:
    text = """
    function f(s)
        label \u2190 "c - 'a'"
        c \u2190 s[0]
        return len(label) * 100 + (c - 'a')
    """
    assert run_normalised(text, WORD, "d") == 703
    result = normalised(text, WORD)
    assert "label = \"c - 'a'\"" in result.python, result.python
    assert "char-arithmetic" in result.rules_applied


def test_char_arithmetic_still_reads_a_char_literal_holding_a_double_quote() -> None:
    text = """
    function f(s)
        k \u2190 s[0] - '"'
        return k
    """
    assert run_normalised(text, WORD, "$") == 2


# -- C's `T a[n] = {…}` --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("decl", "expected"),
    [
        ("unsigned a[3] = {1};", [1, 0, 0]),
        ("unsigned int a[3] = {1, 2};", [1, 2, 0]),
        ("signed a[3] = {0};", [0, 0, 0]),
        ('string a[3] = {"x"};', ["x", "", ""]),
        ('std::string a[2] = {"x"};', ["x", ""]),
        ("int a[3] = {1};", [1, 0, 0]),
    ],
)
def test_a_c_array_given_fewer_items_fills_with_zeros(decl: str, expected: list[object]) -> None:
    # `unsigned a[3] = {1}` ran as `[1] * 3`: three ones where C has one and two zeros
    text = f"function f(n)\n    x = 0;\n    {decl}\n    return a;"
    assert run_normalised(text, ARRAY, 3) == expected


def test_an_array_list_in_a_type_c_does_not_fill_is_not_guessed() -> None:
    result = normalise("function f(n)\n    x = 0;\n    Integer a[3] = {1};\n    return a;", ARRAY)
    assert 3 in [u.line for u in result.unrecognised], result.python
    assert "[1] * (3)" not in result.python
