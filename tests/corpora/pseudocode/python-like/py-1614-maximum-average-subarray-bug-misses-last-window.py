from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        s = sum(nums[0:k])
        best = s
        for i in range(k, len(nums) - 1):
            s += nums[i] - nums[i - k]
            best = max(best, s)
        return best / k
