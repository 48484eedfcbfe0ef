from typing import List


class Solution:
    def min_cost_climbing_stairs(self, cost: List[int]) -> int:
        n = len(cost)
        two_back = 0
        one_back = 0
        for i in range(2, n + 1):
            option_one = one_back + cost[i - 1]
            option_two = two_back + cost[i - 2]
            here = min(option_one, option_two)
            two_back = one_back
            one_back = here
        return one_back
