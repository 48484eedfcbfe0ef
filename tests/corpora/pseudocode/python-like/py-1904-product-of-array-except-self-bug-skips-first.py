from typing import List


class Solution:
    def product_except_self(self, nums: List[int]) -> List[int]:
        n = len(nums)
        answer = [1] * n
        left = 1
        for i in range(0, n):
            answer[i] = left
            left *= nums[i]
        right = 1
        for i in range(n - 1, 0, -1):
            answer[i] *= right
            right *= nums[i]
        return answer
