from typing import List, Optional


class Solution:
    def level_order(self, root: Optional[TreeNode]) -> List[List[int]]:
        res = []
        q = [root]
        while len(q) > 0:
            lvl = []
            nxt = []
            for node in q:
                lvl.append(node.val)
                if node.left is not None:
                    nxt.append(node.left)
                if node.right is not None:
                    nxt.append(node.right)
            res.append(lvl)
            q = nxt
        return res
