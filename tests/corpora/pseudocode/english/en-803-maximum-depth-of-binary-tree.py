from typing import Optional


class Solution:
    def max_depth(self, root: Optional[TreeNode]) -> int:
        if root is None:
            return 0
        else:
            depth_of_left = self.max_depth(root.left)
            depth_of_right = self.max_depth(root.right)
            return 1 + max(depth_of_left, depth_of_right)
