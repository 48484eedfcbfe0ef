from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        total = 0
        for i in range(0, k):
            total = total + nums[i]
        best = total
        for i in range(k, len(nums)):
            total = total + nums[i] - nums[i - k]
            if total > best:
                best = total
        return best / k
