"""The labelled corpora and the bundled course they refer to are well formed.

The corpora (tests/corpora/learn, tests/corpora/interview) are written apart from the evaluators that
the benchmarks measure against them; these checks keep their labels internally consistent (the gold
decision follows from the gold score or coverage by the documented tables) and their references real,
so a benchmark figure never rests on a typo in the gold set.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
COURSE_FILE = ROOT / "src" / "assay" / "learning" / "courses" / "algorithms.json"
BANK_DIR = ROOT / "src" / "assay" / "questions" / "bank"
ANSWERS_FILE = ROOT / "tests" / "corpora" / "learn" / "answers.jsonl"
TRANSCRIPTS_FILE = ROOT / "tests" / "corpora" / "interview" / "transcripts.jsonl"

ID_PATTERN = re.compile(r"^[a-zA-Z0-9_-]+$")
SPLITS = {"dev", "heldout"}

LEARN_CATEGORIES = {
    "correct",
    "careless",
    "incomplete",
    "procedural",
    "conceptual",
    "off-topic",
    "empty-ish",
    "other-language",
    "paraphrase",
    "expected-words-wrong",
    "negation",
    "code",
}
ERROR_TYPES = {"CORRECT", "CARELESS", "INCOMPLETE", "PROCEDURAL", "CONCEPTUAL"}
DECISIONS = {"MASTERED", "PROCEED", "ALTERNATE", "REMEDIATE", "RETRY"}
LEARN_FIELDS = {
    "id",
    "concept_id",
    "question",
    "expected_answer",
    "learner_response",
    "bank_question_id",
    "category",
    "gold_score",
    "gold_error_type",
    "gold_misconception",
    "gold_decision",
    "split",
}

# The default provider's phases and their items (docs/interview.md).
PHASE_ITEMS = {
    "problem_clarification": ["users", "QPS", "scale", "latency", "availability", "consistency"],
    "requirements": ["features", "API", "constraints", "SLA", "throughput"],
    "data_design": ["database", "schema", "SQL", "NoSQL", "sharding", "replication"],
    "api_design": ["endpoint", "REST", "gRPC", "request", "response", "HTTP"],
    "hld": ["load balancer", "cache", "queue", "CDN", "microservices", "architecture"],
}
STYLES = {"thorough", "partial", "off-topic", "keyword-stuffed", "synonyms", "fragments", "mixed"}
TRANSCRIPT_FIELDS = {
    "id",
    "question",
    "phase",
    "style",
    "messages",
    "gold_covered",
    "gold_decision",
    "split",
}


def _jsonl(path: Path) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        row = json.loads(line)
        assert isinstance(row, dict), f"{path.name}:{number} is not a JSON object"
        rows.append(row)
    return rows


@cache
def course() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(COURSE_FILE.read_text(encoding="utf-8"))
    return data


@cache
def concepts() -> dict[str, dict[str, Any]]:
    return {c["concept_id"]: c for c in course()["concepts"]}


@cache
def bank() -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for path in BANK_DIR.glob("L-*.json"):
        question = json.loads(path.read_text(encoding="utf-8"))
        out[str(question["id"])] = list(question["concepts"])
    return out


@cache
def answers() -> list[dict[str, Any]]:
    return _jsonl(ANSWERS_FILE)


@cache
def transcripts() -> list[dict[str, Any]]:
    return _jsonl(TRANSCRIPTS_FILE)


def decision_for(score: float, error_type: str) -> str:
    if score >= 0.9:
        return "MASTERED"
    if score >= 0.8:
        return "PROCEED"
    if score >= 0.6:
        return "ALTERNATE"
    return "REMEDIATE" if error_type == "CONCEPTUAL" else "RETRY"


# ----------------------------------------------------------------------------- the bundled course


def test_course_ids_are_unique_and_well_formed() -> None:
    ids = [c["concept_id"] for c in course()["concepts"]]
    assert len(ids) >= 32
    assert len(ids) == len(set(ids))
    assert all(ID_PATTERN.match(i) for i in ids)
    misconception_ids = [m["id"] for c in course()["concepts"] for m in c["common_misconceptions"]]
    assert len(misconception_ids) == len(set(misconception_ids))
    assert all(ID_PATTERN.match(i) for i in misconception_ids)


def test_course_prerequisites_exist_and_form_a_dag() -> None:
    graph = {cid: c["prerequisites"] for cid, c in concepts().items()}
    for cid, prerequisites in graph.items():
        unknown = [p for p in prerequisites if p not in graph]
        assert not unknown, f"{cid} names unknown prerequisites {unknown}"
    state: dict[str, int] = {}

    def visit(node: str, path: tuple[str, ...]) -> None:
        assert state.get(node) != 1, f"prerequisite cycle: {' -> '.join((*path, node))}"
        if state.get(node) == 2:
            return
        state[node] = 1
        for prerequisite in graph[node]:
            visit(prerequisite, (*path, node))
        state[node] = 2

    for node in graph:
        visit(node, ())


def test_course_covers_every_bank_concept_with_real_questions() -> None:
    bank_concepts = {name for names in bank().values() for name in names}
    covered: set[str] = set()
    for cid, concept in concepts().items():
        assert set(concept["bank_concepts"]) <= bank_concepts, cid
        covered |= set(concept["bank_concepts"])
        for qid in concept["bank_questions"]:
            assert qid in bank(), f"{cid}: no bank question {qid}"
            assert set(bank()[qid]) & set(concept["bank_concepts"]), f"{cid}: {qid} is off-concept"
    assert covered == bank_concepts


def test_course_concepts_are_complete() -> None:
    for cid, concept in concepts().items():
        for field in ("name", "description", "question", "reference_answer"):
            assert isinstance(concept[field], str) and concept[field].strip(), (cid, field)
        assert 3 <= len(concept["key_points"]) <= 5, cid
        assert 2 <= len(concept["common_misconceptions"]) <= 4, cid
        for misconception in concept["common_misconceptions"]:
            assert misconception["description"] and misconception["remediation"], cid
            assert 2 <= len(misconception["indicators"]) <= 4, misconception["id"]
        assert concept["examples"], cid
        for example in concept["examples"]:
            assert example["question"] and example["reference_answer"], cid


# ----------------------------------------------------------------------------- learner answers


def test_answers_fields_and_enums() -> None:
    for row in answers():
        assert set(row) == LEARN_FIELDS, row.get("id")
        assert row["category"] in LEARN_CATEGORIES, row["id"]
        assert row["gold_error_type"] in ERROR_TYPES, row["id"]
        assert row["gold_decision"] in DECISIONS, row["id"]
        assert row["split"] in SPLITS, row["id"]
        assert isinstance(row["gold_score"], int | float) and 0.0 <= row["gold_score"] <= 1.0
        assert isinstance(row["question"], str) and row["question"].strip(), row["id"]
        assert isinstance(row["learner_response"], str) and row["learner_response"].strip()
        assert row["expected_answer"] is None or (
            isinstance(row["expected_answer"], str) and row["expected_answer"].strip()
        ), row["id"]


def test_answers_ids_unique() -> None:
    ids = [row["id"] for row in answers()]
    assert len(ids) == len(set(ids))


def test_answers_counts() -> None:
    assert len(answers()) >= 130
    per_category = Counter(row["category"] for row in answers())
    short = {c: per_category[c] for c in LEARN_CATEGORIES if per_category[c] < 8}
    assert not short, f"categories under 8 rows: {short}"
    assert len({row["concept_id"] for row in answers()}) >= 25


def test_answers_refer_to_course_concepts_and_misconceptions() -> None:
    for row in answers():
        concept = concepts().get(row["concept_id"])
        assert concept is not None, f"{row['id']}: unknown concept {row['concept_id']}"
        if row["gold_misconception"] is not None:
            known = {m["id"] for m in concept["common_misconceptions"]}
            assert row["gold_misconception"] in known, row["id"]


def test_answers_gold_labels_follow_the_decision_table() -> None:
    for row in answers():
        score, error_type = row["gold_score"], row["gold_error_type"]
        assert (error_type == "CORRECT") == (score >= 0.8), row["id"]
        assert row["gold_decision"] == decision_for(score, error_type), row["id"]


def test_answers_missing_expected_answer_uses_the_concept_question() -> None:
    missing = [row for row in answers() if row["expected_answer"] is None]
    assert 0.05 <= len(missing) / len(answers()) <= 0.30
    for row in missing:
        assert row["question"] == concepts()[row["concept_id"]]["question"], row["id"]


def test_answers_code_rows_name_a_linked_bank_question() -> None:
    code_rows = [row for row in answers() if row["bank_question_id"] is not None]
    assert len(code_rows) >= 8
    for row in code_rows:
        assert row["category"] == "code", row["id"]
        qid = row["bank_question_id"]
        assert qid in bank(), row["id"]
        assert qid in concepts()[row["concept_id"]]["bank_questions"], row["id"]
    assert all(row["bank_question_id"] for row in answers() if row["category"] == "code")


def test_answers_both_splits_in_every_category() -> None:
    for category in LEARN_CATEGORIES:
        splits = {row["split"] for row in answers() if row["category"] == category}
        assert splits == SPLITS, category


# ----------------------------------------------------------------------------- interview transcripts


def test_transcripts_fields_and_enums() -> None:
    for row in transcripts():
        assert set(row) == TRANSCRIPT_FIELDS, row.get("id")
        assert row["phase"] in PHASE_ITEMS, row["id"]
        assert row["style"] in STYLES, row["id"]
        assert row["gold_decision"] in {"next_phase", "continue"}, row["id"]
        assert row["split"] in SPLITS, row["id"]
        assert isinstance(row["question"], str) and row["question"].strip(), row["id"]
        messages = row["messages"]
        assert 4 <= len(messages) <= 14, row["id"]
        for message in messages:
            assert set(message) == {"role", "content"}, row["id"]
            assert message["role"] in {"assistant", "user"}, row["id"]
            assert isinstance(message["content"], str) and message["content"].strip(), row["id"]
        assert any(m["role"] == "user" for m in messages), row["id"]


def test_transcripts_ids_unique() -> None:
    ids = [row["id"] for row in transcripts()]
    assert len(ids) == len(set(ids))


def test_transcripts_counts() -> None:
    assert len(transcripts()) >= 66
    for style in STYLES:
        rows = [row for row in transcripts() if row["style"] == style]
        assert len(rows) >= 8, style
        assert {row["phase"] for row in rows} == set(PHASE_ITEMS), style


def test_transcripts_gold_covered_are_phase_items() -> None:
    for row in transcripts():
        items = PHASE_ITEMS[row["phase"]]
        assert len(row["gold_covered"]) == len(set(row["gold_covered"])), row["id"]
        unknown = [item for item in row["gold_covered"] if item not in items]
        assert not unknown, f"{row['id']}: not items of {row['phase']}: {unknown}"


@pytest.mark.parametrize("phase", sorted(PHASE_ITEMS))
def test_transcripts_decision_follows_coverage(phase: str) -> None:
    rows = [row for row in transcripts() if row["phase"] == phase]
    assert rows
    for row in rows:
        coverage = len(row["gold_covered"]) / len(PHASE_ITEMS[phase])
        expected = "next_phase" if coverage >= 0.6 else "continue"
        assert row["gold_decision"] == expected, row["id"]


def test_transcripts_keyword_stuffing_never_passes() -> None:
    stuffed = [row for row in transcripts() if row["style"] == "keyword-stuffed"]
    assert stuffed and all(row["gold_decision"] == "continue" for row in stuffed)


def test_transcripts_both_splits_in_every_style() -> None:
    for style in STYLES:
        splits = {row["split"] for row in transcripts() if row["style"] == style}
        assert splits == SPLITS, style
