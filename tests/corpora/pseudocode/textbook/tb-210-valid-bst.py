from typing import Optional


class Solution:
    def is_valid_bst(self, root: Optional[TreeNode]) -> bool:
        def CHECK(x, lo, hi):
            if x is None:
                return True
            if x.val <= lo or x.val >= hi:
                return False
            return CHECK(x.left, lo, x.val) and CHECK(x.right, x.val, hi)

        return CHECK(root, float("-inf"), float("inf"))
