from typing import List


class Solution:
    def subsets(self, nums: List[int]) -> List[List[int]]:
        result = [[]]
        cur = []

        def go(start):
            for i in range(start, len(nums)):
                cur.append(nums[i])
                result.append(cur)
                go(i + 1)
                cur.pop()

        go(0)
        return result
