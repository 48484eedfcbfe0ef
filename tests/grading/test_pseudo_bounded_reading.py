"""The normaliser reads a text whose runs of blanks, layout and words are bounded (docs/pseudocode.md,
"Bounded reading"), so that no rule's pattern can take minutes on a long run: before, one line with
400 blanks and tabs took 20 s (cubic), one 20,000-letter word 38 s, an indentation of 2,500 blanks
several minutes. What a learner typed reads as before: the indentation and a numbered line's layout
nest the blocks as typed, quoted text is kept, a very long name comes back in the Python, the line
numbers we report are the learner's.

Each timed case runs in a child process with a timeout, so that a regression fails instead of hanging
the suite; the bound is generous for a slow, shared machine (a quiet one reads each in under a second).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from assay.grading._pseudocode._squeeze import INDENT_MAX, WORD_MAX, shaped
from tests.grading.support import normalised, run_normalised, sig

_SRC = str(Path(__file__).resolve().parents[2] / "src")
#: CPU seconds of the child's own reading, not wall time: on a loaded 2-core machine wall time doubled
#: (6.0 s seen at load 10) while the quadratic readings this guards against took 20-40 s of CPU.
_BOUND_S = 5.0
SEARCH = sig("search", "int", nums="List[int]", target="int")

LINEAR_SEARCH = """\
procedure search(nums, target)
    for i from 0 to length(nums) - 1
        if nums[i] == target then
            return i
    return -1
"""


def test_blanks_inside_a_line_are_at_most_two_and_the_layout_is_as_typed() -> None:
    text = '    x  =   \t 1   # note\n2       y ←  "a    b"\n\t\tz = 3   \n   \n'
    assert shaped(text).text == '    x  =  1  # note\n2       y ←  "a    b"\n\t\tz = 3\n\n'


def test_the_lines_are_as_many_as_typed() -> None:
    text = "a = 1\r\nb = 2\rc = 3\n\n\nreturn a"
    assert shaped(text).text.count("\n") == 5


def test_spread_out_steps_read_as_the_same_steps() -> None:
    spread = LINEAR_SEARCH.replace(" from ", " from  \t   ").replace(" == ", "    ==\t\t")
    assert normalised(spread, SEARCH).python == normalised(LINEAR_SEARCH, SEARCH).python
    assert run_normalised(spread, SEARCH, [4, 7, 9], 9) == 2


def test_a_layout_wider_than_any_learners_keeps_its_nesting() -> None:
    wide = "\n".join(
        " " * (len(line) - len(line.lstrip()) and 100 * (len(line) - len(line.lstrip())) // 4) + line.lstrip()
        for line in LINEAR_SEARCH.splitlines()
    )
    assert max(len(line) - len(line.lstrip()) for line in wide.splitlines()) > INDENT_MAX
    assert run_normalised(wide, SEARCH, [4, 7, 9], 9) == 2
    assert run_normalised(wide, SEARCH, [4, 7, 9], 5) == -1


def test_a_numbered_textbook_layout_keeps_its_nesting() -> None:
    numbered = "\n".join(
        f"{k}{' ' * (3 + len(line) - len(line.lstrip()))}{line.lstrip()}"
        for k, line in enumerate(LINEAR_SEARCH.splitlines(), start=1)
    )
    assert run_normalised(numbered, SEARCH, [4, 7, 9], 7) == 1


def test_a_very_long_name_comes_back_in_the_python() -> None:
    name = "index_of_the_number_we_are_looking_at_right_now_in_the_list"
    assert len(name) > WORD_MAX
    text = (
        LINEAR_SEARCH.replace(" i ", f" {name} ")
        .replace("[i]", f"[{name}]")
        .replace("return i", f"return {name}")
    )
    result = normalised(text, SEARCH)
    assert name in result.python and "longword" not in result.python
    assert run_normalised(text, SEARCH, [4, 7, 9], 4) == 0


def test_a_name_the_learner_chose_is_never_taken_for_a_stand_in() -> None:
    name = "n" * (WORD_MAX + 5)
    text = f"longword1 ← 0\n{name} ← 2\nreturn longword1 + {name}"
    bounded = shaped(text)
    assert "longword1 ← 0" in bounded.text and name not in bounded.text
    assert bounded.restored(bounded.text) == text


# (seconds on the review's machine class before the bounds, where known)
_PATHOLOGICAL = {
    # 400 blanks and tabs inside one line: 20 s (cubic in the run)
    "blanks and tabs": "'if x' + ' \\t' * 10000 + 'y then return 1'",
    # one word of 20,000 letters: 38 s (quadratic)
    "long word": "'a' * 20000",
    # an indentation of 2,500 blanks: minutes
    "wide indentation": "'if x then\\n' + ' ' * 19000 + 'return 1'",
    # a line number followed by 20,000 blanks
    "numbered layout": "'1' + ' ' * 19990 + 'x <- 1\\n2  return x'",
    # literals glued to words (`'a'a'a…`): 35 s at 20,000 characters, made one giant word
    "glued literals": "'x = ' + \"'a\" * 2000",
}

_PATHOLOGICAL.update(
    {
        # an expression nested 10,000 deep: 0.07 s before the stop, 42 s once its RecursionError was caught
        "plus chain": "'return ' + '+'.join(['x'] * 10000)",
        # 20,000 quotes: 20 s (adjacent literals masked into one giant word)
        "quotes": "'\"' * 20000",
        # 9,000 blank lines (stop 32): 22 s, a `^\\s*` under re.MULTILINE rescanning every run of blank
        # lines from each line's start; `^[ \\t]*` now, in every such pattern
        "blank lines": "'x <- 1\\n' + '\\n' * 9000 + 'return x\\n'",
        "lines of a blank": "'x <- 1\\n' + ' \\n' * 9000 + 'return x\\n'",
    }
)

_CHILD = """
import sys, time
sys.path.insert(0, {root!r})
from tests.grading.support import normalised, sig
text = {make}
start = time.process_time()
normalised(text, sig("search", "int", nums="List[int]", target="int"))
print(time.process_time() - start)
"""


@pytest.mark.parametrize("case", sorted(_PATHOLOGICAL))
def test_a_pathological_text_is_read_at_once(case: str) -> None:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [_SRC, os.environ.get("PYTHONPATH")]))}
    root = str(Path(__file__).resolve().parents[2])
    code = _CHILD.format(root=root, make=_PATHOLOGICAL[case])
    try:
        done = subprocess.run(
            [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60, check=False
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"{case}: still reading after 60 s")
    assert done.returncode == 0, done.stderr[-2000:]
    took = float(done.stdout.strip().splitlines()[-1])
    assert took < _BOUND_S, f"{case}: {took:.1f} s of CPU"


# --- what the review of stop 31 found (REVIEW16): each read as typed, or refused at once ---------------

PAD = sig("pad", "str", s="str")


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("function pad(s)\n    return s + '   ' + s\nend function", "s + '   ' + s"),
        ("def pad(s):\n    return s.split('    ')", "s.split('    ')"),
        ("def pad(s):\n    return f'{s}   |'", "f'{s}   |'"),
    ],
)
def test_blanks_inside_a_single_quoted_literal_are_kept(text: str, kept: str) -> None:
    assert kept in normalised(text, PAD).python


def test_a_far_right_remark_leaves_a_tabbed_layout_as_typed() -> None:
    body = (
        "procedure search(nums, target)\n\tfor i from 0 to length(nums) - 1\n"
        "      if nums[i] == target then\n\t\treturn i\n\treturn -1\n"
    )
    far = body + " " * 90 + "// done\n"
    assert run_normalised(far, SEARCH, [4, 7, 9], 9) == 2
    assert run_normalised(far, SEARCH, [4, 7, 9], 5) == -1


def test_a_long_name_comes_back_in_the_hint_of_a_line_listed() -> None:
    name = "the_position_where_we_found_the_number_we_were_asked_for"
    text = (
        "procedure search(nums, target)\n    for i from 0 to length(nums) - 1\n"
        f"        if nums[i] == target then\n            return {name}\n    return -1\n"
    )
    listed = normalised(text, SEARCH).unrecognised
    assert listed and all("longword" not in u.hint and "longword" not in u.text for u in listed)
    assert any(name in u.hint for u in listed)


def test_a_long_number_stays_a_number() -> None:
    text = "procedure search(nums, target)\n    best ← " + "9" * 52 + "\n    return best\n"
    result = normalised(text, SEARCH)
    assert result.ok and not result.unrecognised and "9" * 52 in result.python


def test_a_long_name_capitalised_by_a_phone_is_still_one_name() -> None:
    name = "the_index_of_the_number_we_are_looking_at_right_now_in_the_list"
    text = (
        f"{name.capitalize()} ← 0\nwhile {name} < length(nums)\n"
        f"    if nums[{name}] == target then return {name}\n    {name} ← {name} + 1\nreturn -1"
    )
    assert run_normalised(text, SEARCH, [4, 7, 9], 7) == 1
