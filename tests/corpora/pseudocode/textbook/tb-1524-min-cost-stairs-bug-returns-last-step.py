from typing import List


class Solution:
    def min_cost_climbing_stairs(self, cost: List[int]) -> int:
        n = len(cost)
        a, b = cost[1 - 1], cost[2 - 1]
        for i in range(3, n + 1):
            a, b = b, cost[i - 1] + min(a, b)
        return b
