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
from assay.grading._pseudocode._flush_returns import flush_blocks, flush_returns
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


# -- any block typed flush left, not only one a `return` ends (stop 27) ------------------------------

FLUSH_BLOCKS = {
    # in-place, so no `return` ends anything: the zero-filling loop would run inside the first one
    "move-zeroes": (
        "283",
        "j ← 0\nfor i ← 0 to length(nums) − 1 do\nif nums[i] ≠ 0 then\nnums[j] ← nums[i]\nj ← j + 1\n"
        "for k ← j to length(nums) − 1 do\nnums[k] ← 0\n",
        2,
    ),
    # Python-like colons on a phone that strips leading spaces
    "colons": (
        "283",
        "w = 0\nfor r in range(len(nums)):\nif nums[r] != 0:\nnums[w], nums[r] = nums[r], nums[w]\nw += 1\n",
        2,
    ),
    # an `if` at the top, flush, holding the rest of the answer
    "if-block": (
        "189",
        "k = k mod len(nums)\nif k > 0 then\nnums.reverse()\nnums[0:k] = reversed(nums[0:k])\n"
        "nums[k:] = reversed(nums[k:])\n",
        2,
    ),
}


def _blocks(question: str, text: str) -> list[int]:
    normalised = normalise(text, DirectoryStore().get(question).signature)
    assert normalised.ok, normalised.error
    return flush_blocks(ast.parse(normalised.python), text.split("\n"), normalised.line_map)


@pytest.mark.parametrize("name", FLUSH_BLOCKS)
def test_a_flush_left_block_with_no_end_is_named_at_its_header(name: str) -> None:
    question, text, header = FLUSH_BLOCKS[name]
    assert _blocks(question, text) == [header]


LEFT_ALONE = {
    "closed": (
        "283",
        "j ← 0\nfor i ← 0 to length(nums) − 1 do\nif nums[i] ≠ 0 then\nnums[j] ← nums[i]\nj ← j + 1\n"
        "end if\nend for\nfor k ← j to length(nums) − 1 do\nnums[k] ← 0\nend for\n",
    ),
    "indented": (
        "283",
        "j ← 0\nfor i ← 0 to length(nums) − 1 do\n    if nums[i] ≠ 0 then\n        nums[j] ← nums[i]\n"
        "        j ← j + 1\nfor k ← j to length(nums) − 1 do\n    nums[k] ← 0\n",
    ),
    "one-later-line": ("53", "best ← nums[0]\nfor each x in nums do\nbest ← max(best, x)\n"),
    "numbered-listing": (
        "283",
        "1  j ← 0\n2  for i ← 0 to length(nums) − 1 do\n3      if nums[i] ≠ 0 then\n"
        "4          nums[j] ← nums[i]\n5          j ← j + 1\n6  for k ← j to length(nums) − 1 do\n"
        "7      nums[k] ← 0\n",
    ),
}


@pytest.mark.parametrize("name", LEFT_ALONE)
def test_a_block_whose_end_is_written_or_unambiguous_is_left_alone(name: str) -> None:
    question, text = LEFT_ALONE[name]
    assert _blocks(question, text) == []


def test_a_flush_left_in_place_answer_is_refused_naming_its_header(tmp_path: Path, sandbox: Sandbox) -> None:
    _, text, header = FLUSH_BLOCKS["move-zeroes"]
    service = make_service(tmp_path, sandbox)
    with api_client(service) as client:
        response = post_evaluate(client, text, question_id="283")
    body = response.json()
    assert response.status_code == 422, body
    assert body["error"] == "PSEUDOCODE_NOT_UNDERSTOOD", body
    lines = body["details"]["lines"]
    assert any(line["line"] == header and "end for" in line["hint"] for line in lines), lines
    assert service.repository is not None and service.repository.count() == 0


def test_the_same_answer_closed_is_graded_and_passes(tmp_path: Path, sandbox: Sandbox) -> None:
    service = make_service(tmp_path, sandbox)
    with api_client(service) as client:
        response = post_evaluate(client, LEFT_ALONE["closed"][1], question_id="283")
    body = response.json()
    assert response.status_code == 200, body
    assert body["solutionKind"] == "pseudocode" and body["testResults"]["failed"] == 0, body


def test_with_a_model_a_flush_left_block_goes_to_the_model(tmp_path: Path, sandbox: Sandbox) -> None:
    program = (
        "```python\nclass Solution:\n    def move_zeroes(self, nums: List[int]) -> None:\n"
        "        j = 0\n        for i in range(len(nums)):\n            if nums[i] != 0:\n"
        "                nums[j] = nums[i]\n                j = j + 1\n"
        "        for k in range(j, len(nums)):\n            nums[k] = 0\n```"
    )
    steps = [Step(body=completion('{"lines": []}')), *[Step(body=completion(program))] * 3]
    with scripted_llm(steps) as llm:
        service = make_service(tmp_path, sandbox, gateway=make_gateway(llm.url))
        with api_client(service) as client:
            response = post_evaluate(client, FLUSH_BLOCKS["move-zeroes"][1], question_id="283")
        requests = llm.requests
    assert requests, "the model was never asked"
    body = response.json()
    assert response.status_code == 200, body
    assert body["solutionKind"].startswith("translated") and body["testResults"]["failed"] == 0, body
    assert body["needsHumanReview"] is True
