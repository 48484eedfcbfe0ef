from typing import List


class Solution:
    def move_zeroes(self, nums: List[int]) -> None:
        nums_size = len(nums)
        w = 0
        for i in range(nums_size):
            if nums[i] != 0:
                nums[w] = nums[i]
                w += 1
