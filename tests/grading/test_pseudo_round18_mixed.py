"""Round-18 conventions of the mixed style (docs/pseudocode.md, "Conventions read since round 18 was
opened: mixed"), in phrasings of our own, EXECUTED.

Japan's exam pseudo-language (IPA's 科目B: ``○整数型: f(…)``, ``for (i を 1 から n まで 1 ずつ増やす)``,
``sの文字数``, ``{n個の 0}``, ``末尾に … を追加する``, counted from 1), a remark labelled with a dash
(``idea - …``), a title with the method after a dash, and a one-line ``WHILE [test] step``. Each has
a buggy variant that still fails and a look-alike that stays refused or keeps its other reading.
"""

from __future__ import annotations

from typing import Any

from tests.grading.support import normalised, run_normalised, sig, unread_lines

TOTAL = sig("total", "int", nums="List[int]")
EVENS = sig("evens", "List[int]", nums="List[int]")
MIDDLE = sig("middle", "str", s="str")
SMALLEST = sig("smallest", "int", nums="List[int]")
LEADING = sig("leading_zeros", "int", nums="List[int]")
ANAGRAMS = sig("group_anagrams", "List[List[str]]", words="List[str]")


def run(text: str, signature: Any, *args: Any) -> Any:
    return run_normalised(text, signature, *args)


# --- Japan's exam pseudo-language (IPA 科目B) --------------------------------------------------------

IPA_TOTAL = """
配列 a の合計を返す。要素番号は1から始まる。

○整数型: total(整数型の配列: a)
  整数型: s ← 0
  整数型: i
  for (i を 1 から aの要素数 まで 1 ずつ増やす)
    s ← s + a[i]    // 1つずつ足す
  endfor
  return s

例:{4, −1, 2} → 5
"""


def test_exam_pseudo_language_counts_from_one() -> None:
    assert run(IPA_TOTAL, TOTAL, [4, -1, 2]) == 5
    assert run(IPA_TOTAL, TOTAL, []) == 0


def test_exam_pseudo_language_keeps_bug() -> None:
    # the loop starts at the second item, as written
    assert run(IPA_TOTAL.replace("i を 1 から", "i を 2 から"), TOTAL, [4, -1, 2]) == 1


IPA_EVENS = """
○整数型の配列: evens(整数型の配列: a)
  整数型の配列: out ← {}
  整数型: k
  for (k を aの要素数 から 1 まで 1 ずつ減らす)
    if (a[k] ÷ 2 の余り = 0)
      outの末尾に a[k] を追加する
    endif
  endfor
  return out
"""


def test_exam_counting_down_appending_and_remainder() -> None:
    assert run(IPA_EVENS, EVENS, [1, 2, 3, 4, 6]) == [6, 4, 2]


def test_exam_counting_down_keeps_bug() -> None:
    # the first item is never looked at, as written
    assert run(IPA_EVENS.replace("から 1 まで", "から 2 まで"), EVENS, [2, 3, 4]) == [4]


IPA_MIDDLE = """
○文字列型: middle(文字列型: s)
  整数型: n ← sの文字数
  整数型: m ← (n + 1) ÷ 2 の商
  return sの m 文字目から 1 文字
"""


def test_exam_substring_and_whole_quotient() -> None:
    assert run(IPA_MIDDLE, MIDDLE, "abcde") == "c"
    assert run(IPA_MIDDLE, MIDDLE, "abcd") == "b"


def test_exam_substring_keeps_bug() -> None:
    # two characters from the middle, as written
    assert run(IPA_MIDDLE.replace("から 1 文字", "から 2 文字"), MIDDLE, "abcde") == "cd"


IPA_SORTED = """
○整数型: smallest(整数型の配列: nums)
  整数型の配列: c ← {(numsの要素数)個の 0}
  numsを昇順に整列する
  return nums[1] + c[1]
"""


def test_exam_sorting_and_filled_array() -> None:
    assert run(IPA_SORTED, SMALLEST, [3, 1, 2]) == 1
    assert run(IPA_SORTED.replace("昇順", "降順"), SMALLEST, [3, 1, 2]) == 3


def test_exam_sorting_keeps_bug() -> None:
    # the second smallest, as written
    assert run(IPA_SORTED.replace("nums[1] +", "nums[2] +"), SMALLEST, [3, 1, 2]) == 2


def test_exam_words_without_the_exams_header_are_not_read() -> None:
    # no `○` header: the counting words are not the exam's, and the loop stays listed
    text = IPA_TOTAL.replace("○整数型: total(整数型の配列: a)", "function total(a)")
    assert 6 in unread_lines(text, TOTAL)


def test_japanese_line_at_the_margin_of_a_body_typed_there_stays_listed() -> None:
    # the body is typed at the margin: a Japanese line there may be a step, so it is not a remark
    text = "○整数型: total(整数型の配列: a)\n整数型: s ← 0\n全部足す\nreturn s\n"
    assert 3 in unread_lines(text, TOTAL)


# --- a remark labelled with a dash -----------------------------------------------------------------

DASH_IDEA = """
idea - letters of an anagram sorted give one key for the whole group
groups = empty dict
for w in words
    key = the letters of w sorted and joined back into one string
    if key not in groups then groups[key] = new empty list
    add w to groups[key]
return all the lists in groups
"""


def test_remark_labelled_with_a_dash_is_no_step() -> None:
    assert sorted(map(sorted, run(DASH_IDEA, ANAGRAMS, ["ate", "tea", "on", "no", "x"]))) == [
        ["ate", "tea"],
        ["no", "on"],
        ["x"],
    ]


def test_remark_labelled_with_a_dash_keeps_bug() -> None:
    # every word opens a group of its own, as written
    text = DASH_IDEA.replace("    add w to groups[key]\n", "    groups[key] = [w]\n")
    assert sorted(map(sorted, run(text, ANAGRAMS, ["ate", "tea"]))) == [["tea"]]


def test_dash_label_that_sets_a_name_stays_a_step() -> None:
    # `idea - groups = …`: the words after the dash set a name, so the line is not skipped as a remark
    text = DASH_IDEA.replace("idea - letters of", "idea - groups = 0 and letters of")
    assert 1 in unread_lines(text, ANAGRAMS)


# --- a title with the method after a dash ----------------------------------------------------------

TITLED = """
running total – one pass, no extra list
sum = 0
for each x in nums
    sum = sum + x
return sum
"""


def test_title_with_the_method_after_a_dash() -> None:
    assert run(TITLED, TOTAL, [4, -1, 2]) == 5


def test_title_with_the_method_after_a_dash_keeps_bug() -> None:
    assert run(TITLED.replace("sum = 0", "sum = 1"), TOTAL, [4, -1, 2]) == 6


def test_order_after_a_titles_dash_stays_a_step() -> None:
    # `… - set sum to zero`: the words after the dash give an order, so the line is no title
    text = TITLED.replace("running total – one pass, no extra list", "running total - set sum to zero")
    assert 1 in unread_lines(text, TOTAL)


# --- a one-line WHILE with its test in square brackets --------------------------------------------

BRACKET_LOOP = """
i = 0
WHILE [i < len(nums) AND nums[i] = 0]   i = i + 1
return i
"""


def test_one_line_while_with_a_bracketed_test() -> None:
    assert run(BRACKET_LOOP, LEADING, [0, 0, 5, 0]) == 2
    assert run(BRACKET_LOOP, LEADING, [0, 0]) == 2


def test_one_line_while_with_a_bracketed_test_keeps_bug() -> None:
    # two steps at a time, as written
    assert run(BRACKET_LOOP.replace("i = i + 1", "i = i + 2"), LEADING, [0, 0, 0, 5]) == 4


def test_value_after_a_bracketed_test_is_no_step() -> None:
    # after the bracket, a value that changes nothing (`i + 1`) is no step: the line stays listed
    assert 2 in unread_lines(BRACKET_LOOP.replace("i = i + 1", "i + 1"), LEADING)


def test_bracketed_test_with_its_do_is_read_as_before() -> None:
    assert run(BRACKET_LOOP.replace("]   i = i + 1", "] do i = i + 1"), LEADING, [0, 3]) == 1


# --- Lua's one-line loop closed by `end` -----------------------------------------------------------

ONE_LINE_LOOP = """
local s = 0
for i = 1, #nums do s = s + nums[i] end
return s
"""


def test_one_line_lua_loop_closed_by_end() -> None:
    assert run(ONE_LINE_LOOP, TOTAL, [4, -1, 2]) == 5


def test_one_line_lua_loop_keeps_bug() -> None:
    # the last item is left out, as written
    assert run(ONE_LINE_LOOP.replace("#nums do", "#nums - 1 do"), TOTAL, [4, -1, 2]) == 3


def test_end_used_as_a_name_keeps_the_loops_end() -> None:
    # `end` is a variable of the answer: the bare `end` after the step is not dropped, the line listed
    text = "local end = 0\nlocal s = 0\nfor i = 1, #nums do s = s + nums[i] end\nreturn s + end\n"
    assert 3 in unread_lines(text, TOTAL)


# --- a note that says which input a short name stands for --------------------------------------------

ALIAS_NOTE = """
-- (xs = nums)
best = xs[1]
for i = 2, #xs do
  if xs[i] > best then best = xs[i] end
end
return best
"""
LARGEST = sig("largest", "int", nums="List[int]")


def test_note_naming_the_input_gives_the_short_name_its_value() -> None:
    assert run(ALIAS_NOTE, LARGEST, [3, 9, 4]) == 9
    assert run(ALIAS_NOTE.replace("-- (xs = nums)", "# xs is nums"), LARGEST, [-3, -9]) == -3


def test_note_naming_the_input_keeps_bug() -> None:
    # the second item is never compared, as written
    assert run(ALIAS_NOTE.replace("2, #xs do", "3, #xs do"), LARGEST, [3, 9, 4]) == 4


def test_note_about_a_name_the_answer_sets_stays_a_comment() -> None:
    # `xs` is given a value by a step of its own: the note explains, it sets nothing
    text = ALIAS_NOTE.replace("-- (xs = nums)", "-- (xs = nums)\nxs = [7, 1]")
    python = normalised(text, LARGEST).python
    assert "# (xs = nums)" in python
    assert not any(line.strip() == "xs = nums" for line in python.splitlines())


def test_note_that_says_more_stays_a_comment() -> None:
    # `xs = nums sorted` says more than a second name: nothing gives xs a value, the answer is refused
    assert unread_lines(ALIAS_NOTE.replace("-- (xs = nums)", "-- (xs = nums sorted)"), LARGEST)
