from collections import deque
from typing import List, Optional


class Solution:
    def level_order(self, root: Optional[TreeNode]) -> List[List[int]]:
        if root is None:
            return []
        q = deque()
        q.append(root)
        levels = []
        while len(q) > 0:
            size = len(q)
            level = []
            for _i in range(1, size + 1):
                x = q.popleft()
                level.append(x.val)
                if x.left is not None:
                    q.append(x.left)
                if x.right is not None:
                    q.append(x.right)
            levels.append(level)
        return levels
