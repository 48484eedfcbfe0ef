from typing import List


class Solution:
    def product_except_self(self, nums: List[int]) -> List[int]:
        n = len(nums)
        R = [0] * n
        R[1 - 1] = 1
        for i in range(2, n + 1):
            R[i - 1] = R[i - 1 - 1] * nums[i - 1 - 1]
        right = 1
        for i in range(n, 0, -1):
            R[i - 1] = R[i - 1] * right
            right = right * nums[i - 1]
        return R
