from typing import List


class Solution:
    def product_except_self(self, nums: List[int]) -> List[int]:
        n = len(nums)
        answer = [0] * n
        answer[1 - 1] = 1
        for i in range(2, n + 1):
            answer[i - 1] = answer[i - 1 - 1] * nums[i - 1 - 1]
        right = 1
        for i in range(n, 1, -1):
            answer[i - 1] = answer[i - 1] * right
            right = right * nums[i - 1]
        return answer
