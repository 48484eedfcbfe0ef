from typing import List


class Solution:
    def rotate(self, nums: List[int], k: int) -> None:
        def reverse(A, lo, hi):
            while lo < hi:
                A[lo - 1], A[hi - 1] = A[hi - 1], A[lo - 1]
                lo = lo + 1
                hi = hi - 1

        n = len(nums)
        k = k % n
        reverse(nums, 1, k)
        reverse(nums, k + 1, n)
        reverse(nums, 1, n)
