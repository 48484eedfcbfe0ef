from typing import List


class Solution:
    def two_sum(self, nums: List[int], target: int) -> List[int]:
        seen = {}
        for i, x in enumerate(nums):
            partner = target - x
            if partner in seen:
                return [seen[partner], i]
            seen[x] = i
        return None
