from typing import List


class Solution:
    def subsets(self, nums: List[int]) -> List[List[int]]:
        result_vector = []
        current = []

        def go(start):
            result_vector.append(current.copy())
            if start == len(nums):
                return
            for i in range(start, len(nums)):
                current.append(nums[i])
                go(i + 1)
                current.pop()

        go(0)
        return result_vector
