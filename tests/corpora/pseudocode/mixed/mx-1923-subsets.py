from typing import List


class Solution:
    def subsets(self, nums: List[int]) -> List[List[int]]:
        result = [[]]
        for i in range(0, len(nums)):
            size = len(result)
            for j in range(0, size):
                newSet = result[j] + [nums[i]]
                result.append(newSet)
        return result
