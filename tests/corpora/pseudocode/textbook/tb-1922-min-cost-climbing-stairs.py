from typing import List


class Solution:
    def min_cost_climbing_stairs(self, cost: List[int]) -> int:
        n = len(cost)
        a = 0
        b = 0
        for i in range(3, n + 1 + 1):
            if a + cost[(i - 2) - 1] < b + cost[(i - 1) - 1]:
                c = a + cost[(i - 2) - 1]
            else:
                c = b + cost[(i - 1) - 1]
            a = b
            b = c
        return b
