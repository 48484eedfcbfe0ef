from collections import deque
from typing import List, Optional


class Solution:
    def level_order(self, root: Optional[TreeNode]) -> List[List[int]]:
        if root is None:
            return []
        resultado = []
        cola = deque([root])
        while cola:
            tamaño = len(cola)
            nivel = []
            for _ in range(tamaño):
                nodo = cola.popleft()
                nivel.append(nodo.val)
                if nodo.left:
                    cola.append(nodo.left)
                if nodo.right:
                    cola.append(nodo.right)
            resultado.append(nivel)
        return resultado
