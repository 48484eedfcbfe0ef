from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        best = 0
        window = sum(nums[:k])
        best = max(best, window)
        for i in range(k, len(nums)):
            window += nums[i] - nums[i - k]  # slide: add new one, drop old one
            best = max(best, window)
        return best / k
