from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        n = len(nums)
        d = [None] * n
        d[1 - 1] = nums[1 - 1]
        d[2 - 1] = max(nums[1 - 1], nums[2 - 1])
        for i in range(3, n + 1):
            d[i - 1] = max(d[i - 1 - 1], d[i - 2 - 1] + nums[i - 1])
        return d[n - 1]
