from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        previous = 0
        current = 0
        for x in nums:
            new_best = max(current, previous + x)
            previous = current
            current = new_best
        return current
