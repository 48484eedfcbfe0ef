from typing import List


class Solution:
    def move_zeroes(self, nums: List[int]) -> None:
        n = len(nums)
        j = 1
        for i in range(1, n + 1):
            if nums[i - 1] != 0:
                nums[j - 1] = nums[i - 1]
                j += 1
        for i in range(j + 1, n + 1):
            nums[i - 1] = 0
