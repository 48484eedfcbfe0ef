from typing import List


def reverse(A, lo, hi):
    while True:
        if lo >= hi:
            break
        t = A[lo - 1]
        A[lo - 1] = A[hi - 1]
        A[hi - 1] = t
        lo = lo + 1
        hi = hi - 1


class Solution:
    def rotate(self, nums: List[int], k: int) -> None:
        n = len(nums)
        k = k % n
        reverse(nums, 1, n)
        reverse(nums, 1, k)
        reverse(nums, k, n)
