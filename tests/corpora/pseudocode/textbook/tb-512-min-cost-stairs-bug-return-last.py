from typing import List


class Solution:
    def min_cost_climbing_stairs(self, cost: List[int]) -> int:
        n = len(cost)
        c = [0] * n
        c[1 - 1] = cost[1 - 1]
        c[2 - 1] = cost[2 - 1]
        for i in range(3, n + 1):
            c[i - 1] = cost[i - 1] + min(c[i - 1 - 1], c[i - 2 - 1])
        return c[n - 1]
