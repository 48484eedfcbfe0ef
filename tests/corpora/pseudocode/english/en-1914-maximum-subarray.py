from typing import List


class Solution:
    def max_sub_array(self, nums: List[int]) -> int:
        cur = nums[0]
        best = nums[0]
        for i in range(1, len(nums)):
            cur = max(nums[i], cur + nums[i])
            if cur > best:
                best = cur
        return best
