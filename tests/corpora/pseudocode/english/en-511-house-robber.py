from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        prev2 = 0
        prev1 = 0
        for amount in nums:
            best = max(prev1, prev2 + amount)
            prev2 = prev1
            prev1 = best
        return prev1
