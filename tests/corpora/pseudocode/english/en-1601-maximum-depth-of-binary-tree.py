from typing import Optional


class Solution:
    def max_depth(self, root: Optional[TreeNode]) -> int:
        if root is None:
            return 0
        else:
            l = self.max_depth(root.left)
            r = self.max_depth(root.right)
            return 1 + max(l, r)
