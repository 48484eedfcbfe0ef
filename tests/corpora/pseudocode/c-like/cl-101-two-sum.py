from typing import List


class Solution:
    def two_sum(self, nums: List[int], target: int) -> List[int]:
        seen = {}
        for i, x in enumerate(nums):
            if target - x in seen:
                j = seen[target - x]
                return [j, i]
            seen[x] = i
        return None
