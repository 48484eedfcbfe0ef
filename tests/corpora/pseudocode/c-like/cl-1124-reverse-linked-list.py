from typing import Optional


class Solution:
    def reverse_list(self, head: Optional[ListNode]) -> Optional[ListNode]:
        prev = None
        current = head
        while current is not None:
            saved_next = current.next
            current.next = prev
            prev = current
            current = saved_next
        return prev
