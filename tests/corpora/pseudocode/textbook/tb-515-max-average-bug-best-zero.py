from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        n = len(nums)
        total = 0
        for i in range(1, k + 1):
            total = total + nums[i - 1]
        best = 0
        for i in range(k + 1, n + 1):
            total = total + nums[i - 1] - nums[i - k - 1]
            if total > best:
                best = total
        return best / k
