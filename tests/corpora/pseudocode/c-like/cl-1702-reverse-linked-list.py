from typing import Optional


class Solution:
    def reverse_list(self, head: Optional[ListNode]) -> Optional[ListNode]:
        p = None
        c = head
        while c is not None:
            n = c.next
            c.next = p
            p = c
            c = n
        return p
