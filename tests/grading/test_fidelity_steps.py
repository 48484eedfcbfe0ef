"""Two more fixes a model makes that the fidelity check now reads (docs/pseudocode.md, "Faithful, not
fixed").

Measured with the embedded 0.5B on rounds 11 and 12 of the corpus once they were opened: ``while cur
have a next node`` (the learner's last node never turned) came back as ``while cur:``, and a
``new Set(n)`` that drops repeated values (the learner's bug) vanished from a kth-largest answer.
Both buggy answers passed every test after translation. The examples here are our own, not the
corpus's; the false-alarm figure is measured on every faithful hand translation of the corpus
(``test_fidelity_shapes.test_no_faithful_hand_translation_of_the_corpus_is_flagged``).
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from assay.grading import PseudocodeNotUnderstoodError
from assay.grading._pseudocode._translate_fidelity import fidelity_drifts
from assay.sandbox import Sandbox
from tests.api.scripted_llm import Step, completion, scripted_llm
from tests.api.support import make_gateway, make_service


def _method(body: str, params: str = "head") -> str:
    lines = "\n".join("        " + line for line in body.strip("\n").split("\n"))
    return f"class Solution:\n    def f(self, {params}):\n{lines}\n"


def _messages(pseudocode: str, python: str) -> list[str]:
    return [d.message for d in fidelity_drifts(pseudocode, python)]


# -- a condition's member dropped ----------------------------------------------------------------------

TEXTBOOK_LOOP = _method(
    "prev = None\nnode = head\nwhile node:\n    after = node.next\n    node.next = prev\n"
    "    prev = node\n    node = after\nreturn prev"
)
KEPT_LOOP = TEXTBOOK_LOOP.replace("while node:", "while node.next:")

SAID_MEMBER = {
    "has-a-next": "while node has a next: keep after, point node back at prev, step both\nreturn prev",
    "have-next-node": "while node have a next node, save after, turn node.next to prev, move on. return prev",
    "possessive": "As long as node's next is not nothing, flip it and move. Then return prev.",
    "node-after": "1. prev = none, node = head\n2. while there is a node after node: flip, step\n"
    "3. return prev",
    "arrow": "while (node->next != NULL) { after = node->next; node->next = prev; "
    "prev = node; node = after; }",
    "dot": "WHILE node.next <> NIL DO\n  after := node.next; node.next := prev\n"
    "  prev := node; node := after\nEND",
}


@pytest.mark.parametrize("name", SAID_MEMBER)
def test_a_member_the_condition_reads_must_stay_in_the_condition(name: str) -> None:
    messages = _messages(SAID_MEMBER[name], TEXTBOOK_LOOP)
    assert any("`node.next`" in m and "read only `node`" in m for m in messages), messages


@pytest.mark.parametrize("name", SAID_MEMBER)
def test_the_condition_kept_is_left_alone(name: str) -> None:
    assert not any("read only" in m for m in _messages(SAID_MEMBER[name], KEPT_LOOP))


def test_a_condition_written_another_way_is_left_alone() -> None:
    """`while node is not None and node.next` reads the member: another wording, not a drop."""
    other = TEXTBOOK_LOOP.replace("while node:", "while node is not None and node.next is not None:")
    assert not any("read only" in m for m in _messages(SAID_MEMBER["has-a-next"], other))


def test_a_member_no_line_of_the_code_reads_is_not_judged() -> None:
    """`it has a next` names nothing the code reads: a pronoun, not a name, so silence."""
    messages = _messages("while it has a next, go on\nreturn prev", TEXTBOOK_LOOP)
    assert not any("read only" in m for m in messages)


def test_a_member_only_the_pseudocodes_body_reads_is_not_a_condition() -> None:
    text = "while node is not null\n  after = node.next\n  node.next = prev\n  prev = node; node = after\n"
    text += "return prev"
    assert not any("read only" in m for m in _messages(text, TEXTBOOK_LOOP))


# -- a set dropped ---------------------------------------------------------------------------------

SORTED_ONLY = _method("nums.sort(reverse=True)\nreturn nums[k - 1]", "nums, k")
SET_KEPT = _method("values = sorted(set(nums), reverse=True)\nreturn values[k - 1]", "nums, k")

MAKES_A_SET = {
    "js-new-set": "let s = new Set(nums)\nlet a = [...s].sort((x, y) => y - x)\nreturn a[k - 1]",
    "java-hashset": "Set<Integer> s = new HashSet<>();\nfor (int x : nums) s.add(x);\n// sort s, take k-1",
    "python-set": "values = sorted(set(nums), reverse=True)\nreturn values[k-1]",
    "words-remove": "Remove the duplicates from nums, sort it from big to small and give back item k.",
    "words-rid": "first get rid of the doubles, then sort descending and return the kth",
    "words-dedup": "dedupe nums; sort high to low; return nums[k - 1]",
}


@pytest.mark.parametrize("name", MAKES_A_SET)
def test_a_set_the_pseudocode_makes_must_be_made(name: str) -> None:
    messages = _messages(MAKES_A_SET[name], SORTED_ONLY)
    assert any("makes a set" in m for m in messages), messages


@pytest.mark.parametrize("name", MAKES_A_SET)
def test_a_translation_that_makes_the_set_is_left_alone(name: str) -> None:
    assert not any("makes a set" in m for m in _messages(MAKES_A_SET[name], SET_KEPT))


@pytest.mark.parametrize(
    "text",
    [
        "let m = new Map()\nfor (const x of nums) m.set(x, (m.get(x) || 0) + 1)\nreturn the k-th",
        "count the distinct numbers, sort them by count and return the first k",
        "sort nums descending, there are no repeats to worry about, return nums[k - 1]",
        "set best to nums[0] and sort nums from big to small; return nums[k - 1]",
    ],
)
def test_words_that_make_no_set_are_left_alone(text: str) -> None:
    """JavaScript's `map.set(…)`, `distinct` as a description, `set` as a verb: no set is made."""
    assert not any("makes a set" in m for m in _messages(text, SORTED_ONLY))


def test_a_set_made_with_a_comprehension_or_fromkeys_counts() -> None:
    for body in (
        "values = {x for x in nums}\nreturn sorted(values)[-k]",
        "d = dict.fromkeys(nums)\nreturn k",
    ):
        assert not any(
            "makes a set" in m for m in _messages(MAKES_A_SET["js-new-set"], _method(body, "nums, k"))
        )


# -- the pipeline: such a translation is refused, never graded ------------------------------------------

KTH_WITH_A_SET = """kth(nums, k):
  throw away the repeated numbers of nums by putting them in a set
  sort what is left from biggest to smallest
  hand back the one at place k
"""


def _fenced(code: str) -> Step:
    return Step(body=completion(f"```python\n{code}```"))


FIXED_KTH = """class Solution:
    def find_kth_largest(self, nums: List[int], k: int) -> int:
        nums.sort(reverse=True)
        return nums[k - 1]
"""


def test_the_pipeline_refuses_a_translation_that_dropped_the_set(tmp_path: Path, sandbox: Sandbox) -> None:
    with scripted_llm([_fenced(FIXED_KTH)]) as llm:
        service = make_service(tmp_path, sandbox, gateway=make_gateway(llm.url), model_feedback=False)
        with pytest.raises(PseudocodeNotUnderstoodError) as caught:
            asyncio.run(service.evaluate("215", KTH_WITH_A_SET))
        follow_up = llm.requests[-1]["messages"][-1]["content"]
    assert "makes a set" in follow_up  # said to the model first, one more round
    translation = caught.value.details["modelTranslation"]
    assert translation["errorCode"] == "UNFAITHFUL_TRANSLATION" and "makes a set" in translation["message"]
