"""The model's whole-program translation runs as written, or is refused as our failure, never graded.

Over real HTTP with a scripted model speaking the OpenAI wire format (docs/pseudocode.md, "Runs as
written: the static checks"): a reply of ``sorry`` (wrapped into the method body, it compiles), code
reading a name nothing sets and a class without the question's method each get one feedback round and
then ``422 PSEUDOCODE_NOT_UNDERSTOOD`` saying the model translation failed too; a good translation is
graded. With ``ASSAY_TRANSLATE_FILL_LINES=false`` the model is asked for no line fill-in. And a call of a
procedure nobody defines is a doubt on its own line, also when the normaliser read its first call as the
method's header (docs/grading.md, "When the translation is unsure").
"""

from __future__ import annotations

from pathlib import Path

import pytest

from assay.grading import Normalised, normalise
from assay.grading._pseudocode._no_blame import NOT_UNDERSTOOD, static_doubts
from assay.grading._pseudocode._translate import unrunnable
from assay.questions import Question
from assay.sandbox import Sandbox
from tests.api.scripted_llm import Step, completion
from tests.api.support import SEED_SOLUTION
from tests.grading.support import (
    UNKNOWN_STEP,
    UNKNOWN_STEP_LINE,
    WHOLE_PROGRAM,
    grade_with_script,
    translation_kinds,
)

SORRY = "sorry"
UNBOUND = """```python
class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        seen = set()
        left = best = 0
        for right in range(len(s)):
            while s[right] in seen:
                seen.remove(s[left])
                left += 1
            seen.add(s[right])
            best = max(best, right - left + window_bonus)
        return best
```"""
OTHER_METHOD = """```python
class Solution:
    def longest(self, s: str) -> int:
        return len(set(s))
```"""


@pytest.mark.parametrize(
    ("reply", "named"),
    [
        (SORRY, "reads `sorry`, which nothing sets"),
        (UNBOUND, "reads `window_bonus`, which nothing sets"),
        (OTHER_METHOD, "does not define the method `length_of_longest_substring`"),
    ],
    ids=["sorry", "unbound-name", "method-missing"],
)
def test_a_translation_that_cannot_run_is_refused_not_graded(
    tmp_path: Path, sandbox: Sandbox, reply: str, named: str
) -> None:
    steps = [Step(body=completion(reply)), Step(body=completion(reply))]
    response, requests = grade_with_script(tmp_path, sandbox, UNKNOWN_STEP, steps, translate_fill_lines=False)
    assert response.status_code == 422, response.text
    error = response.json()
    assert error["error"] == NOT_UNDERSTOOD
    assert "The model translation failed too (UNRUNNABLE_TRANSLATION)" in error["message"]
    assert "your answer was not run or graded" in error["message"]  # ours, never the learner's
    assert [line["line"] for line in error["details"]["lines"]] == [UNKNOWN_STEP_LINE]
    assert named in error["details"]["modelTranslation"]["message"]
    # one feedback round, naming what failed, then no more
    assert translation_kinds(requests) == ["whole", "whole"]
    follow_up = requests[1]["messages"][-1]["content"]
    assert "cannot run" in follow_up and named in follow_up


def test_a_translation_fixed_after_the_feedback_is_graded(tmp_path: Path, sandbox: Sandbox) -> None:
    steps = [Step(body=completion(SORRY)), Step(body=completion(WHOLE_PROGRAM)), Step(status=500)]
    response, requests = grade_with_script(tmp_path, sandbox, UNKNOWN_STEP, steps, translate_fill_lines=False)
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["solutionKind"] == "translated" and body["testResults"]["failed"] == 0
    assert translation_kinds(requests) == ["whole", "whole"]


def test_a_good_translation_is_graded_at_once(tmp_path: Path, sandbox: Sandbox) -> None:
    steps = [Step(body=completion(WHOLE_PROGRAM)), Step(status=500)]
    response, requests = grade_with_script(tmp_path, sandbox, UNKNOWN_STEP, steps, translate_fill_lines=False)
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["solutionKind"] == "translated" and body["testResults"]["failed"] == 0
    assert body["needsHumanReview"] is True
    assert translation_kinds(requests) == ["whole"]


@pytest.mark.parametrize("fill_lines", [True, False], ids=["on", "off"])
def test_the_line_fill_in_can_be_switched_off(tmp_path: Path, sandbox: Sandbox, fill_lines: bool) -> None:
    # a fill-in answer that is refused (not JSON), then the whole program: with the setting off the
    # first request is already the whole program's
    steps = [Step(body=completion("no")), Step(body=completion("no")), Step(body=completion(WHOLE_PROGRAM))]
    steps = steps if fill_lines else [Step(body=completion(WHOLE_PROGRAM)), Step(status=500)]
    response, requests = grade_with_script(
        tmp_path, sandbox, UNKNOWN_STEP, steps, translate_fill_lines=fill_lines
    )
    assert response.status_code == 200, response.text
    kinds = translation_kinds(requests)
    assert ("fill" in kinds) is fill_lines, kinds
    assert kinds[-1] == "whole" and response.json()["solutionKind"] == "translated"


def test_a_method_outside_class_solution_is_not_the_questions(longest: Question) -> None:
    code = "def length_of_longest_substring(s):\n    return 0\n\nclass Solution:\n    pass\n"
    assert unrunnable(code, longest.signature) == [
        "`class Solution` does not define the method `length_of_longest_substring`"
    ]
    assert unrunnable(SEED_SOLUTION, longest.signature) == []


# --- a call of a procedure nobody defines is a doubt on its own line ----------------------------------

# No header: the normaliser reads the first call as the method's header (`left` = `s`, by position),
# and the second as a recursive call `self.length_of_longest_substring(best)`, which reads `best`
# before any line sets it (an UnboundLocalError on every test).
CALLS_FIRST = """START-AT-ZERO(left)
START-AT-ZERO(best)
seen ← empty set
for right ← 0 to length(s) - 1 do
    while s[right] ∈ seen do
        remove s[left] from seen
        left ← left + 1
    add s[right] to seen
    best ← max(best, right - left + 1)
return best
"""


def test_a_procedure_call_read_as_a_recursive_call_is_a_doubt(longest: Question) -> None:
    normalised = normalise(CALLS_FIRST, longest.signature)
    doubts = static_doubts(CALLS_FIRST, normalised, longest.signature)
    assert 2 in [d.line for d in doubts], (normalised.python, doubts)
    hint = next(d.hint for d in doubts if d.line == 2)
    assert "`best` is read here before any step gives it a value" in hint


def test_a_call_named_like_a_header_not_understood_is_its_own_doubt(longest: Question) -> None:
    # the first line is a header the translation did not understand; the later call of the same
    # procedure is a step of its own, not one of the header's parameters
    text = "START-AT-ZERO(left)\nbest ← 0\nSTART-AT-ZERO(best)\nreturn best\n"
    python = (
        "class Solution:\n    def length_of_longest_substring(self, s: str) -> int:\n"
        "        START - AT - ZERO(left)\n        best = 0\n        START - AT - ZERO(best)\n"
        "        return best\n"
    )
    normalised = Normalised(python=python, ok=True, changed=True, line_map=[0, 0, 1, 2, 3, 4, 0])
    doubts = static_doubts(text, normalised, longest.signature)
    assert [d.line for d in doubts] == [1, 3]
    assert "`START-AT-ZERO(...)` is not an operation the translation knows" in doubts[1].hint


def test_a_read_before_a_set_inside_the_loop_that_sets_it_is_no_doubt(longest: Question) -> None:
    text = "for each c in s\n    if c > 'a' then return prev\n    prev ← c\nreturn 0\n"
    python = (
        "class Solution:\n    def length_of_longest_substring(self, s: str) -> int:\n"
        "        for c in s:\n            if c > 'a':\n                return prev\n"
        "            prev = c\n        return 0\n"
    )
    normalised = Normalised(python=python, ok=True, changed=True, line_map=[0, 0, 1, 2, 2, 3, 4])
    assert static_doubts(text, normalised, longest.signature) == []


def test_a_parameter_read_before_it_is_reassigned_is_no_doubt(longest: Question) -> None:
    code = (
        "class Solution:\n    def length_of_longest_substring(self, s: str) -> int:\n"
        "        if s.startswith(' '):\n            return 0\n        s = s.strip()\n        return len(s)\n"
    )
    assert unrunnable(code, longest.signature) == []
    local = code.replace("s.startswith", "t.startswith").replace("s = s", "t = s")
    assert unrunnable(local, longest.signature) == [
        "line 3: `t` is read here before any step gives it a value (it is first set on a later line): "
        "set it first, for example `t ← 0`"
    ]
