from typing import Optional


class Solution:
    def middle_node(self, head: Optional[ListNode]) -> Optional[ListNode]:
        medl = head
        bystr = head
        while bystr.next is not None and bystr.next.next is not None:
            medl = medl.next
            bystr = bystr.next.next
        return medl
