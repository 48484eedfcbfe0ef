from typing import List


class Solution:
    def move_zeroes(self, nums: List[int]) -> None:
        n = len(nums)
        p = 0
        for r in range(n):
            if nums[r] != 0:
                nums[p] = nums[r]
                p += 1
        return
