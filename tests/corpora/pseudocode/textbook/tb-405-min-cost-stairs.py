from typing import List


class Solution:
    def min_cost_climbing_stairs(self, cost: List[int]) -> int:
        n = len(cost) - 1 + 1
        dp = [0] * (n + 1)
        dp[0] = 0
        dp[1] = 0
        for i in range(2, n + 1):
            if dp[i - 1] + cost[i - 1] < dp[i - 2] + cost[i - 2]:
                dp[i] = dp[i - 1] + cost[i - 1]
            else:
                dp[i] = dp[i - 2] + cost[i - 2]
        return dp[n]
