from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        n = len(nums)
        s = sum(nums[0:k])
        best = 0
        best = max(best, s)
        for i in range(k, n):
            s += nums[i]
            s -= nums[i - k]
            best = max(best, s)
        return best / k
