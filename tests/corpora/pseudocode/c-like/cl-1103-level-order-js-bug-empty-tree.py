from typing import List, Optional


class Solution:
    def level_order(self, root: Optional[TreeNode]) -> List[List[int]]:
        all_levels_result = []
        queue_of_nodes = [root]
        while len(queue_of_nodes) > 0:
            number_of_nodes_in_this_level = len(queue_of_nodes)
            values_of_this_level = []
            for i in range(1, number_of_nodes_in_this_level + 1):
                current_node = queue_of_nodes.pop(0)
                values_of_this_level.append(current_node.val)
                if current_node.left is not None:
                    queue_of_nodes.append(current_node.left)
                if current_node.right is not None:
                    queue_of_nodes.append(current_node.right)
            all_levels_result.append(values_of_this_level)
        return all_levels_result
