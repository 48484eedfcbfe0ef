from typing import List


class Solution:
    def min_cost_climbing_stairs(self, cost: List[int]) -> int:
        n = len(cost)
        a = cost[0]
        b = cost[1]
        c = 0
        for i in range(2, n):
            c = cost[i] + min(a, b)
            a = b
            b = c
        return b
