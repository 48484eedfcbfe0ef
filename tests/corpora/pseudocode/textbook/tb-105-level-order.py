from collections import deque
from typing import List, Optional


class Solution:
    def level_order(self, root: Optional[TreeNode]) -> List[List[int]]:
        result = []
        if root is None:
            return result
        Q = deque()
        Q.append(root)
        while len(Q) != 0:
            level = []
            count = len(Q)
            for j in range(1, count + 1):
                x = Q.popleft()
                level.append(x.val)
                if x.left is not None:
                    Q.append(x.left)
                if x.right is not None:
                    Q.append(x.right)
            result.append(level)
        return result
