from typing import List


class Solution:
    def max_sub_array(self, nums: List[int]) -> int:
        cur = nums[1 - 1]
        best = nums[1 - 1]
        for i in range(2, len(nums) - 1 + 1):
            if cur + nums[i - 1] > nums[i - 1]:
                cur = cur + nums[i - 1]
            else:
                cur = nums[i - 1]
            if cur > best:
                best = cur
        return best
