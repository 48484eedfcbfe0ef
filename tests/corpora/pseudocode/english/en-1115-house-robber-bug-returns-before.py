from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        before = 0
        last = 0
        for x in nums:
            new_best = max(last, before + x)
            before = last
            last = new_best
        return before
