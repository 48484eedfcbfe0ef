"""Two readings that would fail a correct JavaScript-flavoured answer on the learner's account
(docs/pseudocode.md, "Limits"), found in round 12 of the corpus once it was opened (a buggy answer
that kept its verdict for the wrong reason: `ref-same`).

* ``let a = [...s].sort((x, y) => y - x)``: JavaScript's ``sort`` gives the sorted array back;
  Python's sorts in place and gives ``None``, so ``a = [*s].sort(reverse=True)`` failed every test
  with a ``TypeError``. A sorted copy is now ``sorted(…)``; the value of an in-place sort kept in a
  name is a doubt (the model is asked, or the line is named), never a grade.
* ``let s = new Set(n)`` with ``n`` never set: the convention that reads a bare ``n`` as the input's
  length made ``set(len(nums))``. An ``n`` used as the items themselves is left unset, a doubt.

The answers are written for this test, in phrasings of their own.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from assay.grading._pseudocode import normalise
from assay.questions import DirectoryStore
from assay.sandbox import Sandbox
from tests.api.support import make_service
from tests.grading.support import api_client, post_evaluate

SORTED_COPIES = {
    "spread": "let a = [...nums].sort((x, y) => y - x)\nreturn a[k - 1]\n",
    "slice": "const a = nums.slice().sort((p, q) => q - p);\nreturn a[k - 1];\n",
    "spread-semicolons": "let desc = [...nums].sort((a, b) => b - a);\nreturn desc[k-1];\n",
}


@pytest.mark.parametrize("name", SORTED_COPIES)
def test_a_sorted_copy_kept_in_a_name_runs(tmp_path: Path, sandbox: Sandbox, name: str) -> None:
    service = make_service(tmp_path, sandbox)
    with api_client(service) as client:
        response = post_evaluate(client, SORTED_COPIES[name], question_id="215")
    body = response.json()
    assert response.status_code == 200, body
    assert body["solutionKind"] == "pseudocode" and body["testResults"]["failed"] == 0, body


def test_a_sorted_copy_keeps_the_learners_order(tmp_path: Path, sandbox: Sandbox) -> None:
    """`x - y` sorts ascending: the k-th smallest, the learner's bug, still fails as a wrong answer."""
    buggy = SORTED_COPIES["spread"].replace("y - x", "x - y")
    service = make_service(tmp_path, sandbox)
    with api_client(service) as client:
        response = post_evaluate(client, buggy, question_id="215")
    body = response.json()
    assert response.status_code == 200, body
    assert body["testResults"]["failedCases"], body
    assert all(case["verdict"] == "WA" for case in body["testResults"]["failedCases"]), body


def test_a_sort_in_place_as_a_step_stays_one() -> None:
    python = normalise(
        "nums.sort((x, y) => y - x)\nreturn nums[k - 1]\n", DirectoryStore().get("215").signature
    ).python
    assert "nums.sort(reverse=True)" in python and "sorted(" not in python, python


def test_the_value_of_a_sort_in_place_is_named_not_graded(tmp_path: Path, sandbox: Sandbox) -> None:
    """`let a = nums.sort(…)` is the array in JavaScript, `None` in Python: a doubt, not a crash."""
    text = "let a = nums.sort((x, y) => y - x)\nreturn a[k - 1]\n"
    service = make_service(tmp_path, sandbox)
    with api_client(service) as client:
        response = post_evaluate(client, text, question_id="215")
    body = response.json()
    assert response.status_code == 422, body
    assert body["error"] == "PSEUDOCODE_NOT_UNDERSTOOD", body
    assert "gives back nothing" in str(body), body


N_AS_ITEMS = {
    "set": "let s = new Set(n)\nlet a = [...s].sort((x, y) => y - x)\nreturn a[k - 1]\n",
    "loop": "best = []\nfor x in n:\n    best.append(x)\nbest.sort()\nreturn best[len(best) - k]\n",
    "index": "sort n descending\nreturn n[k - 1]\n",
}


@pytest.mark.parametrize("name", N_AS_ITEMS)
def test_an_n_that_holds_the_items_is_not_the_length(tmp_path: Path, sandbox: Sandbox, name: str) -> None:
    normalised = normalise(N_AS_ITEMS[name], DirectoryStore().get("215").signature)
    assert "len(nums)" not in normalised.python, normalised.python
    service = make_service(tmp_path, sandbox)
    with api_client(service) as client:
        response = post_evaluate(client, N_AS_ITEMS[name], question_id="215")
    body = response.json()
    assert response.status_code == 422 and body["error"] == "PSEUDOCODE_NOT_UNDERSTOOD", body


def test_an_n_that_counts_is_still_the_length() -> None:
    text = "best = nums[0]\nfor i from 1 to n - 1\n    best = max(best, nums[i])\nreturn best\n"
    assert "n = len(nums)" in normalise(text, DirectoryStore().get("53").signature).python
