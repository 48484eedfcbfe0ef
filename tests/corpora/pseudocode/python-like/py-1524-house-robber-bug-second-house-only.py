from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        n = len(nums)
        if n == 1:
            return nums[0]
        a = nums[0]
        b = nums[1]
        for i in range(2, n):
            c = max(b, a + nums[i])
            a = b
            b = c
        return b
