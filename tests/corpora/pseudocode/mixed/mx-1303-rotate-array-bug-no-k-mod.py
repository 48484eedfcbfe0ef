from typing import List


class Solution:
    def rotate(self, nums: List[int], k: int) -> None:
        def rev(a, i, j):
            while i < j:
                tmp = a[i]
                a[i] = a[j]
                a[j] = tmp
                i += 1
                j -= 1

        n = len(nums)
        if k == 0:
            return
        rev(nums, 0, n - 1)
        rev(nums, 0, k - 1)
        rev(nums, k, n - 1)
