from typing import List


class Solution:
    def product_except_self(self, nums: List[int]) -> List[int]:
        n = len(nums)
        B = [0] * n
        B[1 - 1] = 1
        for i in range(2, n + 1):
            B[i - 1] = B[i - 1 - 1] * nums[i - 1 - 1]
        R = 1
        i = n
        while True:
            if i < 1:
                break
            B[i - 1] = B[i - 1] * R
            R = R * nums[i - 1]
            i = i - 1
        return B
