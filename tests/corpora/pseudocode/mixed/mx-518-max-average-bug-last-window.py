from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        sum = 0
        for i in range(0, k):
            sum += nums[i]
        best = sum
        for i in range(k, len(nums) - 1):
            sum += nums[i] - nums[i - k]
            best = max(best, sum)
        return best / k
