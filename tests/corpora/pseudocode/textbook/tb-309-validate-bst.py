from typing import Optional


class Solution:
    def is_valid_bst(self, root: Optional[TreeNode]) -> bool:
        def Check(p, low, high):
            if p is None:
                return True
            if (p.val <= low) or (p.val >= high):
                return False
            return Check(p.left, low, p.val) and Check(p.right, p.val, high)

        return Check(root, float("-inf"), float("inf"))
