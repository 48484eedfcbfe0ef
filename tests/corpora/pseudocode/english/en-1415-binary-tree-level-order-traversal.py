from collections import deque
from typing import List, Optional


class Solution:
    def level_order(self, root: Optional[TreeNode]) -> List[List[int]]:
        if root is None:
            return []
        result = []
        queue = deque()
        queue.append(root)
        while len(queue) != 0:
            n = len(queue)
            row = []
            for k in range(1, n + 1):
                node = queue.popleft()
                row.append(node.val)
                if node.left is not None:
                    queue.append(node.left)
                if node.right is not None:
                    queue.append(node.right)
            result.append(row)
        return result
