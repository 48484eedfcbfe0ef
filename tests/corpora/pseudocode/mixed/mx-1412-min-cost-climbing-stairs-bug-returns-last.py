from typing import List


class Solution:
    def min_cost_climbing_stairs(self, cost: List[int]) -> int:
        a = cost[0]
        b = cost[1]
        for i in range(2, len(cost)):
            c = cost[i] + min(a, b)
            a = b
            b = c
        return b
