from collections import deque
from typing import List, Optional


class Solution:
    def level_order(self, root: Optional[TreeNode]) -> List[List[int]]:
        Q = deque()
        out = []
        Q.append(root)
        while len(Q) != 0:
            level = []
            for i in range(1, len(Q) + 1):
                x = Q.popleft()
                level.append(x.val)
                if x.left is not None:
                    Q.append(x.left)
                if x.right is not None:
                    Q.append(x.right)
            out.append(level)
        return out
