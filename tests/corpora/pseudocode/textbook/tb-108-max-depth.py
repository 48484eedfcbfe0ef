from typing import Optional


class Solution:
    def max_depth(self, root: Optional[TreeNode]) -> int:
        if root is None:
            return 0
        h = 0
        S = []
        S.append((root, 1))
        while len(S) != 0:
            x, d = S.pop()
            h = max(h, d)
            if x.left is not None:
                S.append((x.left, d + 1))
            if x.right is not None:
                S.append((x.right, d + 1))
        return h
