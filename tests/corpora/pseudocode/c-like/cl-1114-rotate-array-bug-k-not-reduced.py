from typing import List


class Solution:
    def reverse(self, a, l, r):
        while l < r:
            t = a[l]
            a[l] = a[r]
            a[r] = t
            l += 1
            r -= 1

    def rotate(self, nums: List[int], k: int) -> None:
        numsSize = len(nums)
        self.reverse(nums, 0, numsSize - 1)
        self.reverse(nums, 0, k - 1)
        self.reverse(nums, k, numsSize - 1)
