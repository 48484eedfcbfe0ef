from typing import List


class Solution:
    def min_cost_climbing_stairs(self, cost: List[int]) -> int:
        before_two = 0
        before_one = 0
        n = len(cost)
        for i in range(2, n + 1):
            now = min(before_one + cost[i - 1], before_two + cost[i - 2])
            before_two = before_one
            before_one = now
        return before_one
