from typing import List


class Solution:
    def search(self, nums: List[int], target: int) -> int:
        n = len(nums)
        l = 0
        r = n - 1
        while l <= r:
            m = (l + r) // 2
            if target == nums[m]:
                return m
            if target < nums[m]:
                r = m - 1
            if target > nums[m]:
                l = m + 1
        return -1
