from typing import List


class Solution:
    def product_except_self(self, nums: List[int]) -> List[int]:
        n = len(nums)
        out = [1] * n
        i = 0
        p = 1
        while i < n:
            out[i] = p
            p *= nums[i]
            i += 1
        i = n - 1
        p = 1
        while i >= 0:
            out[i] *= p
            p *= nums[i]
            i -= 1
        return out
