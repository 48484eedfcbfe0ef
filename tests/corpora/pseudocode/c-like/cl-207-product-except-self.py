from typing import List


class Solution:
    def product_except_self(self, nums: List[int]) -> List[int]:
        numsSize = len(nums)
        ans = [0] * numsSize
        ans[0] = 1
        for i in range(1, numsSize):
            ans[i] = ans[i - 1] * nums[i - 1]
        right = 1
        for i in range(numsSize - 1, -1, -1):
            ans[i] *= right
            right *= nums[i]
        return ans
