from typing import Optional


class Solution:
    def max_depth(self, root: Optional[TreeNode]) -> int:
        if root is None:
            return 0
        level = [root]
        depth = 0
        while level:
            depth += 1
            next_ = []
            for node in level:
                if node.left is not None:
                    next_.append(node.left)
                if node.right is not None:
                    next_.append(node.right)
            level = next_
        return depth
