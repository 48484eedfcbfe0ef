from typing import List


class Solution:
    def min_cost_climbing_stairs(self, cost: List[int]) -> int:
        n = len(cost)
        two = cost[1 - 1]
        one = cost[2 - 1]
        for i in range(3, n + 1):
            here = cost[i - 1] + min(one, two)
            two = one
            one = here
        return min(one, two)
