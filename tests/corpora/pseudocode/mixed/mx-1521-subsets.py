from typing import List


class Solution:
    def subsets(self, nums: List[int]) -> List[List[int]]:
        n = len(nums)
        out = []
        cur = []

        def build(i):
            if i == n:
                out.append(list(cur))
                return
            build(i + 1)
            cur.append(nums[i])
            build(i + 1)
            cur.pop()

        build(0)
        return out
