from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        if len(nums) == 0:
            return 0
        if len(nums) == 1:
            return nums[0]
        dp = [0] * len(nums)
        dp[0] = nums[0]
        dp[1] = nums[1]
        for i in range(2, len(nums)):
            dp[i] = dp[i - 1] if dp[i - 1] > dp[i - 2] + nums[i] else dp[i - 2] + nums[i]
        return dp[len(nums) - 1]
