from typing import List


class Solution:
    def product_except_self(self, nums: List[int]) -> List[int]:
        total = 1
        for i in range(1, len(nums) + 1):
            total = total * nums[i - 1]
        b = [0] * len(nums)
        for i in range(1, len(nums) + 1):
            b[i - 1] = total / nums[i - 1]
        return b
