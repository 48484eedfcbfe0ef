from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        n = len(nums)
        if n == 1:
            return nums[1 - 1]
        a = nums[1 - 1]
        b = max(nums[1 - 1], nums[2 - 1])
        for i in range(3, n - 1 + 1):
            c = max(b, a + nums[i - 1])
            a = b
            b = c
        return b
