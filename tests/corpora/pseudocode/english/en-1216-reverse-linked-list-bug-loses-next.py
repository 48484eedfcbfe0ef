from typing import Optional


class Solution:
    def reverse_list(self, head: Optional[ListNode]) -> Optional[ListNode]:
        previous = None
        current = head
        while current is not None:
            current.next = previous
            previous = current
            current = current.next
        return previous
