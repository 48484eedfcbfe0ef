from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        window_sum = sum(nums[0:k])
        best = window_sum
        for i in range(k, len(nums)):
            window_sum += nums[i] - nums[i - k]
            best = max(best, window_sum)
        return best / k
