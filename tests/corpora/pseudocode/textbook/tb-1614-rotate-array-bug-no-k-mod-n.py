from typing import List


class Solution:
    def rotate(self, nums: List[int], k: int) -> None:
        n = len(nums)
        self.reverse(nums, 1, n)
        self.reverse(nums, 1, k)
        self.reverse(nums, k + 1, n)

    def reverse(self, A, i, j):
        while i < j:
            A[i - 1], A[j - 1] = A[j - 1], A[i - 1]
            i = i + 1
            j = j - 1
