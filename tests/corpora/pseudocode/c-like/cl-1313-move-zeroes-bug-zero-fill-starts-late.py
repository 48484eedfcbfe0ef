from typing import List


class Solution:
    def move_zeroes(self, nums: List[int]) -> None:
        numsSize = len(nums)
        w = 0
        for i in range(numsSize):
            if nums[i] != 0:
                nums[w] = nums[i]
                w += 1
        for i in range(w + 1, numsSize):
            nums[i] = 0
