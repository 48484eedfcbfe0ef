from typing import List


class Solution:
    def two_sum(self, nums: List[int], target: int) -> List[int]:
        seen = {}
        for count in range(len(nums)):
            needed = target - nums[count]
            if needed in seen:
                return [seen[needed], count]
            seen[nums[count]] = count
        return [-1, -1]
