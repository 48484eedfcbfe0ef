from typing import List


class Solution:
    def move_zeroes(self, nums: List[int]) -> None:
        n = len(nums)
        w = 0
        for r in range(0, n):
            if nums[r] != 0:
                nums[w], nums[r] = nums[r], nums[w]
                w = w + 1
