from typing import Optional


class Solution:
    def reverse_list(self, head: Optional[ListNode]) -> Optional[ListNode]:
        previous = None
        current = head
        while current is not None:
            nxt = current.next
            current.next = previous
            previous = current
            current = nxt
        return previous
