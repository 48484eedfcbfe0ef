from typing import List


class Solution:
    def min_cost_climbing_stairs(self, cost: List[int]) -> int:
        n = len(cost)
        a = cost[1 - 1]
        b = cost[2 - 1]
        for i in range(3, n + 1):
            c = cost[i - 1] + min(a, b)
            a = b
            b = c
        return min(a, b)
