import sys
from typing import Optional

sys.setrecursionlimit(100000)


class Solution:
    def is_valid_bst(self, root: Optional[TreeNode]) -> bool:
        def check(node, low, high):
            if node is None:
                return True
            if not node.val > low or not node.val < high:
                return False
            return check(node.left, low, node.val) and check(node.right, node.val, high)

        return check(root, float("-inf"), float("inf"))
