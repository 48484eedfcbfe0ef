from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        prev = 0
        curr = 0
        for value in nums:
            newBest = max(curr, prev + value)
            prev = curr
            curr = newBest
        return curr
