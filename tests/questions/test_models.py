"""The question model: exact fields, cross-field checks, public views and the content hash."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from pydantic import ValidationError

from assay.questions import DirectoryStore, PublicQuestion, Question


@pytest.fixture(scope="module")
def raw3() -> dict[str, Any]:
    return json.loads(DirectoryStore().get("3").model_dump_json())


def _mutated(raw: dict[str, Any], **changes: Any) -> dict[str, Any]:
    doc = copy.deepcopy(raw)
    doc.update(changes)
    return doc


def test_seed_example_loads(raw3: dict[str, Any]) -> None:
    question = Question.model_validate(raw3)
    assert question.id == "3"
    assert question.signature.method == "length_of_longest_substring"
    assert [(p.name, p.type) for p in question.signature.params] == [("s", "str")]
    assert question.signature.returns == "int"
    assert question.complexity_requirements.time == "O(n)"
    assert question.compare.mode == "exact"


def test_unknown_field_is_rejected(raw3: dict[str, Any]) -> None:
    with pytest.raises(ValidationError, match="extra_field"):
        Question.model_validate(_mutated(raw3, extra_field=1))


@pytest.mark.parametrize("bad_id", ["", "../etc", "a/b", "x" * 65, "3 ", "é"])
def test_id_pattern(raw3: dict[str, Any], bad_id: str) -> None:
    with pytest.raises(ValidationError):
        Question.model_validate(_mutated(raw3, id=bad_id))


def test_test_inputs_must_name_exactly_the_params(raw3: dict[str, Any]) -> None:
    doc = copy.deepcopy(raw3)
    doc["hidden_test_cases"][2]["input"] = {"text": "abc"}
    with pytest.raises(ValidationError, match=r"hidden_test_cases\[2\].input.*missing \['s'\]"):
        Question.model_validate(doc)


def test_inplace_needs_a_param_and_none_return(raw3: dict[str, Any]) -> None:
    with pytest.raises(ValidationError, match="not a parameter"):
        Question.model_validate(_mutated(raw3, compare={"mode": "inplace", "arg": "nums"}))
    with pytest.raises(ValidationError, match=r'needs signature\.returns "None"'):
        Question.model_validate(_mutated(raw3, compare={"mode": "inplace", "arg": "s"}))


def test_reference_must_define_the_method(raw3: dict[str, Any]) -> None:
    source = "class Solution:\n    def other(self, s: str) -> int:\n        return 0\n"
    with pytest.raises(ValidationError, match="length_of_longest_substring"):
        Question.model_validate(_mutated(raw3, reference_solution=source))
    with pytest.raises(ValidationError, match="not valid Python"):
        Question.model_validate(_mutated(raw3, reference_solution="class Solution(:\n"))


def test_generator_and_complexity_are_checked(raw3: dict[str, Any]) -> None:
    with pytest.raises(ValidationError, match="generate"):
        Question.model_validate(_mutated(raw3, scaling={"generator": "def make(n): return {}"}))
    with pytest.raises(ValidationError, match="big-O"):
        Question.model_validate(_mutated(raw3, complexity_requirements={"time": "linear", "space": "O(1)"}))


def test_public_view_hides_secrets(raw3: dict[str, Any]) -> None:
    question = Question.model_validate(raw3)
    public = question.public()
    assert isinstance(public, PublicQuestion)
    dumped = public.model_dump_json()
    assert "reference_solution" not in dumped and "hidden_test_cases" not in dumped
    assert "last_seen" not in dumped  # a token of the reference solution's source
    for case in question.hidden_test_cases:
        assert case not in public.test_cases or case in question.test_cases
    assert public.hidden_test_count == len(question.hidden_test_cases)


def test_content_hash_tracks_every_field(raw3: dict[str, Any]) -> None:
    base = Question.model_validate(raw3)
    same = Question.model_validate(copy.deepcopy(raw3))
    assert base.content_hash == same.content_hash and len(base.content_hash) == 64
    edited = Question.model_validate(_mutated(raw3, title=raw3["title"] + "!"))
    assert edited.content_hash != base.content_hash
