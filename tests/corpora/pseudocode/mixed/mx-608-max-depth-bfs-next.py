from typing import Optional


class Solution:
    def max_depth(self, root: Optional[TreeNode]) -> int:
        if root is None:
            return 0
        q = [root]
        depth = 0
        while len(q) > 0:
            depth += 1
            next = []
            for node in q:
                if node.left:
                    next.append(node.left)
                if node.right:
                    next.append(node.right)
            q = next
        return depth
