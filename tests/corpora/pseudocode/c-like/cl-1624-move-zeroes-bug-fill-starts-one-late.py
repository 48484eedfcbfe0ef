from typing import List


class Solution:
    def move_zeroes(self, nums: List[int]) -> None:
        n = len(nums)
        w = 0
        for i in range(n):
            if nums[i] != 0:
                nums[w] = nums[i]
                w = w + 1
        for i in range(w + 1, n):
            nums[i] = 0
