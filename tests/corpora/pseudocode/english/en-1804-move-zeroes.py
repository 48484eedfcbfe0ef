from typing import List


class Solution:
    def move_zeroes(self, nums: List[int]) -> None:
        w = 0
        for i in range(0, len(nums)):
            if nums[i] != 0:
                nums[w] = nums[i]
                w = w + 1
        for j in range(w, len(nums)):
            nums[j] = 0
