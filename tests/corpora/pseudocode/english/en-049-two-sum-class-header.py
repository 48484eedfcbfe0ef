from typing import List


class Solution:
    def two_sum(self, nums: List[int], target: int) -> List[int]:
        index_of = {}
        for i in range(0, len(nums)):
            other = target - nums[i]
            if other in index_of:
                return [index_of[other], i]
            index_of[nums[i]] = i
        return None
