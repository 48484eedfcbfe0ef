from typing import List


class Solution:
    def rotate(self, nums: List[int], k: int) -> None:
        def rev(lo, hi):
            while lo < hi:
                t = nums[lo]
                nums[lo] = nums[hi]
                nums[hi] = t
                lo = lo + 1
                hi = hi - 1

        n = len(nums)
        rev(0, n - 1)
        rev(0, k - 1)
        rev(k, n - 1)
