from typing import List


class Solution:
    def move_zeroes(self, nums: List[int]) -> None:
        i = 0
        while i < len(nums):
            if nums[i] == 0:
                nums.pop(i)  # take the zero out
                nums.append(0)  # and stick it on the end
            i += 1
