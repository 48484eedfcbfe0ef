from typing import List


class Solution:
    def max_sub_array(self, nums: List[int]) -> int:
        s = 0
        m = 0
        for i in range(1, len(nums) + 1):
            s = max(nums[i - 1], s + nums[i - 1])
            if s > m:
                m = s
        return m
