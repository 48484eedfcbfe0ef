"""The pieces of the web pages that are pure functions: path checks, chart geometry, identity cookies."""

from __future__ import annotations

import base64
import json
from pathlib import Path

import pytest
from starlette.requests import Request

from assay.errors import InvalidInputError, NotFoundError
from assay.web._bench import resolve_run, summary_view
from assay.web._charts import line_chart, ops_chart, prerequisite_graph
from assay.web._identity import attempts_cookie, clean_learner, read_attempts
from assay.web._signin import safe_next
from assay.web._templates import prose


def _run(root: Path, name: str) -> Path:
    folder = root / name
    folder.mkdir(parents=True)
    (folder / "summary.json").write_text("{}", encoding="utf-8")
    return folder


def test_a_run_is_found_under_the_root_only(tmp_path: Path) -> None:
    root = tmp_path / "bench"
    inside = _run(root, "test_1")
    _run(tmp_path, "secret")
    assert resolve_run(root, "test_1") == inside.resolve()
    for bad in ("../secret", "/etc", str(tmp_path / "secret"), "test_1/../../secret", "", "C:/x"):
        with pytest.raises(InvalidInputError) as caught:
            resolve_run(root, bad)
        assert caught.value.code == "INVALID_BENCH_PATH"
    (root / "link").symlink_to(tmp_path / "secret")
    with pytest.raises(InvalidInputError):
        resolve_run(root, "link")
    with pytest.raises(NotFoundError):
        resolve_run(root, "test_2")


def test_summary_view_keeps_models_apart() -> None:
    summary = {
        "results": [
            {
                "prompt": "p1",
                "model": "a",
                "accuracy": 50.0,
                "interval": [20.0, 80.0],
                "correct": 1,
                "scored": 2,
            },
            {
                "prompt": "p1",
                "model": "b",
                "accuracy": None,
                "interval": [None, None],
                "correct": 0,
                "scored": 0,
            },
        ],
        "comparisons": [{"model": "a", "a": "p1", "b": "p2", "significant": False}],
    }
    view = summary_view(summary)
    assert view["prompts"] == ["p1"] and view["models"] == ["a", "b"]
    assert view["matrix"][("p1", "a")]["low"] == 20.0
    assert view["matrix"][("p1", "b")]["accuracy"] is None
    assert len(view["comparisons"]) == 1


def test_ops_chart_is_log_log_so_a_steeper_class_rises_faster() -> None:
    linear = [(n, float(n)) for n in (10, 100, 1000)]
    square = [(n, float(n * n)) for n in (10, 100, 1000)]
    chart = ops_chart(square, linear)
    assert chart is not None
    answer, reference = chart.series
    assert (answer.label, reference.label) == ("your answer", "reference")
    rise_answer = answer.dots[0][1] - answer.dots[-1][1]
    rise_reference = reference.dots[0][1] - reference.dots[-1][1]
    assert rise_answer == pytest.approx(2 * rise_reference, rel=0.01)  # slope 2 against slope 1
    assert ops_chart([], []) is None
    assert ops_chart([(0, 0.0)], []) is None


def test_line_chart_clamps_and_places_every_value() -> None:
    chart = line_chart([("hashing", [0.0, 0.5, 1.2])])
    assert chart is not None
    ys = [y for _, y in chart.series[0].dots]
    assert ys[0] == chart.bottom_edge and ys[2] == chart.top
    assert line_chart([]) is None


def test_prerequisite_graph_links_both_sides() -> None:
    nodes, edges, _ = prerequisite_graph(("b", "B"), [("a", "A")], [("c", "C"), ("d", "D")])
    assert [n.role for n in nodes] == ["prerequisite", "concept", "next", "next"]
    assert [(x.concept_id, y.concept_id) for x, y in edges] == [("a", "b"), ("b", "c"), ("b", "d")]


def _request(cookies: dict[str, str]) -> Request:
    header = "; ".join(f"{k}={v}" for k, v in cookies.items()).encode()
    return Request({"type": "http", "headers": [(b"cookie", header)]})


def test_learner_names_and_attempt_cookies() -> None:
    assert clean_learner(" ada ") == "ada"
    for bad in ("", "a b", "../x", "x" * 65, None):
        assert clean_learner(bad) is None
    good = base64.urlsafe_b64encode(
        json.dumps(
            [{"question_id": "3", "evaluation_id": "e", "score": 90, "passed": True, "at": 1.0}]
        ).encode()
    ).decode()
    assert [a.evaluation_id for a in read_attempts(_request({attempts_cookie("ada"): good}), "ada")] == ["e"]
    assert read_attempts(_request({attempts_cookie("ada"): "%%%"}), "ada") == []
    assert read_attempts(_request({attempts_cookie("ada"): good}), "bob") == []  # another learner's


def test_after_signing_in_only_this_site_is_a_destination() -> None:
    assert safe_next("/practice/3?lang=python") == "/practice/3?lang=python"
    for bad in ("//evil.example", "https://evil.example", "javascript:alert(1)", ""):
        assert safe_next(bad) == "/practice"


def test_a_description_is_escaped_before_code_and_bold_are_marked() -> None:
    html = str(prose("Return the **longest** run of `s`\nin <b>one</b> pass.\n\nExample: `a<b`"))
    assert html == (
        "<p>Return the <strong>longest</strong> run of <code>s</code> in &lt;b&gt;one&lt;/b&gt; pass.</p>\n"
        "<p>Example: <code>a&lt;b</code></p>"
    )
