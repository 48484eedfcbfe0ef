from collections import deque
from typing import List, Optional


class Solution:
    def level_order(self, root: Optional[TreeNode]) -> List[List[int]]:
        if root is None:
            return []
        f = deque([root])
        result = []
        while len(f) > 0:
            n = len(f)
            level = []
            for _ in range(n):
                node = f.popleft()
                level.append(node.val)
                if node.left is not None:
                    f.append(node.left)
                if node.right is not None:
                    f.append(node.right)
            result.append(level)
        return result
