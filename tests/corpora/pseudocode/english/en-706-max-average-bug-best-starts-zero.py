from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        n = len(nums)
        total = 0
        best = 0
        for i in range(0, n):
            total += nums[i]
            if i >= k:
                total -= nums[i - k]
            if i >= k - 1:
                if total > best:
                    best = total
        return best / k
