"""Round-18 conventions of the English style (docs/pseudocode.md, "Conventions read since round 18 was
opened: English"), several phrasings each, EXECUTED.

Each convention is written in phrasings of our own (never a corpus answer's words): the answer runs,
a buggy variant still fails the same way, and a look-alike that could be read two ways is refused
(listed as not understood) or left as it was.
"""

from __future__ import annotations

import pytest

from tests.grading.support import normalised, run_normalised, sig, unread_lines

REPEATS = sig("has_repeat", "bool", values="List[int]")
GROUPS = sig("bucket_words", "List[List[str]]", words="List[str]")
LISTS = ([], [7], [1, 2, 3], [4, 1, 4], [2, 2])
WORDS = (["tan", "nat", "bat", ""], [], ["ab", "ba", "ab"])


def repeats(text: str) -> list[object]:
    return [run_normalised(text, REPEATS, list(v)) for v in LISTS]


def groups(text: str) -> list[list[list[str]]]:
    return [sorted(sorted(g) for g in run_normalised(text, GROUPS, list(w))) for w in WORDS]


GROUPED = [[[""], ["bat"], ["nat", "tan"]], [], [["ab", "ab", "ba"]]]


# --- a walk over `the list`, the answer said as a fact, the other test's "it" ------------------------

WALK = """
create an empty set called pool.
{walk}
if v is {place} then {answer}.
if it {isnt} in pool, add v to pool and move on to the next one.
when the {what} is {done}{nothing}, the answer is false.
"""


@pytest.mark.parametrize(
    ("walk", "place", "answer", "isnt", "what", "done", "nothing"),
    [
        (
            "look at every value v in the list, from the 1st one to the last one.",
            "in pool already",
            "we saw it earlier, so the answer is true and we stop there",
            "is not",
            "list",
            "done",
            " and nothing came twice",
        ),
        (
            "look at each number v of the array.",
            "inside pool already",
            "the answer is true and I stop",
            "isn't",
            "array",
            "finished",
            "",
        ),
        (
            "look at every number v in the input, from the first to the last.",
            "already in pool",
            "return true straight away",
            "is not",
            "loop",
            "over",
            " and nothing showed up two times",
        ),
    ],
)
def test_a_walk_over_the_list_with_the_answer_said_runs(
    walk: str, place: str, answer: str, isnt: str, what: str, done: str, nothing: str
) -> None:
    text = WALK.format(
        walk=walk, place=place, answer=answer, isnt=isnt, what=what, done=done, nothing=nothing
    )
    assert repeats(text) == [False, False, False, True, True]


def test_a_walk_over_the_list_keeps_a_bug() -> None:
    # kept bug: the value goes into the set only when it is already there, so nothing ever repeats
    text = """
        create an empty set called pool.
        look at every value v in the list, from the 1st one to the last one.
        if v is in pool already then the answer is true and we stop there.
        if it is in pool, add v to pool and move on to the next one.
        when the list is done, the answer is false.
    """
    assert repeats(text) == [False] * 5


@pytest.mark.parametrize(
    ("made", "walk"),
    [
        # a list the answer makes could be `the list` too: the walk names no one
        ("make an empty list called seen", "look at every value v in the list."),
        # the other order said is no walk of the input as given
        ("build a set named seen", "look at every value v in the list, from the last one to the first one."),
    ],
    ids=["the-answer-makes-a-list", "the-other-order"],
)
def test_a_walk_that_may_not_be_the_inputs_is_left(made: str, walk: str) -> None:
    text = f"""
        {made}
        {walk}
        if v is in seen then return true.
        add v to seen
        return false
    """
    assert 2 in unread_lines(text, REPEATS)


def test_it_in_a_test_after_two_names_is_left() -> None:
    # the test above is about two names: which one "it" is is not said
    text = """
        build a set named pool
        for each v in values
            if v and w are in pool then return true
            if it is not in pool, add v to pool
        return false
    """
    assert "if v not in pool" not in normalised(text, REPEATS).python


def test_already_after_a_place_in_the_middle_of_a_test_is_left() -> None:
    # `already` ends the place only at the test's end; `in pool already twice` says more
    text = """
        build a set named pool
        for each v in values
            if v is in pool already twice then return true
            add v to pool
        return false
    """
    assert 3 in unread_lines(text, REPEATS)


# --- what a map holds, the letters sorted and stuck together, a bracket of examples ----------------

ANAGRAMS = """
SET Buckets = {make}
FOR EACH W in words
   SET K = the letters of W sorted {order} and {joined}{examples}
   IF K is not in Buckets yet, SET Buckets[K] = a new empty list
   ADD W onto the end of Buckets[K]
END FOR
RETURN {back}
"""


@pytest.mark.parametrize(
    ("make", "order", "joined", "examples", "back"),
    [
        (
            "a new empty lookup where each key is the sorted word and the value is the list of its anagrams",
            "a to z",
            "stuck back together",
            ' ("nab" gives "abn", "ban" gives "abn" too, and "" just stays "")',
            "every list that is in Buckets, one list per key",
        ),
        (
            "an empty map. The key is a word's letters in order and the value is a list of words.",
            "alphabetically",
            "glued together",
            ' (e.g. "cab" becomes "abc")',
            "each group in Buckets",
        ),
        (
            "an empty dictionary, key = sorted letters, value = the words with them",
            "into alphabetical order",
            "joined",
            ' ("ba" -> "ab")',
            "all the lists in Buckets",
        ),
    ],
)
def test_a_map_described_and_letters_stuck_together_run(
    make: str, order: str, joined: str, examples: str, back: str
) -> None:
    text = ANAGRAMS.format(make=make, order=order, joined=joined, examples=examples, back=back)
    assert groups(text) == GROUPED


def test_a_map_described_keeps_a_bug() -> None:
    # kept bug: the key is the word itself, so anagrams are never put together
    text = """
        SET Buckets = an empty lookup where the key is the word and the value is a list of words
        FOR EACH W in words
           SET K = W
           IF K is not in Buckets yet, SET Buckets[K] = a new empty list
           ADD W onto the end of Buckets[K]
        END FOR
        RETURN every list that is in Buckets, one list per key
    """
    assert groups(text)[0] == [[""], ["bat"], ["nat"], ["tan"]]


def test_words_about_a_map_with_a_step_in_them_are_left() -> None:
    # `and set count to 0` is a step, not what the map holds: the line is left as written
    text = """
        SET Buckets = an empty lookup where the key is the word and the value is a list, and set count to 0
        FOR EACH W in words
           ADD W onto the end of Buckets[W]
        END FOR
        RETURN every list that is in Buckets
    """
    assert 1 in unread_lines(text, GROUPS)


def test_a_bracket_with_a_name_is_no_example() -> None:
    # `(W gives K)`: a name in the bracket could be a call or a step; not moved to the comment
    text = """
        SET Buckets = an empty lookup
        FOR EACH W in words
           SET K = the letters of W sorted and joined (W gives K)
           ADD W onto the end of Buckets[K]
        END FOR
        RETURN every list that is in Buckets
    """
    py = normalised(text, GROUPS).python
    assert "# W gives K" not in py


# --- a Q&A asker's framing ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("above", "below"),
    [
        ("Hello all, could anyone check this one for me? I think it works.", "Thanks in advance!"),
        ("Hi (first post)\nThis is my attempt at the repeats problem.", "Many thanks"),
        ("Can somebody please have a look, I'm not sure about the empty case", "Cheers"),
    ],
)
def test_a_forum_askers_framing_is_a_comment(above: str, below: str) -> None:
    text = f"{above}\nbuild a set named pool\nfor each v in values\n    if v is in pool then return true\n"
    text += f"    add v to pool\nreturn false\n{below}\n"
    assert repeats(text) == [False, False, False, True, True]


def test_a_forum_askers_framing_keeps_a_bug() -> None:
    # kept bug: the answer is true when no value repeats
    text = "Hi, could someone look over this?\nbuild a set named pool\nfor each v in values\n"
    text += "    if v is in pool then return false\n    add v to pool\nreturn true\nThank you\n"
    assert repeats(text) == [True, True, True, False, False]


def test_hi_as_a_name_is_no_greeting() -> None:
    # `hi = …` sets a name: a step, read as one
    text = """
        hi = 0
        build a set named pool
        for each v in values
            if v is in pool then return true
            add v to pool
        return false
    """
    assert "hi = 0" in normalised(text, REPEATS).python


def test_a_greeting_below_a_step_is_left() -> None:
    # only above the first step: lower down the words are listed, not guessed
    text = """
        build a set named pool
        could someone check this step
        for each v in values
            if v is in pool then return true
            add v to pool
        return false
    """
    assert 2 in unread_lines(text, REPEATS)
