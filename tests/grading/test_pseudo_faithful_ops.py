"""Two silent misreadings of what a learner's container call does, as classes (docs/pseudocode.md,
"Java's ``List``" and "English"), EXECUTED, in phrasings of our own.

- Java's ``list.remove(i)`` with an ``int`` takes the item at position ``i``; read as Python's
  ``list.remove`` it took the first item EQUAL to ``i``. ``remove(Integer.valueOf(x))`` and its kin
  remove by value; where the declarations do not say which, the line is listed, not guessed. The C-family
  front end and the line rules (an answer with ``} end while``) read ``get``/``set``/``add``/``remove``
  the same way.
- ``take (x, y) out of q`` on a queue took its LAST item (``q.pop()``); a queue gives its front, a
  stack its top, and a list that is neither is taken from only by ``pop``.

Each test runs the translation on an input where the two readings give different answers.
"""

from __future__ import annotations

import pytest

from tests.grading.support import normalised, run_normalised, sig, unread_lines

DROP = sig("drop", "List[int]", nums="List[int]", k="int")
BUILD = sig("build", "List[int]", nums="List[int]", k="int")
FIRST = sig("first", "int", nums="List[int]")

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


# --- taking out of a queue: its front; out of a stack: its top ------------------------------------

TAKE = """
    {make}
    for each x in nums
        {put}
    {take}
    return y
"""


@pytest.mark.parametrize(
    "make",
    [
        "make a new queue q",
        "let q be a new queue",
        "q ← empty queue",
        "create a queue called q",
        "q = deque()",
        "make an empty list q",  # named as a queue
    ],
)
@pytest.mark.parametrize(
    "take",
    [
        "take y out of q",
        "remove y from q",
        "pop y off q",
        "pull y out of q",
        "dequeue y from q",
        "take y out of the queue",
        "y = pop from q",
    ],
)
def test_taking_out_of_a_queue_takes_its_front(make: str, take: str) -> None:
    text = TAKE.format(make=make, put="put x into q", take=take)
    # FIRST wants the first number: a queue gives it (a stack's reading gave the 1)
    assert run_normalised(text, FIRST, [4, 8, 1]) == 4


def test_a_pair_taken_out_of_a_queue_is_its_front() -> None:
    text = """
        make a new queue q
        for each index i and number x in nums
            put (x, i) into q
        take (y, j) out of q
        return y + j
    """
    assert run_normalised(text, FIRST, [4, 8, 1]) == 4


def test_a_list_enqueued_to_is_a_queue() -> None:
    text = TAKE.format(make="make an empty list todo", put="enqueue x into todo", take="take y out of todo")
    assert run_normalised(text, FIRST, [4, 8, 1]) == 4


def test_a_queue_pushed_to_is_still_a_queue() -> None:
    # `push` is a queue's word too (C++'s queue::push): the name says queue, and that decides
    text = TAKE.format(make="queue ← []", put="push x into the queue", take="take y out of the queue")
    assert run_normalised(text, FIRST, [4, 8, 1]) == 4


@pytest.mark.parametrize(
    ("make", "put", "take"),
    [
        ("make an empty stack st", "push x onto st", "take y out of st"),
        ("make a new stack q", "put x into q", "take y out of q"),  # made a stack, whatever its name
        ("make an empty list todo", "push x onto todo", "take y out of todo"),
        ("make an empty list todo", "put x into todo", "pop y off todo"),  # `pop` says its end
    ],
)
def test_taking_out_of_a_stack_takes_its_top(make: str, put: str, take: str) -> None:
    assert run_normalised(TAKE.format(make=make, put=put, take=take), FIRST, [4, 8, 1]) == 1


def test_a_queue_used_where_the_last_was_wanted_keeps_the_learners_bug() -> None:
    # the question wants the LAST number; the learner's queue gives the first, as it would when run
    text = TAKE.format(make="make a new queue q", put="put x into q", take="take y out of q")
    last = sig("last", "int", nums="List[int]")
    assert run_normalised(text.replace("first", "last"), last, [4, 8, 1]) == 4


@pytest.mark.parametrize(
    ("make", "take"),
    [
        ("make an empty list todo", "take y out of todo"),  # neither a queue nor a stack: which end?
        ("make a new queue q", "take y off the top of q"),  # a queue's top: which end?
    ],
)
def test_an_end_not_said_is_not_guessed(make: str, take: str) -> None:
    put = "put x into todo" if "todo" in make else "put x into q"
    text = TAKE.format(make=make, put=put, take=take)
    assert 5 in unread_lines(text, FIRST), normalised(text, FIRST).python


# --- peeking: a queue shows its front, a stack its top ----------------------------------------------

PEEK = """
    function first(nums)
        {make}
        for each x in nums
            {put}
        {look}
"""


@pytest.mark.parametrize(
    ("make", "put"),
    [
        ("make a new queue q", "put x into q"),
        ("let q be a new queue", "ENQUEUE(q, x)"),
        ("q = deque()", "q.append(x)"),
        ("make an empty list q", "enqueue x into q"),
    ],
)
@pytest.mark.parametrize("look", ["return peek q", "return the peek of q", "return PEEK(q)"])
def test_peeking_at_a_queue_sees_its_front(make: str, put: str, look: str) -> None:
    text = PEEK.format(make=make, put=put, look=look)
    # FIRST wants the first number: the queue's front (its back, the old reading, is the 1)
    assert run_normalised(text, FIRST, [4, 8, 1]) == 4, normalised(text, FIRST).python


@pytest.mark.parametrize(
    ("make", "put"),
    [("make an empty stack st", "push x onto st"), ("let st be a new stack", "PUSH(st, x)")],
)
@pytest.mark.parametrize("look", ["return peek st", "return the peek of st", "return PEEK(st)"])
def test_peeking_at_a_stack_sees_its_top(make: str, put: str, look: str) -> None:
    # the learner's bug kept: a stack's top is the LAST number pushed, not the first FIRST wants
    assert run_normalised(PEEK.format(make=make, put=put, look=look), FIRST, [4, 8, 1]) == 1
