from typing import Optional


class Solution:
    def is_valid_bst(self, root: Optional[TreeNode]) -> bool:
        def check(node, lo, hi):
            if node is None:
                return True
            if node.val < lo or node.val > hi:
                return False
            return check(node.left, lo, node.val) and check(node.right, node.val, hi)

        return check(root, float("-inf"), float("inf"))
