from typing import List


class Solution:
    def contains_duplicate(self, nums: List[int]) -> bool:
        for i in range(2, len(nums) + 1):
            if nums[i - 1 - 1] == nums[i - 1]:
                return True
        return False
