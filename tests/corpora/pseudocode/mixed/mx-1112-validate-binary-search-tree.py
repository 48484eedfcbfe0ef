from typing import Optional


class Solution:
    def is_valid_bst(self, root: Optional[TreeNode]) -> bool:
        stack = [(root, float("-inf"), float("inf"))]
        while len(stack) > 0:
            node, low, high = stack.pop()
            if node is None:
                continue
            if not (low < node.val < high):
                return False
            stack.append((node.left, low, node.val))
            stack.append((node.right, node.val, high))
        return True
