from typing import List


class Solution:
    def subsets(self, nums: List[int]) -> List[List[int]]:
        res = []
        cur = []

        def go(i):
            if i == len(nums):
                res.append(cur.copy())
                return
            go(i + 1)
            cur.append(nums[i])
            go(i + 1)
            cur.pop()

        go(0)
        return res
