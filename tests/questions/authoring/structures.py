"""Linked lists and trees (inputs and outputs in LeetCode array notation)."""

from __future__ import annotations

import itertools
from typing import Any

from tests.questions.authoring.quickcheck import to_tree
from tests.questions.authoring.spec import Spec

_LIST_GEN = """
    def generate(n, rng):
        return {"head": [rng.randint(-5000, 5000) for _ in range(n)]}
"""

L206 = Spec(
    id="206",
    title="Reverse Linked List",
    difficulty="easy",
    description="""
        Given the `head` of a singly linked list (`ListNode` with `val` and `next`), reverse the list
        and return its new head. An empty list is `None` (written `[]` in the tests).
    """,
    constraints=["0 <= number of nodes <= 5000", "-5000 <= node.val <= 5000"],
    method="reverse_list",
    params=[("head", "Optional[ListNode]")],
    returns="Optional[ListNode]",
    time="O(n)",
    space="O(1)",
    requirements=[
        "Re-links the nodes iteratively with prev/current pointers",
        "Handles the empty list and a single node",
        "Uses O(1) extra space (no array of values, no recursion)",
    ],
    concepts=["linked lists", "two pointers"],
    visible=[
        {"head": [1, 2, 3, 4, 5]},
        {"head": [1, 2]},
        {"head": []},
        {"head": [7]},
        {"head": [0, 0, 1]},
        {"head": [-1, -2, -3]},
        {"head": [5, 4, 3, 2, 1]},
        {"head": [1, 1, 1]},
    ],
    hidden=[{"head": [5000, -5000]}, {"head": [3, 1, 2]}],
    generated_sizes=[3, 10, 40, 100, 300, 600],
    brute=lambda head: head[::-1],
    reference="""
        class Solution:
            def reverse_list(self, head: Optional[ListNode]) -> Optional[ListNode]:
                previous = None
                current = head
                while current is not None:
                    following = current.next
                    current.next = previous
                    previous = current
                    current = following
                return previous
    """,
    generator=_LIST_GEN,
)


L21 = Spec(
    id="21",
    title="Merge Two Sorted Lists",
    difficulty="easy",
    description="""
        Given the heads of two sorted (non-decreasing) linked lists `list1` and `list2`, splice their
        nodes into one sorted list and return its head.
    """,
    constraints=["0 <= nodes in each list <= 5000", "-100 <= node.val <= 100", "both lists are sorted"],
    method="merge_two_lists",
    params=[("list1", "Optional[ListNode]"), ("list2", "Optional[ListNode]")],
    returns="Optional[ListNode]",
    time="O(n)",
    space="O(1)",
    requirements=[
        "Re-uses the existing nodes (splices, no new values)",
        "Uses a dummy head to avoid special cases",
        "Appends the remainder of the longer list",
    ],
    concepts=["linked lists", "two pointers"],
    visible=[
        {"list1": [1, 2, 4], "list2": [1, 3, 4]},
        {"list1": [], "list2": []},
        {"list1": [], "list2": [0]},
        {"list1": [5], "list2": []},
        {"list1": [1, 2, 3], "list2": [4, 5, 6]},
        {"list1": [4, 5, 6], "list2": [1, 2, 3]},
        {"list1": [-10, 0, 10], "list2": [-5, 5]},
        {"list1": [2, 2], "list2": [2, 2, 2]},
    ],
    hidden=[{"list1": [-100], "list2": [100]}, {"list1": [1, 3, 5, 7], "list2": [2]}],
    generated_sizes=[2, 10, 40, 100, 300, 600],
    brute=lambda list1, list2: sorted(list1 + list2),
    reference="""
        class Solution:
            def merge_two_lists(
                self, list1: Optional[ListNode], list2: Optional[ListNode]
            ) -> Optional[ListNode]:
                dummy = ListNode(0)
                tail = dummy
                while list1 is not None and list2 is not None:
                    if list1.val <= list2.val:
                        tail.next = list1
                        list1 = list1.next
                    else:
                        tail.next = list2
                        list2 = list2.next
                    tail = tail.next
                tail.next = list1 if list1 is not None else list2
                return dummy.next
    """,
    generator="""
        def generate(n, rng):
            # Interleaved values: the merge alternates between the lists all the way.
            values = sorted(rng.randint(-100, 100) for _ in range(n))
            return {"list1": values[0::2], "list2": values[1::2]}
    """,
)


L876 = Spec(
    id="876",
    title="Middle of the Linked List",
    difficulty="easy",
    description="""
        Given the `head` of a non-empty singly linked list, return its middle node (the list from that
        node on). With two middle nodes, return the second one.
    """,
    constraints=["1 <= number of nodes <= 10^4", "1 <= node.val <= 100"],
    method="middle_node",
    params=[("head", "Optional[ListNode]")],
    returns="Optional[ListNode]",
    time="O(n)",
    space="O(1)",
    requirements=[
        "Uses slow and fast pointers in one pass",
        "Returns the second middle for an even length",
        "Uses O(1) extra space",
    ],
    concepts=["linked lists", "two pointers"],
    visible=[
        {"head": [1, 2, 3, 4, 5]},
        {"head": [1, 2, 3, 4, 5, 6]},
        {"head": [1]},
        {"head": [1, 2]},
        {"head": [1, 2, 3]},
        {"head": [9, 9, 9, 9]},
        {"head": [4, 3, 2, 1, 0, 7, 7]},
        {"head": [100, 1]},
    ],
    hidden=[{"head": [2, 4, 6, 8]}, {"head": [5, 6, 7]}],
    generated_sizes=[3, 10, 40, 100, 300, 600],
    brute=lambda head: head[len(head) // 2 :],
    reference="""
        class Solution:
            def middle_node(self, head: Optional[ListNode]) -> Optional[ListNode]:
                slow = fast = head
                while fast is not None and fast.next is not None:
                    slow = slow.next
                    fast = fast.next.next
                return slow
    """,
    generator="""
        def generate(n, rng):
            return {"head": [rng.randint(1, 100) for _ in range(n)]}
    """,
)

# A complete tree in level order (no gaps): depth log n, so deep recursion never hits the limit.
_TREE_GEN = """
    def generate(n, rng):
        return {"root": [rng.randint(-1000, 1000) for _ in range(n)]}
"""


def _depth(node: Any) -> int:
    return 0 if node is None else 1 + max(_depth(node.left), _depth(node.right))


L104 = Spec(
    id="104",
    title="Maximum Depth of Binary Tree",
    difficulty="easy",
    description="""
        Given the `root` of a binary tree (`TreeNode` with `val`, `left`, `right`; written in level
        order with `null` for gaps), return its depth: the number of nodes on the longest path from the
        root down to a leaf. An empty tree has depth 0.
    """,
    constraints=["0 <= number of nodes <= 10^4", "-100 <= node.val <= 100"],
    method="max_depth",
    params=[("root", "Optional[TreeNode]")],
    returns="int",
    time="O(n)",
    space="O(n)",
    requirements=[
        "Visits every node once (DFS or BFS)",
        "Returns 0 for an empty tree",
        "Handles skewed trees",
    ],
    concepts=["trees", "recursion", "breadth-first search"],
    visible=[
        {"root": [3, 9, 20, None, None, 15, 7]},
        {"root": [1, None, 2]},
        {"root": []},
        {"root": [0]},
        {"root": [1, 2, 3, 4, 5]},
        {"root": [1, 2, None, 3, None, 4, None, 5]},
        {"root": [1, None, 2, None, 3, None, 4]},
        {"root": [1, 2, 3, 4, 5, 6, 7]},
    ],
    hidden=[{"root": [-1, -2]}, {"root": [1, 2, 3, None, None, None, 4, 5]}],
    generated_sizes=[3, 10, 40, 100, 300, 600],
    brute=lambda root: _depth(to_tree(root)),
    reference="""
        from collections import deque


        class Solution:
            def max_depth(self, root: Optional[TreeNode]) -> int:
                if root is None:
                    return 0
                depth = 0
                level = deque([root])
                while level:
                    depth += 1
                    for _ in range(len(level)):
                        node = level.popleft()
                        if node.left is not None:
                            level.append(node.left)
                        if node.right is not None:
                            level.append(node.right)
                return depth
    """,
    generator=_TREE_GEN,
)


def _levels(root: list[Any]) -> list[list[int]]:
    out: list[list[int]] = []

    def walk(node: Any, depth: int) -> None:
        if node is None:
            return
        if len(out) == depth:
            out.append([])
        out[depth].append(node.val)
        walk(node.left, depth + 1)
        walk(node.right, depth + 1)

    walk(to_tree(root), 0)
    return out


L102 = Spec(
    id="102",
    title="Binary Tree Level Order Traversal",
    difficulty="medium",
    description="""
        Given the `root` of a binary tree, return its values level by level, each level from left to
        right: `[[root], [children], [grandchildren], ...]`.
    """,
    constraints=["0 <= number of nodes <= 2000", "-1000 <= node.val <= 1000"],
    method="level_order",
    params=[("root", "Optional[TreeNode]")],
    returns="List[List[int]]",
    time="O(n)",
    space="O(n)",
    requirements=[
        "Uses a queue (breadth-first search)",
        "Groups values by level",
        "Returns [] for an empty tree",
    ],
    concepts=["trees", "breadth-first search", "queue"],
    visible=[
        {"root": [3, 9, 20, None, None, 15, 7]},
        {"root": [1]},
        {"root": []},
        {"root": [1, 2, 3, 4, 5, 6, 7]},
        {"root": [1, None, 2, None, 3]},
        {"root": [1, 2, None, 3, None, 4]},
        {"root": [0, -1, 1]},
        {"root": [5, 4, 8, 11, None, 13, 4, 7, 2, None, None, None, 1]},
    ],
    hidden=[{"root": [1, 2]}, {"root": [1, None, 2]}],
    generated_sizes=[3, 10, 40, 100, 300, 600],
    brute=_levels,
    reference="""
        from collections import deque


        class Solution:
            def level_order(self, root: Optional[TreeNode]) -> List[List[int]]:
                if root is None:
                    return []
                levels: list[list[int]] = []
                queue = deque([root])
                while queue:
                    level = []
                    for _ in range(len(queue)):
                        node = queue.popleft()
                        level.append(node.val)
                        if node.left is not None:
                            queue.append(node.left)
                        if node.right is not None:
                            queue.append(node.right)
                    levels.append(level)
                return levels
    """,
    generator=_TREE_GEN,
)


def _inorder(node: Any) -> list[int]:
    return [] if node is None else [*_inorder(node.left), node.val, *_inorder(node.right)]


def _is_bst_brute(root: list[Any]) -> bool:
    values = _inorder(to_tree(root))
    return all(a < b for a, b in itertools.pairwise(values))


L98 = Spec(
    id="98",
    title="Validate Binary Search Tree",
    difficulty="medium",
    description="""
        Given the `root` of a binary tree, return `True` if it is a valid binary search tree: every
        node's left subtree holds only smaller values, its right subtree only larger values (no
        duplicates), and both subtrees are valid binary search trees.
    """,
    constraints=["1 <= number of nodes <= 10^4", "-2^31 <= node.val <= 2^31 - 1"],
    method="is_valid_bst",
    params=[("root", "Optional[TreeNode]")],
    returns="bool",
    time="O(n)",
    space="O(n)",
    requirements=[
        "Checks each node against bounds inherited from all ancestors, not just its parent",
        "Rejects duplicate values",
        "Handles values at the 32-bit limits",
    ],
    concepts=["trees", "binary search tree", "recursion"],
    visible=[
        {"root": [2, 1, 3]},
        {"root": [5, 1, 4, None, None, 3, 6]},
        {"root": [1]},
        {"root": [2, 2, 2]},
        {"root": [5, 4, 6, None, None, 3, 7]},
        {"root": [1, None, 1]},
        {"root": [10, 5, 15, None, None, 6, 20]},
        {"root": [8, 4, 12, 2, 6, 10, 14]},
    ],
    hidden=[
        {"root": [-2147483648, None, 2147483647]},
        {"root": [2147483647]},
        {"root": [3, 1, 5, 0, 2, 4, 6]},
        {"root": [3, 1, 5, 0, 4]},
        {"root": [32, 26, 47, 19, None, None, 56, None, 27]},
    ],
    generated_sizes=[3, 15, 63, 127, 255],
    brute=_is_bst_brute,
    reference="""
        class Solution:
            def is_valid_bst(self, root: Optional[TreeNode]) -> bool:
                stack = [(root, float("-inf"), float("inf"))]
                while stack:
                    node, low, high = stack.pop()
                    if node is None:
                        continue
                    if not low < node.val < high:
                        return False
                    stack.append((node.left, low, node.val))
                    stack.append((node.right, node.val, high))
                return True
    """,
    generator="""
        def generate(n, rng):
            # A valid, balanced BST in level order: the whole tree must be checked.
            values = sorted(rng.sample(range(-100 * n, 100 * n), n))
            slots = {}

            def place(lo, hi, index):
                if lo > hi:
                    return
                mid = (lo + hi + 1) // 2
                slots[index] = values[mid]
                place(lo, mid - 1, 2 * index + 1)
                place(mid + 1, hi, 2 * index + 2)

            place(0, n - 1, 0)
            # A complete-shaped heap index layout maps to level order with gaps as null.
            size = max(slots) + 1
            heap = [slots.get(i) for i in range(size)]
            # Level order only lists children of present nodes; drop the children of gaps.
            out, present = [], {0}
            for i, v in enumerate(heap):
                parent = (i - 1) // 2
                if i == 0 or parent in present:
                    out.append(v)
                    if v is not None:
                        present.add(i)
            while out and out[-1] is None:
                out.pop()
            return {"root": out}
    """,
)

SPECS = [L21, L98, L102, L104, L206, L876]
