from typing import List


class Solution:
    def min_cost_climbing_stairs(self, cost: List[int]) -> int:
        n = len(cost)
        if n == 2:
            return min(cost[0], cost[1])
        a = 0
        b = 0
        for i in range(2, n + 1):
            c = min(a + cost[i - 2], b + cost[i - 1])
            a = b
            b = c
        return b
