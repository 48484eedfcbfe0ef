from collections import deque
from typing import List, Optional


class Solution:
    def level_order(self, root: Optional[TreeNode]) -> List[List[int]]:
        queue = deque([root])
        levels = []
        while queue:
            size = len(queue)
            row = []
            for _ in range(size):
                node = queue.popleft()
                row.append(node.val)
                if node.left is not None:
                    queue.append(node.left)
                if node.right is not None:
                    queue.append(node.right)
            levels.append(row)
        return levels
