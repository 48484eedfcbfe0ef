"""Visual Basic's ``'`` comments with an apostrophe in their words (docs/pseudocode.md, "Mixed"),
normalised and EXECUTED.

``best = a ' it's the best so far`` was not understood: the literal finder took ``' it'`` for a
string. The programs are this file's own; a buggy one keeps its bug, a quote that could close a
string (``If c = 'a' Then ' it's an a``) is refused, and ``'a'`` in Python or JavaScript stays a string.
"""

from __future__ import annotations

import pytest

from tests.grading.support import normalised, run_normalised
from tests.grading.support import signature as sig

PICK = sig("pick", "int", a="int", b="int")
COUNT = sig("count_a", "int", s="str")


@pytest.mark.parametrize(
    ("after_step", "own_line"),
    [
        ("' it's the best so far", "' don't forget b"),
        ("'it's the best so far", "'don't forget b"),
        ("' b's the one we've kept", "' we'll look at b now"),
        ("' can't be smaller", "    ' isn't it"),
    ],
)
def test_a_vb_comment_with_an_apostrophe_is_a_comment(after_step: str, own_line: str) -> None:
    text = f"""
        Function Pick(ByVal a As Integer, ByVal b As Integer) As Integer
            best = a {after_step}
            {own_line}
            If b > best Then
                best = b {after_step}
            End If
            Return best
        End Function
    """
    assert run_normalised(text, PICK, 2, 9) == 9
    assert run_normalised(text, PICK, 9, 2) == 9


@pytest.mark.parametrize("comment", ["' it's the larger one", "' don't reset it", "' a's bigger"])
def test_a_spaced_apostrophe_comment_in_pseudocode_is_a_comment(comment: str) -> None:
    text = f"""
        function pick(a, b)
            set best to a    {comment}
            if b > best then
                set best to b   {comment}
            return best
    """
    assert run_normalised(text, PICK, 4, 1) == 4
    assert run_normalised(text, PICK, 1, 4) == 4


def test_a_buggy_program_keeps_its_bug() -> None:
    # the comparison is the wrong way round: the smaller is kept
    text = """
        Function Pick(a As Integer, b As Integer) As Integer
            best = a ' it's the best so far
            If b < best Then
                best = b ' don't reset
            End If
            Return best
        End Function
    """
    assert run_normalised(text, PICK, 2, 9) == 2  # the larger is 9


def test_a_quote_that_could_close_a_string_is_refused() -> None:
    # VB reads `' a' Then …` as a comment (no `Then`: broken), a reader sees the character 'a'
    text = """
        Function count_a(s As String) As Integer
            n = 0
            For Each c In s
                If c = 'a' Then ' it's an a
                    n = n + 1
                End If
            Next
            Return n
        End Function
    """
    assert "If c = 'a' Then ' it's an a" in [u.text.strip() for u in normalised(text, COUNT).unrecognised]


@pytest.mark.parametrize(
    "text",
    [
        """
        def count_a(s):
            n = 0
            for c in s:
                if c == 'a':
                    n += 1
            return n
        """,
        """
        function countA(s) {
            let n = 0;
            for (const c of s) {
                if (c === 'a') n++;  // it's an a
            }
            return n;
        }
        """,
    ],
)
def test_single_quoted_strings_of_other_styles_stay_strings(text: str) -> None:
    assert run_normalised(text, COUNT, "banana") == 3
