from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        window_sum = 0
        for i in range(k):
            window_sum += nums[i]
        best_sum = window_sum
        for i in range(k, len(nums)):
            window_sum = window_sum + nums[i] - nums[i - k]
            if window_sum > best_sum:
                best_sum = window_sum
        return best_sum / k
