from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        best = [0] * len(nums)
        best[0] = nums[0]
        best[1] = max(nums[0], nums[1])
        for i in range(2, len(nums)):
            best[i] = max(best[i - 1], best[i - 2] + nums[i])
        return best[-1]
