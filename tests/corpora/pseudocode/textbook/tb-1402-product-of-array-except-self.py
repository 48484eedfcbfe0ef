from typing import List


class Solution:
    def product_except_self(self, nums: List[int]) -> List[int]:
        n = len(nums)
        out = [0] * n
        out[1 - 1] = 1
        for i in range(2, n + 1):
            out[i - 1] = out[i - 1 - 1] * nums[i - 1 - 1]
        suffix = 1
        for i in range(n, 0, -1):
            out[i - 1] = out[i - 1] * suffix
            suffix = suffix * nums[i - 1]
        return out
