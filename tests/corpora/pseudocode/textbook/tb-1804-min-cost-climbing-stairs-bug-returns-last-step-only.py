from typing import List


class Solution:
    def min_cost_climbing_stairs(self, cost: List[int]) -> int:
        n = len(cost)
        two_back = cost[1 - 1]
        one_back = cost[2 - 1]
        for i in range(3, n + 1):
            cur_cost = cost[i - 1] + min(one_back, two_back)
            two_back = one_back
            one_back = cur_cost
        return one_back
