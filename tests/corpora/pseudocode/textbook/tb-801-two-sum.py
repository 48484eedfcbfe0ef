from typing import List


class Solution:
    def two_sum(self, nums: List[int], target: int) -> List[int]:
        n = len(nums)
        h = {}
        for i in range(1, n + 1):
            r = target - nums[i - 1]
            if r in h:
                return [h[r] - 1, i - 1]
            h[nums[i - 1]] = i
        return None
