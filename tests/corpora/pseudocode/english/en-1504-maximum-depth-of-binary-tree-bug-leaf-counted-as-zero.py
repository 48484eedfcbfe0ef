from typing import Optional


class Solution:
    def max_depth(self, root: Optional[TreeNode]) -> int:
        if root is None:
            return 0
        if root.left is None and root.right is None:
            return 0
        left = self.max_depth(root.left)
        right = self.max_depth(root.right)
        return 1 + max(left, right)
