from typing import List


class Solution:
    def rotate(self, nums: List[int], k: int) -> None:
        def reverse(a, l, r):
            while l < r:
                t = a[l]
                a[l] = a[r]
                a[r] = t
                l += 1
                r -= 1

        n = len(nums)
        if k == 0:
            return
        reverse(nums, 0, n - 1)
        reverse(nums, 0, k - 1)
        reverse(nums, k, n - 1)
