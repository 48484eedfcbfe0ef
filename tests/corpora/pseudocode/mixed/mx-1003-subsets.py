from typing import List


class Solution:
    def subsets(self, nums: List[int]) -> List[List[int]]:
        res = []
        cur = []

        def back(start):
            res.append(cur.copy())
            for i in range(start, len(nums)):
                cur.append(nums[i])
                back(i + 1)
                cur.pop()

        back(0)
        return res
