from typing import Optional


class Solution:
    def max_depth(self, root: Optional[TreeNode]) -> int:
        return 0 if root is None else 1 + max(self.max_depth(root.left), self.max_depth(root.right))
