from typing import Optional


class Solution:
    def reverse_list(self, head: Optional[ListNode]) -> Optional[ListNode]:
        anterior = None
        atual = head
        while atual is not None:
            proximo = atual.next
            atual.next = anterior
            anterior = atual
            atual = proximo
        return anterior
