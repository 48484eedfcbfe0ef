from typing import List


class Solution:
    def product_except_self(self, nums: List[int]) -> List[int]:
        n = len(nums)
        ans = [1] * n
        for i in range(1, n):
            ans[i] = ans[i - 1] * nums[i - 1]
        right = 1
        i = n - 1
        while i > 0:
            ans[i] *= right
            right *= nums[i]
            i -= 1
        return ans
