from collections import deque
from typing import List, Optional


class Solution:
    def level_order(self, root: Optional[TreeNode]) -> List[List[int]]:
        if root is None:
            return []
        else:
            result = []
            q = deque()
            q.append(root)
            while q:
                level_size = len(q)
                current_level = []
                for i in range(1, level_size + 1):
                    node = q.popleft()
                    current_level.append(node.val)
                    if node.left is not None:
                        q.append(node.left)
                    if node.right is not None:
                        q.append(node.right)
                result.append(current_level)
            return result
