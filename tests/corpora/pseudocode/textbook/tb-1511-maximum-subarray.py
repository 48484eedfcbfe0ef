from typing import List


class Solution:
    def max_sub_array(self, nums: List[int]) -> int:
        n = len(nums)
        c = nums[1 - 1]
        m = nums[1 - 1]
        for i in range(2, n + 1):
            if c < 0:
                c = nums[i - 1]
            else:
                c = c + nums[i - 1]
            if c > m:
                m = c
        return m
