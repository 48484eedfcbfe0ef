from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        window = 0
        for i in range(k):
            window += nums[i]
        best = window
        for i in range(k, len(nums)):
            window = window + nums[i] - nums[i - k]
            if window > best:
                best = window
        return best / k
