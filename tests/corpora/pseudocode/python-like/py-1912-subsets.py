from typing import List


class Solution:
    def subsets(self, nums: List[int]) -> List[List[int]]:
        result = [[]]
        for n in nums:
            new_ones = []
            for s in result:
                new_ones.append(s + [n])
            result = result + new_ones
        return result
