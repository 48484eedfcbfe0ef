from typing import List


class Solution:
    def length_of_lis(self, nums: List[int]) -> int:
        dp = [1] * len(nums)
        best = 0
        for i in range(1, len(nums)):
            for j in range(0, i):
                if nums[j] < nums[i]:
                    dp[i] = max(dp[i], dp[j] + 1)
            best = max(best, dp[i])
        return best
