from collections import deque
from typing import List, Optional


class Solution:
    def level_order(self, root: Optional[TreeNode]) -> List[List[int]]:
        if root is None:
            return []
        ergebnis = []
        q = deque([root])
        while q:
            n = len(q)
            ebene = []
            for i in range(1, n + 1):
                knoten = q.popleft()
                ebene.append(knoten.val)
                if knoten.left is not None:
                    q.append(knoten.left)
                if knoten.right is not None:
                    q.append(knoten.right)
            ergebnis.append(ebene)
        return ergebnis
