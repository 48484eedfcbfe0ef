from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        window = sum(nums[0:k])
        best = window
        for i in range(k, len(nums) - 1):
            window = window + nums[i] - nums[i - k]
            if window > best:
                best = window
        return best / k
