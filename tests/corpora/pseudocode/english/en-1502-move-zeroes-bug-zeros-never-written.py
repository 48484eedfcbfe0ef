from typing import List


class Solution:
    def move_zeroes(self, nums: List[int]) -> None:
        write = 1
        for i in range(1, len(nums) + 1):
            if nums[i - 1] != 0:
                nums[write - 1] = nums[i - 1]
                write = write + 1
