from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        best = 0
        window_sum = 0
        for i in range(len(nums)):
            window_sum += nums[i]
            if i >= k:
                window_sum -= nums[i - k]
            if i >= k - 1:
                best = max(best, window_sum)
        return best / k
