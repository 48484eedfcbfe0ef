from typing import List


class Solution:
    def min_cost_climbing_stairs(self, cost: List[int]) -> int:
        n = len(cost)
        f = [0] * n
        f[1 - 1] = cost[1 - 1]
        f[2 - 1] = cost[2 - 1]
        for i in range(3, n + 1):
            f[i - 1] = cost[i - 1] + min(f[i - 1 - 1], f[i - 2 - 1])
        return f[n - 1]
