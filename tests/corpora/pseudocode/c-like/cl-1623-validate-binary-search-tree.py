from typing import Optional


class Solution:
    def is_valid_bst(self, root: Optional[TreeNode]) -> bool:
        tumpukan = []
        cur = root
        sebelum = None
        while cur is not None or len(tumpukan) > 0:
            while cur is not None:
                tumpukan.append(cur)
                cur = cur.left
            cur = tumpukan.pop()
            if sebelum is not None and cur.val <= sebelum:
                return False
            sebelum = cur.val
            cur = cur.right
        return True
