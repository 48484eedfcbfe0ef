from typing import List


class Solution:
    def product_except_self(self, nums: List[int]) -> List[int]:
        numsSize = len(nums)
        ans = [0] * numsSize
        suffix = 1
        ans[0] = 1
        for i in range(1, numsSize):
            ans[i] = ans[i - 1] * nums[i - 1]
        for i in range(numsSize - 1, -1, -1):
            ans[i] *= suffix
            suffix *= nums[i]
        return ans
