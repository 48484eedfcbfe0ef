from typing import List


class Solution:
    def product_except_self(self, nums: List[int]) -> List[int]:
        n = len(nums)
        ans = [1] * n
        # pass 1: everything to the left
        left = 1
        i = 0
        while i < n:
            ans[i] = left
            left *= nums[i]
            i += 1
        # pass 2: times everything to the right
        right = 1
        i = n - 1
        while i >= 0:
            ans[i] *= right
            right *= nums[i]
            i -= 1
        return ans
