from typing import List


class Solution:
    def move_zeroes(self, nums: List[int]) -> None:
        tulis = 0
        for i in range(len(nums)):
            if nums[i] != 0:
                nums[i], nums[tulis] = nums[tulis], nums[i]
                tulis += 1
