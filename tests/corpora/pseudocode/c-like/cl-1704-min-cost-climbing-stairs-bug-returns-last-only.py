from typing import List


class Solution:
    def min_cost_climbing_stairs(self, cost: List[int]) -> int:
        c = cost
        a = c[0]
        b = c[1]
        if len(c) == 2:
            return min(a, b)
        for i in range(2, len(c)):
            x = c[i] + min(a, b)
            a = b
            b = x
        return b
