from typing import List


class Solution:
    def contains_duplicate(self, nums: List[int]) -> bool:
        if len(nums) == 0:
            return False
        prev = nums[0]
        for it in range(1, len(nums)):
            if nums[it] == prev:
                return True
            prev = nums[it]
        return False
