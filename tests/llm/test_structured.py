"""Turning a model's text into a validated value: which JSON in the answer is the answer."""

from __future__ import annotations

import pytest
from pydantic import BaseModel

from assay.llm import extract_json, parse_structured
from assay.llm._structured import json_candidates


class Person(BaseModel):
    name: str
    age: int


@pytest.mark.parametrize(
    "text",
    [
        '{"name": "Ada", "age": 36}',
        'See note [1]. {"name": "Ada", "age": 36}',
        'Example: {"x": 1}. Answer: {"name": "Ada", "age": 36}',
        'Schema says {"name": "string", "age": "integer"}; mine is {"name": "Ada", "age": 36}',
        '```json\n{"name": "Ada", "age": 36,}\n```',
        '{"name": "Ada", "age": 36, }',
        'Steps: [1, 2, 3]\n```\n{"name": "Ada", "age": 36}\n```',
        'Nested: {"result": {"name": "Ada", "age": 36}}',
    ],
    ids=[
        "bare",
        "citation-first",
        "example-first",
        "schema-echo-first",
        "fenced-trailing-comma",
        "trailing-comma-space",
        "list-before-fence",
        "wrapped",
    ],
)
def test_the_first_candidate_that_validates_wins(text: str) -> None:
    assert parse_structured(text, Person) == Person(name="Ada", age=36)


def test_objects_are_preferred_for_object_types_but_lists_still_parse_for_list_types() -> None:
    text = 'Indices [0, 1] and the pair {"name": "Ada", "age": 36}'
    assert parse_structured(text, Person).name == "Ada"
    assert parse_structured(text, list[int]) == [0, 1]


def test_trailing_commas_inside_strings_are_kept() -> None:
    value = extract_json('{"note": "a,]", "items": [1, 2,],}')
    assert value == {"note": "a,]", "items": [1, 2]}


def test_no_valid_candidate_reports_the_first_problem() -> None:
    with pytest.raises(ValueError, match="does not match the schema") as info:
        parse_structured('Answer: {"name": "Ada", "age": "old"}', Person)
    assert "age" in str(info.value)
    with pytest.raises(ValueError, match="no JSON"):
        parse_structured("I cannot help with that.", Person)


def test_candidates_keep_reading_order_and_drop_duplicates() -> None:
    text = 'a {"k": 1} b ```json\n{"k": 1}\n``` c [2]'
    assert json_candidates(text) == [{"k": 1}, [2]]


def test_extract_json_keeps_returning_the_first_value() -> None:
    assert extract_json('See [1] and {"a": 1}') == [1]
