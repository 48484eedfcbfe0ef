from typing import List


class Solution:
    def two_sum(self, nums: List[int], target: int) -> List[int]:
        pos = {}
        i = 0
        while i < len(nums):
            pos[nums[i]] = i
            i += 1
        i = 0
        while i < len(nums):
            if target - nums[i] in pos:
                return [i, pos[target - nums[i]]]
            i += 1
