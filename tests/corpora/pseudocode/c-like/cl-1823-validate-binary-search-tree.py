from typing import Optional


class Solution:
    def is_valid_bst(self, root: Optional[TreeNode]) -> bool:
        st = []
        st.append((root, -(2**63), 2**63 - 1))
        while st:
            node, low, high = st.pop()
            if node is None:
                continue
            if node.val <= low or node.val >= high:
                return False
            st.append((node.left, low, node.val))
            st.append((node.right, node.val, high))
        return True
