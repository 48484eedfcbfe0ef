from typing import List


class Solution:
    def product_except_self(self, nums: List[int]) -> List[int]:
        n = len(nums)
        ans = [1] * n
        p = 1
        for i in range(0, n - 1 + 1):
            ans[i] = p
            p *= nums[i]
        s = 1
        for i in range(n - 1, 1 - 1, -1):
            ans[i] *= s
            s *= nums[i]
        return ans
