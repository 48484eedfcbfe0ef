from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        total = 0
        best = 0
        for i in range(1, len(nums) + 1):
            total += nums[i - 1]
            if i > k:
                total -= nums[i - k - 1]
            if i >= k:
                best = max(best, total)
        return best / k
