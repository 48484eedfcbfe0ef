from typing import List


class Solution:
    def max_sub_array(self, nums: List[int]) -> int:
        best, cur = nums[0], 0
        for i in range(0, len(nums)):
            cur = max(nums[i], cur + nums[i])
            best = max(best, cur)
        return best
