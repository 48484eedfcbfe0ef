from typing import List, Optional


class Solution:
    def level_order(self, root: Optional[TreeNode]) -> List[List[int]]:
        if root is None:
            return []
        queue_of_nodes_to_visit = [root]
        all_levels_collected = []
        while len(queue_of_nodes_to_visit) > 0:
            values_on_this_level = []
            how_many_nodes_on_this_level = len(queue_of_nodes_to_visit)
            for _repeat_counter in range(1, how_many_nodes_on_this_level + 1):
                node_taken_from_the_front = queue_of_nodes_to_visit.pop(1 - 1)
                values_on_this_level.append(node_taken_from_the_front.val)
                if node_taken_from_the_front.left is not None:
                    queue_of_nodes_to_visit.append(node_taken_from_the_front.left)
                if node_taken_from_the_front.right is not None:
                    queue_of_nodes_to_visit.append(node_taken_from_the_front.right)
            all_levels_collected.append(values_on_this_level)
        return all_levels_collected
