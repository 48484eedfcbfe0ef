from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        window_sum = sum(nums[:k])
        best = window_sum
        n = len(nums)
        for i in range(k, n - 1 + 1):
            window_sum = window_sum + nums[i] - nums[i - k + 1]
            if window_sum > best:
                best = window_sum
        return best / k
