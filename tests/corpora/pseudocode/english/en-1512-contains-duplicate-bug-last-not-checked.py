from typing import List


class Solution:
    def contains_duplicate(self, nums: List[int]) -> bool:
        n = len(nums)
        s = set()
        for i in range(1, n - 1 + 1):
            if nums[i - 1] in s:
                return True
            else:
                s.add(nums[i - 1])
        return False
