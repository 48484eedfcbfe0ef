from typing import List


class Solution:
    def rotate(self, nums: List[int], k: int) -> None:
        def perevernut(a, l, r):
            while l < r:
                a[l], a[r] = a[r], a[l]
                l += 1
                r -= 1

        n = len(nums)
        k = k % n
        perevernut(nums, 0, n - 1)
        perevernut(nums, 0, k - 1)
        perevernut(nums, k, n - 1)
