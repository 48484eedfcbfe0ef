from typing import List


class Solution:
    def subsets(self, nums: List[int]) -> List[List[int]]:
        n = len(nums)
        res = []
        for mask in range(0, 2**n):
            subset = []
            for i in range(0, n):
                if (mask >> i) & 1:
                    subset.append(nums[i])
            res.append(subset)
        return res
