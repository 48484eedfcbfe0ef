import math
from typing import Optional


class Solution:
    def is_valid_bst(self, root: Optional[TreeNode]) -> bool:
        return self.ok(root, -math.inf, math.inf)

    def ok(self, t, lo, hi):
        if t is None:
            return True
        if t.val <= lo or t.val >= hi:
            return False
        return self.ok(t.left, lo, t.val) and self.ok(t.right, t.val, hi)
