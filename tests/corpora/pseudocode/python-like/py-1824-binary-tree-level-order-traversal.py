from typing import List, Optional


class Solution:
    def level_order(self, root: Optional[TreeNode]) -> List[List[int]]:
        sonuc = []
        if root is None:
            return sonuc
        kuyruk = [root]
        while len(kuyruk) > 0:
            seviye = []
            n = len(kuyruk)
            for _i in range(n):
                dugum = kuyruk.pop(0)
                seviye.append(dugum.val)
                if dugum.left:
                    kuyruk.append(dugum.left)
                if dugum.right:
                    kuyruk.append(dugum.right)
            sonuc.append(seviye)
        return sonuc
