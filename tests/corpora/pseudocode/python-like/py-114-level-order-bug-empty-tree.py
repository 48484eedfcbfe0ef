from typing import List, Optional


class Solution:
    def level_order(self, root: Optional[TreeNode]) -> List[List[int]]:
        res = []
        q = [root]
        while len(q) > 0:
            level = []
            nxt = []
            for node in q:
                level.append(node.val)
                if node.left:
                    nxt.append(node.left)
                if node.right:
                    nxt.append(node.right)
            res.append(level)
            q = nxt
        return res
