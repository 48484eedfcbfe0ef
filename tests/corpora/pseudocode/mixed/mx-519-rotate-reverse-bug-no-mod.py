from typing import List


class Solution:
    def rotate(self, nums: List[int], k: int) -> None:
        def reverse(a, i, j):
            while i < j:
                a[i], a[j] = a[j], a[i]
                i += 1
                j -= 1

        n = len(nums)
        reverse(nums, 0, n - 1)
        reverse(nums, 0, k - 1)
        reverse(nums, k, n - 1)
