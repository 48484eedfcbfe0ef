from typing import List


class Solution:
    def rotate(self, nums: List[int], k: int) -> None:
        def reverse(A, i, j):
            while not (i >= j):
                A[i - 1], A[j - 1] = A[j - 1], A[i - 1]
                i = i + 1
                j = j - 1

        n = len(nums)
        reverse(nums, 1, n)
        reverse(nums, 1, k)
        reverse(nums, k + 1, n)
