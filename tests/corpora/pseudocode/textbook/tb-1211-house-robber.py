from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        n = len(nums)
        prev2 = 0
        prev1 = 0
        for i in range(1, n + 1):
            take = prev2 + nums[i - 1]
            if take > prev1:
                cur = take
            else:
                cur = prev1
            prev2 = prev1
            prev1 = cur
        return prev1
