from typing import Optional


class Solution:
    def is_valid_bst(self, root: Optional[TreeNode]) -> bool:
        def cheak(node, low, high):
            if node is None:
                return True
            if node.val < low or node.val > high:
                return False
            return cheak(node.left, low, node.val) and cheak(node.right, node.val, high)

        lo = float("-inf")
        hi = float("inf")
        return cheak(root, lo, hi)
