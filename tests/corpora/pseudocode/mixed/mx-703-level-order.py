from collections import deque
from typing import List, Optional


class Solution:
    def level_order(self, root: Optional[TreeNode]) -> List[List[int]]:
        if root is None:
            return []
        ans = []
        Q = deque([root])
        while Q:
            size = len(Q)
            level = []
            for _ in range(size):
                x = Q.popleft()
                level.append(x.val)
                if x.left is not None:
                    Q.append(x.left)
                if x.right is not None:
                    Q.append(x.right)
            ans.append(level)
        return ans
