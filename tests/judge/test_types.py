from __future__ import annotations

import math
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from assay.judge._types import (
    DecodeError,
    EncodeError,
    ListNode,
    TreeNode,
    TypeSyntaxError,
    decode,
    encode,
    list_to_tree,
    parse_type,
    tree_to_list,
)


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("int", "int"),
        ("List[int]", "List[int]"),
        ("list[list[int]]", "List[List[int]]"),
        ("Dict[str, List[int]]", "Dict[str, List[int]]"),
        ("Optional[TreeNode]", "Optional[TreeNode]"),
        ("int | None", "Optional[int]"),
        ("Tuple[int, str]", "Tuple[int, str]"),
        ("Tuple[int, ...]", "Tuple[int, ...]"),
        ("typing.List[str]", "List[str]"),
        ("None", "None"),
        ("ListNode", "ListNode"),
    ],
)
def test_parse_type(text: str, canonical: str) -> None:
    assert str(parse_type(text)) == canonical


@pytest.mark.parametrize(
    "text", ["", "Lst[int]", "List[int", "List[int, str]", "Dict[str]", "int | str", "foo"]
)
def test_parse_type_rejects(text: str) -> None:
    with pytest.raises(TypeSyntaxError):
        parse_type(text)


def test_decode_by_signature_types() -> None:
    assert decode([[1, 2], [3]], parse_type("List[List[int]]")) == [[1, 2], [3]]
    assert decode([1, "a"], parse_type("Tuple[int, str]")) == (1, "a")
    assert decode({"1": [2]}, parse_type("Dict[int, List[int]]")) == {1: [2]}
    assert decode(None, parse_type("Optional[int]")) is None
    assert decode(3, parse_type("float")) == 3.0 and type(decode(3, parse_type("float"))) is float
    assert math.isnan(decode({"__float__": "nan"}, parse_type("float")))
    assert decode([1, 2, 2], parse_type("Set[int]")) == {1, 2}


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (True, "int"),
        (1, "bool"),
        ("1", "int"),
        ([1], "Dict[str, int]"),
        ({"a": 1}, "List[int]"),
        ([1, 2], "Tuple[int]"),
    ],
)
def test_decode_rejects_mismatches(value: Any, text: str) -> None:
    with pytest.raises(DecodeError):
        decode(value, parse_type(text))


def test_listnode_and_treenode_from_leetcode_notation() -> None:
    head = decode([1, 0, 3], parse_type("ListNode"))
    assert (head.val, head.next.val, head.next.next.val, head.next.next.next) == (1, 0, 3, None)
    assert decode([], parse_type("ListNode")) is None
    root = decode([3, 9, 20, None, None, 15, 7], parse_type("TreeNode"))
    assert (root.val, root.left.val, root.right.val) == (3, 9, 20)
    assert root.left.left is None and root.left.right is None
    assert (root.right.left.val, root.right.right.val) == (15, 7)
    assert decode([0, 0, None, 0], parse_type("TreeNode")).left.left.val == 0  # zero values kept
    assert decode([], parse_type("TreeNode")) is None


def test_encode_is_strict() -> None:
    assert encode([1, (2, 3), {"a": True}]) == [1, [2, 3], {"a": True}]
    assert encode(None, parse_type("ListNode")) == []
    assert encode(float("nan")) == {"__float__": "nan"}
    assert encode({3, 1, 2}) == [1, 2, 3]

    class Liar:
        def __eq__(self, other: object) -> bool:
            return True

        __hash__ = object.__hash__

    class SneakyInt(int):
        pass

    for bad in (Liar(), SneakyInt(3), [Liar()], {"k": SneakyInt(1)}, object()):
        with pytest.raises(EncodeError):
            encode(bad)


def test_cyclic_list_is_an_encode_error() -> None:
    a = ListNode(1)
    a.next = ListNode(2, a)
    with pytest.raises(EncodeError, match="cyclic"):
        encode(a)


levels = st.lists(st.one_of(st.none(), st.integers(-5, 5)), max_size=40)


@given(st.lists(st.integers(-(10**12), 10**12), max_size=60))
def test_listnode_round_trip(values: list[int]) -> None:
    assert encode(decode(values, parse_type("ListNode")), parse_type("ListNode")) == values


@given(levels)
def test_treenode_round_trip(values: list[int | None]) -> None:
    # normalise: what a tree built from ``values`` looks like, written back, must be a fixed point
    tree = list_to_tree(values)
    once = tree_to_list(tree) if tree else []
    again = tree_to_list(list_to_tree(once)) if once else []
    assert once == again
    assert not once or once[-1] is not None
    assert sum(v is not None for v in once) <= sum(v is not None for v in values)


@given(st.lists(st.integers(-9, 9), min_size=1, max_size=31))
def test_complete_tree_round_trip(values: list[int]) -> None:
    assert tree_to_list(list_to_tree(values)) == values  # no nulls: level order is exact


def test_tree_node_identity() -> None:
    root = TreeNode(1, TreeNode(2), None)
    assert encode(root) == [1, 2]
