from typing import List


class Solution:
    def subsets(self, nums: List[int]) -> List[List[int]]:
        result = []
        current = []

        def go(start):
            result.append(list(current))
            for i in range(start, len(nums)):
                current.append(nums[i])
                go(i + 1)
                current.pop()

        go(0)
        return result
