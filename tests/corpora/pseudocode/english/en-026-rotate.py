from typing import List


class Solution:
    def rotate(self, nums: List[int], k: int) -> None:
        n = len(nums)
        k = k % n
        old = list(nums)
        for i in range(len(nums)):
            nums[i] = old[(i - k + n) % n]
