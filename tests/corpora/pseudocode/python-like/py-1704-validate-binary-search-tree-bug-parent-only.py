from typing import Optional


class Solution:
    def is_valid_bst(self, root: Optional[TreeNode]) -> bool:
        if root is None:
            return True
        if root.left is not None and root.left.val >= root.val:
            return False
        if root.right is not None and root.right.val <= root.val:
            return False
        return self.is_valid_bst(root.left) and self.is_valid_bst(root.right)
