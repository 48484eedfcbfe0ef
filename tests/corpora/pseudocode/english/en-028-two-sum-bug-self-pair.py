from typing import List


class Solution:
    def two_sum(self, nums: List[int], target: int) -> List[int]:
        where = {}
        for i in range(0, len(nums)):
            where[nums[i]] = i
            if target - nums[i] in where:
                return [where[target - nums[i]], i]
        return None
