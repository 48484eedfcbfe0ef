from typing import List


class Solution:
    def max_sub_array(self, nums: List[int]) -> int:
        current = nums[0]
        max_ = nums[0]
        for x in nums[1:]:
            current = max(x, current + x)
            if current > max_:
                max_ = current
        return max_
