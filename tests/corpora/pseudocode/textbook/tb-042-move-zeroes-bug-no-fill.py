from typing import List


class Solution:
    def move_zeroes(self, nums: List[int]) -> None:
        w = 1
        for r in range(1, len(nums) + 1):
            if nums[r - 1] != 0:
                nums[w - 1] = nums[r - 1]
                w = w + 1
