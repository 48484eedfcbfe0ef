from collections import deque
from typing import List, Optional


class Solution:
    def level_order(self, root: Optional[TreeNode]) -> List[List[int]]:
        if root is None:
            return []
        queueOfNodesStillToVisit = deque()
        queueOfNodesStillToVisit.append(root)
        allLevelsFromTopToBottom = []
        while queueOfNodesStillToVisit:
            howManyNodesAreOnThisLevel = len(queueOfNodesStillToVisit)
            valuesOnThisLevelLeftToRight = []
            for countingTheNodesOfThisLevel in range(1, howManyNodesAreOnThisLevel + 1):
                nodeWeAreLookingAtNow = queueOfNodesStillToVisit.popleft()
                valuesOnThisLevelLeftToRight.append(nodeWeAreLookingAtNow.val)
                if nodeWeAreLookingAtNow.left is not None:
                    queueOfNodesStillToVisit.append(nodeWeAreLookingAtNow.left)
                if nodeWeAreLookingAtNow.right is not None:
                    queueOfNodesStillToVisit.append(nodeWeAreLookingAtNow.right)
            allLevelsFromTopToBottom.append(valuesOnThisLevelLeftToRight)
        return allLevelsFromTopToBottom
