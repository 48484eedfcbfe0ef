from typing import Optional


class Solution:
    def max_depth(self, root: Optional[TreeNode]) -> int:
        if root.left is None and root.right is None:
            return 1
        return 1 + max(self.max_depth(root.left), self.max_depth(root.right))
