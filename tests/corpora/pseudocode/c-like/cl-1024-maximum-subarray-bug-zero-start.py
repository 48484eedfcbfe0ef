from typing import List


class Solution:
    def max_sub_array(self, nums: List[int]) -> int:
        best, cur = 0, 0
        for i in range(len(nums)):
            cur += nums[i]
            if cur > best:
                best = cur
            if cur < 0:
                cur = 0
        return best
