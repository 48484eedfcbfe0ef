from typing import List


class Solution:
    def min_cost_climbing_stairs(self, cost: List[int]) -> int:
        n = len(cost)
        best = [0] * (n + 1)
        for j in range(2, n + 1):
            best[j] = min(best[j - 1] + cost[j - 1], best[j - 2] + cost[j - 2])
        return best[n]
