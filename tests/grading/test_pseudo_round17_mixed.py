"""Round-17 conventions of the mixed style (docs/pseudocode.md, "Conventions read since round 17 was
opened: mixed"), in phrasings of our own, EXECUTED.

A tab typed inside a line to align a comment or a note, ``LENGTH s`` on a string input, Lua's and
Ruby's one-line ``if c then step end`` (and ``else step end`` under one), and Lua read as Lua (1-based)
when its lines are numbered. Each has a buggy variant that still fails and a look-alike that stays
refused or keeps its other reading.
"""

from __future__ import annotations

from typing import Any

from tests.grading.support import ListNode, linked, run_normalised, sig, unread_lines, values

TOTAL = sig("total", "int", nums="List[int]")
VOWELS = sig("vowels", "int", s="str")
FIND = sig("find", "int", nums="List[int]", target="int")
POSITIVES = sig("positives", "Optional[ListNode]", head="Optional[ListNode]")


def run(text: str, signature: Any, *args: Any) -> Any:
    return run_normalised(text, signature, *args)


def run_nodes(text: str, signature: Any, *args: Any) -> Any:
    return run_normalised(text, signature, *args, classes=(ListNode,))


# --- a tab inside a line, aligning a comment or a note -----------------------------------------------

TABBED = (
    "procedure total(A) is\n"
    "\tsum ← 0\t// nothing added yet\n"
    "\tfor each x in A do\n"
    "\t\tsum ← sum + x\t(x may be negative)\n"
    "\treturn sum\n"
)


def test_tab_before_a_comment_or_a_note_sets_it_apart() -> None:
    assert run(TABBED, TOTAL, [4, -1, 2]) == 5


def test_tab_before_a_comment_keeps_bug() -> None:
    # the sum starts at 1, as written
    assert run(TABBED.replace("sum ← 0", "sum ← 1"), TOTAL, [4, -1, 2]) == 6


def test_tab_between_two_operands_joins_nothing() -> None:
    # `sum + x\ty`: two operands side by side are no step, whatever the gap between them
    assert 4 in unread_lines(TABBED.replace("sum + x\t(x may be negative)", "sum + x\ty"), TOTAL)


# --- LENGTH s: the length said without brackets, on a string input ---------------------------------

CAPITAL_LENGTH = """
FUNCTION vowels(s)
    n = LENGTH s
    k = 0
    FOR i = 0 TO n - 1
        IF s[i] IN "aeiou" THEN
            k = k + 1
        END IF
    END FOR
    RETURN k
"""


def test_length_without_brackets_of_a_string_input() -> None:
    assert run(CAPITAL_LENGTH, VOWELS, "banana") == 3
    assert run(CAPITAL_LENGTH.replace("LENGTH s", "Length s"), VOWELS, "oak") == 2


def test_length_without_brackets_keeps_bug() -> None:
    # the last letter is never looked at, as written
    assert run(CAPITAL_LENGTH.replace("n = LENGTH s", "n = LENGTH s - 1"), VOWELS, "banana") == 2


def test_length_of_a_name_holding_no_sequence_stays_words() -> None:
    # `k` is a number: `LENGTH k` names no length anyone could take
    assert 2 in unread_lines(CAPITAL_LENGTH.replace("n = LENGTH s", "n = LENGTH k"), VOWELS)


# --- Lua's one-line `if c then step end`, and `else step end` under one -------------------------------

ONE_LINE_END = """
function total(nums)
  local sum = 0
  for each x in nums do
    if x > 0 then sum = sum + x end
    if x < -5 then sum = sum - 1
    else sum = sum + 0 end
  end
  return sum
end
"""


def test_one_line_if_closed_by_end() -> None:
    assert run(ONE_LINE_END, TOTAL, [3, -7, 2, -1]) == 4


def test_one_line_if_closed_by_end_keeps_bug() -> None:
    # a number below -5 is added where one should come off: as written
    text = ONE_LINE_END.replace("if x < -5 then sum = sum - 1", "if x < -5 then sum = sum + x")
    assert run(text, TOTAL, [3, -7, 2, -1]) == -2


def test_end_used_as_a_name_is_not_dropped() -> None:
    # the answer reads a variable `end`, so a bare `end` after a step may be that name: left as written
    text = "last = 0\nend = 5\nfor x in nums do\n  if x > 0 then last = x end\nend for\nreturn last"
    assert 4 in unread_lines(text, TOTAL)


# --- Lua with numbered lines counts from 1 ---------------------------------------------------------

NUMBERED_LUA = """
1  function find(nums, target)
2    local i = 1
3    while i <= #nums do
4      if nums[i] == target then return i - 1 end
5      i = i + 1
6    end
7    return -1
8  end
"""


def test_numbered_lua_counts_from_one() -> None:
    # Lua's first item is nums[1]: the answer's 1-based index, minus one, is the 0-based answer
    assert run(NUMBERED_LUA, FIND, [5, 8, 9], 9) == 2
    assert run(NUMBERED_LUA, FIND, [5, 8, 9], 4) == -1


def test_numbered_lua_keeps_bug() -> None:
    # the learner returns Lua's own position, one past the 0-based answer
    assert run(NUMBERED_LUA.replace("return i - 1 end", "return i end"), FIND, [5, 8, 9], 9) == 3


# --- a calculator's store arrow, `value → target`, in every step -------------------------------------

STORED = """
new ListNode(0) → front
front → back
While head ≠ null
   If head.val > 0 Then
      head → back.next ; head → back
   End
   head.next → head
End
null → back.next
Return front.next
"""


def test_store_arrows_give_every_target_its_value() -> None:
    assert values(run_nodes(STORED, POSITIVES, linked(3, -1, 4, 0, 5))) == [3, 4, 5]


def test_store_arrows_keep_bug() -> None:
    # the last kept node still points on to what followed it, as written
    text = STORED.replace("null → back.next\n", "")
    assert values(run_nodes(text, POSITIVES, linked(3, -1, 4, 0))) == [3, 4, 0]


def test_store_arrow_beside_another_assignment_keeps_its_other_readings() -> None:
    # `back = front` assigns the usual way, so `head → back.next` is not known to store: left as written
    text = STORED.replace("front → back", "back = front")
    assert 5 in unread_lines(text, POSITIVES)


# --- Portugol with `;` ending every line, and an opening label in Portuguese --------------------------

PORTUGOL = """
Minha ideia: contar os iguais ao alvo

FUNÇÃO contaAlvo(V)
   conta <- 0;
   PARA i DE 0 ATÉ tamanho(V) - 1 FAÇA
      SE (V[i] = 7) ENTÃO
         conta <- conta + 1;
      FIMSE;
   FIM PARA;
   RETORNE conta;
FIM.
"""


def test_portugol_lines_ended_by_semicolons() -> None:
    assert run(PORTUGOL, TOTAL, [7, 1, 7, 7]) == 3


def test_portugol_lines_ended_by_semicolons_keep_bug() -> None:
    # the last item is never looked at, as written
    text = PORTUGOL.replace("ATÉ tamanho(V) - 1", "ATÉ tamanho(V) - 2")
    assert run(text, TOTAL, [7, 1, 7, 7]) == 2


def test_opening_label_in_another_language_needs_its_colon() -> None:
    # without the colon the words could be anything: left listed
    assert 1 in unread_lines(PORTUGOL.replace("Minha ideia:", "Minha ideia"), TOTAL)


# --- R: `for (i in 1:n)` counts from 1, `substr(s, a, b)`, `%in% names(m)`, `if (c) x <- v` ------------

SHORTEST_RUN = sig("first_repeat", "str", s="str")

R_ANSWER = """
First_seen <- empty map
For (i in 1:nchar(s)) {
  Ch <- s[i]
  If (ch %in% names(first_seen)) return(substr(s, first_seen[ch], i))
  If (i > 0) first_seen[ch] <- i
}
Return ""
"""


def test_r_counts_from_one_and_substr_keeps_both_ends() -> None:
    # the stretch from a letter's first place to its repeat, both ends included
    assert run(R_ANSWER, SHORTEST_RUN, "abcb") == "bcb"
    assert run(R_ANSWER, SHORTEST_RUN, "abc") == ""


def test_r_substr_keeps_bug() -> None:
    # the stop is one short, so the repeated letter is left off, as written
    assert run(R_ANSWER.replace("first_seen[ch], i)", "first_seen[ch], i - 1)"), SHORTEST_RUN, "abcb") == "bc"


def test_substr_outside_r_is_left_as_written() -> None:
    # PHP's and SQL's `substr` take a length third: without R's signs the call is not read
    text = "seen = empty map\nfor i from 0 to len(s) - 1\n  if i > 2 then return substr(s, 0, i)\nreturn ''"
    assert 3 in unread_lines(text, SHORTEST_RUN)


# --- a paragraph above a listing numbered from 1 -----------------------------------------------------

LISTING = """
Two passes; first we add every number, then we take off the negative ones twice so they count as minus.

1  total = 0
2  for x in nums
3      total = total + x
4  end for
5  return total
"""


def test_paragraph_above_a_numbered_listing_is_no_step() -> None:
    assert run(LISTING, TOTAL, [4, 5, 6]) == 15


def test_paragraph_above_a_numbered_listing_keeps_bug() -> None:
    # the listing never takes the negative ones off: the paragraph plans it, the steps do not
    assert run(LISTING, TOTAL, [4, -1]) == 3


def test_paragraph_above_a_listing_with_a_gap_in_its_numbers_stays_listed() -> None:
    # numbered 1, 2, 4 …: not one listing, so the paragraph's `we add every number` may be a step
    assert 1 in unread_lines(LISTING.replace("3      total", "6      total"), TOTAL)
