"""The bundled bank: coverage of the issue's topics, test counts, and that it is built from its sources."""

from __future__ import annotations

import random

import pytest

from assay.questions import DirectoryStore, Question
from tests.questions.authoring import build

TOPICS = {
    "arrays",
    "strings",
    "hashing",
    "two pointers",
    "sliding window",
    "stack",
    "binary search",
    "linked lists",
    "trees",
    "graphs",
    "heaps",
    "intervals",
    "backtracking",
    "dynamic programming",
}


@pytest.fixture(scope="module")
def bank() -> list[Question]:
    store = DirectoryStore()
    return [store.get(i) for i in store.ids()]


def test_size_and_topics(bank: list[Question]) -> None:
    assert len(bank) >= 30
    covered = {c for q in bank for c in q.concepts}
    assert TOPICS <= covered, f"topics without a question: {sorted(TOPICS - covered)}"
    assert {q.compare.mode for q in bank} == {"exact", "unordered", "float", "inplace", "checker"}


def test_each_question_is_complete(bank: list[Question]) -> None:
    for q in bank:
        assert len(q.test_cases) >= 8 and len(q.hidden_test_cases) >= 8, q.id
        assert q.requirements and q.concepts and q.constraints, q.id
        assert q.scaling is not None, q.id
        assert q.signature.method.islower() or "_" in q.signature.method, q.id


def test_generators_return_the_params(bank: list[Question]) -> None:
    for q in bank:
        assert q.scaling is not None
        namespace: dict[str, object] = {}
        exec(q.scaling.generator, namespace)
        sample = namespace["generate"](12, random.Random(0))  # type: ignore[operator]
        assert set(sample) == {p.name for p in q.signature.params}, q.id


def test_seed_example_is_question_3(bank: list[Question]) -> None:
    q3 = next(q for q in bank if q.id == "3")
    assert q3.title == "Longest Substring Without Repeating Characters"
    assert q3.signature.method == "length_of_longest_substring"
    assert q3.complexity_requirements.time == "O(n)"
    assert {"input": {"s": "abcabcbb"}, "expected": 3} in [c.model_dump() for c in q3.test_cases]


def test_bank_files_are_current_with_their_sources() -> None:
    rendered = build.render()
    on_disk = {p.name: p.read_text() for p in build.BANK.glob("L-*.json")}
    assert rendered == on_disk, "run `python -m tests.questions.authoring.build`"
