"""Steps a model writes in that the learner left out (docs/pseudocode.md, "Faithful, not fixed").

Measured with the embedded 0.5B on round 13 of the corpus once it was opened: three buggy English
answers passed every test after translation because the model added the missing step: a count where
the learner checked presence, the rest of a list attached after a merge loop, and the next node saved
before the learner's reversal lost it. The examples here are our own, not the corpus's; the false-alarm
figure is measured on every faithful hand translation of the corpus
(``test_fidelity_shapes.test_no_faithful_hand_translation_of_the_corpus_is_flagged``), and the shapes
are checked to be there to be measured.
"""

from __future__ import annotations

import ast
import asyncio
import json
from pathlib import Path

import pytest

from assay.grading import PseudocodeNotUnderstoodError
from assay.grading._pseudocode._fidelity_additions import _leftover, _tally, _temporary
from assay.grading._pseudocode._translate_fidelity import fidelity_drifts
from assay.sandbox import Sandbox
from tests.api.scripted_llm import Step, completion, scripted_llm
from tests.api.support import make_gateway, make_service

CORPUS = Path(__file__).resolve().parents[1] / "corpora" / "pseudocode"


def _method(body: str, params: str) -> str:
    lines = "\n".join("        " + line for line in body.strip("\n").split("\n"))
    return f"class Solution:\n    def f(self, {params}):\n{lines}\n"


def _kinds(pseudocode: str, python: str) -> list[str]:
    return [d.kind for d in fidelity_drifts(pseudocode, python)]


# -- a tally the learner never made ---------------------------------------------------------------------

COUNTED = {
    "dict-plus-equals": "seen = {}\nfor ch in a:\n    seen[ch] = seen.get(ch, 0)\n    seen[ch] += 1\n"
    "for ch in b:\n    if seen.get(ch, 0) == 0:\n        return False\n    seen[ch] -= 1\nreturn True",
    "counter": "from collections import Counter\nreturn Counter(a) == Counter(b)",
    "str-count": "for ch in a:\n    if a.count(ch) != b.count(ch):\n        return False\nreturn True",
    "list-plus-one": "box = [0] * 26\nfor ch in a:\n"
    "    box[ord(ch) - 97] = box[ord(ch) - 97] + 1\nreturn box",
}
PRESENCE_ONLY = {
    "sentences": "Same size or it is no. Then each letter of a: if b doesn't contain it, answer no. "
    "All found means yes.",
    "steps": "1) sizes differ -> false\n2) go through a, every char must appear in b somewhere\n3) true",
    "code": "if len(a) != len(b): return False\nfor ch in a:\n    if ch not in b: return False\nreturn True",
    "capitals": "IF LENGTH(A) <> LENGTH(B) THEN RETURN FALSE\nFOR EACH C IN A\n"
    "  IF C NOT IN B THEN RETURN FALSE\nRETURN TRUE",
}
SAYS_COUNT = [
    "count the letters of a and of b, then compare the two counts",
    "for each char note how many times it shows up in a; do the same for b",
    "build a frequency table for a, then take b's letters off it",
    "seen[ch]++ for every ch in a, seen[ch]-- for every ch in b, all zero at the end",
    "walk a adding one to its letter's box; walk b taking one off",
    "tally the characters of both strings and compare",
]


@pytest.mark.parametrize("text", PRESENCE_ONLY)
@pytest.mark.parametrize("body", COUNTED)
def test_a_count_the_pseudocode_never_makes_is_a_drift(text: str, body: str) -> None:
    assert "tally" in _kinds(PRESENCE_ONLY[text], _method(COUNTED[body], "a, b"))


@pytest.mark.parametrize("text", SAYS_COUNT)
def test_pseudocode_that_counts_may_be_counted(text: str) -> None:
    assert "tally" not in _kinds(text, _method(COUNTED["dict-plus-equals"], "a, b"))


def test_a_translation_that_checks_presence_is_left_alone() -> None:
    kept = "if len(a) != len(b):\n    return False\nfor ch in a:\n    if ch not in b:\n        return False\n"
    kept += "return True"
    assert "tally" not in _kinds(PRESENCE_ONLY["sentences"], _method(kept, "a, b"))


def test_a_plus_one_that_is_no_tally_is_left_alone() -> None:
    """`i += 1` moves a position: only a subscript counted up is a tally."""
    walk = "i = 0\nwhile i < len(a):\n    if a[i] not in b:\n        return False\n    i += 1\nreturn True"
    assert "tally" not in _kinds(PRESENCE_ONLY["steps"], _method(walk, "a, b"))


# -- the leftovers of a loop over two things --------------------------------------------------------------

RESTS = {
    "if-each": "if l1:\n    tail.next = l1\nif l2:\n    tail.next = l2",
    "or": "tail.next = l1 or l2",
    "if-else": "if l1 is not None:\n    tail.next = l1\nelse:\n    tail.next = l2",
}
MERGE = (
    "head = ListNode(0)\ntail = head\nwhile l1 and l2:\n    if l1.val <= l2.val:\n        tail.next = l1\n"
    "        l1 = l1.next\n    else:\n        tail.next = l2\n        l2 = l2.next\n    tail = tail.next\n"
    "{rest}\nreturn head.next"
)
STOPS_AT_THE_FIRST_END = {
    "sentences": "Start a fake head and a tail on it. As long as l1 and l2 both have nodes, hang the "
    "smaller front on the tail and move that list on; the tail follows. When one list ends the loop "
    "ends, and I hand back the node after the fake head.",
    "bullets": "- fake head, tail = it\n- loop while l1 and l2 are not null\n"
    "  - smaller one goes on tail, step it\n  - tail steps\n- return head.next",
    # round 14's merge said which front to take by naming one list alone
    "one-side-ordering": "dummy node, tail on it\nas long as both lists still have nodes\n"
    "if the head of l1 is smaller or equal, link it after tail and step l1\n"
    "otherwise link the head of l2 and step l2\nmove tail on\nonce a list runs dry, answer dummy's next",
    "pascal-ordering": "WHILE (l1 <> NIL) AND (l2 <> NIL) DO\n  IF l1^.val <= l2^.val THEN take l1\n"
    "  ELSE take l2\nEND\nRESULT := dummy^.next",
    "code": "while (l1 != null && l2 != null) {\n  if (l1.val <= l2.val) { tail.next = l1; l1 = l1.next; }\n"
    "  else { tail.next = l2; l2 = l2.next; }\n  tail = tail.next;\n}\nreturn head.next;",
}
SAYS_THE_REST = [
    "while l1 and l2 have nodes hang the smaller on tail; then hang the rest on tail; return head.next",
    "loop while l1 and l2; after it whatever list still has nodes goes on the tail",
    "while l1 and l2 both go: take the smaller. Attach the other list at the end. return head.next",
    "while l1 and l2: smaller to tail\nwhatever remains of either list goes after tail\nreturn head.next",
    "while (l1 && l2) { … }\nif (l1 != null) tail.next = l1;\nelse tail.next = l2;\nreturn head.next;",
    "while (l1 && l2) { … }\ntail.next = l1 ? l1 : l2;\nreturn head.next;",
    "WHILE l1 <> NIL AND l2 <> NIL DO … END\nIF l1 <> NIL THEN tail.next := l1 ELSE tail.next := l2\n",
    "while l1 and l2 have nodes, if l1's head is smaller take it, else l2's\nif l1 has nodes hang l1 on tail",
    # round 15: the test of one side opens a sentence in mid-line
    "Loop while l1 and l2 are both set. Take the smaller each time. When it stops, look at what is there. "
    "If l1 is not null, hang l1 on tail. Otherwise hang l2 on tail.",
    "while l1 and l2 have nodes take the smaller; afterwards one of them may still have nodes left",
]


@pytest.mark.parametrize("text", STOPS_AT_THE_FIRST_END)
@pytest.mark.parametrize("rest", RESTS)
def test_leftovers_the_pseudocode_never_handles_are_a_drift(text: str, rest: str) -> None:
    python = _method(MERGE.format(rest=RESTS[rest]), "l1, l2")
    assert "leftover" in _kinds(STOPS_AT_THE_FIRST_END[text], python)


@pytest.mark.parametrize("text", SAYS_THE_REST)
def test_leftovers_the_pseudocode_handles_are_left_alone(text: str) -> None:
    assert "leftover" not in _kinds(text, _method(MERGE.format(rest=RESTS["if-each"]), "l1, l2"))


# round 19 (stop 34): the one-side test's condition word is in a language we do not read (`si`, `eğer`,
# `wenn`), but the test itself is code: a side tested against null beyond the loop's own test
NULL_TESTED_AGAIN = [
    "mientras l1 != null y l2 != null: el menor a tail\nlo demás: si l1 != null entonces tail.next = l1 "
    "sino tail.next = l2\nreturn head.next",
    "l1 <> nil ve l2 <> nil oldukça küçüğü ekle\neğer l1 <> nil ise tail.next = l1 değilse tail.next = l2",
    "solange l1 is not None und l2 is not None: kleineres anhängen\nwenn l2 is not None: tail.next = l2",
]
# the loop's own test names each side once: nothing is said about what is left
NULL_TESTED_ONCE = [
    "mientras l1 != null y l2 != null: el menor a tail\nreturn head.next",
    "while (l1 != NULL && l2 != NULL) { smaller to tail }\nreturn head.next;",
]


@pytest.mark.parametrize("text", NULL_TESTED_AGAIN)
def test_a_side_tested_against_null_again_is_a_test_of_what_is_left(text: str) -> None:
    assert "leftover" not in _kinds(text, _method(MERGE.format(rest=RESTS["if-else"]), "l1, l2"))


@pytest.mark.parametrize("text", NULL_TESTED_ONCE)
def test_the_loop_test_alone_says_nothing_of_what_is_left(text: str) -> None:
    assert "leftover" in _kinds(text, _method(MERGE.format(rest=RESTS["if-else"]), "l1, l2"))


# Silence in words we do not read says nothing: a tally told in Turkish or Russian ("adedini 1 artır",
# "увеличиваю счётчик буквы") is counting we cannot see, so the additions checks stay silent on prose
# that is mostly in such words (round 19, stop 34: a faithful Turkish translation was flagged).
UNREAD_COUNTING = [
    "Adım 1: Boş bir tablo aç.\nAdım 2: a'daki her harf için tablodaki adedini bir artır.\n"
    "Adım 3: b'deki her harf için adedini bir azalt; sıfırın altına düşerse yanlış döndür.\n"
    "Adım 4: Doğru döndür.",
    "Для каждой буквы из a увеличиваю её счётчик в таблице на единицу.\n"
    "Для каждой буквы из b уменьшаю её счётчик; если он стал меньше нуля, возвращаю ложь.\n"
    "Иначе возвращаю истину.",
]


@pytest.mark.parametrize("text", UNREAD_COUNTING)
def test_a_count_in_words_we_do_not_read_is_no_drift(text: str) -> None:
    assert "tally" not in _kinds(text, _method(COUNTED["dict-plus-equals"], "a, b"))


def test_english_that_never_counts_is_still_a_drift() -> None:
    text = "each letter of a must be somewhere in b, otherwise answer no; then answer yes"
    assert "tally" in _kinds(text, _method(COUNTED["dict-plus-equals"], "a, b"))


def test_a_merge_of_arrays_is_read_the_same_way() -> None:
    body = (
        "out = []\ni = j = 0\nwhile i < len(a) and j < len(b):\n"
        "    if a[i] <= b[j]:\n        out.append(a[i])\n"
        "        i += 1\n    else:\n        out.append(b[j])\n        j += 1\n"
        "while i < len(a):\n    out.append(a[i])\n    i += 1\nreturn out"
    )
    said = "keep i in a and j in b; while i < len(a) and j < len(b) take the smaller one; return out"
    assert "leftover" in _kinds(said, _method(body, "a, b"))
    told = said.replace("; return", "; copy what is left of a; return")
    assert "leftover" not in _kinds(told, _method(body, "a, b"))


def test_statements_after_the_loop_that_only_test_are_no_leftovers() -> None:
    """`if not stack: answer = 0`: the body does not use what it tested (a stack's emptiness)."""
    body = (
        "out = []\nfor i in range(len(t) - 1, -1, -1):\n    while stack and t[stack[-1]] <= t[i]:\n"
        "        stack.pop()\n    if not stack:\n        out.append(0)\n    else:\n        out.append(i)\n"
        "    stack.append(i)\nreturn out"
    )
    said = "go backwards with a stack, pop the colder days, 0 when empty"
    assert "leftover" not in _kinds(said, _method(body, "t"))


def test_a_translation_with_its_own_names_is_not_judged() -> None:
    """Nothing the pseudocode says lines up with `l1`/`l2`: silence, not a guess."""
    text = "while first and second both have nodes take the smaller; return head.next"
    assert "leftover" not in _kinds(text, _method(MERGE.format(rest=RESTS["or"]), "l1, l2"))


# -- a temporary saved before it is overwritten ---------------------------------------------------------

SAVED = (
    "back = None\nnode = head\nwhile node:\n    ahead = node.next\n    node.next = back\n    back = node\n"
    "    node = ahead\nreturn back"
)
LOSES_IT = {
    "sentences": "back is nothing and node is head. While node is not nothing: turn node's next to back, "
    "back becomes node, node goes to node's next. Return back.",
    "arrows": "back <- null; node <- head\nwhile node != null:\n  node.next <- back\n  back <- node\n"
    "  node <- node.next\nreturn back",
    "words-of": "Two pointers back and node. While node exists, the next of node is pointed at back, then "
    "back moves to node and node moves to the next of node. Give back back.",
}
SAYS_IT_SAVES = [
    "while node: save node.next as ahead, turn node.next to back, back = node, node = ahead",
    "while node exists: remember the next one, flip node's next to back, step back and node on",
    "while node: ahead = node.next; node.next = back; back = node; node = ahead",
    "while node is not null, keep node's next in a temp, point node's next at back, move both",
    "loop while node: first take the node after it, then flip the link, then move on",
]


@pytest.mark.parametrize("text", LOSES_IT)
def test_a_temporary_the_pseudocode_never_keeps_is_a_drift(text: str) -> None:
    assert "temporary" in _kinds(LOSES_IT[text], _method(SAVED, "head"))


@pytest.mark.parametrize("text", SAYS_IT_SAVES)
def test_a_temporary_the_pseudocode_keeps_is_left_alone(text: str) -> None:
    assert "temporary" not in _kinds(text, _method(SAVED, "head"))


def test_the_order_the_learner_wrote_is_left_alone() -> None:
    as_written = "back = None\nnode = head\nwhile node:\n    node.next = back\n    back = node\n"
    as_written += "    node = node.next\nreturn back"
    assert "temporary" not in _kinds(LOSES_IT["sentences"], _method(as_written, "head"))


def test_a_temporary_named_for_its_member_is_no_name_the_learner_wrote() -> None:
    """`next = node.next`: the word `next` in `the next of node` is the member, not a saved name."""
    python = _method(SAVED.replace("ahead", "next"), "head")
    assert "temporary" in _kinds(LOSES_IT["words-of"], python)
    assert "temporary" not in _kinds(LOSES_IT["words-of"].replace("Two", "Keep next. Two"), python)


# -- the corpus holds the shapes these checks read --------------------------------------------------------


def test_the_corpus_translations_hold_each_shape() -> None:
    """The false-alarm figure (none, in test_fidelity_shapes.py) is measured on real instances."""
    found = {"tally": 0, "leftover": 0, "temporary": 0}
    for manifest in sorted(CORPUS.glob("*/manifest.jsonl")):
        for line in manifest.read_text("utf-8").splitlines():
            row = json.loads(line)
            tree = ast.parse((manifest.parent / f"{row['id']}.py").read_text("utf-8"))
            found["tally"] += _tally(tree) is not None
            found["leftover"] += _leftover(tree) is not None
            found["temporary"] += _temporary(tree) is not None
    assert found["tally"] >= 100 and found["leftover"] >= 8 and found["temporary"] >= 20, found


# -- the pipeline: such a translation is refused, never graded --------------------------------------------

PRESENCE_ANAGRAM = """check anagram(s, t):
if s and t are not the same size they are not, say false.
then for every letter of s see if t has that letter anywhere; if not, false.
all letters found: true
"""

COUNTING_TRANSLATION = """class Solution:
    def is_anagram(self, s: str, t: str) -> bool:
        if len(s) != len(t):
            return False
        seen = {}
        for ch in s:
            seen[ch] = seen.get(ch, 0) + 1
        for ch in t:
            if seen.get(ch, 0) == 0:
                return False
            seen[ch] -= 1
        return True
"""


def _fenced(code: str) -> Step:
    return Step(body=completion(f"```python\n{code}```"))


def test_the_pipeline_refuses_a_translation_that_counts(tmp_path: Path, sandbox: Sandbox) -> None:
    with scripted_llm([_fenced(COUNTING_TRANSLATION), _fenced(COUNTING_TRANSLATION)]) as llm:
        service = make_service(tmp_path, sandbox, gateway=make_gateway(llm.url), model_feedback=False)
        with pytest.raises(PseudocodeNotUnderstoodError) as caught:
            asyncio.run(service.evaluate("242", PRESENCE_ANAGRAM))
        follow_up = llm.requests[-1]["messages"][-1]["content"]
    assert "counts occurrences" in follow_up  # said to the model first, one more round
    translation = caught.value.details["modelTranslation"]
    assert translation["errorCode"] == "UNFAITHFUL_TRANSLATION" and "never counts" in translation["message"]
