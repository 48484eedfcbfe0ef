from typing import List


class Solution:
    def min_cost_climbing_stairs(self, cost: List[int]) -> int:
        n = len(cost)
        D = [0] * (n + 1)
        D[1 - 1] = 0
        D[2 - 1] = 0
        for i in range(3, n + 2):
            D[i - 1] = min(D[i - 1 - 1] + cost[i - 1 - 1], D[i - 2 - 1] + cost[i - 2 - 1])
        return D[n + 1 - 1]
