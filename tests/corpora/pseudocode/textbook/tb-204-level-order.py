from collections import deque
from typing import List, Optional


class Solution:
    def level_order(self, root: Optional[TreeNode]) -> List[List[int]]:
        r = root
        result = []
        if r is None:
            return result
        Q = deque()
        Q.append(r)
        while Q:
            k = len(Q)
            level = []
            for _ in range(k):
                x = Q.popleft()
                level.append(x.val)
                if x.left is not None:
                    Q.append(x.left)
                if x.right is not None:
                    Q.append(x.right)
            result.append(level)
        return result
