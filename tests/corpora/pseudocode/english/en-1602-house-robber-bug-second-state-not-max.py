from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        if len(nums) == 1:
            return nums[0]
        twoBack = nums[0]
        oneBack = nums[1]
        for i in range(2, len(nums)):
            here = max(oneBack, twoBack + nums[i])
            twoBack = oneBack
            oneBack = here
        return oneBack
