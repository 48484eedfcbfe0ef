from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        sum = 0
        for i in range(k):
            sum += nums[i]
        max_sum = sum
        for i in range(k, len(nums)):
            sum += nums[i] - nums[i - k]
            if sum > max_sum:
                max_sum = sum
        # C divides two ints: the quotient is truncated towards zero before it becomes a double
        return float(int(max_sum / k))
