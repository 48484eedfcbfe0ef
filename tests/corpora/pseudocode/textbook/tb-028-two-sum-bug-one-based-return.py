from typing import List


class Solution:
    def two_sum(self, nums: List[int], target: int) -> List[int]:
        h = {}
        for i in range(1, len(nums) + 1):
            if target - nums[i - 1] in h:
                return [h[target - nums[i - 1]], i]
            h[nums[i - 1]] = i
        return None
