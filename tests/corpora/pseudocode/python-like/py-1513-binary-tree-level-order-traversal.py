from typing import List, Optional


class Solution:
    def level_order(self, root: Optional[TreeNode]) -> List[List[int]]:
        if root is None:
            return []
        result = []
        queue = [root]
        while len(queue) > 0:
            level = []
            size = len(queue)
            for i in range(1, size + 1):
                node = queue.pop(0)
                level.append(node.val)
                if node.left is not None:
                    queue.append(node.left)
                if node.right is not None:
                    queue.append(node.right)
            result.append(level)
        return result
