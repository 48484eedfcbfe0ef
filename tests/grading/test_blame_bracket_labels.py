"""A word or two in brackets set well apart from a step is a label, not a call (docs/pseudocode.md,
"Comments and asides").

Round 12's first read found ``need = count of each char in t      (Counter)``: the step was read as
``Counter(t)`` and the label after the gap as a call on its value, ``Counter(t)(Counter)``, which
raises ``TypeError`` on every test. That answer was buggy, so its verdict held by chance; a correct
answer written the same way failed on the learner's account. A short bracket after two or more
spaces is now a comment when the answer uses none of its words anywhere else; ``f  (x)`` with ``x``
a name of the answer stays code.

The answers are written for this test, in phrasings of their own.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from assay.grading._pseudocode import normalise
from assay.questions import DirectoryStore
from assay.sandbox import Sandbox
from tests.api.support import make_service
from tests.grading.support import api_client, post_evaluate


def _python(text: str, question: str) -> str:
    normalised = normalise(text, DirectoryStore().get(question).signature)
    assert normalised.ok, normalised.error
    return normalised.python


_SET_LOOP = "for x in nums:\n    if x in seen: return True\n"
LABELLED = {
    "type-name": "seen = set()     (HashSet)\n" + _SET_LOOP + "    seen.add(x)\nreturn False\n",
    "two-words": "seen = {}   (hash map)\n" + _SET_LOOP + "    seen[x] = 1\nreturn False\n",
    "numbered-word": "i = 0  (0-based)\nseen = set()\nwhile i < len(nums):\n"
    "    if nums[i] in seen: return True\n    seen.add(nums[i])\n    i += 1\nreturn False\n",
    "after-a-phrase": "counts = count of each number in nums      (Counter)\nfor x in nums:\n"
    "    if counts[x] > 1: return True\nreturn False\n",
}
LABELS = {
    "type-name": "HashSet",
    "two-words": "hash map",
    "numbered-word": "0-based",
    "after-a-phrase": "Counter",
}


@pytest.mark.parametrize("name", LABELLED)
def test_a_short_label_after_a_gap_is_a_comment(name: str) -> None:
    python = _python(LABELLED[name], "217")
    label = LABELS[name]
    assert f"# {label}" in python and f"({label})" not in python, python


@pytest.mark.parametrize("name", LABELLED)
def test_a_labelled_correct_answer_runs(tmp_path: Path, sandbox: Sandbox, name: str) -> None:
    service = make_service(tmp_path, sandbox)
    with api_client(service) as client:
        response = post_evaluate(client, LABELLED[name], question_id="217")
    body = response.json()
    assert response.status_code == 200, body
    assert body["solutionKind"] == "pseudocode" and body["testResults"]["failed"] == 0, body


def test_a_bracket_naming_the_answers_own_value_stays_code() -> None:
    """`best = max  (best, x)` reads badly, but `best` and `x` are the answer's: it is a call."""
    text = "best = nums[0]\nfor x in nums:\n    best = max  (best, x)\nreturn best\n"
    assert re.search(r"best = max\s*\(best, x\)", _python(text, "53")), _python(text, "53")


def test_a_one_word_bracket_naming_a_variable_stays_code() -> None:
    text = "k = k % len(nums)\nnums.reverse  (k)\nreturn nums\n"
    python = normalise(text, DirectoryStore().get("189").signature).python
    assert "# k" not in python, python


def test_the_learners_bug_beside_a_label_is_kept(tmp_path: Path, sandbox: Sandbox) -> None:
    """`> 2` where `> 1` belongs: the label is read away, the wrong threshold stays."""
    buggy = LABELLED["after-a-phrase"].replace("> 1", "> 2")
    service = make_service(tmp_path, sandbox)
    with api_client(service) as client:
        response = post_evaluate(client, buggy, question_id="217")
    body = response.json()
    assert response.status_code == 200, body
    assert body["testResults"]["failed"] > 0, body
    assert body["testResults"]["failedCases"], body
    assert all(case.get("verdict") == "WA" for case in body["testResults"]["failedCases"]), body
