from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        n = len(nums)
        window = sum(nums[1 - 1 : k])
        best = window
        for i in range(k + 1, n - 1 + 1):
            window = window + nums[i - 1] - nums[i - k - 1]
            if window > best:
                best = window
        return best / k
