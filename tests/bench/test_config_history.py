from __future__ import annotations

import json
from pathlib import Path

import pytest

from assay.bench._config import fill_template, load_config
from assay.bench._history import History, HistoryEntry
from assay.errors import InvalidInputError, NotFoundError

SEED_CONFIG = {
    "prompt1": "你是專業的程式設計師，請根據以下問題寫出完整的Python程式碼：{question}",
    "prompt2": "請仔細分析問題並提供最佳解法：{question}",
    "questions": [
        {"question": "實作Two Sum演算法 nums=[2,7,11,15], target=9", "answer": "[0, 1]"},
        {"question": "calculate_average([])", "expected": 0},
    ],
}


def write(tmp_path: Path, data: object) -> Path:
    path = tmp_path / "test_data.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def test_seed_config_loads_unchanged(tmp_path: Path) -> None:
    config = load_config(write(tmp_path, SEED_CONFIG))
    assert list(config.prompts) == ["prompt1", "prompt2"]
    assert [q.answer for q in config.questions] == ["[0, 1]", "0"]  # expected alias, number as text
    assert config.models == [] and config.settings.rounds == 1
    assert len(config.source_hash) == 64


@pytest.mark.parametrize(
    ("data", "fragment"),
    [
        ({"questions": [{"question": "q", "answer": "a"}]}, "no prompt templates"),
        ({"prompt1": "x {question}"}, "no questions"),
        ({"prompt1": "x", "questions": [{"question": "q"}]}, "questions.0.answer"),
        ({"prompt1": "", "questions": [{"question": "q", "answer": "a"}]}, "non-empty"),
        ([1, 2], "JSON object"),
    ],
)
def test_bad_configs_say_what_is_wrong(tmp_path: Path, data: object, fragment: str) -> None:
    with pytest.raises(InvalidInputError, match=fragment):
        load_config(write(tmp_path, data))


def test_missing_and_broken_files(tmp_path: Path) -> None:
    with pytest.raises(NotFoundError):
        load_config(tmp_path / "nope.json")
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    with pytest.raises(InvalidInputError, match="not valid UTF-8 JSON"):
        load_config(broken)


def test_fill_template_leaves_other_braces_alone() -> None:
    template = "Return a dict like {'a': {x}} for: {question} (format: {answer})"
    assert fill_template(template, "Q{1}") == "Return a dict like {'a': {x}} for: Q{1} (format: {answer})"
    assert fill_template("No placeholder.", "Q") == "No placeholder.\n\nQ"


def test_history_follows_seed_layout_exactly() -> None:
    """Seed 3.2: the base template, a blank line, the history (if any), then the new question."""
    history = History()
    template = SEED_CONFIG["prompt1"]
    assert isinstance(template, str)
    base = "你是專業的程式設計師，請根據以下問題寫出完整的Python程式碼："
    assert history.render(template, "Q1") == f"{base}\n\n現在請解決新問題：Q1"
    history.add(HistoryEntry("Two Sum", "def two_sum(nums, target): ...", "[0, 1]", "[0, 1]", True))
    history.add(HistoryEntry("Indent", "def greet(name): ...", "Hello", "Hi", False))
    assert history.render(template, "Q3") == (
        f"{base}\n"
        "\n"
        "之前的學習經驗：\n"
        "\n"
        "問題1: Two Sum\n"
        "我的回答: def two_sum(nums, target): ...\n"
        "結果: ✅ PASSED (期望: [0, 1], 實際: [0, 1])\n"
        "\n"
        "問題2: Indent\n"
        "我的回答: def greet(name): ...\n"
        "結果: ❌ FAILED (期望: Hello, 實際: Hi)\n"
        "\n"
        "---\n"
        "現在請解決新問題：Q3"
    )
    history.clear()
    assert history.render(template, "Q1") == f"{base}\n\n現在請解決新問題：Q1"


def test_placeholder_in_the_middle_and_template_without_one() -> None:
    history = History(language="en")
    assert history.render("Solve {question} in Python.\nPrint the result.", "Q") == (
        "Solve  in Python.\nPrint the result.\n\nNow solve the new question: Q"
    )
    assert history.render("{question}", "Q") == "Now solve the new question: Q"
    assert (
        history.render("Plain instructions.", "Q") == "Plain instructions.\n\nNow solve the new question: Q"
    )


def test_history_disabled_and_clipped() -> None:
    off = History(enabled=False)  # --no-history: the question simply fills the template
    off.add(HistoryEntry("q", "a", "e", "x", True))
    assert off.render("T {question}", "Q") == "T Q"
    clipped = History(language="en", max_chars=40)
    clipped.add(HistoryEntry("q" * 100, "a" * 100, "e", "x", True))
    text = clipped.render("T {question}", "Q")
    assert "a" * 38 not in text and "..." in text
    assert text.endswith("Now solve the new question: Q")


def test_unknown_top_level_keys_warn_and_load(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    data = {**SEED_CONFIG, "description": "my run", "version": 2}
    with caplog.at_level("WARNING", logger="assay.bench"):
        config = load_config(write(tmp_path, data))
    assert config.ignored_keys == ["description", "version"]
    assert list(config.prompts) == ["prompt1", "prompt2"]
    assert "ignoring unknown top-level keys description, version" in caplog.text


@pytest.mark.parametrize(
    ("answer", "printed"),
    [
        (True, "True"),
        (False, "False"),
        (None, "None"),
        (0, "0"),
        (2.5, "2.5"),
        (1e20, "1e+20"),
        (["a", 1, True, None], "['a', 1, True, None]"),
        ({"k": [1, 2.5]}, "{'k': [1, 2.5]}"),
        ([0, 1], "[0, 1]"),
        ("[0, 1]", "[0, 1]"),
    ],
)
def test_non_string_answers_become_what_python_prints(tmp_path: Path, answer: object, printed: str) -> None:
    data = {"prompt1": "{question}", "questions": [{"question": "q", "answer": answer}]}
    config = load_config(write(tmp_path, data))
    assert config.questions[0].answer == printed
    # and it is exactly what print() shows for that value
    import contextlib
    import io

    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        print(answer)
    assert buffer.getvalue().rstrip("\n") == printed
