from collections import deque
from typing import Optional


class Solution:
    def max_depth(self, root: Optional[TreeNode]) -> int:
        if root is None:
            return 0
        antrian = deque([root])
        depth = 0
        while antrian:
            ukuran = len(antrian)
            for i in range(1, ukuran + 1):
                node = antrian.popleft()
                if node.left is not None:
                    antrian.append(node.left)
                if node.right is not None:
                    antrian.append(node.right)
            depth = depth + 1
        return depth
