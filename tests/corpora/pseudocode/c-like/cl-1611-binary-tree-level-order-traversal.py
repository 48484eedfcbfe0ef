from typing import List, Optional


class Solution:
    def level_order(self, root: Optional[TreeNode]) -> List[List[int]]:
        if not root:
            return []
        res = []
        q = [root]
        while len(q) > 0:
            res.append([n.val for n in q])
            next = []
            for n in q:
                if n.left:
                    next.append(n.left)
                if n.right:
                    next.append(n.right)
            q = next
        return res
