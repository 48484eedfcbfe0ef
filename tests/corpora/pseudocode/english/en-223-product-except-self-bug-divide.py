from typing import List


class Solution:
    def product_except_self(self, nums: List[int]) -> List[int]:
        total = 1
        for x in nums:
            total *= x
        answers = []
        for i in range(len(nums)):
            answers.append(total // nums[i])
        return answers
