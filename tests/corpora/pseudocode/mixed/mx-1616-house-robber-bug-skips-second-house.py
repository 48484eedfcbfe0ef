from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        n = len(nums)
        a = 0
        b = nums[0]
        for i in range(2, n - 1 + 1):
            c = max(b, a + nums[i])
            a = b
            b = c
        return b
