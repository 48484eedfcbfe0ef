from typing import List


class Solution:
    def min_cost_climbing_stairs(self, cost: List[int]) -> int:
        n = len(cost)
        a = cost[0]
        b = cost[1]
        for i in range(2, n):
            if a < b:
                c = cost[i] + a
            else:
                c = cost[i] + b
            a = b
            b = c
        total = b
        return total
