from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        n = len(nums)
        d = [0] * n
        d[0] = nums[0]
        d[1] = max(nums[0], nums[1])
        for i in range(3, n + 1):
            d[i - 1] = max(d[i - 2], d[i - 3] + nums[i - 1])
        return d[n - 1]
