from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        if len(nums) == 1:
            return nums[0]
        prev2 = 0
        prev1 = 0
        for x in nums:
            best = max(prev1, prev2 + x)
            prev2 = prev1
            prev1 = best
        return prev1
