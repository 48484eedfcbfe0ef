from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        n = len(nums)
        window = sum(nums[0:k])
        best = window
        for j in range(k + 1, n + 1):
            window = window + nums[j - 1] - nums[j - k - 1]
            if window > best:
                best = window
        return best / k
