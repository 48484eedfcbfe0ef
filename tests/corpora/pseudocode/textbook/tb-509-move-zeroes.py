from typing import List


class Solution:
    def move_zeroes(self, nums: List[int]) -> None:
        j = 1
        for i in range(1, len(nums) + 1):
            if nums[i - 1] != 0:
                nums[i - 1], nums[j - 1] = nums[j - 1], nums[i - 1]
                j = j + 1
