from typing import Optional


class Solution:
    def is_valid_bst(self, root: Optional[TreeNode]) -> bool:
        pilha = [(root, float("-inf"), float("inf"))]
        while pilha:
            no, menor, maior = pilha.pop()
            if no is not None:
                if (no.val <= menor) or (no.val >= maior):
                    return False
                pilha.append((no.left, menor, no.val))
                pilha.append((no.right, no.val, maior))
        return True
