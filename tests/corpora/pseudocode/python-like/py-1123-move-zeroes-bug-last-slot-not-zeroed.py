from typing import List


class Solution:
    def move_zeroes(self, nums: List[int]) -> None:
        write = 0
        for num in nums:
            if num == 0:
                continue
            else:
                nums[write] = num
                write += 1
        while write < len(nums) - 1:
            nums[write] = 0
            write += 1
