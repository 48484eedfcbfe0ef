from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        cur = sum(nums[:k])
        best = cur
        for i in range(k, len(nums)):
            cur += nums[i] - nums[i - k]
            best = max(best, cur)
        return best / k
