from typing import Optional


class Solution:
    def max_depth(self, root: Optional[TreeNode]) -> int:
        if root is None:
            return 0
        else:
            current_level = [root]
            depth_count = 0
            while current_level:
                depth_count = depth_count + 1
                next_level = []
                for node in current_level:
                    if node.left is not None:
                        next_level.append(node.left)
                    if node.right is not None:
                        next_level.append(node.right)
                current_level = next_level
            return depth_count
