from typing import List


class Solution:
    def move_zeroes(self, nums: List[int]) -> None:
        for i in range(0, len(nums) - 1):
            if nums[i] == 0:
                nums[i], nums[i + 1] = nums[i + 1], nums[i]
