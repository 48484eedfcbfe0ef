from typing import Optional


class Solution:
    def merge_two_lists(self, list1: Optional[ListNode], list2: Optional[ListNode]) -> Optional[ListNode]:
        a = list1
        b = list2
        d = ListNode(0)
        t = d
        while a is not None and b is not None:
            if a.val <= b.val:
                t.next = a
                a = a.next
            else:
                t.next = b
                b = b.next
            t = t.next
        t.next = a if a is not None else b
        return d.next
