"""The results folder's pieces: folder names, the per-model summary, the sizes of the quick view,
the trials log and the detailed report, and reading the log back on resume."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

import pytest

from assay.bench._analysis import analyse
from assay.bench._history import History, HistoryEntry
from assay.bench._html import render_html
from assay.bench._models import Trial, TrialKey, TrialStatus
from assay.bench._report import Layout, ResultFolder, build_summary, unique_dirs
from assay.bench._trial_codec import TrialCodec
from assay.errors import InvalidInputError

C, W = TrialStatus.CORRECT, TrialStatus.WRONG_ANSWER


def test_unicode_names_keep_their_letters_and_never_collide() -> None:
    dirs = unique_dirs(["prompt甲", "prompt乙", "prompt1", "promptÉté"])
    assert dirs == {
        "prompt甲": "prompt甲",
        "prompt乙": "prompt乙",
        "prompt1": "prompt1",
        "promptÉté": "promptÉté",
    }


@pytest.mark.parametrize(
    "names",
    [
        ["prompt a/b", "prompt a?b"],
        ["promptX", "promptx"],
        ["prompt 🙂", "prompt 🙃"],
        ["prompt..", "prompt"],
    ],
)
def test_names_that_would_share_a_folder_get_a_hash(names: list[str]) -> None:
    dirs = unique_dirs(names)
    assert len({d.casefold() for d in dirs.values()}) == len(names), dirs
    assert all("/" not in d and d not in (".", "..") for d in dirs.values())


def test_layout_of_seed_8_2_and_per_model_round() -> None:
    key = TrialKey(prompt="prompt甲", model="ollama:qwen2.5-coder:1.5b", round=2, question=3)
    assert Layout.for_run(["prompt甲"], ["m"], 1).trial_file(key) == Path("prompt甲/question_3.py")
    many = Layout.for_run(["prompt甲"], ["ollama:qwen2.5-coder:1.5b", "openai:gpt-4o-mini"], 2)
    assert many.trial_file(key) == Path("prompt甲/ollama_qwen2.5-coder_1.5b/round_2/question_3.py")


def test_out_pointing_at_a_file_is_the_users_error(tmp_path: Path) -> None:
    file = tmp_path / "taken"
    file.write_text("x", encoding="utf-8")
    with pytest.raises(InvalidInputError, match="is a file"):
        ResultFolder.create(file)
    with pytest.raises(InvalidInputError, match="is a file"):
        ResultFolder.create(file / "below")


def trial(prompt: str, q: int, status: TrialStatus, model: str = "m", text: str = "") -> Trial:
    return Trial(
        prompt=prompt,
        model=model,
        round=1,
        question=q,
        status=status,
        question_text="q",
        expected="e",
        prompt_text=text,
    )


def summary_of(trials: list[Trial], models: list[str]) -> dict[str, object]:
    return build_summary(
        "test_x",
        trials,
        analyse(trials, rounds=1),
        started=datetime(2026, 1, 1),
        elapsed_s=1.0,
        config_hash="h",
        models=dict.fromkeys(models),
        seed=0,
        options={},
    )


def test_summary_has_the_seed_shape_for_one_model() -> None:
    trials = [trial("p1", q, C) for q in range(1, 11)] + [trial("p2", q, W) for q in range(1, 11)]
    summary = summary_of(trials, ["m"])
    assert summary["best_prompt"] == {"name": "p1", "accuracy": 100.0}
    prompt_results = summary["prompt_results"]
    assert isinstance(prompt_results, dict) and set(prompt_results) == {"p1", "p2"}
    assert prompt_results["p2"]["accuracy"] == 0.0 and prompt_results["p2"]["total_questions"] == 10
    assert summary["accuracy_by_position"] == {"p1": [1.0] * 10, "p2": [0.0] * 10}


def test_summary_nests_per_model_and_never_pools() -> None:
    trials = [trial("p1", q, C, "a") for q in range(1, 11)] + [trial("p2", q, W, "a") for q in range(1, 11)]
    trials += [trial("p1", q, W, "b") for q in range(1, 11)] + [trial("p2", q, C, "b") for q in range(1, 11)]
    summary = summary_of(trials, ["a", "b"])
    assert summary["best_prompt"] == {
        "a": {"name": "p1", "accuracy": 100.0},
        "b": {"name": "p2", "accuracy": 100.0},
    }
    results = summary["prompt_results"]
    assert isinstance(results, dict)
    assert results["a"]["p1"]["accuracy"] == 100.0 and results["b"]["p1"]["accuracy"] == 0.0
    assert results["a"]["p1"]["total_questions"] == 10  # not 20: models are never pooled
    assert summary["accuracy_by_position"] == {
        "a": {"p1": [1.0] * 10, "p2": [0.0] * 10},
        "b": {"p1": [0.0] * 10, "p2": [1.0] * 10},
    }


def chain(n: int) -> list[Trial]:
    """One prompt's chain of n questions with the full learning history in every prompt."""
    history = History()
    trials = []
    for q in range(1, n + 1):
        question = f"問題 {q}: 請寫一個函式並印出結果 " + "說明" * 40
        text = history.render("你是專業的程式設計師：{question}", question)
        trials.append(trial("prompt甲", q, C, text=text))
        history.add(HistoryEntry(question, "def f():\n    return 1\nprint(f())" * 5, "1", "1", True))
    return trials


def test_quick_view_grows_linearly_with_the_questions() -> None:
    sizes = {}
    for n in (40, 80):
        trials = chain(n)
        full_prompts = sum(len(t.prompt_text) for t in trials)
        html = render_html("t", trials, analyse(trials, rounds=1))
        sizes[n] = len(html)
        assert len(html) < full_prompts / 3  # the histories are not stored over and over
    assert sizes[80] < 2.3 * sizes[40], sizes  # linear: doubling the questions doubles the page


def _write(folder: ResultFolder, trials: list[Trial]) -> None:
    layout = Layout.for_run(["prompt甲"], ["m"], 1)
    for t in trials:
        folder.append_trial(t, layout)


def test_trials_log_and_detailed_report_grow_linearly(tmp_path: Path) -> None:
    """The history is stored once per chain, not once per trial (docs/bench.md, the results folder)."""
    sizes: dict[int, tuple[int, int]] = {}
    for n in (40, 80):
        trials = chain(n)
        full_prompts = sum(len(t.prompt_text.encode()) for t in trials)
        folder = ResultFolder.create(tmp_path / str(n))
        _write(folder, trials)
        folder.write_reports(
            trials,
            analyse(trials, rounds=1),
            started=datetime(2026, 1, 1),
            elapsed_s=1.0,
            config_hash="h",
            models={"m": None},
            seed=0,
            options={},
            html="",
        )
        log = (folder.path / "trials.jsonl").stat().st_size
        detailed = (folder.path / "report" / "detailed_report.json").stat().st_size
        assert log < full_prompts / 3 and detailed < full_prompts / 3, (log, detailed, full_prompts)
        sizes[n] = (log, detailed)
        # and every prompt comes back whole, from the log and from the report
        assert ResultFolder(folder.path).read_trials() == trials
        codec = TrialCodec()
        report = json.loads((folder.path / "report" / "detailed_report.json").read_text(encoding="utf-8"))
        assert [codec.decode(r) for r in report["trials"]] == trials
    assert sizes[80][0] < 2.3 * sizes[40][0] and sizes[80][1] < 2.3 * sizes[40][1], sizes


def test_a_resumed_log_reads_back_whole_across_chains_retries_and_a_torn_line(tmp_path: Path) -> None:
    trials = chain(6)
    other = [t.model_copy(update={"prompt": "prompt乙", "template": "B {question}"}) for t in chain(3)]
    folder = ResultFolder.create(tmp_path)
    layout = Layout.for_run(["prompt甲", "prompt乙"], ["m"], 1)
    for a, b in zip(trials[:3], other, strict=True):  # two chains interleaved, as with concurrency
        folder.append_trial(a, layout)
        folder.append_trial(b, layout)
    failed = trials[3].model_copy(update={"status": TrialStatus.API_ERROR, "error": "down"})
    folder.append_trial(failed, layout)
    with (folder.path / "trials.jsonl").open("a", encoding="utf-8") as fh:
        fh.write('{"prompt": "prompt甲", "model": "m", "rou')  # killed mid-write
    resumed = ResultFolder(folder.path)  # a new process
    assert {t.key(): t for t in resumed.read_trials()}[failed.key()] == failed
    for t in trials[3:]:  # the retried call is recorded again; the last record counts
        resumed.append_trial(t, layout)
    again = ResultFolder(folder.path).read_trials()
    assert sorted(again, key=lambda t: (t.prompt, t.question)) == sorted(
        trials + other, key=lambda t: (t.prompt, t.question)
    )


def test_a_log_written_before_prompt_deltas_still_reads(tmp_path: Path) -> None:
    folder = ResultFolder.create(tmp_path)
    trials = chain(3)
    (folder.path / "trials.jsonl").write_text(
        "".join(t.model_dump_json() + "\n" for t in trials[:2]), encoding="utf-8"
    )
    resumed = ResultFolder(folder.path)
    assert resumed.read_trials() == trials[:2]
    resumed.append_trial(trials[2], Layout.for_run(["prompt甲"], ["m"], 1))
    assert ResultFolder(folder.path).read_trials() == trials
