"""Text with algorithmic steps is pseudocode, never "neither code nor pseudocode" (docs/grading.md).

``INVALID_SOLUTION`` puts the failure on the learner, so it is kept for text that is truly not an
answer. Two shapes of answer used to land there: Python 2 (``<>``, ``print x``, ``xrange``), whose
syntax error Python 3 raised before any translation, and English steps in a voice of their own
("so we return ...", "then we walk over s") inside paragraphs. Both are pseudocode: run when
understood, otherwise ``422 PSEUDOCODE_NOT_UNDERSTOOD`` naming the lines.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from assay.api import ApiSettings, create_app
from assay.grading._algorithm_shape import has_algorithmic_structure
from assay.grading._validation import reads_as_python
from assay.sandbox import Sandbox
from tests.api.support import make_service
from tests.grading.support import assert_not_understood

EVALUATE = "/api/submissions/evaluate"

# Longest substring without repeating characters (question 3), as a Python 2 user writes it.
PY2_NOT_EQUAL = """class Solution(object):
    def lengthOfLongestSubstring(self, s):
        last = {}
        best = 0
        start = 0
        for i in xrange(len(s)):
            if s[i] in last and last[s[i]] >= start:
                start = last[s[i]] + 1
            last[s[i]] = i
            if i - start + 1 <> best:
                best = max(best, i - start + 1)
        return best
"""

PY2_PRINT = """class Solution:
    def length_of_longest_substring(self, s):
        seen = set()
        left = 0
        best = 0
        for right in range(len(s)):
            while s[right] in seen:
                seen.remove(s[left])
                left += 1
            seen.add(s[right])
            best = max(best, right - left + 1)
            print best
        return best
"""

PY2_EXCEPT = """class Solution(object):
    def lengthOfLongestSubstring(self, s):
        try:
            best = 0
            for i in xrange(len(s)):
                j = i
                while j < len(s) and s[j] not in s[i:j]:
                    j += 1
                best = max(best, j - i)
            return best
        except IndexError, e:
            return 0
"""

# The same algorithm told in paragraphs, each step after "we"/"you": no line opens with a step word.
VOICED_WE = """To begin, we keep a map from each letter to the last place it was seen, and a start at 0.

Next we walk over s with an index i. If the letter at i was seen at or after start, start jumps \
to one past that place; either way we store i as its last place, and the best length grows to \
i - start + 1 when that is larger.

When the walk is over we return the best length, and I think that covers it.
"""

VOICED_YOU = """The idea: you need to track the last index of every character in a dictionary.
As you go through s, the window's left edge jumps past an earlier copy of the current character.
At the end you just return the widest window you saw along the way.
"""

# Code inside sentences: one paragraph of terse steps, no line opening with a step word.
TERSE_PARAGRAPH = (
    "Sliding window. start 0, best 0, last = empty map. For each i in s: if last has s[i] and "
    "last[s[i]] >= start then start = last[s[i]] + 1. Store i. best = max(best, i - start + 1). "
    "Done -> return best.\n"
)

# Copied from a video with its timestamps in front of every line.
TIMESTAMPED = """Longest substring - from the video
0:20 sliding window with a map
1:05  start = 0, best = 0, last = {}
1:40  for i, c in enumerate(s) {
1:52      if c in last and last[c] >= start: start = last[c] + 1
2:10      last[c] = i
2:31      best = max(best, i - start + 1)
2:55  }
3:02  return best
"""

# Not answers: a story told in the same voice, a one-line plan, a recipe-like list, and text with
# one code-like piece only (a comparison in a sentence).
NOT_ANSWERS = [
    "We went to the market on Sunday and we bought apples.\nIt rained all afternoon.\n",
    "I would use a window over the string, I guess.\n",
    "Dear grader, we love this course. Thank you for reading.\n",
    "Python 3.11 > Python 2, everyone knows that.\n",
]
NOT_ANSWER_IDS = ["story", "plan", "letter", "comparison"]


def _post(tmp_path: Path, sandbox: Sandbox, solution: str) -> tuple[int, dict[str, Any], int]:
    service = make_service(tmp_path, sandbox)
    with TestClient(create_app(ApiSettings(), service=service), raise_server_exceptions=False) as client:
        response = client.post(EVALUATE, json={"questionId": "3", "solution": solution})
    assert service.repository is not None
    body: dict[str, Any] = response.json()
    return response.status_code, body, service.repository.count()


@pytest.mark.parametrize("text", [PY2_NOT_EQUAL, PY2_PRINT, PY2_EXCEPT], ids=["not-equal", "print", "except"])
def test_python_2_is_pseudocode_to_translate_not_python_3_with_a_syntax_error(text: str) -> None:
    assert not reads_as_python(text)


def test_python_3_with_a_syntax_error_still_reads_as_python() -> None:
    # `print(best)` and `!=` are Python 3: the missing colon stays the learner's compile error.
    text = PY2_PRINT.replace("print best", "print(best)").replace("range(len(s)):", "range(len(s))")
    assert text != PY2_PRINT and reads_as_python(text)


@pytest.mark.parametrize(
    "text", [VOICED_WE, VOICED_YOU, TERSE_PARAGRAPH, TIMESTAMPED], ids=["we", "you", "terse", "timestamped"]
)
def test_steps_in_a_voice_of_their_own_have_structure(text: str) -> None:
    assert has_algorithmic_structure(text)


@pytest.mark.parametrize("text", NOT_ANSWERS, ids=NOT_ANSWER_IDS)
def test_prose_in_the_same_voice_without_steps_has_none(text: str) -> None:
    assert not has_algorithmic_structure(text)


@pytest.mark.parametrize(
    "text",
    [PY2_NOT_EQUAL, PY2_PRINT, PY2_EXCEPT, VOICED_WE, VOICED_YOU, TERSE_PARAGRAPH, TIMESTAMPED],
    ids=["py2-not-equal", "py2-print", "py2-except", "voiced-we", "voiced-you", "terse", "timestamped"],
)
def test_an_answer_with_steps_is_run_or_not_understood_never_blamed(
    tmp_path: Path, sandbox: Sandbox, text: str
) -> None:
    status, body, stored = _post(tmp_path, sandbox, text)
    if status == 200:
        # It ran: the learner's algorithm was graded, not Python 3's refusal of Python 2.
        assert body["testResults"]["compileError"] is None, body
        return
    assert_not_understood(status, body)
    assert stored == 0


@pytest.mark.parametrize("text", NOT_ANSWERS, ids=NOT_ANSWER_IDS)
def test_text_that_is_not_an_answer_is_still_invalid_solution(
    tmp_path: Path, sandbox: Sandbox, text: str
) -> None:
    status, body, stored = _post(tmp_path, sandbox, text)
    assert status == 422, body
    assert body["error"] == "INVALID_SOLUTION", body
    assert "neither code nor pseudocode" in body["message"]
    assert stored == 0
