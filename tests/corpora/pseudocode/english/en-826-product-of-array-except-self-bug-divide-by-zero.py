from typing import List


class Solution:
    def product_except_self(self, nums: List[int]) -> List[int]:
        total = 1
        for x in nums:
            total = total * x
        answer = []
        for x in nums:
            answer.append(total // x)
        return answer
