from typing import Optional


class Solution:
    def is_valid_bst(self, root: Optional[TreeNode]) -> bool:
        def check(x, lo, hi):
            if x is None:
                return True
            if x.val < lo or x.val > hi:
                return False
            return check(x.left, lo, x.val) and check(x.right, x.val, hi)

        return check(root, float("-inf"), float("inf"))
