from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        n = len(nums)
        if n == 0:
            return 0
        r = [0] * (n + 1)
        r[0] = 0
        r[1] = nums[1 - 1]
        for i in range(2, n + 1):
            r[i] = max(r[i - 1], r[i - 2] + nums[i - 1])
        return r[n]
