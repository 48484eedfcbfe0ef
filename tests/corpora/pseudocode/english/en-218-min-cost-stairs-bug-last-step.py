from typing import List


class Solution:
    def min_cost_climbing_stairs(self, cost: List[int]) -> int:
        n = len(cost)
        best = [0] * n
        best[0] = cost[0]
        best[1] = cost[1]
        for i in range(2, n):
            best[i] = cost[i] + min(best[i - 1], best[i - 2])
        return best[n - 1]
