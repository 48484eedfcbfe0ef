from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        window = sum(nums[0:k])
        best = window
        for end in range(k, len(nums)):
            window += nums[end] - nums[end - k]
            if window > best:
                best = window
        return best / k
