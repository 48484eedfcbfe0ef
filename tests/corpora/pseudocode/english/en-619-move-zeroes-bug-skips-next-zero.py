from typing import List


class Solution:
    def move_zeroes(self, nums: List[int]) -> None:
        for i in range(0, len(nums)):
            if nums[i] == 0:
                del nums[i]
                nums.append(0)
