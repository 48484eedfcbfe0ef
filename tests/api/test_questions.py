"""The question endpoints, health and the OpenAPI docs through the real app."""

from __future__ import annotations

import json

from fastapi.testclient import TestClient

from assay.questions import DirectoryStore


def test_list_and_filter_questions(client: TestClient) -> None:
    body = client.get("/api/questions").json()
    assert body["success"] is True
    ids = [q["id"] for q in body["questions"]]
    assert "3" in ids and body["count"] == len(ids) >= 30
    assert set(body["questions"][0]) == {"id", "title", "difficulty", "concepts"}

    easy = client.get("/api/questions", params={"difficulty": "easy"}).json()["questions"]
    assert easy and all(q["difficulty"] == "easy" for q in easy) and len(easy) < len(ids)

    window = client.get("/api/questions", params={"concept": "Sliding Window"}).json()["questions"]
    assert "3" in [q["id"] for q in window]
    assert all("sliding window" in [c.lower() for c in q["concepts"]] for q in window)

    both = client.get("/api/questions", params={"difficulty": "hard", "concept": "sliding window"}).json()
    assert all(q["difficulty"] == "hard" for q in both["questions"])


def test_bad_filter_is_a_clear_422(client: TestClient) -> None:
    response = client.get("/api/questions", params={"difficulty": "impossible"})
    assert response.status_code == 422
    body = response.json()
    assert body["success"] is False and body["error"] == "INVALID_INPUT" and "difficulty" in body["message"]


def test_one_question_never_shows_hidden_tests_or_the_reference(client: TestClient) -> None:
    response = client.get("/api/questions/3")
    assert response.status_code == 200
    question = response.json()["question"]
    assert question["id"] == "3"
    assert question["signature"]["method"] == "length_of_longest_substring"
    assert question["testCases"] and question["hiddenTestCount"] > 0
    assert "hiddenTestCases" not in question and "referenceSolution" not in question
    assert "scaling" not in question
    full = DirectoryStore().get("3")
    text = json.dumps(response.json())
    assert full.reference_solution.strip().splitlines()[-1].strip() not in text
    visible = {json.dumps(t.input, sort_keys=True) for t in full.test_cases}
    for hidden in full.hidden_test_cases:
        key = json.dumps(hidden.input, sort_keys=True)
        if key not in visible and len(key) > 12:
            assert key not in json.dumps([t["input"] for t in question["testCases"]], sort_keys=True)


def test_unknown_question(client: TestClient) -> None:
    response = client.get("/api/questions/424242")
    assert response.status_code == 404
    body = response.json()
    assert body["error"] == "QUESTION_NOT_FOUND" and body["details"]["questionId"] == "424242"
    response = client.get("/api/questions/..%2F..%2Fetc")
    assert response.status_code == 404


def test_unknown_evaluation(client: TestClient) -> None:
    response = client.get("/api/evaluations/does-not-exist")
    assert response.status_code == 404
    body = response.json()
    assert body["success"] is False and body["error"] == "EVALUATION_NOT_FOUND"


def test_health_and_docs(client: TestClient) -> None:
    health = client.get("/health")
    assert health.status_code == 200
    assert health.json()["status"] == "ok" and health.json()["database"] == "ok"
    assert client.get("/docs").status_code == 200
    spec = client.get("/openapi.json").json()
    assert {
        "/api/submissions/evaluate",
        "/api/questions",
        "/api/questions/{question_id}",
        "/api/evaluations/{evaluation_id}",
        "/health",
    } <= set(spec["paths"])
    request = spec["components"]["schemas"]["SubmissionRequest"]
    assert set(request["properties"]) == {"questionId", "solution"}
    for path, method in (
        ("/api/submissions/evaluate", "post"),
        ("/api/questions", "get"),
        ("/api/questions/{question_id}", "get"),
        ("/api/evaluations/{evaluation_id}", "get"),
    ):
        responses = spec["paths"][path][method]["responses"]
        assert {"500", "502", "503"} <= set(responses), (path, sorted(responses))
        assert "SYSTEM_ERROR" in responses["503"]["description"]
    evaluate = spec["paths"]["/api/submissions/evaluate"]["post"]["responses"]
    assert {"200", "404", "413", "422"} <= set(evaluate)
