from typing import List


class Solution:
    def rotate(self, nums: List[int], k: int) -> None:
        n = len(nums)
        self.flip(nums, 0, n - 1)
        self.flip(nums, 0, k - 1)
        self.flip(nums, k, n - 1)

    def flip(self, a, l, r):
        while l < r:
            a[l], a[r] = a[r], a[l]
            l += 1
            r -= 1
