"""Line fill-in: the model translates only the lines the normaliser did not understand.

Over real HTTP, with a scripted model speaking the OpenAI wire format (docs/pseudocode.md, "Line
fill-in"): an accepted fill-in runs the normaliser's own lines with the model's few, and says so
(``solutionKind: translated_lines``); a fill-in that would change a line the normaliser produced, read
a name nothing binds, answer the wrong number of lines, turn a block header into a statement (or
back), drop the step or "fix" the learner's bug is refused, and the whole-program translation runs as
before. Without a model, the answer is the unchanged ``422 PSEUDOCODE_NOT_UNDERSTOOD``.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

from assay.grading._pseudocode._models import UnrecognisedLine
from assay.grading._pseudocode._no_blame import NOT_UNDERSTOOD
from assay.grading._pseudocode._translate_lines import _slots
from assay.sandbox import Sandbox
from tests.api.scripted_llm import Step, completion
from tests.api.support import make_service
from tests.grading.support import (
    UNKNOWN_STEP,
    UNKNOWN_STEP_LINE,
    WHOLE_PROGRAM,
    api_client,
    grade_with_script,
    post_evaluate,
    translation_kinds,
)

# UNKNOWN_STEP is question 3 in the arrow style, line 7 a procedure no rule knows (tests/grading/support.py).
# The same answer where the doubtful line opens a block: the loop's condition is the unknown procedure.
UNKNOWN_HEADER = UNKNOWN_STEP.replace(
    "        while s[right] ∈ seen do", "        while WINDOW-HOLDS(seen, s[right]) do"
).replace("            DROP-FROM-WINDOW(seen, s[left])", "            remove s[left] from seen")
# Buggy: the window's width is one short, and that line is the one the normaliser does not know.
BUGGY = UNKNOWN_STEP.replace(
    "            DROP-FROM-WINDOW(seen, s[left])", "            remove s[left] from seen"
).replace("        best ← max(best, right - left + 1)", "        best ← LARGER-OF(best, right - left)")
# A condition and its step in one sentence, the step a procedure no rule knows: a header with its body.
UNKNOWN_INLINE = UNKNOWN_STEP.replace(
    "    seen ← empty set\n", "    if length(s) = 0 then GIVE-UP-WITH(0)\n    seen ← empty set\n", 1
).replace("            DROP-FROM-WINDOW(seen, s[left])", "            remove s[left] from seen")


def fill(*lines: str, ids: list[int] | None = None) -> Step:
    """A scripted fill-in answer: one entry per line, numbered from 1 unless ``ids`` says otherwise."""
    numbers = ids or list(range(1, len(lines) + 1))
    body = {"lines": [{"id": n, "python": line} for n, line in zip(numbers, lines, strict=True)]}
    return Step(body=completion(json.dumps(body)))


def test_a_fill_in_runs_the_normalisers_lines_with_the_models_one(tmp_path: Path, sandbox: Sandbox) -> None:
    response, requests = grade_with_script(
        tmp_path, sandbox, UNKNOWN_STEP, [fill("seen.remove(s[left])"), Step(status=500)]
    )
    assert response.status_code == 200, response.text
    body = response.json()
    assert translation_kinds(requests) == ["fill"]
    assert "response_format" in requests[0], "the gateway's structured output was asked for"
    asked = requests[0]["messages"][1]["content"]
    assert "<<LINE 1>>" in asked and "DROP-FROM-WINDOW(seen, s[left])" in asked
    assert "left = left + 1" in asked and "seen, best, left, right, s" not in asked  # the program, in scope
    assert body["solutionKind"] == "translated_lines" and body["testResults"]["failed"] == 0
    ran = body["translatedSolution"]
    assert "                seen.remove(s[left])\n" in ran  # at the placeholder's indentation
    assert "while s[_index(right)] in seen:" in ran  # the normaliser's own lines, unchanged
    assert body["needsHumanReview"] is True and "translated_by_model" in body["humanReviewReasons"]
    assert any(f"line(s) {UNKNOWN_STEP_LINE}" in n for n in body["feedback"]["notices"])


def test_a_block_header_is_filled_with_a_header(tmp_path: Path, sandbox: Sandbox) -> None:
    response, requests = grade_with_script(
        tmp_path, sandbox, UNKNOWN_HEADER, [fill("while s[right] in seen:"), Step(status=500)]
    )
    assert response.status_code == 200, response.text
    body = response.json()
    assert "a block header ending with ':'" in requests[0]["messages"][1]["content"]
    assert body["solutionKind"] == "translated_lines" and body["testResults"]["failed"] == 0
    assert "            while s[right] in seen:\n                seen.discard(" in body["translatedSolution"]


def test_a_condition_and_its_step_are_filled_in_as_one_line(tmp_path: Path, sandbox: Sandbox) -> None:
    response, requests = grade_with_script(
        tmp_path, sandbox, UNKNOWN_INLINE, [fill("if len(s) == 0: return 0"), Step(status=500)]
    )
    assert response.status_code == 200, response.text
    body = response.json()
    assert "its step on the same line" in requests[0]["messages"][1]["content"]
    assert body["solutionKind"] == "translated_lines" and body["testResults"]["failed"] == 0
    assert "        if len(s) == 0: return 0\n        seen = set()\n" in body["translatedSolution"]


@pytest.mark.parametrize(
    ("text", "answer", "reason"),
    [
        (UNKNOWN_STEP, fill("seen.remove(s[left])\nleft = left + 2"), "several lines"),
        (UNKNOWN_STEP, fill("seen.remove(s[left]); left = left + 2"), "several statements"),
        (UNKNOWN_STEP, fill("seen.discard(s[left] or window)"), "`window`, which nothing binds"),
        (UNKNOWN_STEP, fill("left = left + 1"), "leaves out `s`, `seen`"),
        (UNKNOWN_STEP, fill("best = max(best, right - left + 1)"), "uses `best`, `right`"),
        (UNKNOWN_STEP, fill("seen.remove(s[left])", "left = left + 1"), "2 answer(s) for 1"),
        (UNKNOWN_STEP, fill("seen.remove(s[left])", ids=[2]), "unknown numbers"),
        (UNKNOWN_STEP, fill("pass"), "drops the step"),
        (UNKNOWN_STEP, fill("global left"), "changes the other lines' meaning"),
        (UNKNOWN_STEP, fill("if s[left] in seen:"), "a block header where the pseudocode has one"),
        (UNKNOWN_HEADER, fill("seen.discard(s[right])"), "a statement where the pseudocode opens a block"),
        (UNKNOWN_HEADER, fill("with open(s) as seen:"), "a header of a kind"),
        (UNKNOWN_INLINE, fill("if len(s) == 0:"), "a header without the step"),
        (UNKNOWN_INLINE, fill("return 0"), "not a block header with its step"),
        (UNKNOWN_INLINE, fill("if len(s) == 0: pass"), "drops the step"),
        (UNKNOWN_STEP, Step(body=completion("I cannot do that.")), "did not answer the fill-in"),
    ],
    ids=[
        "rewrites-the-next-line",
        "two-statements",
        "unbound-name",
        "another-line-of-the-program",
        "a-line-from-elsewhere",
        "too-many-lines",
        "wrong-number",
        "drops-the-step",
        "changes-other-lines-scope",
        "statement-made-a-header",
        "header-made-a-statement",
        "header-of-another-kind",
        "inline-without-its-step",
        "inline-without-its-header",
        "inline-step-dropped",
        "not-json",
    ],
)
def test_a_refused_fill_in_falls_back_to_the_whole_program_translation(
    tmp_path: Path, sandbox: Sandbox, caplog: pytest.LogCaptureFixture, text: str, answer: Step, reason: str
) -> None:
    steps = [answer, Step(body=completion("not json either"))] if "cannot" in str(answer.body) else [answer]
    with caplog.at_level(logging.INFO, logger="assay.grading"):
        response, requests = grade_with_script(
            tmp_path, sandbox, text, [*steps, Step(body=completion(WHOLE_PROGRAM))]
        )
    assert response.status_code == 200, response.text
    body = response.json()
    refusals = [r.getMessage() for r in caplog.records if "line fill-in refused" in r.getMessage()]
    assert len(refusals) == 1 and reason in refusals[0], refusals
    assert translation_kinds(requests) == ["fill"] * len(steps) + ["whole"]
    assert body["solutionKind"] == "translated"
    assert "max_length" in body["translatedSolution"]  # the whole-program answer ran, not the fill


def test_the_learners_bug_survives_the_fill_in(tmp_path: Path, sandbox: Sandbox) -> None:
    response, requests = grade_with_script(
        tmp_path, sandbox, BUGGY, [fill("best = max(best, right - left)"), Step(status=500)]
    )
    assert response.status_code == 200, response.text
    body = response.json()
    assert translation_kinds(requests) == ["fill"]
    assert body["solutionKind"] == "translated_lines"
    assert "best = max(best, right - left)\n" in body["translatedSolution"]
    assert body["passed"] is False and body["testResults"]["failed"] > 0  # one short, as written


def test_a_fill_in_that_fixes_the_bug_is_refused(tmp_path: Path, sandbox: Sandbox) -> None:
    # The whole-program answer "fixes" it too (the seed solution): refused as well, never graded.
    response, requests = grade_with_script(
        tmp_path,
        sandbox,
        BUGGY,
        [fill("best = max(best, right - left + 1)"), Step(body=completion(WHOLE_PROGRAM))],
    )
    assert translation_kinds(requests) == [
        "fill",
        "whole",
        "whole",
    ]  # one fidelity round for the whole program
    assert response.status_code == 422, response.text
    body = response.json()
    assert body["error"] == NOT_UNDERSTOOD
    assert body["details"]["modelTranslation"]["errorCode"] == "UNFAITHFUL_TRANSLATION"


def test_an_answer_mostly_not_understood_is_not_filled_in_line_by_line() -> None:
    # Four doubtful lines, or more than half the answer's: the whole-program translation is asked.
    lines = [
        "class Solution:",
        "    def f(self, s):",
        "        a",
        "        b",
        "        c",
        "        d",
        "        return 0",
    ]
    line_map = [0, 0, 1, 2, 3, 4, 5]
    source = ["a", "b", "c", "d", "return 0"]
    four = [UnrecognisedLine(line=n, text=source[n - 1], hint="?") for n in (1, 2, 3, 4)]
    assert _slots(lines, line_map, four, source) == "4 doubtful lines of 5"
    three = four[:3]
    assert _slots(lines, line_map, three, source) == "3 doubtful lines of 5"  # more than half
    slots = _slots(lines, line_map, four[:2], source)
    assert not isinstance(slots, str) and [slot.source_line for slot in slots] == [1, 2]


def test_without_a_model_the_answer_is_the_unchanged_422(tmp_path: Path, sandbox: Sandbox) -> None:
    service = make_service(tmp_path, sandbox)
    with api_client(service) as client:
        response = post_evaluate(client, UNKNOWN_STEP)
    assert response.status_code == 422, response.text
    body = response.json()
    assert body["error"] == NOT_UNDERSTOOD
    assert body["details"]["lines"][0]["line"] == UNKNOWN_STEP_LINE
    assert "modelTranslation" not in body["details"]
    assert service.repository is not None and service.repository.count() == 0


def test_a_model_that_fails_both_ways_is_our_failure_with_the_lines(tmp_path: Path, sandbox: Sandbox) -> None:
    response, requests = grade_with_script(
        tmp_path,
        sandbox,
        UNKNOWN_STEP,
        [fill("window.discard(s[left])"), Step(body=completion("I am sorry, I cannot translate this."))],
    )
    assert translation_kinds(requests)[:2] == ["fill", "whole"]
    assert response.status_code == 422, response.text
    body = response.json()
    assert body["error"] == NOT_UNDERSTOOD and body["details"]["lines"][0]["line"] == UNKNOWN_STEP_LINE
    assert body["details"]["modelTranslation"]["errorCode"] == "SYNTAX_ERROR"
