from typing import List


class Solution:
    def contains_duplicate(self, nums: List[int]) -> bool:
        nums.sort()
        i = 1
        while i < len(nums) - 1:
            if nums[i] == nums[i - 1]:
                return True
            i += 1
        return False
