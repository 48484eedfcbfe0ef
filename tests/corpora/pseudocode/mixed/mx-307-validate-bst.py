from typing import Optional


class Solution:
    def is_valid_bst(self, root: Optional[TreeNode]) -> bool:
        def ok(node, lo, hi):
            if node is None:
                return True
            if not ((lo is None or node.val > lo) and (hi is None or node.val < hi)):
                return False
            return ok(node.left, lo, node.val) and ok(node.right, node.val, hi)

        return ok(root, None, None)
