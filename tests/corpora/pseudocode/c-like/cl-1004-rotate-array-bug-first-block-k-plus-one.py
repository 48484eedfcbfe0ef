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

        numsSize = len(nums)
        k %= numsSize
        rev(nums, 0, numsSize - 1)
        rev(nums, 0, k)
        rev(nums, k + 1, numsSize - 1)
