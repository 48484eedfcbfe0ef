from typing import List


class Solution:
    def rotate(self, nums: List[int], k: int) -> None:
        n = len(nums)
        k = k % n
        self.reverse(nums, 1, n)
        self.reverse(nums, 1, k)
        self.reverse(nums, k + 1, n)

    def reverse(self, A, lo, hi):
        while lo < hi:
            A[lo - 1], A[hi - 1] = A[hi - 1], A[lo - 1]
            lo = lo + 1
            hi = hi - 1
