"""``is`` between two values is equality in pseudocode (docs/pseudocode.md, "Equality said with is")."""

from __future__ import annotations

import pytest

from assay.grading import normalise
from tests.grading.support import ListNode, linked, run_normalised, sig, signature

ANAGRAM = sig("isAnagram", "bool", s="str", t="str")
LONG = "ab" * 300  # 600 letters: past CPython's cached small integers, where `is` stops agreeing


@pytest.mark.parametrize(
    "text",
    [
        """
        is anagram(s, t):
          if the length of s is not the length of t then return false
          return sorted(s) is sorted(t)
        """,
        """
        function isAnagram(s, t)
          if len(s) is not len(t) then return false
          if sorted(s) is not sorted(t) then return false
          return true
        """,
        """
        function isAnagram(s, t)
          a = len(s)
          b = len(t)
          return (a) is (b) and sorted(s) is sorted(t)
        """,
    ],
)
def test_is_between_values_compares_them(text: str) -> None:
    assert run_normalised(text, ANAGRAM, LONG, LONG[::-1]) is True
    assert run_normalised(text, ANAGRAM, LONG, LONG[:-1] + "c") is False
    assert run_normalised(text, ANAGRAM, "ab", "abc") is False


def test_a_bug_said_with_is_still_fails() -> None:
    # the learner compares lengths only: "ab" and "aa" pass as anagrams, as they wrote
    text = """
    function isAnagram(s, t)
      return length of s is length of t
    """
    assert run_normalised(text, ANAGRAM, "ab", "aa") is True


def test_is_none_stays_identity() -> None:
    result = normalise(
        "function f(head)\n  if head is null then return false\n  done = head.val is 0\n  return done",
        signature("f", "bool", head="Optional[ListNode]"),
    )
    assert result.ok, result.error
    assert "head is None" in result.python
    assert "head.val == 0" in result.python


def test_nodes_keep_identity() -> None:
    # Floyd's cycle check: two nodes holding the same value are still two nodes
    text = """
    function hasCycle(head)
      slow = head
      fast = head
      while fast is not null and fast.next is not null
        slow = slow.next
        fast = fast.next.next
        if slow is fast then return true
      return false
    """
    cycle = sig("hasCycle", "bool", head="Optional[ListNode]")
    same_values = linked(1, 1, 1, 1)
    assert run_normalised(text, cycle, same_values, classes=(ListNode,)) is False
    looped = linked(1, 2, 3)
    assert looped is not None and looped.next is not None and looped.next.next is not None
    looped.next.next.next = looped.next
    assert run_normalised(text, cycle, looped, classes=(ListNode,)) is True
