"""Round-19 conventions of the mixed style (docs/pseudocode.md, "Conventions read since round 19 was
opened: mixed"), in phrasings of our own, EXECUTED.

MATLAB's and Lua's not-equal ``~=`` in pseudocode that is not C-family code (``if x ~= 0``): Python
has no such operator, so it is read as ``!=``. A buggy variant still fails, and look-alikes keep their
other reading (``~=`` inside a string, ``~x`` alone, Perl's ``=~``).
"""

from __future__ import annotations

from typing import Any

from tests.grading.support import normalised, run_normalised, sig, unread_lines

NONZERO = sig("count_nonzero", "int", nums="List[int]")
LABEL = sig("label", "str", x="int")


def run(text: str, signature: Any, *args: Any) -> Any:
    return run_normalised(text, signature, *args)


# --- MATLAB's not-equal `~=` -------------------------------------------------------------------------

MATLAB_NONZERO = """
c = 0    % how many so far
for k = 0 to length(nums) - 1
    if nums[k] ~= 0
        c = c + 1
    endif
end
return c
"""


def test_matlab_not_equal_reads_as_not_equal() -> None:
    assert unread_lines(MATLAB_NONZERO, NONZERO) == set()
    assert "!=" in normalised(MATLAB_NONZERO, NONZERO).python
    assert run(MATLAB_NONZERO, NONZERO, [0, 3, 0, -2, 7]) == 3
    assert run(MATLAB_NONZERO, NONZERO, []) == 0


def test_matlab_not_equal_keeps_bug() -> None:
    # the learner compares with 1, not 0: the ones are left out and the zeros counted
    buggy = MATLAB_NONZERO.replace("~= 0", "~= 1")
    assert run(buggy, NONZERO, [0, 1, 0, 1, 7]) == 3


WHILE_NOT_EQUAL = """
i = 0
while nums[i] ~= 0 and i < len(nums) - 1
    i = i + 1
end
return i
"""


def test_matlab_not_equal_in_a_while_test() -> None:
    assert run(WHILE_NOT_EQUAL, NONZERO, [4, 5, 0, 2]) == 2


def test_not_equal_inside_a_string_is_left_as_written() -> None:
    text = """
if x ~= 0 then
    return "x ~= 0"
end if
return "zero"
"""
    assert run(text, LABEL, 5) == "x ~= 0"
    assert run(text, LABEL, 0) == "zero"


def test_bitwise_not_keeps_its_reading() -> None:
    # `~x` with no `=` after it is Python's own bitwise not, left as written
    assert run("y = ~x\nreturn str(y)", LABEL, 5) == "-6"


def test_perl_match_operator_stays_unread() -> None:
    # `=~` is Perl's pattern match, not a comparison: nothing here reads it as one
    text = """
if x =~ 0 then
    return "yes"
end if
return "no"
"""
    assert "!=" not in normalised(text, LABEL).python
