from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        best = 0.0
        total = 0
        for i in range(len(nums)):
            total += nums[i]
            if i >= k:
                total -= nums[i - k]
            if i >= k - 1:
                best = max(best, float(total) / k)
        return best
