from typing import List


class Solution:
    def rotate(self, nums: List[int], k: int) -> None:
        def reverse(lo, hi):
            while lo < hi:
                nums[lo], nums[hi] = nums[hi], nums[lo]
                lo += 1
                hi -= 1

        n = len(nums)
        reverse(0, n - 1)
        reverse(0, k - 1)
        reverse(k, n - 1)
