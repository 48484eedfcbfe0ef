from typing import Optional


class Solution:
    def is_valid_bst(self, root: Optional[TreeNode]) -> bool:
        return self.check(root, float("-inf"), float("inf"))

    def check(self, x, low, high):
        if x is None:
            return True
        if x.val <= low or x.val >= high:
            return False
        return self.check(x.left, low, x.val) and self.check(x.right, x.val, high)
