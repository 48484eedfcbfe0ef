"""Two more "fixes" a model makes to a learner's steps (docs/pseudocode.md, "Faithful, not fixed: the
fidelity check"), measured with the embedded 0.5B on rounds 11 and 12 of the corpus once opened.

* A condition's member dropped. ``while cur have a next node`` (the last node never turned: the
  learner's bug) came back as ``while cur:``, the textbook loop, with ``cur.next`` still read in the
  body. A member a condition of the pseudocode reads (``cur.next``, ``cur->next``, or in words ``cur
  has a next``, ``cur's next``, ``the node after cur``) must be read by a condition of the
  translation when the translation's conditions read ``cur`` and its body reads ``cur.next``: the
  condition was shortened, not written another way. :func:`chain_drifts` does the same for
  references two members deep.
* A set dropped. ``let s = new Set(n)`` then sorting ``[...s]`` (repeated values counted once: the
  learner's bug) came back as ``nums.sort(reverse=True)``. Pseudocode that makes a set, or says it
  removes duplicates, must have a translation that makes one (``set(…)``, a set literal or
  comprehension, ``dict.fromkeys``).

The false-alarm figure of both is measured on every faithful hand translation of the corpus
(``tests/grading/test_fidelity_steps.py``).
"""

from __future__ import annotations

import ast
import re

from assay.grading._pseudocode._fidelity_drift import Drift

__all__ = ["member_drifts", "set_drifts"]

_MEMBERS = ("next", "left", "right", "prev", "parent", "child", "children")
_M = "|".join(_MEMBERS)
# where a condition is said: the start of a line (code) or a clause anywhere in a sentence (words)
_CONDITION = re.compile(
    r"(?:^|[.;:,]\s+|\bthen\s+|\band\s+)\s*(?:\d+[.):]?\s+)?(?:\}\s*)?(?:else\s+)?"
    r"(?:if|while|until|elif|elseif|as\s+long\s+as|so\s+long\s+as)\b(?P<test>[^\n]*)",
    re.I | re.M,
)
_TEST_END = re.compile(r":|\{|\bdo\b|\bthen\b|→|\s->\s|;|,\s", re.I)
_CODE_MEMBER = re.compile(rf"\b(?P<name>[A-Za-z_]\w*)\s*(?:\.|->)\s*(?P<member>{_M})\b(?!\s*(?:\.|->))", re.I)
_SAID_MEMBER = re.compile(
    rf"\b(?P<name>[A-Za-z_]\w*)\s+(?:has|have|had|with|got|gets)\s+(?:an?\s+|any\s+|one\s+more\s+)?(?P<member>{_M})\b"
    rf"|\b(?P<name2>[A-Za-z_]\w*)['’]s\s+(?P<member2>{_M})\b"
    r"|\b(?:the\s+)?(?:node|one|item|element)\s+after\s+(?P<name3>[A-Za-z_]\w*)\b",
    re.I,
)


def _said_members(text: str) -> set[tuple[str, str]]:
    wanted: set[tuple[str, str]] = set()
    for condition in _CONDITION.finditer(text):
        test = _TEST_END.split(condition.group("test"))[0]
        for m in _CODE_MEMBER.finditer(test):
            wanted.add((m.group("name").lower(), m.group("member").lower()))
        for m in _SAID_MEMBER.finditer(test):
            if m.group("name3"):
                wanted.add((m.group("name3").lower(), "next"))
            else:
                name = m.group("name") or m.group("name2")
                wanted.add((name.lower(), (m.group("member") or m.group("member2")).lower()))
    return wanted


def _reads(tree: ast.AST) -> tuple[set[str], set[tuple[str, str]], set[tuple[str, str]]]:
    """Names a condition reads, members a condition reads, and members read anywhere."""
    names: set[str] = set()
    in_conditions: set[tuple[str, str]] = set()
    anywhere: set[tuple[str, str]] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            anywhere.add((node.value.id.lower(), node.attr.lower()))
        if isinstance(node, ast.While | ast.If | ast.IfExp):
            for part in ast.walk(node.test):
                if isinstance(part, ast.Name):
                    names.add(part.id.lower())
                elif isinstance(part, ast.Attribute) and isinstance(part.value, ast.Name):
                    in_conditions.add((part.value.id.lower(), part.attr.lower()))
    return names, in_conditions, anywhere


def member_drifts(text: str, tree: ast.AST) -> list[Drift]:
    """A member the pseudocode's conditions read that the translation's conditions dropped."""
    wanted = _said_members(text)
    if not wanted:
        return []
    names, in_conditions, anywhere = _reads(tree)
    missing = sorted(
        (name, member)
        for name, member in wanted - in_conditions
        if name in names and (name, member) in anywhere and not any(n == name for n, _ in in_conditions)
    )
    if not missing:
        return []
    name, member = missing[0]
    return [
        Drift(
            "condition",
            f"the pseudocode's condition reads `{name}.{member}`, the translation's conditions read only "
            f"`{name}`: keep the condition as written",
        )
    ]


# `map.set(k, v)` (JavaScript's Map) is no set; `distinct numbers` or `no repeats` describe, not remove
_MAKES_A_SET = re.compile(
    r"\bnew\s+(?:Hash|Tree|LinkedHash)?Set\b|(?<![.\w])(?:Hash|Tree|LinkedHash)?Set\s*<|(?<![.\w])set\s*\("
    r"|\b(?:remove|removes|removing|drop|drops|dropping|get\s+rid\s+of|getting\s+rid\s+of|throw\s+away|"
    r"throwing\s+away|delete|deleting)\s+(?:the\s+|any\s+|all\s+)?(?:duplicates?|doubles?|repeats|repeated\s+\w+)\b"
    r"|\bdedup\w*",
    re.I,
)


def _makes_a_set(tree: ast.AST) -> bool:
    for node in ast.walk(tree):
        if isinstance(node, ast.Set | ast.SetComp):
            return True
        if isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name in ("set", "frozenset", "fromkeys", "unique"):
                return True
    return False


def set_drifts(text: str, tree: ast.AST) -> list[Drift]:
    """The pseudocode makes a set (or says it drops duplicates) and the translation makes none."""
    said = _MAKES_A_SET.search(text)
    if said is None or _makes_a_set(tree):
        return []
    return [
        Drift(
            "collection",
            f"the pseudocode makes a set (`{said.group(0).strip()}`), the translation never does: keep "
            "the set, and what it removes",
        )
    ]
