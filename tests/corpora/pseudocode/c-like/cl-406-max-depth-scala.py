from typing import Optional


class Solution:
    def max_depth(self, root: Optional[TreeNode]) -> int:
        if root is None:
            return 0
        node = root
        return 1 + max(self.max_depth(node.left), self.max_depth(node.right))
