from typing import Optional


class Solution:
    def max_depth(self, root: Optional[TreeNode]) -> int:
        if root is None:
            return 0
        nodes_waiting_on_this_level = [root]
        number_of_levels_seen_so_far = 0
        while len(nodes_waiting_on_this_level) > 0:
            number_of_levels_seen_so_far = number_of_levels_seen_so_far + 1
            nodes_for_the_next_level_down = []
            for node in nodes_waiting_on_this_level:
                if node.left is not None:
                    nodes_for_the_next_level_down.append(node.left)
                if node.right is not None:
                    nodes_for_the_next_level_down.append(node.right)
            nodes_waiting_on_this_level = nodes_for_the_next_level_down
        return number_of_levels_seen_so_far
