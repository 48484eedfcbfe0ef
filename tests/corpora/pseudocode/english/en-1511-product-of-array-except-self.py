from typing import List


class Solution:
    def product_except_self(self, nums: List[int]) -> List[int]:
        n = len(nums)
        r = [1] * n
        p = 1
        for i in range(1, n + 1):
            r[i - 1] = p
            p = p * nums[i - 1]
        p = 1
        for i in range(n, 0, -1):
            r[i - 1] = r[i - 1] * p
            p = p * nums[i - 1]
        return r
