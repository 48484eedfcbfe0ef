from collections import deque
from typing import Optional


class Solution:
    def max_depth(self, root: Optional[TreeNode]) -> int:
        if root is None:
            return 0
        Q = deque()
        Q.append(root)
        d = 0
        while len(Q) != 0:
            d = d + 1
            k = len(Q)
            for t in range(1, k + 1):
                x = Q.popleft()
                if x.left is not None:
                    Q.append(x.left)
                if x.right is not None:
                    Q.append(x.right)
        return d
