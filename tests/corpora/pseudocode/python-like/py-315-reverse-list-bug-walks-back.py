from typing import Optional


class Solution:
    def reverse_list(self, head: Optional[ListNode]) -> Optional[ListNode]:
        prev = None
        cur = head
        while cur is not None:
            cur.next = prev
            prev = cur
            cur = cur.next
        return prev
