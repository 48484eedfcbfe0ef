"""Steps told in paragraphs are pseudocode, never "neither code nor pseudocode" (docs/grading.md).

Learners who explain an algorithm to a tutor write paragraphs: several steps to a line, each a
sentence ("Start with an empty list. Then walk over s. When the walk is done, give back best.").
Read line by line, such a text opened no line with a step, so it was refused as ``INVALID_SOLUTION``,
which tells a learner who wrote steps that they wrote none. Each sentence now counts as a line would,
so the answer runs, goes to the model, or is refused as not understood (naming the lines); letters,
excuses and the question pasted back are still not answers.

The paragraphs below were written for this test, for question 3 (longest substring without
repeating characters), in several voices; none is taken from the labelled corpus.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from assay.grading._algorithm_shape import has_algorithmic_structure
from assay.sandbox import Sandbox
from tests.api.scripted_llm import Step, completion
from tests.api.support import make_service
from tests.grading.support import (
    WHOLE_PROGRAM,
    api_client,
    assert_not_understood,
    grade_with_script,
    post_evaluate,
)

PARAGRAPHS = {
    # imperative sentences, several to a line, ending in "give back"
    "imperative": (
        "My plan uses a window over the string. Begin with left at 0 and an empty set of letters seen. "
        "Then walk right across s. Whenever the letter at right is already in the set, take the letter "
        "at left out of the set and move left up by one; after that add the letter at right. Keep the "
        "widest window in best. When the walk is done, give back best.\n"
    ),
    # first person, blank lines between paragraphs, "hand it back" for the return
    "first-person": (
        "I remember where each letter last showed up in a dictionary, and I keep start at zero.\n\n"
        "Going through s with an index, if that letter was last seen at or after start, start jumps to "
        "one past it. I record the new position and I compare the window length to my best so far.\n\n"
        "At the end I hand it back.\n"
    ),
    # labelled parts ("Setup:", "Loop:") and "as long as" for a while loop
    "labelled": (
        "Idea: a sliding window. Setup: left is 0, best is 0, and counts is an empty map. Loop: for "
        "each position right in s, add one to the count of s[right]; as long as that count is above "
        "one, lower the count of s[left] and move left forward. Afterwards: best becomes the larger "
        "of best and right - left + 1. Finally return best.\n"
    ),
    # terse capitalised sentences on one line
    "terse": (
        "Two pointers. Start both at zero. Move the right one each step. If a repeat shows up, move "
        "the left one past the earlier copy. Track the longest gap. Return it.\n"
    ),
    # a chatty opener and sign-off around the steps
    "chatty": (
        "Hello! Here is how I would do it, sorry if it is long.\n"
        "So, first, make an empty map called last. As long as there are characters left, look at the "
        "next one: once it is in last at or after the window's start, the start moves just past it. "
        "Then store its index in last and update the best length.\n"
        "After the loop you just return the best length. Thanks!\n"
    ),
}

# Not answers, in the same paragraph form: each holds at most one sentence that opens like a step.
NOT_ANSWERS = {
    "excuse": "Honestly I am not sure how to do this one. I read the question twice. Maybe next week.\n",
    "letter": (
        "Dear grader, I had a busy week. My laptop broke on Tuesday and the library was closed. If "
        "possible, could I have an extension? Thank you.\n"
    ),
    # the question restated ("For example" opens no loop). Pasted with its example's `s = "..."`,
    # it holds two kinds of code (an assignment, a return) and is refused as not understood instead:
    # a 422 either way, on the side that does not blame the learner.
    "question": (
        "Given a string s, return the length of the longest substring (a contiguous run of characters) "
        "in which no character appears twice.\n\nFor example, abcabcbb gives 3 and pwwkew gives 3 "
        "as well.\n"
    ),
    "story": (
        "We walked to the lake on Saturday. The water was cold: nobody swam. Then it rained, so we "
        "drove home early.\n"
    ),
}


@pytest.mark.parametrize("text", PARAGRAPHS.values(), ids=PARAGRAPHS.keys())
def test_steps_in_paragraphs_have_structure(text: str) -> None:
    assert has_algorithmic_structure(text)


@pytest.mark.parametrize("text", NOT_ANSWERS.values(), ids=NOT_ANSWERS.keys())
def test_paragraphs_without_steps_have_none(text: str) -> None:
    assert not has_algorithmic_structure(text)


def _refusal(tmp_path: Path, sandbox: Sandbox, solution: str) -> tuple[int, Any]:
    """Grade ``solution`` for question 3 with no model; the status and body, after checking that
    nothing was stored (a refusal leaves no half-written record)."""
    service = make_service(tmp_path, sandbox)
    with api_client(service) as client:
        response = post_evaluate(client, solution)
    assert service.repository is not None and service.repository.count() == 0
    return response.status_code, response.json()


@pytest.mark.parametrize("name", ["imperative", "first-person", "chatty"])
def test_without_a_model_paragraph_steps_are_not_understood_never_not_a_solution(
    tmp_path: Path, sandbox: Sandbox, name: str
) -> None:
    status, body = _refusal(tmp_path, sandbox, PARAGRAPHS[name])
    assert_not_understood(status, body)


def test_with_a_model_paragraph_steps_go_to_the_model(tmp_path: Path, sandbox: Sandbox) -> None:
    # The model may first be asked for single lines; any request whose messages carry the paragraph
    # is the model path the learner is owed (before this, it was never asked).
    steps = [Step(body=completion(WHOLE_PROGRAM))] * 4
    response, requests = grade_with_script(tmp_path, sandbox, PARAGRAPHS["first-person"], steps)
    asked = [json.dumps(request["messages"]) for request in requests]
    assert any("hand it back" in messages for messages in asked), asked
    status, body = response.status_code, response.json()
    assert status in (200, 422), body
    if status == 200:
        assert body["solutionKind"].startswith("translated"), body
        assert body["needsHumanReview"] is True
    else:
        assert body["error"] == "PSEUDOCODE_NOT_UNDERSTOOD", body


@pytest.mark.parametrize(
    ("name", "said"),
    [("letter", "neither code nor pseudocode"), ("question", "the question's own text")],
)
def test_paragraphs_without_steps_are_still_invalid_solution(
    tmp_path: Path, sandbox: Sandbox, name: str, said: str
) -> None:
    status, body = _refusal(tmp_path, sandbox, NOT_ANSWERS[name])
    assert status == 422, body
    assert body["error"] == "INVALID_SOLUTION", body
    assert said in body["message"]
