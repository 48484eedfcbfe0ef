from typing import List


class Solution:
    def subsets(self, nums: List[int]) -> List[List[int]]:
        res, path = [], []

        def go(i):
            if i == len(nums):
                res.append(path)
                return
            go(i + 1)
            path.append(nums[i])
            go(i + 1)
            path.pop()

        go(0)
        return res
