from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        sum_ = sum(nums[:k])
        best = sum_
        for i in range(k, len(nums)):
            sum_ += nums[i] - nums[i - k]
            best = max(best, sum_)
        q = abs(best) // k
        if best < 0:
            q = -q
        return float(q)
