from typing import Optional


class Solution:
    def is_valid_bst(self, root: Optional[TreeNode]) -> bool:
        node = root
        if node is None:
            return True
        if node.left is not None and node.left.val >= node.val:
            return False
        if node.right is not None and node.right.val <= node.val:
            return False
        return self.is_valid_bst(node.left) and self.is_valid_bst(node.right)
