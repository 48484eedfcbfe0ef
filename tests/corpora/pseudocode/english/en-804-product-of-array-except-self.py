from typing import List


class Solution:
    def product_except_self(self, nums: List[int]) -> List[int]:
        n = len(nums)
        answer = [1] * n
        running = 1
        for i in range(0, n):
            answer[i] = running
            running *= nums[i]
        running = 1
        for i in range(n - 1, -1, -1):
            answer[i] *= running
            running *= nums[i]
        return answer
