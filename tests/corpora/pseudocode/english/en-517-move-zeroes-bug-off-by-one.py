from typing import List


class Solution:
    def move_zeroes(self, nums: List[int]) -> None:
        write = 0
        for i in range(0, len(nums) - 2 + 1):
            if nums[i] != 0:
                nums[i], nums[write] = nums[write], nums[i]
                write += 1
