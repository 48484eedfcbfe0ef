class Solution:
    def product_except_self(self, nums: List[int]) -> List[int]:
        numsSize = len(nums)
        res = [0] * numsSize
        res[0] = 1
        for i in range(1, numsSize):
            res[i] = res[i - 1] * nums[i - 1]
        right = 1
        for i in range(numsSize - 1, -1, -1):
            res[i] *= right
            right *= nums[i]
        return res
