from typing import Optional


class Solution:
    def is_valid_bst(self, root: Optional[TreeNode]) -> bool:
        stack = []
        prev = None
        current = root
        while current is not None or stack:
            while current is not None:
                stack.append(current)
                current = current.left
            current = stack.pop()
            if prev is not None and current.val <= prev:
                return False
            prev = current.val
            current = current.right
        return True
