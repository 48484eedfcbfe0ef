"""A failure of our translation is never the learner's: each path, over HTTP and through the CLI.

The signals (docs/grading.md, "When the translation is unsure"): a line the normaliser passed through
without understanding, a name the produced Python reads that nothing binds (a header run as code, a
name cut out of a hyphenated word, an unknown procedure), a test failing on a line the normaliser
added. With a model configured they lead to the model translation; without one, or when the model
fails for good, to ``422 PSEUDOCODE_NOT_UNDERSTOOD`` naming the line and how to write it; a model that
may answer in a moment is a retryable ``503``. Never a failing grade.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from assay.api import ApiSettings, create_app
from assay.grading import Normalised, normalise, validate_solution
from assay.grading._pseudocode._models import UnrecognisedLine
from assay.grading._pseudocode._no_blame import NOT_UNDERSTOOD, runtime_doubts, static_doubts
from assay.grading._pseudocode._typed_header import typed_header
from assay.judge import ErrorInfo, JudgeResult, TestResult
from assay.questions import Question
from assay.sandbox import Sandbox
from tests.api.scripted_llm import Step, completion, scripted_llm
from tests.api.support import SEED_SOLUTION, make_gateway, make_service
from tests.grading.judged import Judged, Result, error
from tests.grading.support import (
    EVALUATE,
    UNKNOWN_STEP,
    UNKNOWN_STEP_LINE,
    WHOLE_PROGRAM,
    api_client,
    assay_grade,
    post_evaluate,
    scripted_model_env,
    served,
)

# --- the signals, on Python built by hand (independent of what the normaliser understands today) -----

HEADER_RUN_AS_CODE = """TWO-SUM(A, t)
  M ← empty map
  for i ← 0 to length(A) - 1 do
     if t - A[i] ∈ M then return [M[t - A[i]], i]
     M[A[i]] ← i
  end for
"""
# What a normaliser without a rule for such headers makes of it: the header becomes `TWO - SUM(A, t)`.
HEADER_PYTHON = """from typing import List

class Solution:
    def two_sum(self, nums: List[int], target: int) -> List[int]:
        TWO - SUM(A, t)
        M = {}
        for i in range(0, len(A)):
            if t - A[i] in M:
                return [M[t - A[i]], i]
            M[A[i]] = i
"""
HEADER_MAP = [0, 0, 0, 0, 1, 2, 3, 4, 4, 5, 0]


def test_a_header_run_as_code_is_one_doubt_on_the_header_line(two_sum: Question) -> None:
    normalised = Normalised(python=HEADER_PYTHON, ok=True, changed=True, line_map=HEADER_MAP)
    doubts = static_doubts(HEADER_RUN_AS_CODE, normalised, two_sum.signature)
    assert [(d.line, d.text) for d in doubts] == [(1, "TWO-SUM(A, t)")]
    assert "function two_sum(nums, target)" in doubts[0].hint
    # `A` and `t` are the header's parameters: the header's doubt, not five more of their own.


def test_a_name_cut_out_of_a_hyphenated_word_is_ours(longest: Question) -> None:
    text = "best ← 0\nfor each c in s do\n    best ← run-length + 1\nend for\nreturn best\n"
    python = (
        "class Solution:\n    def length_of_longest_substring(self, s: str) -> int:\n"
        "        best = 0\n        for c in s:\n            best = run - length + 1\n        return best\n"
    )
    normalised = Normalised(python=python, ok=True, changed=True, line_map=[0, 0, 1, 2, 3, 5, 0])
    doubts = static_doubts(text, normalised, longest.signature)
    assert [d.line for d in doubts] == [3]
    assert "`run-length` was read as a subtraction" in doubts[0].hint and "run_length" in doubts[0].hint


def test_an_unknown_procedure_and_an_unset_name_are_doubts(longest: Question) -> None:
    text = "for i ← 0 to n - 1 do\n    PUSH(S, i)\nend for\nreturn 0\n"
    python = (
        "class Solution:\n    def length_of_longest_substring(self, s: str) -> int:\n"
        "        for i in range(0, n):\n            PUSH(S, i)\n        return 0\n"
    )
    normalised = Normalised(python=python, ok=True, changed=True, line_map=[0, 0, 1, 2, 4, 0])
    hints = {d.line: d.hint for d in static_doubts(text, normalised, longest.signature)}
    assert set(hints) == {1, 2}
    assert "`n` is read but never given a value" in hints[1] and "length(s)" in hints[1]
    assert "`PUSH(...)` is not an operation the translation knows" in hints[2]


@pytest.mark.parametrize("bound", ["len(A) + 1", "n + 1"], ids=["length", "named-length"])
def test_textbook_one_based_arrays_are_a_doubt_not_an_index_error(two_sum: Question, bound: str) -> None:
    text = "n ← length(A)\nfor i ← 1 to n do\n    if A[i] = t then return [i, i]\nend for\n"
    python = (
        "class Solution:\n    def two_sum(self, A: List[int], t: int) -> List[int]:\n"
        f"        n = len(A)\n        for i in range(1, {bound}):\n"
        "            if A[i] == t:\n                return [i, i]\n"
    )
    normalised = Normalised(python=python, ok=True, changed=True, line_map=[0, 0, 1, 2, 3, 3, 0])
    doubts = static_doubts(text, normalised, two_sum.signature)
    assert [d.line for d in doubts] == [2] and "1-based" in doubts[0].hint
    zero_based = python.replace(f"range(1, {bound})", "range(0, n)")
    normalised = Normalised(python=zero_based, ok=True, changed=True, line_map=[0, 0, 1, 2, 3, 3, 0])
    assert static_doubts(text, normalised, two_sum.signature) == []


def test_a_helper_lifted_out_of_its_function_does_not_see_its_variables(longest: Question) -> None:
    # `go` was nested in the learner's function and read its `n`; as a method it cannot.
    text = "results ← []\ndefine go(k):\n    if k = n then add k to results\ngo(0)\nreturn 0\n"
    python = (
        "class Solution:\n    def length_of_longest_substring(self, s: str) -> int:\n"
        "        n = len(s)\n        results = []\n        self.go(0)\n        return 0\n\n"
        "    def go(self, k):\n        if k == n:\n            results.append(k)\n"
    )
    line_map = [0, 0, 0, 1, 4, 5, 0, 2, 3, 3, 0]
    normalised = Normalised(python=python, ok=True, changed=True, line_map=line_map)
    doubts = static_doubts(text, normalised, longest.signature)
    assert [d.line for d in doubts] == [3] and "`n` is read" in doubts[0].hint
    # Nested, as the learner wrote it, the closure is fine.
    nested = (
        python.replace(
            "        self.go(0)\n",
            "        def go(k):\n            if k == n:\n                results.append(k)\n        go(0)\n",
        ).split("\n\n")[0]
        + "\n"
    )
    normalised = Normalised(python=nested, ok=True, changed=True, line_map=[0, 0, 0, 1, 2, 3, 3, 4, 5, 0])
    assert static_doubts(text, normalised, longest.signature) == []


@pytest.mark.parametrize(
    ("statement", "words"),
    [
        ("c = [[0] * 3 for _ in range(3)]\n        c[1, 2] = 1", "write a table cell as `c[1][2]`"),
        ("c = [0] * (2 ^ n)", "`^` is read as XOR here; for a power write `2 ** n`"),
        ("t = []\n        t[0] = 1", "`t` starts empty and is written by index"),
    ],
    ids=["table-cell", "power", "growing-array"],
)
def test_pseudocode_conventions_no_python_runs_are_doubts(
    longest: Question, statement: str, words: str
) -> None:
    python = (
        "class Solution:\n    def length_of_longest_substring(self, s: str) -> int:\n"
        f"        n = len(s)\n        {statement}\n        return 0\n"
    )
    count = python.count("\n")
    normalised = Normalised(python=python, ok=True, changed=True, line_map=[0, 0, *range(1, count - 1), 0])
    text = "\n".join(f"step {i}" for i in range(1, count)) + "\n"
    doubts = static_doubts(text, normalised, longest.signature)
    assert len(doubts) == 1 and words in doubts[0].hint, doubts
    # The same, written as Python reads it, is no doubt.
    fixed = {
        "table-cell": ("c[1, 2]", "c[1][2]"),
        "power": ("2 ^ n", "2 ** n"),
        "growing-array": ("[]", "[0]"),
    }
    for key, (old, new) in fixed.items():
        if old in python:
            normalised = Normalised(
                python=python.replace(old, new), ok=True, changed=True, line_map=normalised.line_map
            )
            assert static_doubts(text, normalised, longest.signature) == [], key


@pytest.mark.parametrize("kind", ["NameError", "AttributeError"])
def test_a_name_or_field_error_on_a_learners_line_is_ours(kind: str) -> None:
    text = "y ← x.key\nreturn y\n"
    python = "class Solution:\n    def f(self, x: int) -> int:\n        y = x.key\n        return y\n"
    judged = _judged([_test(0, "RE", error(kind, "hidden", 3))])
    doubts = runtime_doubts(text, judged, [0, 0, 1, 2, 0], python)
    assert [(d.line, d.text) for d in doubts] == [(1, "y ← x.key")]
    crash = _judged([_test(0, "RE", error("ZeroDivisionError", "hidden", 3))])
    assert runtime_doubts(text, crash, [0, 0, 1, 2, 0], python) == []  # the learner's own crash


def test_lines_the_normaliser_did_not_understand_are_doubts(longest: Question) -> None:
    unsure = UnrecognisedLine(line=2, text="shrink it", hint="write `left ← left + 1`")
    normalised = Normalised(
        python="class Solution:\n    def length_of_longest_substring(self, s: str) -> int:\n"
        "        return 0\n",
        ok=True,
        changed=True,
        line_map=[0, 0, 3],
        unrecognised=[unsure],
    )
    assert static_doubts("x ← 0\nshrink it\nreturn 0\n", normalised, longest.signature) == [unsure]


def test_understood_pseudocode_and_python_raise_no_doubt(longest: Question) -> None:
    from importlib import resources

    examples = resources.files("assay.grading").joinpath("examples")
    for example in ("lsubstr_pseudo_arrow.txt", "lsubstr_pseudo_braces.txt", "lsubstr_pseudo_english.txt"):
        text = examples.joinpath(example).read_text(encoding="utf-8")
        assert static_doubts(text, normalise(text, longest.signature), longest.signature) == [], example
    python = Normalised(python=SEED_SOLUTION, ok=True, changed=False)
    assert static_doubts(SEED_SOLUTION, python, longest.signature) == []  # Python owes its own names


def _test(index: int, verdict: str, err: ErrorInfo | None) -> TestResult:
    return Result(index, False, verdict, error=err)


def _judged(tests: list[TestResult]) -> JudgeResult:
    return Judged("RE", tests, 0, 1)


def test_a_test_failing_on_a_line_the_normaliser_added_is_ours() -> None:
    text = "y ← 1\nreturn y\n"
    python = (
        "class Solution:\n    def f(self, s: str) -> int:\n        y = 1\n"
        "        y = helper(y)\n        return y\n"
    )
    line_map = [0, 0, 1, 0, 2, 0]
    added = _judged([_test(0, "RE", error("TypeError", "boom", 4)), _test(1, "AC", None)])
    doubts = runtime_doubts(text, added, line_map, python)
    assert [(d.line, d.text) for d in doubts] == [(1, "y ← 1")]
    assert "TypeError" in doubts[0].hint and "helper" in doubts[0].hint
    theirs = _judged([_test(0, "RE", error("TypeError", "boom", 3))])
    assert runtime_doubts(text, theirs, line_map, python) == []  # the learner's line: their error
    # A check the translation added on purpose (C arrays have no negative index) reports their error.
    checked = python.replace(
        "        y = helper(y)", "        raise IndexError('index -1 is before the start')"
    )
    raised = _judged([_test(0, "RE", error("IndexError", "hidden", 4))])
    assert runtime_doubts(text, raised, line_map, checked) == []


# --- pseudocode owes no type hints ------------------------------------------------------------------


def test_a_translation_without_hints_takes_them_from_the_signature(two_sum: Question) -> None:
    code = "class Solution:\n    def two_sum(self, A, t):\n        return [0, 1]\n"
    typed = typed_header(code, two_sum.signature)
    assert "def two_sum(self, A: List[int], t: int) -> List[int]:" in typed
    assert typed.startswith("from typing import List\n")
    validate_solution(typed, two_sum.signature)  # what Python answers owe, it now has
    validate_solution(code, two_sum.signature, require_type_hints=False)
    with pytest.raises(Exception, match="Type hints are required"):
        validate_solution(code, two_sum.signature)


# --- end to end over HTTP: no model, a model, a failing model --------------------------------------


def test_without_a_model_the_answer_names_the_line_not_understood(tmp_path: Path, sandbox: Sandbox) -> None:
    service = make_service(tmp_path, sandbox)
    with api_client(service) as client:
        response = post_evaluate(client, UNKNOWN_STEP)
    assert response.status_code == 422, response.text
    body = response.json()
    assert body["success"] is False and body["error"] == NOT_UNDERSTOOD
    line = body["details"]["lines"][0]
    assert line["line"] == UNKNOWN_STEP_LINE and line["text"] == "DROP-FROM-WINDOW(seen, s[left])"
    assert line["hint"]
    assert f"did not understand line {UNKNOWN_STEP_LINE}" in body["message"]
    assert "not run or graded" in body["message"]
    assert body["details"]["expectedSignature"].startswith("def length_of_longest_substring(")
    assert "modelTranslation" not in body["details"]
    assert service.repository is not None and service.repository.count() == 0  # nothing half-written


# The model first gets the doubtful lines only (tests/grading/test_translate_lines.py); an answer
# with no line in it is refused, and the whole-program translation runs.
DECLINED_FILL = Step(body=completion('{"lines": []}'))


def test_with_a_model_the_translation_runs_instead(tmp_path: Path, sandbox: Sandbox) -> None:
    with scripted_llm([DECLINED_FILL, Step(body=completion(WHOLE_PROGRAM)), Step(status=500)]) as llm:
        service = make_service(tmp_path, sandbox, gateway=make_gateway(llm.url))
        with api_client(service) as client:
            response = post_evaluate(client, UNKNOWN_STEP)
        asked = json.dumps(llm.requests[1]["messages"])
    assert response.status_code == 200, response.text
    body = response.json()
    assert "DROP-FROM-WINDOW" in asked and "do not fix the logic" in asked.lower()
    assert body["solutionKind"] == "translated" and body["testResults"]["failed"] == 0
    assert body["needsHumanReview"] is True and "translated_by_model" in body["humanReviewReasons"]


@pytest.mark.parametrize(
    ("failure", "code"),
    [
        (Step(status=401, body={"error": {"message": "invalid key"}}), "LLM_AUTH_ERROR"),
        (Step(body=completion("I am sorry, I cannot translate this.")), "SYNTAX_ERROR"),
        (
            Step(body=completion("```python\nclass Solution:\n    def other(self):\n        return 1\n```")),
            "UNRUNNABLE_TRANSLATION",  # compiles, but has not the question's method
        ),
    ],
    ids=["refused", "garbage", "wrong-method"],
)
def test_a_model_that_fails_for_good_is_our_failure_with_the_lines(
    tmp_path: Path, sandbox: Sandbox, failure: Step, code: str
) -> None:
    with scripted_llm([failure]) as llm:
        service = make_service(tmp_path, sandbox, gateway=make_gateway(llm.url))
        with api_client(service) as client:
            response = post_evaluate(client, UNKNOWN_STEP)
        assert llm.requests, "the model was asked"
    assert response.status_code == 422, response.text
    body = response.json()
    assert body["error"] == NOT_UNDERSTOOD
    assert body["details"]["lines"][0]["line"] == UNKNOWN_STEP_LINE
    assert body["details"]["modelTranslation"]["errorCode"] == code
    assert f"The model translation failed too ({code})" in body["message"]
    assert service.repository is not None and service.repository.count() == 0


@pytest.mark.parametrize(
    ("failure", "code", "settings"),
    [
        (Step(status=500), "LLM_HTTP_ERROR", {}),
        (Step(body=completion(WHOLE_PROGRAM), delay_s=3.0), "LLM_TIMEOUT", {"translate_timeout_s": 1}),
    ],
    ids=["500", "timeout"],
)
def test_a_model_that_may_answer_soon_is_a_retryable_system_error(
    tmp_path: Path, sandbox: Sandbox, failure: Step, code: str, settings: dict[str, object]
) -> None:
    with scripted_llm([failure]) as llm:
        service = make_service(tmp_path, sandbox, gateway=make_gateway(llm.url), **settings)
        with api_client(service) as client:
            response = post_evaluate(client, UNKNOWN_STEP)
    assert response.status_code == 503, response.text
    body = response.json()
    assert body["error"] == "SYSTEM_ERROR" and body["details"]["retryable"] is True
    assert body["details"]["errorCode"] == code


# English steps under a Python-looking header without colons: only a model can run it, and its
# translation (no hints, as the learner wrote none) is graded, not refused for missing type hints.
ENGLISH_UNDER_A_HEADER = """class Solution
    def length_of_longest_substring(self, s)
        keep a window of letters with no repeats, starting empty, and remember the widest one
        for each right position in s
            while the letter at right is already inside the window, drop the leftmost letter
            add the letter at right to the window
        give back the widest window seen
"""
UNTYPED = WHOLE_PROGRAM.replace("(self, s: str) -> int:", "(self, s):")


def test_translated_pseudocode_owes_no_type_hints(tmp_path: Path, sandbox: Sandbox) -> None:
    assert "(self, s):" in UNTYPED
    with scripted_llm([DECLINED_FILL, Step(body=completion(UNTYPED)), Step(status=500)]) as llm:
        service = make_service(tmp_path, sandbox, gateway=make_gateway(llm.url))
        with api_client(service) as client:
            response = post_evaluate(client, ENGLISH_UNDER_A_HEADER)
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["solutionKind"] == "translated" and body["testResults"]["failed"] == 0
    assert "def length_of_longest_substring(self, s: str) -> int:" in body["translatedSolution"]


# Correct answers in styles the normaliser may or may not understand yet: each either runs and passes
# every test, or names the line it did not understand. Never a failing grade.
CORRECT_TWO_SUM = {
    "textbook": """TWO-SUM(A, t)
  let M be a new hash table
  for i ← 1 to A.length do
     if t - A[i] ∈ M then
        return [M[t - A[i]], i - 1]
     M[A[i]] ← i - 1
  end for
""",
    "textbook-camel": """TwoSum(A, t)
  M ← empty map
  for i ← 0 to length(A) - 1 do
     if t - A[i] in M then
        return [M[t - A[i]], i]
     M[A[i]] ← i
  end for
""",
    "english": """make an empty dictionary called where
for every index i from 0 to length of nums minus 1
    let need be target minus nums[i]
    if need is in where then give back [where[need], i]
    put i into where under the key nums[i]
""",
    "c-like": """int[] twoSum(int[] nums, int target) {
    Map<Integer, Integer> seen = new HashMap<>();
    for (int i = 0; i < nums.length; i++) {
        int need = target - nums[i];
        if (seen.containsKey(need)) return new int[] {seen.get(need), i};
        seen.put(nums[i], i);
    }
    return new int[0];
}
""",
}


@pytest.mark.parametrize("style", sorted(CORRECT_TWO_SUM))
def test_a_correct_answer_passes_or_names_what_was_not_understood(
    tmp_path: Path, sandbox: Sandbox, style: str
) -> None:
    service = make_service(tmp_path, sandbox)
    with api_client(service) as client:
        response = post_evaluate(client, CORRECT_TWO_SUM[style], question_id="1")
    body = response.json()
    if response.status_code == 422:
        assert body["error"] == NOT_UNDERSTOOD, body
        assert body["details"]["lines"] and body["details"]["lines"][0]["line"] >= 1
    else:
        assert response.status_code == 200, response.text
        assert body["testResults"]["failed"] == 0, (body["executedSolution"], body["testResults"])


# --- the CLI: exit 2 with one line, or the error body with --json -------------------------------------


def test_cli_without_a_model_exits_2_naming_the_line(tmp_path: Path) -> None:
    done = assay_grade(tmp_path, stdin=UNKNOWN_STEP)
    assert done.returncode == 2, (done.stdout, done.stderr)
    first = done.stderr.splitlines()[0]
    assert first.startswith(f"error: Our pseudocode translation did not understand line {UNKNOWN_STEP_LINE}")
    assert "(`DROP-FROM-WINDOW(seen, s[left])`)" in first  # the line, then how to write it
    assert len(done.stderr.strip().splitlines()) <= 2 and "Traceback" not in done.stderr
    assert done.stdout == ""
    as_json = assay_grade(tmp_path, "--json", stdin=UNKNOWN_STEP)
    assert as_json.returncode == 2
    body = json.loads(as_json.stdout)
    assert body["error"] == NOT_UNDERSTOOD and body["details"]["lines"][0]["line"] == UNKNOWN_STEP_LINE


def test_cli_with_a_model_grades_the_translation(tmp_path: Path) -> None:
    with scripted_llm([Step(body=completion(WHOLE_PROGRAM))]) as llm:
        done = assay_grade(
            tmp_path, "--json", "--no-store", stdin=UNKNOWN_STEP, env=scripted_model_env(llm.url)
        )
    assert done.returncode == 0, done.stderr
    body = json.loads(done.stdout)
    assert body["solutionKind"] == "translated" and body["testResults"]["failed"] == 0


def test_cli_with_a_refusing_model_exits_2_naming_the_line(tmp_path: Path) -> None:
    refused = Step(status=401, body={"error": {"message": "invalid key"}})
    with scripted_llm([refused]) as llm:
        done = assay_grade(tmp_path, "--no-store", stdin=UNKNOWN_STEP, env=scripted_model_env(llm.url))
    assert done.returncode == 2, (done.stdout, done.stderr)
    # The gateway's warning about the refused key comes first; then the one error line.
    errors = [line for line in done.stderr.splitlines() if line.startswith("error")]
    assert len(errors) == 1, done.stderr
    assert (
        f"line {UNKNOWN_STEP_LINE}" in errors[0]
        and "model translation failed too (LLM_AUTH_ERROR)" in errors[0]
    )
    assert "sk-test-not-a-secret" not in done.stderr


# --- after the run: a field the translation did not understand -------------------------------------

UNKNOWN_FIELD = """function maxDepth(node)
    if node = NIL then return 0
    return 1 + max(maxDepth(node.leftChild), maxDepth(node.rightChild))
end function
"""
DEPTH = """```python
class Solution:
    def max_depth(self, root: Optional[TreeNode]) -> int:
        if root is None:
            return 0
        return 1 + max(self.max_depth(root.left), self.max_depth(root.right))
```"""


def test_a_field_error_at_run_time_is_ours_not_a_failing_grade(tmp_path: Path, sandbox: Sandbox) -> None:
    service = make_service(tmp_path, sandbox)
    with api_client(service) as client:
        response = post_evaluate(client, UNKNOWN_FIELD, question_id="104")
    body = response.json()
    if response.status_code == 200:  # the normaliser has learnt the field: then it must pass
        assert body["testResults"]["failed"] == 0, body["testResults"]
        return
    assert response.status_code == 422 and body["error"] == NOT_UNDERSTOOD, body
    assert body["details"]["lines"][0]["line"] == 3
    assert service.repository is not None and service.repository.count() == 0


def test_with_a_model_a_field_error_at_run_time_is_translated_and_rerun(
    tmp_path: Path, sandbox: Sandbox
) -> None:
    with scripted_llm([Step(body=completion(DEPTH)), Step(status=500)]) as llm:
        service = make_service(tmp_path, sandbox, gateway=make_gateway(llm.url))
        with api_client(service) as client:
            response = post_evaluate(client, UNKNOWN_FIELD, question_id="104")
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["testResults"]["failed"] == 0, body["testResults"]
    if body["solutionKind"] == "translated":
        assert body["needsHumanReview"] is True and "translated_by_model" in body["humanReviewReasons"]


def test_over_a_real_socket_the_422_is_the_documented_body(tmp_path: Path, sandbox: Sandbox) -> None:
    """The same answer through uvicorn on a free port of 127.0.0.1, as a client sees it."""
    with served(create_app(ApiSettings(), service=make_service(tmp_path, sandbox))) as http:
        response = http.post(EVALUATE, json={"questionId": "3", "solution": UNKNOWN_STEP})
    assert response.status_code == 422 and response.headers["content-type"].startswith("application/json")
    body = response.json()
    assert set(body) == {"success", "error", "message", "details"} and body["success"] is False
    assert body["error"] == NOT_UNDERSTOOD and body["details"]["lines"][0]["line"] == UNKNOWN_STEP_LINE
    assert {"line", "text", "hint"} == set(body["details"]["lines"][0])
    assert body["details"]["hint"].startswith("Rewrite the line(s) named in details.lines")
