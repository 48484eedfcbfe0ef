from typing import List


class Solution:
    def rotate(self, nums: List[int], k: int) -> None:
        def reverse(A, lo, hi):
            while lo < hi:
                A[lo], A[hi] = A[hi], A[lo]
                lo = lo + 1
                hi = hi - 1

        n = len(nums)
        reverse(nums, 0, n - 1)
        reverse(nums, 0, k - 1)
        reverse(nums, k, n - 1)
        return None
