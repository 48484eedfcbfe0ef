from typing import List


class Solution:
    def product_except_self(self, nums: List[int]) -> List[int]:
        N = len(nums)
        answer = [0] * N
        prefix = 1
        for i in range(N):
            answer[i] = prefix
            prefix = prefix * nums[i]
        suffix = 1
        for i in range(N - 1, -1, -1):
            suffix = suffix * nums[i]
            answer[i] = answer[i] * suffix
        return answer
