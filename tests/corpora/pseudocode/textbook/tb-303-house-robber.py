from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        n = len(nums)
        a = 0
        b = 0
        k = 1
        while True:
            if k > n:
                return b
            t = max(b, a + nums[k - 1])
            a = b
            b = t
            k = k + 1
