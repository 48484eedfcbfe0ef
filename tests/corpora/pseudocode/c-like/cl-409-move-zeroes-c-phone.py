from typing import List


class Solution:
    def move_zeroes(self, nums: List[int]) -> None:
        end = 0
        for i in range(0, len(nums)):
            if nums[i] != 0:
                tmp = nums[i]
                nums[i] = nums[end]
                nums[end] = tmp
                end += 1
