from typing import List


class Solution:
    def product_except_self(self, nums: List[int]) -> List[int]:
        answer = [1] * len(nums)
        running = 1
        for i in range(len(nums)):
            answer[i] = running
            running = running * nums[i]
        running = 1
        for i in range(len(nums) - 1, -1, -1):
            answer[i] = answer[i] * running
            running = running * nums[i]
        return answer
