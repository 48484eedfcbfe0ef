"""A silent misreading of what a learner's container call does, as a class (docs/pseudocode.md,
"Java's ``List``"), EXECUTED, in phrasings of our own.

- Java's ``list.remove(i)`` with an ``int`` takes the item at position ``i``; read as Python's
  ``list.remove`` it took the first item EQUAL to ``i``. ``remove(Integer.valueOf(x))`` and its kin
  remove by value; where the declarations do not say which, the line is listed, not guessed. The C-family
  front end and the line rules (an answer with ``} end while``) read ``get``/``set``/``add``/``remove``
  the same way.

Each test runs the translation on an input where the two readings give different answers.
"""

from __future__ import annotations

import pytest

from tests.grading.support import run_normalised, sig, unread_lines

DROP = sig("drop", "List[int]", nums="List[int]", k="int")
BUILD = sig("build", "List[int]", nums="List[int]", k="int")

# --- Java's List.remove: a position for an int, a value for an object ------------------------------

# `{end}` after a closing brace: "" is plain Java (the C-family front end reads it), " end while" the
# same answer as a learner closes blocks, which only the line rules read
DROP_AT = """
    public List<Integer> drop(List<Integer> nums, int k) {{
        List<Integer> out = new ArrayList<>(nums);
        {declare}
        while (i < out.size()) {{
            if (i == k) {{
                {remove};
            }}
            i++;
        }}{end}
        return out;
    }}
"""
ENDS = ["", " end while"]


@pytest.mark.parametrize("end", ENDS)
@pytest.mark.parametrize(
    ("declare", "remove"),
    [
        ("int i = 0;", "out.remove(i)"),
        ("int i = 0;", "out.remove(k)"),
        ("int i = 0;", "out.remove(1)"),
        ("int i = 0;", "out.remove(out.size() - out.size() + i)"),
        ("int i = 0, j = 0;", "out.remove(i + j)"),
    ],
)
def test_java_remove_of_an_int_takes_the_item_at_that_position(end: str, declare: str, remove: str) -> None:
    text = DROP_AT.format(declare=declare, remove=remove, end=end)
    # by value, remove(1) would take the 1 at the end
    assert run_normalised(text, DROP, [3, 0, 9, 1], 1) == [3, 9, 1]


@pytest.mark.parametrize("end", ENDS)
@pytest.mark.parametrize(
    ("declare", "remove"),
    [
        ("int i = 0;", "out.remove(Integer.valueOf(k))"),
        ("int i = 0;", "out.remove((Integer) k)"),
        ("int i = 0; Integer v = k;", "out.remove(v)"),
        ("int i = 0;", "out.remove(nums.get(3))"),
    ],
)
def test_java_remove_of_an_object_takes_the_first_equal_item(end: str, declare: str, remove: str) -> None:
    text = DROP_AT.format(declare=declare, remove=remove, end=end)
    assert run_normalised(text, DROP, [3, 0, 9, 1], 1) == [3, 0, 9]
    if "nums.get" not in remove:
        # Java's remove(Object) of a value not there answers false: no error, nothing removed
        assert run_normalised(text, DROP, [3, 0, 9, 1, 5], 4) == [3, 0, 9, 1, 5]


@pytest.mark.parametrize("end", ENDS)
def test_java_remove_whose_argument_type_is_not_declared_is_not_guessed(end: str) -> None:
    text = DROP_AT.format(declare="int i = 0; var j = k;", remove="out.remove(j)", end=end)
    assert unread_lines(text, DROP) == {6}


@pytest.mark.parametrize("end", ENDS)
def test_java_remove_in_a_for_each_over_ints_keeps_the_learners_bug(end: str) -> None:
    # `x` is an int, so Java removes the item at POSITION x (the classic bug): kept, not fixed to a value
    text = f"""
        public List<Integer> drop(List<Integer> nums, int k) {{
            List<Integer> out = new ArrayList<>(nums);
            for (int x : nums) {{
                if (x == k) {{
                    out.remove(x);
                }}
            }}{end.replace("while", "for")}
            return out;
        }}
    """
    assert run_normalised(text, DROP, [2, 0, 5], 2) == [2, 0]


BUILT = """
    public List<Integer> build(List<Integer> nums, int k) {{
        List<Integer> out = new ArrayList<>();
        if (nums.isEmpty()) {{
            return out;
        }}{end_if}
        for (int i = 0; i < nums.size(); i++) {{
            out.add(nums.get(i));
        }}{end_for}
        out.add(0, k);
        out.set(out.size() - 1, out.get(0) + 1);
        return out;
    }}
"""


@pytest.mark.parametrize("end", ENDS)
def test_java_list_calls_read_the_same_on_both_paths(end: str) -> None:
    text = BUILT.format(end_if=end and " end if", end_for=end and " end for")
    assert run_normalised(text, BUILD, [4, 5, 6], 9) == [9, 4, 5, 10]
    assert run_normalised(text, BUILD, [], 9) == []


@pytest.mark.parametrize("end", ENDS)
def test_java_add_at_a_position_past_the_end_fails_as_in_java(end: str) -> None:
    # the learner's off-by-one: Java throws where Python's insert would quietly append
    text = BUILT.format(end_if=end and " end if", end_for=end and " end for").replace(
        "out.add(0, k)", "out.add(out.size() + 1, k)"
    )
    with pytest.raises(IndexError):
        run_normalised(text, BUILD, [4, 5, 6], 9)


def test_python_remove_in_a_python_answer_stays_by_value() -> None:
    text = """
        def drop(nums, k):
            out = list(nums)
            for i in range(len(out)):
                if i == k:
                    out.remove(i)
                    break
            return out
    """
    assert run_normalised(text, DROP, [3, 0, 9, 1], 1) == [3, 0, 9]
