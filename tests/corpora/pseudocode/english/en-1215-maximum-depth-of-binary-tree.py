from collections import deque
from typing import Optional


class Solution:
    def max_depth(self, root: Optional[TreeNode]) -> int:
        if root is None:
            return 0
        cue = deque([root])
        depth = 0
        while cue:
            depth += 1
            count = len(cue)
            for _ in range(count):
                node = cue.popleft()
                if node.left is not None:
                    cue.append(node.left)
                if node.right is not None:
                    cue.append(node.right)
        return depth
