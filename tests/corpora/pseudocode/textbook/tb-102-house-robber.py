from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        n = len(nums)
        best = [0] * (n + 1)
        best[0] = 0
        best[1] = nums[1 - 1]
        for i in range(2, n + 1):
            best[i] = max(best[i - 1], best[i - 2] + nums[i - 1])
        return best[n]
