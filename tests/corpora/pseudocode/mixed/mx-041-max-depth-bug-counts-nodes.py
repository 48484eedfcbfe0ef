from typing import Optional


class Solution:
    def max_depth(self, root: Optional[TreeNode]) -> int:
        if not root:
            return 0
        q = [root]
        depth = 0
        while q:
            node = q.pop(0)
            depth += 1
            if node.left:
                q.append(node.left)
            if node.right:
                q.append(node.right)
        return depth
