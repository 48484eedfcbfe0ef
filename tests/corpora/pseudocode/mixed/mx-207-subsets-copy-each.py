from typing import List


class Solution:
    def subsets(self, nums: List[int]) -> List[List[int]]:
        res = [[]]
        for num in nums:
            new_ones = []
            for s in res:
                new_ones.append(s + [num])
            res.extend(new_ones)
        return res
