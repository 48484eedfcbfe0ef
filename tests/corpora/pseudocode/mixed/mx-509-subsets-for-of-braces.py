from typing import List


class Solution:
    def subsets(self, nums: List[int]) -> List[List[int]]:
        res = [[]]
        for num in nums:
            newOnes = []
            for s in res:
                newOnes.append(s + [num])
            res += newOnes
        return res
