from typing import List


class Solution:
    def move_zeroes(self, nums: List[int]) -> None:
        n = len(nums)
        end = 0
        for i in range(0, n - 1 + 1):
            if nums[i] != 0:
                nums[end] = nums[i]
                end = end + 1
        while end < n:
            nums[end] = 0
            end = end + 1
