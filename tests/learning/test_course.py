"""Course files: the bundled course, validation errors with their paths, extend and replace."""

from __future__ import annotations

import copy
import json
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from assay.learning import (
    CourseError,
    course_problems,
    find_cycle,
    load_bundled_course,
    load_course,
    merge_courses,
    parse_course,
)
from tests.learning.support import COURSE, mini_course


def _problems(data: dict[str, Any]) -> list[str]:
    try:
        course = parse_course(data, "test.json")
    except CourseError as exc:
        return exc.problems
    return course_problems(course)


def test_bundled_course_is_valid_and_covers_the_bank() -> None:
    course = load_bundled_course()
    assert course_problems(course) == []
    assert len(course.concepts) >= 30
    covered = {b for c in course.concepts for b in c.bank_concepts}
    bank = resources.files("assay.questions").joinpath("bank")
    needed = set()
    ids = set()
    for item in bank.iterdir():
        if item.name.endswith(".json"):
            question = json.loads(item.read_text())
            needed.update(question.get("concepts", []))
            ids.add(str(question["id"]))
    assert needed <= covered, f"bank concepts without a course concept: {needed - covered}"
    linked = {q for c in course.concepts for q in c.bank_questions}
    assert linked <= ids, f"bank_questions naming no bank question: {linked - ids}"


def test_unknown_prerequisite_is_named_with_its_path() -> None:
    data = copy.deepcopy(COURSE)
    data["concepts"][1]["prerequisites"] = ["arrays", "pointers"]
    assert _problems(data) == ["concepts[1](hashing).prerequisites[1]: unknown concept 'pointers'"]


def test_cycle_is_printed_as_a_path() -> None:
    data = copy.deepcopy(COURSE)
    data["concepts"][0]["prerequisites"] = ["hashing"]
    problems = _problems(data)
    assert any(p.startswith("prerequisites: cycle ") for p in problems)
    cycle = next(p for p in problems if "cycle" in p).split("cycle ")[1]
    assert cycle in ("arrays -> hashing -> arrays", "hashing -> arrays -> hashing")


def test_longer_cycle_path() -> None:
    graph = {"a": ["b"], "b": ["c"], "c": ["a"], "d": ["a"]}
    assert find_cycle(graph) == ["a", "b", "c", "a"]
    assert find_cycle({"a": ["b"], "b": [], "c": ["a", "b"]}) is None


def test_duplicate_and_bad_ids() -> None:
    data = copy.deepcopy(COURSE)
    data["concepts"].append(copy.deepcopy(data["concepts"][0]))
    data["concepts"][1]["common_misconceptions"][1]["id"] = "hash lookup"
    problems = _problems(data)
    assert "concepts[2](arrays).concept_id: duplicate id 'arrays' (also concepts[0])" in problems
    assert any("common_misconceptions[1].id: 'hash lookup' must match" in p for p in problems)


def test_self_prerequisite_and_bad_concept_id() -> None:
    data = copy.deepcopy(COURSE)
    data["concepts"][0]["prerequisites"] = ["arrays"]
    data["concepts"][1]["concept_id"] = "hash/maps"
    problems = _problems(data)
    assert "concepts[0](arrays).prerequisites[0]: a concept cannot be its own prerequisite" in problems
    assert any(p.startswith("concepts[1](hash/maps).concept_id: 'hash/maps' must match") for p in problems)


def test_structure_errors_have_paths() -> None:
    data = copy.deepcopy(COURSE)
    del data["concepts"][1]["name"]
    data["concepts"][1]["common_misconceptions"][0]["remedy"] = "typo of remediation"
    problems = _problems(data)
    assert "concepts[1](hashing).name: Field required" in problems
    assert any(
        p.startswith("concepts[1](hashing).common_misconceptions[0](hash-lookup-scans).remedy")
        for p in problems
    )


def test_extend_replaces_same_ids_and_adds_new_ones(tmp_path: Path) -> None:
    own = {
        "course_id": "teacher",
        "title": "Mine",
        "concepts": [
            {**COURSE["concepts"][1], "name": "My hashing", "prerequisites": ["arrays"]},
            {
                "concept_id": "bloom-filters",
                "name": "Bloom filters",
                "prerequisites": ["hashing"],
                "reference_answer": "Several hashes set bits; a lookup can give false positives only.",
            },
        ],
    }
    file = tmp_path / "course.json"
    file.write_text(json.dumps(own))
    course = load_course(file)
    ids = [c.concept_id for c in course.concepts]
    bundled = [c.concept_id for c in load_bundled_course().concepts]
    assert ids == [*bundled, "bloom-filters"]  # replaced in place, new one appended
    assert next(c for c in course.concepts if c.concept_id == "hashing").name == "My hashing"
    with pytest.raises(CourseError) as caught:  # replace: the file alone lacks `arrays`
        load_course(file, mode="replace")
    assert "unknown concept 'arrays'" in str(caught.value.problems)


def test_extend_is_validated_as_a_whole() -> None:
    base = mini_course()
    extra = parse_course(
        {
            "course_id": "x",
            "title": "x",
            "concepts": [{**COURSE["concepts"][0], "prerequisites": ["hashing"]}],
        }
    )
    merged = merge_courses(base, extra)
    assert any("cycle" in p for p in course_problems(merged))


@pytest.mark.parametrize(
    ("content", "expected"),
    [("{not json", "not JSON"), ('{"course_id": "x"}', "title: Field required")],
)
def test_unreadable_files(tmp_path: Path, content: str, expected: str) -> None:
    file = tmp_path / "c.json"
    file.write_text(content)
    with pytest.raises(CourseError) as caught:
        load_course(file)
    assert expected in str(caught.value)
    with pytest.raises(CourseError, match="does not exist"):
        load_course(tmp_path / "missing.json")


def test_indicator_that_the_reference_answer_contains_is_warned_about() -> None:
    from assay.learning import course_warnings

    assert course_warnings(load_bundled_course()) == []
    data = copy.deepcopy(COURSE)
    data["concepts"][1]["common_misconceptions"][0]["indicators"].append("goes directly to one bucket")
    warnings = course_warnings(parse_course(data))
    assert warnings == [
        "concepts[1](hashing).common_misconceptions[0](hash-lookup-scans).indicators[2]: "
        "'goes directly to one bucket' also matches the reference answer, so it is ignored"
    ]
