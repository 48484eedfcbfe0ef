"""String literals are the learner's text: no operator or symbol rewrite may change one (docs/pseudocode.md).

Each answer is normalised and EXECUTED; the string it returns must be exactly the one it quoted.
"""

from __future__ import annotations

import textwrap
from functools import partial

import pytest

from assay.grading._pseudocode._normalise import normalise
from tests.grading.support import run_normalised, sig

WORD = sig("word", "str", s="str")

# every rewrite of an operator or a symbol, once inside the quotes
QUOTED = [
    "a\u2190b",  # the textbook arrow
    "x \u2190 y",
    "a\u2260b \u2264 c \u2265 d",
    "3\u00d74\u00f72",
    "\u221e and \u2205",
    "p \u2227 q \u2228 \u00acr",
    "x \u2208 S, y \u2209 S",
    "a \u2192 b",
    "1\u20132 \u2014 3\u2026",
    "\u230ax\u230b \u2308y\u2309",
    "p:=q",
    "a <- b",
    "a <> b",
    "a && b || !c",
    "i++ and --j",
    "a mod b div c",
    "true false null nil",
    "/* not a comment */",
    "A[1 . . n]",
    "length(a) = size of a",
    "x = 1 then y",
]


# these cases check the string the answer returns, not its list of lines not understood
_returned = partial(run_normalised, strict=False)


@pytest.mark.parametrize("quoted", QUOTED)
@pytest.mark.parametrize("quote", ['"', "'"])
def test_a_quoted_string_comes_back_as_typed(quoted: str, quote: str) -> None:
    text = f"""
    t \u2190 {quote}{quoted}{quote}
    if t \u2260 s then return t
    return s
    """
    assert _returned(text, WORD, "") == quoted


def test_the_arrow_still_assigns_around_a_quoted_arrow() -> None:
    text = """
    function word(s)
        left \u2190 "\u2190"
        right \u2190 "a\u2190b" // the arrow between
        if s \u2260 "\u2260" then return left + right
        return "\u2264"
    end function
    """
    assert _returned(text, WORD, "x") == "\u2190a\u2190b"
    assert _returned(text, WORD, "\u2260") == "\u2264"


def test_a_block_comment_is_still_removed_beside_a_quoted_one() -> None:
    text = """
    t \u2190 "/*" /* the opener */
    return t + "*/"
    """
    assert _returned(text, WORD, "") == "/**/"


def test_an_apostrophe_before_a_string_is_no_quote() -> None:
    text = """
    the learner's t \u2190 s \u2260 "\u2260"
    return "it's \u2190"
    """
    result = normalise(textwrap.dedent(text).strip("\n"), WORD)
    assert 'return "it\'s \u2190"' in result.python
