from typing import List


class Solution:
    def two_sum(self, nums: List[int], target: int) -> List[int]:
        seen = {}
        for i in range(len(nums)):
            x = nums[i]
            if target - x in seen:
                return [seen[target - x], i]
            else:
                seen[x] = i
        return []
