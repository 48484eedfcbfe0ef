"""Round-13 conventions of the mixed style (docs/pseudocode.md, "Conventions read since round 13 was
opened: mixed"), in phrasings of our own, EXECUTED.

An algorithm's name as a title before a note, an example labelled in another language, Lua's
counting from 1 (and its phone-capitalised ``Local``), a phone that capitalised every line, a plan
in words above the program, decimal sub-step numbers, a name's meaning said as ``how many``, a note
that counts start at 0, a sentence presenting the answer ended by an emoji, and a comparison said
without ``is``. Each has a buggy variant that still fails and a look-alike that stays refused
(listed as not understood) or keeps its other reading.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.grading.support import normalised, run_normalised, sig, unread_lines

TOTAL = sig("sum_of_evens", "int", nums="List[int]")
WIDEST = sig("widest_gap", "int", nums="List[int]")
SPARE = sig("spare_letters", "int", s="str", t="str")


def run(text: str, signature: Any, *args: Any) -> Any:
    return run_normalised(text, signature, *args)


EVENS = """
total = 0
for x in nums:
    if x % 2 == 0:
        total += x
return total
"""


# --- an algorithm's name first, then a note: a title -------------------------------------------


@pytest.mark.parametrize(
    "title",
    [
        "Greedy with a running total, one pass:",
        "greedy, just one pass over the list",
        "Two pointers - no, only one needed here",
        "Greedy con una sola pasada:",
        "DYNAMIC PROGRAMMING over the prefix.",
    ],
)
def test_algorithm_first_title(title: str) -> None:
    assert run(f"{title}\n{EVENS}", TOTAL, [1, 2, 3, 4]) == 6


def test_algorithm_first_title_keeps_bug() -> None:
    text = "Greedy with a running sum:\n" + EVENS.replace("total += x", "total += 1")
    assert run(text, TOTAL, [2, 4]) == 2


@pytest.mark.parametrize(
    "line",
    [
        "Greedy for each number in the list",  # a loop in words: a step, never a title
        "greedy with nums sorted first",  # names the input: may be a step
    ],
)
def test_algorithm_first_lookalikes_stay_listed(line: str) -> None:
    assert 1 in unread_lines(f"{line}\n{EVENS}", TOTAL)


def test_algorithm_word_used_as_a_name_is_no_title() -> None:
    text = "greedy with one pass\ngreedy = 0\nfor x in nums:\n    greedy += x\nreturn greedy"
    assert 1 in unread_lines(text, TOTAL)


# --- an example labelled in the learner's first language ---------------------------------------


@pytest.mark.parametrize(
    "example",
    [
        "ejemplo: [1, 2, 3, 4] → 6",
        "Ejemplos: [2] -> 2",
        "Beispiel 2: [1, 3] => 0",
        "exemple : [4, 4] -> 8",
        "prueba: [] → 0",
        "esempio: [6] gives 6",
    ],
)
def test_foreign_example_line(example: str) -> None:
    assert run(f"{EVENS}\n{example}", TOTAL, [1, 2, 3, 4]) == 6


def test_foreign_example_keeps_bug() -> None:
    text = EVENS.replace("x % 2 == 0", "x % 2 == 1") + "\nejemplo: [1, 2, 3, 4] → 6"
    assert run(text, TOTAL, [1, 2, 3, 4]) == 4


def test_foreign_label_without_an_arrow_stays_listed() -> None:
    # no arrow or `gives` between the input and the result: not an example's shape
    assert 1 in unread_lines(f"ejemplo: [1, 2] 3\n{EVENS}", TOTAL)


# --- Lua counts from 1; `Local` as a phone capitalises it -----------------------------------------


LUA_WIDEST = """
{local} lo = 1
{local} hi = #nums
{local} best = 0
while lo < hi do
  best = math.max(best, nums[hi] - nums[lo])
  lo = lo + 1
end
return best
"""


LUA_BODY = "  if nums[i] % 2 == 0 then\n    total = total + nums[i]\n  end\nend\nreturn total"


@pytest.mark.parametrize("local", ["local", "Local"])
def test_lua_two_ends_count_from_one(local: str) -> None:
    assert run(LUA_WIDEST.replace("{local}", local), WIDEST, [1, 5, 9]) == 8


@pytest.mark.parametrize(
    "loop",
    [
        "for i = 1, #nums do",
        "for i = 1, #nums do  -- from the first",
        "for i = 1, #nums, 1 do",
    ],
)
def test_lua_counted_loop_counts_from_one(loop: str) -> None:
    text = f"local total = 0\n{loop}\n{LUA_BODY}"
    assert run(text, TOTAL, [1, 2, 3, 4]) == 6


def test_lua_keeps_bug() -> None:
    # stops one short of the end, as written
    text = f"local total = 0\nfor i = 1, #nums - 1 do\n{LUA_BODY}"
    assert run(text, TOTAL, [1, 2, 3, 4]) == 2


@pytest.mark.parametrize("loop", ["for i = 0, #nums - 1 do", "for i = #nums - 1, 0, -1 do"])
def test_lua_counting_from_zero_keeps_its_positions(loop: str) -> None:
    text = f"local total = 0\n{loop}\n{LUA_BODY}"
    assert run(text, TOTAL, [1, 2, 3, 4]) == 6


def test_textbook_loop_down_to_zero_keeps_its_positions() -> None:
    text = (
        "total \u2190 0\nfor i \u2190 len(nums) - 1 downto 0\n    if nums[i] mod 2 = 0 then\n"
        "        total \u2190 total + nums[i]\nreturn total"
    )
    assert run(text, TOTAL, [1, 2, 3, 4]) == 6


# --- a phone that capitalised every line -------------------------------------------------------


PHONE_BEST = """
Best = 0
Current = 0
For x in nums:
    If x % 2 == 0:
        Current = current + x
    Best = max(best, current)
Return best
"""


@pytest.mark.parametrize(
    "steps",
    [
        PHONE_BEST,
        PHONE_BEST.replace(" = ", " \u2190 "),
        PHONE_BEST.replace(":", "")
        .replace("    Best = max", "    End\n    Best = max")
        .replace("Return best", "End\nReturn best"),
    ],
)
def test_every_line_capitalised_stores_the_same_name(steps: str) -> None:
    assert run(steps, TOTAL, [1, 2, 3, 4]) == 6


def test_every_line_capitalised_keeps_bug() -> None:
    # the learner's own off-by-one (adds odd numbers), kept
    assert run(PHONE_BEST.replace("== 0", "== 1"), TOTAL, [1, 2, 3, 4]) == 4


def test_one_line_in_small_letters_keeps_two_names() -> None:
    # a line typed in small letters: the capitals are the learner's, `Best` is another name
    text = (
        "best = 0\ncurrent = 0\nfor x in nums:\n    if x % 2 == 0:\n        current = current + x\n"
        "    Best = max(best, current)\nreturn best"
    )
    assert "Best = max" in normalised(text, TOTAL).python


# --- a plan in words above the program ---------------------------------------------------------


PLAN = """
A plain scan, nothing clever here
{b} look at every number once
{b} only the even ones go into the sum
{b} give back the sum at the very end

total = 0
for x in nums:
    if x % 2 == 0:
        total += x
return total
"""


@pytest.mark.parametrize("bullet", ["-", "*", "•", "+"])
def test_plan_above_the_program(bullet: str) -> None:
    assert run(PLAN.replace("{b}", bullet), TOTAL, [1, 2, 3, 4]) == 6


def test_plan_above_the_program_keeps_bug() -> None:
    text = PLAN.replace("{b}", "-").replace("total += x", "total += 2")
    assert run(text, TOTAL, [1, 2, 3, 4]) == 4


def test_short_bullet_may_be_a_step() -> None:
    # `- sort nums`: two words, maybe a step of its own; the paragraph stays as written
    text = PLAN.replace("{b}", "-").replace("- look at every number once", "- sort nums")
    assert unread_lines(text, TOTAL) & {1, 2, 3, 4}


# --- decimal sub-step numbers ------------------------------------------------------------------


OUTLINE = """
1. total = 0
2. for x in nums:
   2.1 if x % 2 == 0:
       2.1.1 total += x
   2.2 {second}
3. return total
"""


@pytest.mark.parametrize(
    "second",
    ["x = x", "pass", "continue"],
)
def test_outline_sub_steps(second: str) -> None:
    assert run(OUTLINE.replace("{second}", second), TOTAL, [1, 2, 3, 4]) == 6


def test_outline_sub_steps_with_a_dot() -> None:
    text = OUTLINE.replace("2.1 ", "2.1. ").replace("2.1.1 ", "2.1.1. ").replace("{second}", "pass")
    assert run(text, TOTAL, [1, 2, 3, 4]) == 6


def test_outline_sub_steps_keep_bug() -> None:
    text = OUTLINE.replace("{second}", "pass").replace("total += x", "total += 1")
    assert run(text, TOTAL, [1, 2, 3, 4]) == 2


def test_outline_with_a_gap_stays_as_written() -> None:
    # `2.1` then `2.3`: no outline's count, so no number is dropped
    text = OUTLINE.replace("{second}", "pass").replace("2.2 ", "2.3 ")
    assert unread_lines(text, TOTAL)


# --- a name's meaning said as `how many` in an explanation ---------------------------------------


@pytest.mark.parametrize(
    "idea",
    [
        "Idea: total = how many even points we have seen, summed.",
        "Approach: total = how much the evens add up to.",
        "Note: total = whether... no, total = how many evens so far",
    ],
)
def test_meaning_said_as_how_many(idea: str) -> None:
    assert run(f"{idea}\n{EVENS}", TOTAL, [1, 2, 3, 4]) == 6


def test_explanation_that_assigns_stays_a_step() -> None:
    assert 1 in unread_lines(f"Idea: total = 5, then the loop\n{EVENS}", TOTAL)


# --- a note that counts start at 0 ------------------------------------------------------------


SPARE_STEPS = """
have = {{}}
for c in s:
    have[c] = have.get(c, 0) + 1{note}
extra = 0
for c in t:
    if have[c] > 0:
        have[c] -= 1
    else:
        extra += 1
return extra
"""


@pytest.mark.parametrize(
    "note",
    [
        "   # counts start at 0",
        "   // every count starts at zero",
        "   # missing keys are 0",
        "   # default 0",
    ],
)
def test_counts_start_at_zero(note: str) -> None:
    assert run(SPARE_STEPS.format(note=note), SPARE, "ab", "abz") == 1


def test_counts_start_at_zero_keeps_bug() -> None:
    text = SPARE_STEPS.format(note="  # counts start at 0").replace("extra += 1", "extra += 2")
    assert run(text, SPARE, "ab", "abz") == 2


def test_without_the_note_a_missing_key_fails_as_written() -> None:
    with pytest.raises(KeyError):
        run(SPARE_STEPS.format(note=""), SPARE, "ab", "abz")


def test_another_start_is_not_guessed() -> None:
    text = SPARE_STEPS.format(note="  # counts start at 1")
    assert "defaultdict" not in normalised(text, SPARE).python


# --- a sentence that presents the answer, ended by an emoji ------------------------------------


@pytest.mark.parametrize(
    "opener",
    [
        "ok this is my evens sum, add the even ones and that's it 🙂",
        "So here is my try, sort of a filter then add 👍",
        "hey this is our version, keep the evens 😅",
    ],
)
def test_presenting_sentence_with_an_emoji(opener: str) -> None:
    assert run(f"{opener}\n{EVENS}", TOTAL, [1, 2, 3, 4]) == 6


def test_presenting_sentence_keeps_bug() -> None:
    text = "ok this is my sum, add them up 🙂\n" + EVENS.replace("total += x", "total -= x")
    assert run(text, TOTAL, [2]) == -2


def test_presenting_sentence_without_an_emoji_stays_listed() -> None:
    assert 1 in unread_lines(f"ok this is my sum, add the evens then return\n{EVENS}", TOTAL)


# --- a comparison said without `is` ------------------------------------------------------------


@pytest.mark.parametrize(
    ("test", "expected"),
    [
        ("if (x greater than 2)", 7),
        ("if x bigger than 2", 7),
        ("if (x larger than or equal to 3)", 7),
        ("if nums[0] less than x", 9),
        ("if x smaller than 3", 3),
    ],
)
def test_comparison_without_is(test: str, expected: int) -> None:
    text = f"total = 0\nfor x in nums:\n    {test}:\n        total += x\nreturn total"
    assert run(text, TOTAL, [1, 2, 3, 4]) == expected


def test_comparison_without_is_keeps_bug() -> None:
    # `greater than` where `greater than or equal to` was meant: 3 is left out, as written
    text = "total = 0\nfor x in nums:\n    if x greater than 3:\n        total += x\nreturn total"
    assert run(text, TOTAL, [1, 2, 3, 4]) == 4


def test_an_amount_less_than_stays_a_subtraction() -> None:
    text = "total = 0\nfor x in nums:\n    total = two less than x\nreturn total"
    assert run(text, TOTAL, [1, 5]) == 3


def test_a_sentence_said_with_now_is_not_read_bare() -> None:
    text = "total = 0\nfor x in nums:\n    if total is now less than x:\n        total += x\nreturn total"
    assert "now <" not in normalised(text, TOTAL).python


# --- PSeInt ------------------------------------------------------------------------------------


PSEINT_EVENS = """
Funcion total <- sumaPares(nums)
  Definir total, i Como Entero
  total <- 0
  Para i <- 0 Hasta Longitud(nums) - 1 Con Paso 1 Hacer
    Si nums[i] MOD 2 = 0 Y nums[i] <> 7 Entonces
      total <- total + nums[i]
    Sino
      total <- total + 0
    FinSi
  FinPara
FinFuncion
"""


@pytest.mark.parametrize(
    "variant",
    [
        PSEINT_EVENS,
        PSEINT_EVENS.replace("FinSi", "Fin Si").replace("FinPara", "Fin Para").replace("Sino", "SiNo"),
        PSEINT_EVENS.replace(" Con Paso 1", "").replace(" Y ", " y "),
        PSEINT_EVENS.replace("Funcion total", "SubProceso total").replace("FinFuncion", "FinSubProceso"),
    ],
)
def test_pseint_function_returns_its_result_variable(variant: str) -> None:
    assert run(variant, TOTAL, [1, 2, 3, 4]) == 6


def test_pseint_while_and_not() -> None:
    text = """
    Funcion total <- pares(nums)
      total <- 0
      i <- 0
      Mientras i < Longitud(nums) Hacer
        Si NO (nums[i] MOD 2 = 1) Entonces
          total <- total + nums[i]
        FinSi
        i <- i + 1
      FinMientras
    FinFuncion
    """
    assert run(text, TOTAL, [1, 2, 3, 4]) == 6


def test_pseint_keeps_bug() -> None:
    # stops one short (`Hasta Longitud(nums) - 2`), as written
    text = PSEINT_EVENS.replace("Longitud(nums) - 1", "Longitud(nums) - 2")
    assert run(text, TOTAL, [1, 2, 3, 4]) == 2


def test_spanish_words_without_pseint_blocks_stay_as_written() -> None:
    # `Si` and `Y` with no PSeInt closer: not PSeInt, left to the other rules
    text = "total = 0\nfor x in nums:\n    Si x > 0 Y x < 9 Entonces total += x\nreturn total"
    assert 3 in unread_lines(text, TOTAL)
