from typing import List


class Solution:
    def subsets(self, nums: List[int]) -> List[List[int]]:
        res = []
        cur = []

        def bt(i):
            res.append(list(cur))
            for j in range(i, len(nums) + 1):
                cur.append(nums[j - 1])
                bt(j + 1)
                cur.pop()

        bt(1)
        return res
