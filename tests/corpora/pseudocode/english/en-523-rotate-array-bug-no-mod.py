from typing import List


class Solution:
    def rotate(self, nums: List[int], k: int) -> None:
        n = len(nums)
        out = [0] * n
        for i in range(n):
            p = i + k
            if p >= n:
                p = p - n
            out[p] = nums[i]
        nums[:] = out
