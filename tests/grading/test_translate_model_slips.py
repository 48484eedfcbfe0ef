"""A model's plain slip is read as meant, never put on the learner (docs/pseudocode.md, "Model translation").

Measured with the embedded 0.5B on a paragraph answer: the model wrote a helper as
``build = lambda s, a, b:`` over an indented block, and answered the same code to each syntax-error
feedback (temperature 0), so a correct answer was refused as not understood. The block says what
was meant, a nested ``def``; the learner's own syntax is never repaired.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from assay.grading._pseudocode._model_slips import repair_model_slips
from assay.sandbox import Sandbox
from tests.api.scripted_llm import Step, completion
from tests.grading.support import UNKNOWN_STEP, grade_with_script

# The sliding window of question 3 with its inner loop in a helper written as a block lambda.
BLOCK_LAMBDA = """```python
class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        seen = set()
        left = 0
        best = 0
        shrink = lambda right:
            nonlocal left
            while s[right] in seen:
                seen.remove(s[left])
                left += 1
        for right in range(0, len(s)):
            shrink(right)
            seen.add(s[right])
            best = max(best, right - left + 1)
        return best
```"""

DECLINED_FILL = Step(body=completion('{"lines": []}'))


def test_a_lambda_over_a_block_is_the_def_it_stands_for() -> None:
    code = "def f(n):\n    go = lambda i, acc:\n        return acc + i\n    return go(n, 1)\n"
    repaired, notes = repair_model_slips(code)
    assert repaired.splitlines()[1] == "    def go(i, acc):"
    namespace: dict[str, object] = {}
    exec(compile(repaired, "<t>", "exec"), namespace)
    assert namespace["f"](2) == 3  # type: ignore[operator]
    assert notes and "go = lambda" in notes[0]
    # annotated, a comment after the colon, tabs
    assert repair_model_slips("\th: Callable = lambda x:  # helper\n\t\treturn x\n")[0].startswith(
        "\tdef h(x):"
    )


def test_lambdas_that_are_not_over_a_block_are_left_alone() -> None:
    for code in (
        "f = lambda x: x + 1\n",  # a lambda as Python writes it
        "f = lambda x:\ny = 2\n",  # nothing indented under it: the syntax error stays the model's
        "f = lambda x:\n",
    ):
        assert repair_model_slips(code) == (code, [])


def test_a_translation_with_a_block_lambda_runs_instead_of_being_refused(
    tmp_path: Path, sandbox: Sandbox
) -> None:
    response, requests = grade_with_script(
        tmp_path,
        sandbox,
        UNKNOWN_STEP,
        [DECLINED_FILL, Step(body=completion(BLOCK_LAMBDA)), Step(status=500)],
    )
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["solutionKind"] == "translated" and body["testResults"]["failed"] == 0, body
    assert "def shrink(right):" in body["translatedSolution"]
    assert body["needsHumanReview"] is True
    assert len(requests) <= 3  # one whole-program translation was enough: no syntax feedback round


# The same window as :data:`BLOCK_LAMBDA`, with the notation a small model copies from C-like
# pseudocode: two assignments joined by a comma, and `left++` (seen on round 10 of the corpus).
C_NOTATION = """```python
class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        seen = set()
        left = 0, best = 0
        for right in range(0, len(s)):
            while s[right] in seen:
                seen.remove(s[left])
                left++
            seen.add(s[right])
            best = max(best, right - left + 1)
        return best
```"""


def _syntax_feedback_rounds(requests: list[dict[str, Any]]) -> int:
    return sum("does not compile" in str(r["messages"][-1]["content"]) for r in requests)


def test_a_translation_in_the_learners_notation_is_read_as_pseudocode(
    tmp_path: Path, sandbox: Sandbox
) -> None:
    """The model answers the same non-compiling code to each syntax feedback; the normaliser reads it."""
    response, requests = grade_with_script(
        tmp_path,
        sandbox,
        UNKNOWN_STEP,
        [DECLINED_FILL, *[Step(body=completion(C_NOTATION))] * 3, Step(status=500)],
    )
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["solutionKind"] == "translated" and body["testResults"]["failed"] == 0, body
    assert "left += 1" in body["translatedSolution"]
    assert body["needsHumanReview"] is True
    assert _syntax_feedback_rounds(requests) == 0


def test_a_translation_in_notation_that_changed_the_logic_is_still_refused(
    tmp_path: Path, sandbox: Sandbox
) -> None:
    """Read as pseudocode, the model's code still goes through the fidelity check: here it starts
    the window at 1, which the learner's `for right ← 0` does not."""
    changed = C_NOTATION.replace("range(0, len(s))", "range(1, len(s))")
    response, _ = grade_with_script(
        tmp_path,
        sandbox,
        UNKNOWN_STEP,
        [DECLINED_FILL, *[Step(body=completion(changed))] * 4, Step(status=500)],
    )
    assert response.status_code == 422, response.text
    assert response.json()["details"]["modelTranslation"]["errorCode"] == "UNFAITHFUL_TRANSLATION"


def test_a_translation_nothing_can_read_keeps_its_compile_error(tmp_path: Path, sandbox: Sandbox) -> None:
    garbled = C_NOTATION.replace("left++", "left +=+= )")
    response, requests = grade_with_script(
        tmp_path,
        sandbox,
        UNKNOWN_STEP,
        [DECLINED_FILL, *[Step(body=completion(garbled))] * 3, Step(status=500)],
    )
    assert response.status_code == 422, response.text
    assert response.json()["details"]["modelTranslation"]["errorCode"] == "SYNTAX_ERROR"
    assert _syntax_feedback_rounds(requests) == 2
