from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        sum_, best = 0, 0
        for i in range(1, k + 1):
            sum_ = sum_ + nums[i - 1]
        best = max(best, sum_)
        for i in range(k + 1, len(nums) + 1):
            sum_ = sum_ + nums[i - 1] - nums[i - k - 1]
            best = max(best, sum_)
        return best / k
