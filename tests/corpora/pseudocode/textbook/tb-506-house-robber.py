from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        n = len(nums)
        if n == 0:
            return 0
        d = [0] * (n + 1)
        d[0] = 0
        d[1] = nums[1 - 1]
        for k in range(2, n + 1):
            d[k] = max(d[k - 1], d[k - 2] + nums[k - 1])
        return d[n]
