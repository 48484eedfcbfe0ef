from typing import List


class Solution:
    def two_sum(self, nums: List[int], target: int) -> List[int]:
        seen = {}
        for i in range(0, len(nums)):
            x = nums[i]
            need = target - x
            if need in seen:
                return [seen[need], i]
            else:
                seen[x] = i
        return []
