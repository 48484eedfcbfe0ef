from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        window_sum = 0
        best_sum = 0
        for i in range(1, k + 1):
            window_sum = window_sum + nums[i - 1]
        best_sum = max(best_sum, window_sum)
        for i in range(k + 1, len(nums) + 1):
            window_sum = window_sum + nums[i - 1] - nums[i - k - 1]
            best_sum = max(best_sum, window_sum)
        return best_sum / k
