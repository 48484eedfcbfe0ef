from typing import List


class Solution:
    def move_zeroes(self, nums: List[int]) -> None:
        pos = 0
        for x in nums:
            if x != 0:
                nums[pos] = x
                pos += 1
        for i in range(pos, len(nums)):
            nums[i] = 0
