from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        s = 0
        best = 0
        for i in range(len(nums)):
            s += nums[i]
            if i >= k:
                s -= nums[i - k]
            if i >= k - 1:
                best = max(best, s)
        return best / k
