from typing import List


class Solution:
    def subsets(self, nums: List[int]) -> List[List[int]]:
        answer = []
        current = []

        def go(i):
            if i == len(nums):
                answer.append(current)
                return
            current.append(nums[i])
            go(i + 1)
            current.pop()
            go(i + 1)

        go(0)
        return answer
