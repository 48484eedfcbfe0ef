from typing import List


class Solution:
    def contains_duplicate(self, nums: List[int]) -> bool:
        n = len(nums)
        nums.sort()
        for i in range(1, n - 2 + 1):
            if nums[i] == nums[i + 1]:
                return True
        return False
