from typing import Optional


class Solution:
    def is_valid_bst(self, root: Optional[TreeNode]) -> bool:
        def Check(node, low, high):
            if node is None:
                return True
            elif low >= node.val:
                return False
            elif node.val >= high:
                return False
            else:
                return Check(node.left, low, node.val) and Check(node.right, node.val, high)

        return Check(root, -3000000000, 3000000000)
