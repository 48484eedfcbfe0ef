from typing import List


class Solution:
    def rotate(self, nums: List[int], k: int) -> None:
        n = len(nums)
        k = k % n
        self.reverse(nums, 1, n)
        self.reverse(nums, 1, k)
        self.reverse(nums, k + 1, n)

    def reverse(self, a, i, j):
        while i < j:
            a[i - 1], a[j - 1] = a[j - 1], a[i - 1]
            i = i + 1
            j = j - 1
