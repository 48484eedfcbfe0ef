from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        n = len(nums)
        window = sum(nums[0:k])
        best = 0
        for i in range(k, n):
            window += nums[i] - nums[i - k]
            best = max(best, window)
        return best / k
