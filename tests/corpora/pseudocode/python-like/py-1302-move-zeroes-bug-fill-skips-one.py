from typing import List


class Solution:
    def move_zeroes(self, nums: List[int]) -> None:
        pos = 1
        for i in range(1, len(nums) + 1):
            if nums[i - 1] != 0:
                nums[pos - 1] = nums[i - 1]
                pos += 1
        for i in range(pos + 1, len(nums) + 1):
            nums[i - 1] = 0
