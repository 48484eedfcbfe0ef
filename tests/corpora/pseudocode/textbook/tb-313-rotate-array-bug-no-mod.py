from typing import List


class Solution:
    def rotate(self, nums: List[int], k: int) -> None:
        x = nums
        n = len(nums)

        def reverse(i, j):
            while i < j:
                x[i], x[j] = x[j], x[i]
                i += 1
                j -= 1

        reverse(0, n - 1)
        reverse(0, k - 1)
        reverse(k, n - 1)
