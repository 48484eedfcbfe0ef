from typing import List


class Solution:
    def move_zeroes(self, nums: List[int]) -> None:
        write = 0
        for i in range(0, len(nums)):
            if nums[i] != 0:
                nums[write], nums[i] = nums[i], nums[write]
                write = write + 1
