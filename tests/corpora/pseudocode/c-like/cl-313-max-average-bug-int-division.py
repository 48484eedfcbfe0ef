from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        sum = 0
        for i in range(k):
            sum += nums[i]
        best = sum
        for i in range(k, len(nums)):
            sum += nums[i] - nums[i - k]
            best = max(best, sum)
        # Java: int / int truncates toward zero before the widening to double
        return float(int(best / k))
