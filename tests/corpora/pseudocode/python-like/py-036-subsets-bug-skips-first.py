from typing import List


class Solution:
    def subsets(self, nums: List[int]) -> List[List[int]]:
        res = [[]]
        for i in range(1, len(nums)):
            res = res + [s + [nums[i]] for s in res]
        return res
