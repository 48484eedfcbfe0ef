"""A textbook answer counted from 1 that the model translated literally runs as the learner meant
(docs/pseudocode.md, "Model translation").

Measured with the embedded 0.5B on round 10 of the corpus: a CLRS-style answer (`DO I = 1 TO N`,
`X := A[I]`) came back as `for i in range(1, n + 1): x = nums[i]`, and every test failed with an
``IndexError`` the learner never wrote. The pseudocode, its translations and the scripted replies
below are written for this test.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from assay.grading._pseudocode._model_counting import read_counting_from_one
from assay.judge import Param, Signature
from assay.questions import DirectoryStore
from assay.sandbox import Sandbox
from tests.api.scripted_llm import Step, completion
from tests.grading.support import grade_with_script

WINDOW = Signature(method="length_of_longest_substring", params=[Param(name="s", type="str")], returns="int")

# question 3's window, counted from 1, with a step the normaliser does not know (so the model is asked)
FROM_ONE = """function WIDEST-WINDOW(s)
    seen ← empty set
    left ← 1
    best ← 0
    for right ← 1 to length(s) do
        while s[right] ∈ seen do
            EVICT(seen, s[left])
            left ← left + 1
        end while
        add s[right] to seen
        best ← max(best, right - left + 1)
    end for
    return best
"""

LITERAL = """class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        seen = set()
        left = 1
        best = 0
        for right in range(1, len(s) + 1):
            while s[right] in seen:
                seen.remove(s[left])
                left = left + 1
            seen.add(s[right])
            best = max(best, right - left + 1)
        return best
"""


def _run(code: str, arg: str) -> object:
    namespace: dict[str, object] = {}
    exec(compile(code, "<t>", "exec"), namespace)
    return namespace["Solution"]().length_of_longest_substring(arg)  # type: ignore[operator]


def test_a_literal_reading_of_positions_from_1_is_shifted() -> None:
    with pytest.raises(IndexError):
        _run(LITERAL, "abcabcbb")
    python, notes = read_counting_from_one(FROM_ONE, LITERAL, WINDOW)
    assert "s[right - 1]" in python and "s[left - 1]" in python and "range(1, len(s) + 1)" in python
    assert _run(python, "abcabcbb") == 3 and _run(python, "pwwkew") == 3
    assert notes and "counted from 1" in notes[0]


@pytest.mark.parametrize(
    "header",
    ["    for right := 1 to length(s) do", "    for right <- 1 to length(s) do", "    DO RIGHT = 1 TO N"],
)
def test_each_textbook_way_of_counting_from_1_is_read(header: str) -> None:
    text = FROM_ONE.replace("    for right ← 1 to length(s) do", header)
    assert read_counting_from_one(text, LITERAL, WINDOW)[1]


def test_code_the_model_already_shifted_is_left_alone() -> None:
    shifted = LITERAL.replace("s[right]", "s[right - 1]").replace("s[left]", "s[left - 1]")
    assert read_counting_from_one(FROM_ONE, shifted, WINDOW) == (shifted, [])
    zero = LITERAL.replace("left = 1", "left = 0").replace("range(1, len(s) + 1)", "range(len(s))")
    assert read_counting_from_one(FROM_ONE, zero, WINDOW) == (zero, [])


@pytest.mark.parametrize(
    "text",
    [
        # prose: `text1[i]` with `i from 1 to n` may be the learner's own slip, kept as written
        "loop right from 1 to the length of s, and while s[right] is in seen drop s[left] ...",
        # C and Python text: `A[n]` there is the learner's off-by-one
        "for (int right = 1; right <= n; right++) {\n    while (seen.has(s[right])) {",
        "for right in range(1, len(s) + 1):\n    while s[right] in seen:",
    ],
)
def test_text_that_is_not_a_textbook_counting_from_1_is_left_alone(text: str) -> None:
    assert read_counting_from_one(text, LITERAL, WINDOW) == (LITERAL, [])


# a 1-based answer over a table of its own (positions 1 .. #t), translated with every read of the
# table already at Python's positions: moving them again would read one before
OWN_TABLE_FROM_ONE = """LONGEST-RISE(a)
    t ← empty
    for i ← 1 to #a do
        l ← 1
        h ← #t
        while l ≤ h do
            m ← ⌊(l + h) / 2⌋
            if t[m] < a[i] then l ← m + 1 else h ← m - 1
        end
        if l > #t then append a[i] to t else t[l] ← a[i]
    end
    return #t
"""
OWN_TABLE_SHIFTED = """class Solution:
    def length_of_lis(self, nums: List[int]) -> int:
        t = []
        for i in range(1, len(nums) + 1):
            l = 1
            h = len(t)
            while l <= h:
                m = (l + h) // 2
                if t[m - 1] < nums[i - 1]:
                    l = m + 1
                else:
                    h = m - 1
            if l > len(t):
                t.append(nums[i - 1])
            else:
                t[l - 1] = nums[i - 1]
        return len(t)
"""
RISE = Signature(method="length_of_lis", params=[Param(name="nums", type="List[int]")], returns="int")


def test_a_table_read_only_at_python_positions_is_not_shifted_again() -> None:
    for code in (
        OWN_TABLE_SHIFTED,
        OWN_TABLE_SHIFTED.replace("nums[i - 1]", "a[i - 1]").replace("t = []", "a = nums\n        t = []"),
    ):
        assert read_counting_from_one(OWN_TABLE_FROM_ONE, code, RISE) == (code, [])


def test_a_table_read_at_its_own_positions_is_still_shifted() -> None:
    literal = (
        OWN_TABLE_SHIFTED.replace("t[m - 1]", "t[m]").replace("t[l - 1]", "t[l]").replace("[i - 1]", "[i]")
    )
    python, notes = read_counting_from_one(OWN_TABLE_FROM_ONE, literal, RISE)
    assert notes and "t[m - 1]" in python


def test_no_faithful_hand_translation_of_the_corpus_is_shifted() -> None:
    """The corpus's hand translations keep every answer's meaning (1-based ones read `A[i - 1]`,
    buggy ones keep their bug): none of them may be moved."""
    store = DirectoryStore()
    corpus = Path(__file__).parents[1] / "corpora" / "pseudocode"
    moved = []
    for manifest in sorted(corpus.glob("*/manifest.jsonl")):
        for line in manifest.read_text("utf-8").splitlines():
            if not line.strip():
                continue
            row = json.loads(line)
            text = (manifest.parent / f"{row['id']}.txt").read_text("utf-8")
            python = (manifest.parent / f"{row['id']}.py").read_text("utf-8")
            if read_counting_from_one(text, python, store.get(row["question_id"]).signature)[1]:
                moved.append(row["id"] if row["split"] != "heldout" else "a held-out answer")
    assert moved == []


def test_a_literal_translation_is_graded_as_the_learner_meant(tmp_path: Path, sandbox: Sandbox) -> None:
    fenced = f"```python\n{LITERAL}```"
    response, _ = grade_with_script(
        tmp_path,
        sandbox,
        FROM_ONE,
        [Step(body=completion('{"lines": []}')), Step(body=completion(fenced)), Step(status=500)],
    )
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["solutionKind"] == "translated" and body["testResults"]["failed"] == 0, body
    assert "s[right - 1]" in body["translatedSolution"]
    assert body["needsHumanReview"] is True
