from typing import List


class Solution:
    def contains_duplicate(self, nums: List[int]) -> bool:
        nums.sort()
        n = len(nums)
        for i in range(2, n + 1):
            if nums[i - 1] == nums[i - 1 - 1]:
                return True
        return False
