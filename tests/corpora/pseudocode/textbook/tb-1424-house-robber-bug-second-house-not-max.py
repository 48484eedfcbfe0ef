from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        n = len(nums)
        if n == 1:
            return nums[1 - 1]
        dp = [0] * n
        dp[1 - 1] = nums[1 - 1]
        dp[2 - 1] = nums[2 - 1]
        for i in range(3, n + 1):
            dp[i - 1] = max(dp[i - 1 - 1], dp[i - 2 - 1] + nums[i - 1])
        return dp[n - 1]
