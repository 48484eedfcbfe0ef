from typing import List


class Solution:
    def subsets(self, nums: List[int]) -> List[List[int]]:
        result = []
        path = []

        def backtrack(start):
            result.append(path)
            for i in range(start, len(nums) + 1):
                path.append(nums[i - 1])
                backtrack(i + 1)
                path.pop()

        backtrack(1)
        return result
