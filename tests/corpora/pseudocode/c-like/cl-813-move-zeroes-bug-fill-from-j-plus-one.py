from typing import List


class Solution:
    def move_zeroes(self, nums: List[int]) -> None:
        j = 0
        for i in range(0, len(nums)):
            if nums[i] != 0:
                nums[j] = nums[i]
                j += 1
        for i in range(j + 1, len(nums)):
            nums[i] = 0
