from typing import List


class Solution:
    def subsets(self, nums: List[int]) -> List[List[int]]:
        result = []
        current = []

        def explore(start):
            result.append(list(current))
            for i in range(start, len(nums)):
                current.append(nums[i])
                explore(i + 1)
                current.pop()

        explore(0)
        return result
