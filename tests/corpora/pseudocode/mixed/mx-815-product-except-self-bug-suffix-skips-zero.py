from typing import List


class Solution:
    def product_except_self(self, nums: List[int]) -> List[int]:
        n = len(nums)
        ans = [0] * n
        ans[0] = 1
        for i in range(1, n):
            ans[i] = ans[i - 1] * nums[i - 1]
        r = 1
        for i in range(n - 1, 0, -1):
            ans[i] *= r
            r *= nums[i]
        return ans
