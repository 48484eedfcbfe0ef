from typing import List


class Solution:
    def min_cost_climbing_stairs(self, cost: List[int]) -> int:
        n = len(cost)
        dp = [0] * n
        dp[1 - 1] = cost[1 - 1]
        dp[2 - 1] = cost[2 - 1]
        for i in range(3, n + 1):
            dp[i - 1] = cost[i - 1] + min(dp[i - 1 - 1], dp[i - 2 - 1])
        return dp[n - 1]
