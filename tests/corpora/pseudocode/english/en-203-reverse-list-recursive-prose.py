from typing import Optional


class Solution:
    def reverse_list(self, head: Optional[ListNode]) -> Optional[ListNode]:
        node = head
        if node is None or node.next is None:
            return node
        new_head = self.reverse_list(node.next)
        node.next.next = node
        node.next = None
        return new_head
