from typing import List


class Solution:
    def product_except_self(self, nums: List[int]) -> List[int]:
        total = 1
        for x in nums:
            total = total * x
        n = len(nums)
        answer = [0] * n
        for i in range(n):
            answer[i] = total // nums[i]
        return answer
