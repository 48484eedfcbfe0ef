from typing import Optional


class Solution:
    def middle_node(self, head: Optional[ListNode]) -> Optional[ListNode]:
        s = head
        f = head
        while not (f.next is None or f.next.next is None):
            s = s.next
            f = f.next.next
        return s
