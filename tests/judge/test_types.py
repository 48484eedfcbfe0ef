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


def _shape(node: TreeNode | None) -> Any:
    """A tree as nested tuples: what must survive a round trip."""
    return None if node is None else (node.val, _shape(node.left), _shape(node.right))


trees = st.recursive(
    st.none(),
    lambda children: st.builds(
        TreeNode, st.integers(-3, 3) | st.integers(-(10**12), 10**12), children, children
    ),
    max_leaves=40,
)


@given(trees)
def test_treenode_round_trip(tree: TreeNode | None) -> None:
    spec = parse_type("TreeNode")
    written = encode(tree, spec)
    rebuilt = decode(written, spec)
    assert _shape(rebuilt) == _shape(tree)  # the same structure and values, gaps included
    assert encode(rebuilt, spec) == written
    assert not written or written[-1] is not None  # trailing nulls trimmed


@given(levels)
def test_treenode_notation_is_a_fixed_point_after_one_trip(values: list[int | None]) -> None:
    # Arbitrary level-order lists may hold children of missing nodes: once read and written back
    # they are canonical, and stay so.
    tree = list_to_tree(values)
    once = tree_to_list(tree) if tree else []
    again = tree_to_list(list_to_tree(once)) if once else []
    assert once == again
    assert sum(v is not None for v in once) <= sum(v is not None for v in values)


@pytest.mark.parametrize(
    ("values", "shape"),
    [
        ([1, None, 2], (1, None, (2, None, None))),
        ([1, 2, None, 3], (1, (2, (3, None, None), None), None)),
        ([0, 0, None, None, 0], (0, (0, None, (0, None, None)), None)),
        ([1, None, 2, None, 3], (1, None, (2, None, (3, None, None)))),
        ([], None),
    ],
)
def test_treenode_direct_cases(values: list[int | None], shape: Any) -> None:
    spec = parse_type("TreeNode")
    tree = decode(values, spec)
    assert _shape(tree) == shape
    assert encode(tree, spec) == values


@pytest.mark.parametrize("value", [{1: "a", "1": "b"}, {"True": 1, True: 2}, {None: 1, "None": 2}])
def test_colliding_dict_keys_are_refused(value: dict[Any, Any]) -> None:
    with pytest.raises(EncodeError, match="both have the JSON key"):
        encode(value)
    assert encode({1: "a", "2": "b"}) == {"1": "a", "2": "b"}


@given(st.lists(st.integers(-9, 9), min_size=1, max_size=31))
def test_complete_tree_round_trip(values: list[int]) -> None:
    assert tree_to_list(list_to_tree(values)) == values  # no nulls: level order is exact


def test_tree_node_identity() -> None:
    root = TreeNode(1, TreeNode(2), None)
    assert encode(root) == [1, 2]


def test_dict_views_and_ranges_are_lists_where_the_signature_returns_a_list() -> None:
    groups = {"aet": ["eat", "tea"], "ant": ["tan"]}
    spec = parse_type("List[List[str]]")
    assert encode(groups.values(), spec) == [["eat", "tea"], ["tan"]]
    assert encode(groups.keys(), parse_type("List[str]")) == ["aet", "ant"]
    assert encode({1: 2}.items(), parse_type("List[List[int]]")) == [[1, 2]]
    assert encode(range(3), parse_type("List[int]")) == [0, 1, 2]
    # only where a list is declared, and the items are still encoded strictly
    for value, declared in ((groups.values(), None), (range(3), parse_type("int"))):
        with pytest.raises(EncodeError):
            encode(value, declared)

    class SneakyInt(int):
        pass

    with pytest.raises(EncodeError):
        encode({"k": SneakyInt(1)}.values(), parse_type("List[int]"))
    for endless in (iter([1]), map(int, "12"), (x for x in [1])):
        with pytest.raises(EncodeError):
            encode(endless, parse_type("List[int]"))
