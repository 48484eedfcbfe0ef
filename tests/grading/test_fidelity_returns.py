"""Two more "fixes" a model makes (docs/pseudocode.md, "Faithful, not fixed: the fidelity check"),
measured with the embedded 0.5B on round 14 of the corpus once it was opened: of its buggy answers
that passed after translation, one returned `previous` where the learner returned `current` (always
null after the loop), one shortened a dictated `fast dot next dot next` condition to `fast.next`.
The examples here are our own; the false-alarm figure is the corpus test in test_fidelity_shapes.py.
"""

from __future__ import annotations

import pytest

from assay.grading._pseudocode._translate_fidelity import fidelity_drifts


def _method(body: str, params: str = "head") -> str:
    lines = "\n".join("        " + line for line in body.strip("\n").split("\n"))
    return f"class Solution:\n    def f(self, {params}):\n{lines}\n"


def _kinds(pseudocode: str, python: str) -> list[str]:
    return [d.kind for d in fidelity_drifts(pseudocode, python)]


REVERSE = (
    "previous = None\ncurrent = head\nwhile current is not None:\n    after = current.next\n"
    "    current.next = previous\n    previous = current\n    current = after\nreturn {returned}"
)

RETURNS_CURRENT = {
    "js": "function rev(head) {\n  let previous = null; let current = head;\n"
    "  while (current != null) { let after = current.next; current.next = previous; previous = current; "
    "current = after; }\n  return current;\n}",
    "capitals": "Previous equals null, current equals head\nWhile current is not null\n"
    "  After equals current.next; current.next equals previous\n"
    "  previous equals current; current equals after\n"
    "Return current",
    "prose": "keep previous at nothing and current at the head. while current is there, turn its next to "
    "previous and move both on. when the loop is done give back current.",
}


@pytest.mark.parametrize("text", RETURNS_CURRENT)
def test_the_name_given_back_swapped_is_a_drift(text: str) -> None:
    assert "returned" in _kinds(RETURNS_CURRENT[text], _method(REVERSE.format(returned="previous")))


@pytest.mark.parametrize("text", RETURNS_CURRENT)
def test_the_name_given_back_kept_is_left_alone(text: str) -> None:
    assert "returned" not in _kinds(RETURNS_CURRENT[text], _method(REVERSE.format(returned="current")))


@pytest.mark.parametrize(
    ("said", "returned"),
    [
        ("return prev", "previous"),  # the translation renamed it: `previous` is no word of the pseudocode
        ("return maxLen", "max_len"),  # the same name in another case
        ("return len", "length"),  # `len` is Python's: the translation had to rename it
        ("return best divided by k", "best"),  # no lone name
        ("return true", "found"),  # a constant
        ("it returns previous as the new head", "current"),  # a remark, no step
    ],
)
def test_a_renaming_or_an_expression_is_left_alone(said: str, returned: str) -> None:
    text = f"set previous to null and current to head\nwalk and turn the links\n{said}"
    body = "previous = None\ncurrent = head\nlength = 0\nmax_len = 0\nbest = 0\nfound = True\n"
    body += f"return {returned}"
    assert "returned" not in _kinds(text, _method(body, "head, k"))


def test_a_helper_after_the_answer_is_not_compared() -> None:
    """The pseudocode's last return is the helper's (`ok`); the answer's own returns `result`."""
    text = (
        "function countPal(s)\n  result = 0\n  for each i, j: if isPal(s, i, j) then result = result + 1\n"
        "  return result\nfunction isPal(s, i, j)\n  ok = true\n  ...\n  return ok"
    )
    python = (
        "class Solution:\n    def count_substrings(self, s):\n        result = 0\n"
        "        for i in range(len(s)):\n            for j in range(i, len(s)):\n"
        "                if self.is_pal(s, i, j):\n                    result += 1\n        return result\n\n"
        "    def is_pal(self, s, i, j):\n        ok = s[i : j + 1] == s[i : j + 1][::-1]\n        return ok\n"
    )
    assert "returned" not in _kinds(text, python)


MIDDLE = (
    "slow = head\nfast = head\nwhile {test}:\n    slow = slow.next\n    fast = fast.next.next\nreturn slow"
)
DICTATED = (
    "slow and fast both start at the head. while fast dot next is not null and fast dot next dot next "
    "is not null, move slow one step and fast two steps. return slow"
)


def test_a_dictated_member_chain_is_read_as_code() -> None:
    assert "condition" in _kinds(DICTATED, _method(MIDDLE.format(test="fast and fast.next")))
    assert "condition" not in _kinds(DICTATED, _method(MIDDLE.format(test="fast.next and fast.next.next")))


def test_a_dot_product_is_no_member() -> None:
    text = "take the dot product of a and b; while i dot next is set, step"
    python = _method("total = 0\nfor x, y in zip(a, b):\n    total += x * y\nreturn total", "a, b")
    assert fidelity_drifts(text, python) == []
