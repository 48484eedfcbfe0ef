from typing import List, Optional


class Solution:
    def level_order(self, root: Optional[TreeNode]) -> List[List[int]]:
        res = []
        if root is None:
            return res
        q = [root]
        while len(q) > 0:
            n = len(q)
            ll = []
            for _i in range(1, n + 1):
                x = q.pop(1 - 1)
                ll.append(x.val)
                if x.left is not None:
                    q.append(x.left)
                if x.right is not None:
                    q.append(x.right)
            res.append(ll)
        return res
