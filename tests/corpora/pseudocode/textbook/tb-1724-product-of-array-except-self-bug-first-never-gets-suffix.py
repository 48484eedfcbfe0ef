from typing import List


class Solution:
    def product_except_self(self, nums: List[int]) -> List[int]:
        n = len(nums)
        answer = []
        running = 1
        for num in nums:
            answer.append(running)
            running = running * num
        running = 1
        i = n
        while not (i == 1):
            answer[i - 1] = answer[i - 1] * running
            running = running * nums[i - 1]
            i = i - 1
        return answer
