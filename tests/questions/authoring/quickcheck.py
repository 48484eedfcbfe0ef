"""Throwaway in-process check of the bank (until the judge lands): exec each reference on every test.

.venv/bin/python -m tests.questions.authoring.quickcheck
"""

from __future__ import annotations

import copy
import json
import math
import sys
import typing
from collections import deque
from typing import Any

from tests.questions.authoring.spec import BANK


class ListNode:
    def __init__(self, val: int = 0, next: Any = None) -> None:
        self.val, self.next = val, next


class TreeNode:
    def __init__(self, val: int = 0, left: Any = None, right: Any = None) -> None:
        self.val, self.left, self.right = val, left, right


def to_list(a: list[int]) -> Any:
    head = None
    for v in reversed(a):
        head = ListNode(v, head)
    return head


def from_list(node: Any) -> list[int]:
    out = []
    while node is not None:
        out.append(node.val)
        node = node.next
    return out


def to_tree(a: list[Any]) -> Any:
    if not a or a[0] is None:
        return None
    root = TreeNode(a[0])
    queue, i = deque([root]), 1
    while queue and i < len(a):
        node = queue.popleft()
        if i < len(a) and a[i] is not None:
            node.left = TreeNode(a[i])
            queue.append(node.left)
        i += 1
        if i < len(a) and a[i] is not None:
            node.right = TreeNode(a[i])
            queue.append(node.right)
        i += 1
    return root


def from_tree(root: Any) -> list[Any]:
    out: list[Any] = []
    queue = deque([root])
    while queue:
        node = queue.popleft()
        if node is None:
            out.append(None)
        else:
            out.append(node.val)
            queue.append(node.left)
            queue.append(node.right)
    while out and out[-1] is None:
        out.pop()
    return out


def decode(v: Any, t: str) -> Any:
    if t == "ListNode" or t == "Optional[ListNode]":
        return to_list(v)
    if t == "TreeNode" or t == "Optional[TreeNode]":
        return to_tree(v)
    if t.startswith("Tuple"):
        return tuple(v)
    return v


def encode(v: Any, t: str) -> Any:
    if "ListNode" in t:
        return from_list(v)
    if "TreeNode" in t:
        return from_tree(v)
    return v


def canon(v: Any) -> Any:
    return json.dumps(v, sort_keys=True)


def compare(expected: Any, got: Any, spec: dict[str, Any], args: dict[str, Any]) -> bool:
    mode = spec["mode"]
    if mode == "unordered":
        if spec.get("nested"):
            expected = [sorted(x) for x in expected]
            got = [sorted(x) for x in got]
        return sorted(map(canon, expected)) == sorted(map(canon, got))
    if mode == "float":
        return math.isclose(
            expected, got, rel_tol=spec.get("rel_tol", 1e-6), abs_tol=spec.get("abs_tol", 1e-9)
        )
    if mode == "checker":
        ns: dict[str, Any] = {}
        exec(spec["code"], ns)
        return bool(ns["check"](args, got))
    return canon(expected) == canon(got) and type(expected) is type(got)


def main() -> int:
    bad = 0
    for path in sorted(BANK.glob("L-*.json")):
        q = json.loads(path.read_text())
        ns: dict[str, Any] = {
            n: getattr(typing, n) for n in ("List", "Dict", "Optional", "Tuple", "Set", "Any")
        }
        ns.update(ListNode=ListNode, TreeNode=TreeNode)
        exec(q["reference_solution"], ns)
        sig = q["signature"]
        types = {p["name"]: p["type"] for p in sig["params"]}
        cases = q["test_cases"] + q["hidden_test_cases"]
        for i, case in enumerate(cases):
            args = {k: decode(copy.deepcopy(v), types[k]) for k, v in case["input"].items()}
            result = getattr(ns["Solution"](), sig["method"])(**args)
            if q["compare"]["mode"] == "inplace":
                arg = q["compare"]["arg"]
                got = encode(args[arg], types[arg])
            else:
                got = encode(result, sig["returns"])
            if not compare(case["expected"], got, q["compare"], copy.deepcopy(case["input"])):
                bad += 1
                print(f"{path.name} test {i}: expected {case['expected']!r} got {got!r}")
        gen: dict[str, Any] = {}
        exec(q["scaling"]["generator"], gen)
        import random

        sample = gen["generate"](50, random.Random(1))
        assert set(sample) == set(types), (path.name, sample.keys())
        print(
            f"{path.name}: {len(q['test_cases'])}+{len(q['hidden_test_cases'])} tests ok" if not bad else ""
        )
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
