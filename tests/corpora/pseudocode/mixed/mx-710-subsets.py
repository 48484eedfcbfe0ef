from typing import List


class Solution:
    def subsets(self, nums: List[int]) -> List[List[int]]:
        result = []
        path = []

        def backtrack(start):
            result.append(path[:])  # path[:] not path!!
            for i in range(start, len(nums)):
                path.append(nums[i])  # choose
                backtrack(i + 1)  # explore
                path.pop()  # unchoose

        backtrack(0)
        return result
