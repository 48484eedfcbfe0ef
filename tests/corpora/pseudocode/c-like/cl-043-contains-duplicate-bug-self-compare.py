from typing import List


class Solution:
    def contains_duplicate(self, nums: List[int]) -> bool:
        for i in range(0, len(nums)):
            for j in range(i, len(nums)):
                if nums[i] == nums[j]:
                    return True
        return False
