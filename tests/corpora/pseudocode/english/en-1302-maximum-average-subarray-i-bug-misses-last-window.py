from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        n = len(nums)
        window = 0
        for i in range(1, k + 1):
            window += nums[i - 1]
        best = window
        for i in range(k + 1, n):
            window = window + nums[i - 1] - nums[i - k - 1]
            if window > best:
                best = window
        return best / k
