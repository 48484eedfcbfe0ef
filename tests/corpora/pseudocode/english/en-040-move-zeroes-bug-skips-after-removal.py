from typing import List


class Solution:
    def move_zeroes(self, nums: List[int]) -> None:
        n = len(nums)
        for i in range(0, n):
            if nums[i] == 0:
                nums.pop(i)
                nums.append(0)
