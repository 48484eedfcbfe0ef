from typing import List


class Solution:
    def subsets(self, nums: List[int]) -> List[List[int]]:
        res = []
        cur = []
        n = len(nums)

        def bt(start):
            res.append(cur.copy())
            for j in range(start, n):
                cur.append(nums[j])
                bt(j + 1)
                cur.pop()

        bt(0)
        return res
