from typing import Optional


class Solution:
    def is_valid_bst(self, root: Optional[TreeNode]) -> bool:
        return self.check(root, float("-inf"), float("inf"))

    def check(self, x, lo, hi):
        if x is None:
            return True
        if x.val <= lo or x.val >= hi:
            return False
        return self.check(x.left, lo, x.val) and self.check(x.right, x.val, hi)
