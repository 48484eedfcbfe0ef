from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        n = len(nums)
        if n == 0:
            return 0
        d = [0] * (n + 1)
        d[0] = 0
        d[1] = nums[0]
        for i in range(2, n + 1):
            d[i] = max(d[i - 1], d[i - 2] + nums[i - 1])
        return d[n]
