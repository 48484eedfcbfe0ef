from collections import deque
from typing import Optional


class Solution:
    def max_depth(self, root: Optional[TreeNode]) -> int:
        if root is None:
            return 0
        line = deque([root])
        levels = 0
        while line:
            how_many = len(line)
            levels += 1
            for _ in range(how_many):
                node = line.popleft()
                if node.left:
                    line.append(node.left)
                if node.right:
                    line.append(node.right)
        return levels
