from typing import List


class Solution:
    def move_zeroes(self, nums: List[int]) -> None:
        write_pos = 0
        for read_pos in range(len(nums)):
            if nums[read_pos] != 0:
                nums[write_pos] = nums[read_pos]
                write_pos = write_pos + 1
