from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        window = sum(nums[0:k])
        best = window
        for i in range(k, len(nums)):
            window += nums[i] - nums[i - k]
            best = max(best, window)
        return best / k
