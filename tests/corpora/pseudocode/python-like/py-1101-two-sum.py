from typing import List


class Solution:
    def two_sum(self, nums: List[int], target: int) -> List[int]:
        d = {}
        for i in range(len(nums)):
            c = target - nums[i]
            if c in d:
                return [d[c], i]
            d[nums[i]] = i
        return []
