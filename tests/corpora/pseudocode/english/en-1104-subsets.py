from typing import List


class Solution:
    def subsets(self, nums: List[int]) -> List[List[int]]:
        r = []
        c = []

        def go(i):
            r.append(c.copy())
            for j in range(i, len(nums)):
                c.append(nums[j])
                go(j + 1)
                c.pop()

        go(0)
        return r
