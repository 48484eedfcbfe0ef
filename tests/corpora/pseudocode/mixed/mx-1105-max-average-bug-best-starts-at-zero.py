from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        best = 0
        windowSum = 0
        for i in range(0, len(nums)):
            windowSum = windowSum + nums[i]
            if i >= k:
                windowSum = windowSum - nums[i - k]
            if i >= k - 1:
                best = max(best, windowSum)
        return best / k
