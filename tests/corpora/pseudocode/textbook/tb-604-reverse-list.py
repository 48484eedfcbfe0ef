from typing import Optional


class Solution:
    def reverse_list(self, head: Optional[ListNode]) -> Optional[ListNode]:
        prev = None
        x = head
        while x is not None:
            next = x.next
            x.next = prev
            prev = x
            x = next
        return prev
