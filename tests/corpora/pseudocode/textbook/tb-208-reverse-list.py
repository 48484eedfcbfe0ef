from typing import Optional


class Solution:
    def reverse_list(self, head: Optional[ListNode]) -> Optional[ListNode]:
        L = head
        p = None
        x = L
        while x is not None:
            y = x.next
            x.next = p
            p = x
            x = y
        return p
