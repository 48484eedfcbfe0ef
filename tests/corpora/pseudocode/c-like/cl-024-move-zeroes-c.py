from typing import List


class Solution:
    def move_zeroes(self, nums: List[int]) -> None:
        j = 0
        for i in range(0, len(nums)):
            if nums[i] != 0:
                tmp = nums[i]
                nums[i] = nums[j]
                nums[j] = tmp
                j += 1
