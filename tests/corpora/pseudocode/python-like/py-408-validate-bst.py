from typing import Optional


class Solution:
    def is_valid_bst(self, root: Optional[TreeNode]) -> bool:
        def valid(node, lo=None, hi=None):
            if node is None:
                return True
            if lo is not None and node.val <= lo:
                return False
            if hi is not None and node.val >= hi:
                return False
            return valid(node.left, lo, node.val) and valid(node.right, node.val, hi)

        return valid(root, None, None)
