from typing import List


class Solution:
    def two_sum(self, nums: List[int], target: int) -> List[int]:
        seen = {}
        for i in range(len(nums)):
            seen[nums[i]] = i
            need = target - nums[i]
            if need in seen:
                return [seen[need], i]
        return []
