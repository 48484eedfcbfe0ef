from typing import List


class Solution:
    def subsets(self, nums: List[int]) -> List[List[int]]:
        res = []
        path = []

        def bt(start):
            res.append(path.copy())
            for i in range(start, len(nums) - 1 + 1):
                path.append(nums[i])
                bt(i + 1)
                path.pop()

        bt(0)
        return res
