from typing import List


class Solution:
    def max_sub_array(self, nums: List[int]) -> int:
        current = nums[0]
        max_ = nums[0]
        for i in range(1, len(nums) - 1 + 1):
            if current + nums[i] > nums[i]:
                current = current + nums[i]
            else:
                current = nums[i]
            if current > max_:
                max_ = current
        return max_
