from typing import List


class Solution:
    def subsets(self, nums: List[int]) -> List[List[int]]:
        results = []
        current = []

        def explore(start):
            results.append(current)
            for j in range(start, len(nums)):
                current.append(nums[j])
                explore(j + 1)
                current.pop()

        explore(0)
        return results
