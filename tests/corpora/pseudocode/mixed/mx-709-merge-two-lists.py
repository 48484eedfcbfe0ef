from typing import Optional


class Solution:
    def merge_two_lists(self, list1: Optional[ListNode], list2: Optional[ListNode]) -> Optional[ListNode]:
        dummy = ListNode(0)  # fake head so i dont need an if for the first node
        tail = dummy
        while list1 and list2:
            if list1.val <= list2.val:
                tail.next = list1
                list1 = list1.next
            else:
                tail.next = list2
                list2 = list2.next
            tail = tail.next
        # one list is done, hook the other one on the end
        # (could also write: tail.next = l1 if l1 else l2)
        if list1:
            tail.next = list1
        else:
            tail.next = list2
        return dummy.next
