from typing import List


class Solution:
    def move_zeroes(self, nums: List[int]) -> None:
        w = 0
        for i in range(len(nums)):
            if nums[i] != 0:
                nums[w], nums[i] = nums[i], nums[w]
                w = w + 1
