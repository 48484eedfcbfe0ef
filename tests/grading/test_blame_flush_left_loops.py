"""A final ``return`` after a flush-left loop is never graded as the loop's last step
(docs/pseudocode.md, "Blocks").

Typed flush left with no closer, a loop says where it starts but not where it ends, and the
normaliser keeps every later line in it: a correct binary search (question 704) came back 45/100,
"returns -1 instead of 4", with ``needsHumanReview: false``. Such a ``return`` is now a doubt: the
model is asked, or the answer is refused naming the line. The answers are written for this test.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from assay.grading._pseudocode import normalise
from assay.grading._pseudocode._flush_returns import flush_returns
from assay.questions import DirectoryStore
from assay.sandbox import Sandbox
from tests.api.scripted_llm import Step, completion, scripted_llm
from tests.api.support import make_gateway, make_service
from tests.grading.support import api_client, post_evaluate

FLUSH = {
    # textbook arrows, `do` on the header
    "textbook": (
        "lo ← 0\nhi ← length(nums) − 1\nwhile lo ≤ hi do\nmid ← ⌊(lo + hi) / 2⌋\n"
        "if nums[mid] = target then return mid\nif nums[mid] < target then lo ← mid + 1\n"
        "else hi ← mid − 1\nreturn −1\n"
    ),
    # Python-like with colons, nothing indented (a phone that strips leading spaces)
    "python-like": (
        "lo = 0\nhi = len(nums) - 1\nwhile lo <= hi:\nmid = (lo + hi) // 2\n"
        "if nums[mid] == target: return mid\nif nums[mid] < target: lo = mid + 1\n"
        "else: hi = mid - 1\nreturn -1\n"
    ),
    # `for` over the items, a linear scan
    "scan": ("for i from 0 to length(nums) - 1 do\nif nums[i] = target then return i\nreturn -1\n"),
}

CLOSED = (
    "lo ← 0\nhi ← length(nums) − 1\nwhile lo ≤ hi do\nmid ← ⌊(lo + hi) / 2⌋\n"
    "if nums[mid] = target then return mid\nif nums[mid] < target then lo ← mid + 1\n"
    "else hi ← mid − 1\nend while\nreturn −1\n"
)
INDENTED = (
    "lo ← 0\nhi ← length(nums) − 1\nwhile lo ≤ hi do\n    mid ← ⌊(lo + hi) / 2⌋\n"
    "    if nums[mid] = target then return mid\n    if nums[mid] < target then lo ← mid + 1\n"
    "    else hi ← mid − 1\nreturn −1\n"
)
# the learner's own bug, said with a closer: the return is inside the loop, and stays there
RETURN_INSIDE = (
    "lo ← 0\nhi ← length(nums) − 1\nwhile lo ≤ hi do\nmid ← ⌊(lo + hi) / 2⌋\n"
    "if nums[mid] = target then return mid\nif nums[mid] < target then lo ← mid + 1\n"
    "else hi ← mid − 1\nreturn −1\nend while\n"
)


def _flagged(text: str) -> list[tuple[int, int]]:
    signature = DirectoryStore().get("704").signature
    normalised = normalise(text, signature)
    assert normalised.ok, normalised.error
    return flush_returns(ast.parse(normalised.python), text.split("\n"), normalised.line_map)


@pytest.mark.parametrize("name", FLUSH)
def test_a_return_after_a_flush_left_loop_is_named(name: str) -> None:
    text = FLUSH[name]
    assert [step for _, step in _flagged(text)] == [len(text.rstrip("\n").split("\n"))]


@pytest.mark.parametrize(
    "text", [CLOSED, INDENTED, RETURN_INSIDE], ids=["closed", "indented", "closer-after"]
)
def test_a_loop_whose_end_the_learner_said_is_left_alone(text: str) -> None:
    assert _flagged(text) == []


@pytest.mark.parametrize("name", FLUSH)
def test_without_a_model_it_is_refused_naming_the_line_never_graded(
    tmp_path: Path, sandbox: Sandbox, name: str
) -> None:
    service = make_service(tmp_path, sandbox)
    with api_client(service) as client:
        response = post_evaluate(client, FLUSH[name], question_id="704")
    body = response.json()
    assert response.status_code == 422, body
    assert body["error"] == "PSEUDOCODE_NOT_UNDERSTOOD", body
    lines = body["details"]["lines"]
    assert any("end while" in line["hint"] and line["text"].startswith("return") for line in lines), lines
    assert service.repository is not None and service.repository.count() == 0


def test_the_learners_own_closer_keeps_their_bug(tmp_path: Path, sandbox: Sandbox) -> None:
    """With `end while` after the return, the loop runs once as written: graded, failing."""
    service = make_service(tmp_path, sandbox)
    with api_client(service) as client:
        response = post_evaluate(client, RETURN_INSIDE, question_id="704")
    body = response.json()
    assert response.status_code == 200, body
    assert body["testResults"]["failed"] > 0 and body["solutionKind"] == "pseudocode"


def test_with_a_model_the_flush_left_answer_goes_to_the_model(tmp_path: Path, sandbox: Sandbox) -> None:
    program = (
        "```python\nclass Solution:\n    def search(self, nums: List[int], target: int) -> int:\n"
        "        lo = 0\n        hi = len(nums) - 1\n        while lo <= hi:\n"
        "            mid = (lo + hi) // 2\n            if nums[mid] == target:\n                return mid\n"
        "            if nums[mid] < target:\n                lo = mid + 1\n            else:\n"
        "                hi = mid - 1\n        return -1\n```"
    )
    steps = [Step(body=completion('{"lines": []}')), *[Step(body=completion(program))] * 3]
    with scripted_llm(steps) as llm:
        service = make_service(tmp_path, sandbox, gateway=make_gateway(llm.url))
        with api_client(service) as client:
            response = post_evaluate(client, FLUSH["textbook"], question_id="704")
        requests = llm.requests
    assert requests, "the model was never asked"
    body = response.json()
    assert response.status_code == 200, body
    assert body["solutionKind"].startswith("translated") and body["testResults"]["failed"] == 0, body
    assert body["needsHumanReview"] is True
