from typing import List


class Solution:
    def subsets(self, nums: List[int]) -> List[List[int]]:
        result = [[]]
        for x in nums:
            new = []
            for s in result:
                new.append([*s, x])
            result = result + new
        return result
